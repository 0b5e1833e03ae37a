// THE stock-movement service: every operation that changes stock (adjustments,
// repacks, and later shipments, prescriptions, returns, stocktakes) calls
// applyStockMovements inside its own transaction. It enforces, for each stock line:
// - available packs (what can still be allocated) never below zero;
// - total packs (what is physically there) never below zero, at any point in the
//   ledger's history: a back-dated reduction that would make a past balance negative
//   is refused;
// and writes the ledger row with its running balance.
import { uuidv7 } from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import type { Tx } from '../../db/transaction';
import type { Deps } from '../../deps';
import { balanceBefore, insertMovement, lowestBalanceAfter } from './ledger.repository';
import { lockStockLines, setStockLineCounts } from './stock-line.repository';
import type { StockLine } from './stock-line.types';

/** Tolerance for fractional packs: a result within it of zero counts as zero. */
const EPSILON = 1e-9;
/** Quantities are stored rounded to 10 decimals, so repeated fractions do not drift. */
export const roundPacks = (packs: number): number => Math.round(packs * 1e10) / 1e10;

export interface StockMovementLine {
  stockLineId: string;
  invoiceLineId: string;
  /** Physical change in packs (+ in, - out): recorded in the ledger. */
  totalPacks: number;
  /** Change of what can still be allocated, in packs. */
  availablePacks: number;
}

export interface StockMovementRequest {
  storeId: string;
  invoiceId: string;
  /** When the stock physically moved; may be in the past (back-dated). */
  datetime: Date;
  lines: readonly StockMovementLine[];
}

export type StockMovementError =
  | { kind: 'StockLineNotFound'; stockLineId: string }
  | { kind: 'NotEnoughStock'; stockLineId: string; availablePacks: number; requestedPacks: number }
  | { kind: 'StockBelowZeroInPast'; stockLineId: string; datetime: string; shortfallPacks: number };

export async function applyStockMovements(
  trx: Tx,
  deps: Deps,
  request: StockMovementRequest,
): Promise<Result<Map<string, StockLine>, StockMovementError>> {
  const now = deps.clock();
  const ids = [...new Set(request.lines.map((l) => l.stockLineId))];
  const lines = await lockStockLines(trx, deps.dialect, request.storeId, ids);
  const at = request.datetime.toISOString();

  for (const change of request.lines) {
    const line = lines.get(change.stockLineId);
    if (!line) return err({ kind: 'StockLineNotFound', stockLineId: change.stockLineId });
    const available = roundPacks(line.availableNumberOfPacks + change.availablePacks);
    const total = roundPacks(line.totalNumberOfPacks + change.totalPacks);
    if (available < -EPSILON || total < -EPSILON) {
      return err({
        kind: 'NotEnoughStock',
        stockLineId: line.id,
        availablePacks: line.availableNumberOfPacks,
        requestedPacks: -Math.min(change.availablePacks, change.totalPacks),
      });
    }

    if (Math.abs(change.totalPacks) > EPSILON) {
      const movementId = uuidv7(now.getTime());
      const balance = roundPacks(
        (await balanceBefore(trx, line.id, at, movementId)) + change.totalPacks,
      );
      const lowestLater = await lowestBalanceAfter(trx, line.id, at, movementId);
      const lowest = Math.min(
        balance,
        lowestLater === undefined ? balance : roundPacks(lowestLater + change.totalPacks),
      );
      if (lowest < -EPSILON) {
        return err({
          kind: 'StockBelowZeroInPast',
          stockLineId: line.id,
          datetime: at,
          shortfallPacks: -lowest,
        });
      }
      await insertMovement(
        trx,
        {
          id: movementId,
          storeId: request.storeId,
          itemId: line.itemId,
          stockLineId: line.id,
          invoiceId: request.invoiceId,
          invoiceLineId: change.invoiceLineId,
          datetime: at,
          numberOfPacks: change.totalPacks,
          packSize: line.packSize,
        },
        balance,
      );
    }

    const updated = {
      ...line,
      availableNumberOfPacks: Math.max(available, 0),
      totalNumberOfPacks: Math.max(total, 0),
    };
    await setStockLineCounts(trx, updated, now);
    lines.set(line.id, updated);
  }
  return ok(lines);
}
