// What every requisition operation shares: the locked requisition of the store and type an
// operation works on, in one transaction; the bounds of the numbers it takes; the snapshot of
// the store's figures a new line of an internal order keeps (in bulk: one query per kind of
// figure for all its items, decision 9) and the suggested quantity worked from it; whether the
// store asks for a reason when requested differs from suggested; the activity log.
import { needsVarianceReason, suggestedQuantityWorking, type RequisitionType } from '@dawa/domain';
import { err, type Result } from '../../common/result';
import type { ServiceContext } from '../../common/service-context';
import { inTransaction, type Tx } from '../../db/transaction';
import { logActivity, type ActivityType } from '../activity-log/activity-log.repository';
import { itemStatistics } from '../items/item-statistics.service';
import { quantityProblem } from '../stock/stock-quantity';
import { preferencesOfStores } from '../stores/store.list';
import type { RequisitionError } from './requisition.errors';
import { hasVarianceReasons, lockRequisition } from './requisition.repository';
import type { Requisition, RequisitionLine } from './requisition.types';

/** Runs `fn` on the store's requisition of `type`, locked, in one transaction; another store's
 * requisition, or one of the other type, is not found. */
export function withRequisition<T>(
  ctx: ServiceContext,
  id: string,
  type: RequisitionType,
  fn: (trx: Tx, r: Requisition) => Promise<Result<T, RequisitionError>>,
): Promise<Result<T, RequisitionError>> {
  return inTransaction<T, RequisitionError>(ctx.db, async (trx) => {
    const r = await lockRequisition(trx, ctx.dialect, id, ctx.storeId);
    if (!r || r.type !== type) return err({ kind: 'RecordNotFound' });
    return fn(trx, r);
  });
}

/** A quantity in units (requested, supply, approved, stock, AMC): not negative, and one the
 * system keeps exactly. */
export function quantityRefusal(
  field: string,
  value: number,
  lineId?: string,
): RequisitionError | null {
  const at = lineId === undefined ? {} : { lineId };
  if (value < 0) return { kind: 'ValueNegative', field, ...at };
  const problem = quantityProblem(field, value, 'numberOfPacks');
  return problem ? { ...problem, ...at } : null;
}

/** Months of stock: not negative, within the bounds of any other number. */
export function monthsRefusal(field: string, value: number): RequisitionError | null {
  if (value < 0) return { kind: 'ValueNegative', field };
  return quantityProblem(field, value, 'other');
}

/** The suggested quantity of a line from its snapshot and the requisition's months. */
export const suggestedFor = (
  line: Pick<RequisitionLine, 'averageMonthlyConsumption' | 'availableStockOnHand'>,
  r: Pick<Requisition, 'minMonthsOfStock' | 'maxMonthsOfStock'>,
): number =>
  suggestedQuantityWorking({
    amc: line.averageMonthlyConsumption,
    stockOnHand: line.availableStockOnHand,
    minMonths: r.minMonthsOfStock,
    maxMonths: r.maxMonthsOfStock,
  }).quantity;

/** New lines of an internal order, one per item, each with the store's available stock and AMC
 * now and the suggested quantity from them; requested starts at 0. */
export async function snapshotLines(
  trx: Tx,
  ctx: ServiceContext,
  r: Requisition,
  items: readonly { lineId: string; itemId: string; itemName: string }[],
): Promise<RequisitionLine[]> {
  const now = ctx.now();
  const stats = await itemStatistics(
    { ...ctx, db: trx },
    items.map((i) => i.itemId),
  );
  return items.map((i) => {
    const s = stats.get(i.itemId);
    const snapshot = {
      availableStockOnHand: s?.availableStockOnHand ?? 0,
      averageMonthlyConsumption: s?.averageMonthlyConsumption ?? 0,
    };
    return {
      id: i.lineId,
      requisitionId: r.id,
      itemId: i.itemId,
      itemName: i.itemName,
      requestedQuantity: 0,
      suggestedQuantity: suggestedFor(snapshot, r),
      supplyQuantity: 0,
      approvedQuantity: 0,
      approvalComment: null,
      ...snapshot,
      snapshotDatetime: now.toISOString(),
      reasonOptionId: null,
      comment: null,
    };
  });
}

/** Whether the store asks for a reason where requested differs from suggested (spec 001
 * section 5): its preference "extra fields in requisition" is on and a requisition line variance
 * reason exists to give (decision 0032). */
export async function storeAsksForReasons(trx: Tx, storeId: string): Promise<boolean> {
  const prefs = (await preferencesOfStores(trx, [storeId])).get(storeId);
  return (prefs?.extraFieldsInRequisition ?? false) && (await hasVarianceReasons(trx));
}

/** Lines whose requested differs from suggested and that have no reason. */
export const linesWithoutReason = (lines: readonly RequisitionLine[]): string[] =>
  lines.filter((l) => needsVarianceReason(l) && l.reasonOptionId === null).map((l) => l.id);

export async function logRequisition(
  trx: Tx,
  ctx: { userId: string | null; now: () => Date },
  r: Requisition,
  type: ActivityType,
  change: { from?: string | null; to?: string | null } = {},
): Promise<void> {
  await logActivity(
    trx,
    {
      type,
      userId: ctx.userId,
      storeId: r.storeId,
      recordId: r.id,
      changedFrom: change.from ?? null,
      changedTo: change.to ?? null,
    },
    ctx.now(),
  );
}
