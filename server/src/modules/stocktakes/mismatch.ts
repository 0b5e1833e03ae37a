// Decision 8: when stock moved during a count, the user settles each line whose batch no longer
// holds its snapshot, one by one or all at once: keep the count (adjusted against the stock as
// it is now) or recount. Finalising then goes through; it never dead-ends.
import {
  isSnapshotMismatch,
  reasonFits,
  settleMismatch,
  stocktakeRefusal,
  type MismatchResolution,
} from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import type { ServiceContext } from '../../common/service-context';
import { inTransaction } from '../../db/transaction';
import { lockStockForMovement } from '../stock/stock-movement.service';
import { LineLookups } from './line-rules';
import { stripRow } from './lines';
import type { StocktakeError } from './stocktake.errors';
import { lockStocktake, readStocktakeLines, saveStocktakeLines } from './stocktake.repository';
import type { StocktakeLine, StocktakeLineRow } from './stocktake.types';

export interface ResolveMismatchInput {
  stocktakeId: string;
  /** Each line's choice; a line that is no mismatch (any more) is left as it is. */
  lines?: readonly { id: string; resolution: MismatchResolution }[] | null;
  /** The one choice for every mismatched line of the stocktake. */
  allLines?: MismatchResolution | null;
}

/** Settles the lines asked; answers them as they now are. */
export function resolveStocktakeMismatch(
  ctx: ServiceContext,
  input: ResolveMismatchInput,
): Promise<Result<StocktakeLineRow[], StocktakeError>> {
  return inTransaction<StocktakeLineRow[], StocktakeError>(ctx.db, async (trx) => {
    const stocktake = await lockStocktake(trx, ctx.dialect, ctx.storeId, input.stocktakeId);
    if (!stocktake) return err({ kind: 'RecordNotFound' as const });
    const refusal = stocktakeRefusal(stocktake, { kind: 'LINES' });
    if (refusal) return err({ kind: refusal });
    const asked = new Map((input.lines ?? []).map((l) => [l.id, l.resolution]));
    const rows = await readStocktakeLines(
      trx,
      stocktake.id,
      input.allLines ? undefined : [...asked.keys()],
    );
    if (!input.allLines && rows.length < asked.size)
      return err({ kind: 'RecordNotFound' as const });
    // Settled against the batches as they are under the lock.
    const { lines: batches } = await lockStockForMovement(
      trx,
      ctx,
      rows.flatMap((r) => (r.stockLineId ? [r.stockLineId] : [])),
    );
    const lookups = new LineLookups(trx, ctx.storeId);
    const settled: StocktakeLine[] = [];
    for (const row of rows) {
      const batch = row.stockLineId ? batches.get(row.stockLineId) : undefined;
      const resolution = input.allLines ?? asked.get(row.id);
      if (!batch || !resolution || !isSnapshotMismatch(row, batch)) continue;
      const reason = row.reasonOptionId ? await lookups.reason(row.reasonOptionId) : null;
      const next = settleMismatch(row, batch, resolution, (direction) =>
        Boolean(reason?.isActive && reasonFits(reason.type, direction, row.isVaccine)),
      );
      settled.push({ ...stripRow(row), ...next });
    }
    await saveStocktakeLines(trx, ctx.storeId, settled, ctx.now());
    const ids = input.allLines ? settled.map((l) => l.id) : [...asked.keys()];
    return ok(await readStocktakeLines(trx, stocktake.id, ids));
  });
}
