// A stocktake's header: description, comment, the day counted, hold and lock (spec 001 section
// 4, DOCUMENTS.md 9.2). A finalised stocktake refuses every change; a locked one all but the one
// that unlocks it; one on hold all but lifting the hold (or locking it).
import { expiryDateProblem, stocktakeRefusal } from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import type { ServiceContext } from '../../common/service-context';
import { inTransaction } from '../../db/transaction';
import { logActivity } from '../activity-log/activity-log.repository';
import type { StocktakeError } from './stocktake.errors';
import { deleteStocktakeRow, lockStocktake, saveStocktake } from './stocktake.repository';
import type { Stocktake } from './stocktake.types';

export interface UpdateStocktakeInput {
  id: string;
  description?: string | null;
  comment?: string | null;
  stocktakeDate?: string | null;
  onHold?: boolean | null;
  isLocked?: boolean | null;
}

export async function updateStocktake(
  ctx: ServiceContext,
  input: UpdateStocktakeInput,
): Promise<Result<Stocktake, StocktakeError>> {
  if (expiryDateProblem(input.stocktakeDate)) return err({ kind: 'InvalidExpiryDate' });
  return inTransaction<Stocktake, StocktakeError>(ctx.db, async (trx) => {
    const stocktake = await lockStocktake(trx, ctx.dialect, ctx.storeId, input.id);
    if (!stocktake) return err({ kind: 'RecordNotFound' });
    const next: Stocktake = {
      ...stocktake,
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.comment !== undefined ? { comment: input.comment } : {}),
      ...(input.stocktakeDate != null ? { stocktakeDate: input.stocktakeDate } : {}),
      ...(input.onHold != null ? { onHold: input.onHold } : {}),
      ...(input.isLocked != null ? { isLocked: input.isLocked } : {}),
    };
    const changesMore =
      next.description !== stocktake.description ||
      next.comment !== stocktake.comment ||
      next.stocktakeDate !== stocktake.stocktakeDate;
    const refusal = stocktakeRefusal(stocktake, {
      kind: 'UPDATE',
      onHold: input.onHold,
      isLocked: input.isLocked,
      changesMore,
    });
    if (refusal) return err({ kind: refusal });
    const now = ctx.now();
    await saveStocktake(trx, next, now);
    await logActivity(
      trx,
      {
        type: 'STOCKTAKE_EDITED',
        userId: ctx.userId,
        storeId: ctx.storeId,
        recordId: stocktake.id,
      },
      now,
    );
    return ok(next);
  });
}

/** Deletes a NEW stocktake that is neither on hold nor locked, with its lines. */
export async function deleteStocktake(
  ctx: ServiceContext,
  id: string,
): Promise<Result<{ id: string }, StocktakeError>> {
  return inTransaction<{ id: string }, StocktakeError>(ctx.db, async (trx) => {
    const stocktake = await lockStocktake(trx, ctx.dialect, ctx.storeId, id);
    if (!stocktake) return err({ kind: 'RecordNotFound' });
    const refusal = stocktakeRefusal(stocktake, { kind: 'DELETE' });
    if (refusal) return err({ kind: refusal });
    const now = ctx.now();
    await deleteStocktakeRow(trx, stocktake, now);
    await logActivity(
      trx,
      {
        type: 'STOCKTAKE_DELETED',
        userId: ctx.userId,
        storeId: ctx.storeId,
        recordId: stocktake.id,
        changedFrom: String(stocktake.stocktakeNumber),
      },
      now,
    );
    return ok({ id });
  });
}
