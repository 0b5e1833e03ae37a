// Editing a stock line: location, on hold, prices, batch, expiry, barcode, note and VVM
// status. Counts never change here (that is the stock-movement service's job). Each
// change is written to the activity log; VVM changes also to the VVM status history.
import { expiryDateProblem, uuidv7 } from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import type { ServiceContext } from '../../common/service-context';
import { inTransaction } from '../../db/transaction';
import { logActivity, type ActivityType } from '../activity-log/activity-log.repository';
import { findLocation } from '../locations/location.repository';
import { findName } from '../names/name.list';
import {
  findStockLine,
  findVvmStatus,
  insertVvmStatusLog,
  updateStockLineDetails,
} from './stock-line.repository';
import type { StockLine } from './stock-line.types';
import { lockStockForMovement } from './stock-movement.service';
import { quantityProblem, type QuantityOutOfRange } from './stock-quantity';

export interface StockLineUpdate {
  id: string;
  locationId?: string | null;
  onHold?: boolean | null;
  costPricePerPack?: number | null;
  sellPricePerPack?: number | null;
  batch?: string | null;
  expiryDate?: string | null;
  barcode?: string | null;
  note?: string | null;
  vvmStatusId?: string | null;
  vvmComment?: string | null;
  /** A name marked as donor; null clears it. */
  donorId?: string | null;
}

export type StockLineUpdateError =
  | { kind: 'RecordNotFound' }
  | { kind: 'LocationNotFound' }
  | { kind: 'VvmStatusNotFound' }
  | { kind: 'DonorNotFound' }
  | { kind: 'InvalidPrice' }
  | { kind: 'InvalidDate' }
  | { kind: 'TextTooLong'; field: string }
  | QuantityOutOfRange;

/** `undefined` leaves a field as it is; `null` clears it where clearing makes sense. */
export async function updateStockLine(
  ctx: ServiceContext,
  u: StockLineUpdate,
): Promise<Result<StockLine, StockLineUpdateError>> {
  const now = ctx.now();
  if (!(await findStockLine(ctx.db, ctx.storeId, u.id))) return err({ kind: 'RecordNotFound' });
  // An id that is sent is looked up, the empty string included: it names nothing.
  if (u.locationId != null && !(await findLocation(ctx.db, ctx.storeId, u.locationId)))
    return err({ kind: 'LocationNotFound' });
  for (const price of [u.costPricePerPack, u.sellPricePerPack]) {
    if (price != null && (!Number.isFinite(price) || price < 0))
      return err({ kind: 'InvalidPrice' });
  }
  const priceOutOfRange =
    (u.costPricePerPack == null
      ? null
      : quantityProblem('costPricePerPack', u.costPricePerPack, 'price')) ??
    (u.sellPricePerPack == null
      ? null
      : quantityProblem('sellPricePerPack', u.sellPricePerPack, 'price'));
  if (priceOutOfRange) return err(priceOutOfRange);
  const dateProblem = expiryDateProblem(u.expiryDate);
  if (dateProblem) return err({ kind: dateProblem });
  for (const [field, value, max] of [
    ['batch', u.batch, 50],
    ['barcode', u.barcode, 100],
    ['note', u.note, 1000],
  ] as const) {
    if (value != null && value.length > max) return err({ kind: 'TextTooLong', field });
  }
  if (u.vvmStatusId != null) {
    if (!(await findVvmStatus(ctx.db, u.vvmStatusId))) return err({ kind: 'VvmStatusNotFound' });
  }
  if (u.donorId != null && !(await findName(ctx.db, u.donorId))?.isDonor)
    return err({ kind: 'DonorNotFound' });

  return inTransaction(ctx.db, async (trx) => {
    // Read again under the lock, so a concurrent edit or stock movement is not undone.
    const { lines } = await lockStockForMovement(trx, ctx, [u.id]);
    const line = lines.get(u.id);
    if (!line) return err({ kind: 'RecordNotFound' as const });
    const next: StockLine = {
      ...line,
      ...(u.locationId !== undefined ? { locationId: u.locationId } : {}),
      ...(u.onHold != null ? { onHold: u.onHold } : {}),
      ...(u.costPricePerPack != null ? { costPricePerPack: u.costPricePerPack } : {}),
      ...(u.sellPricePerPack != null ? { sellPricePerPack: u.sellPricePerPack } : {}),
      ...(u.batch !== undefined ? { batch: u.batch?.trim() || null } : {}),
      ...(u.expiryDate !== undefined ? { expiryDate: u.expiryDate } : {}),
      ...(u.barcode !== undefined ? { barcode: u.barcode?.trim() || null } : {}),
      ...(u.note !== undefined ? { note: u.note } : {}),
      ...(u.vvmStatusId !== undefined ? { vvmStatusId: u.vvmStatusId } : {}),
      ...(u.donorId !== undefined ? { donorId: u.donorId } : {}),
    };
    type Value = string | number | boolean | null;
    const changes: [ActivityType, Value, Value][] = [];
    const track = (type: ActivityType, a: Value, b: Value) => {
      if (a !== b) changes.push([type, a, b]);
    };
    track('STOCK_LOCATION_CHANGE', line.locationId, next.locationId);
    if (line.onHold !== next.onHold)
      changes.push([next.onHold ? 'STOCK_ON_HOLD' : 'STOCK_OFF_HOLD', line.onHold, next.onHold]);
    track('STOCK_COST_PRICE_CHANGE', line.costPricePerPack, next.costPricePerPack);
    track('STOCK_SELL_PRICE_CHANGE', line.sellPricePerPack, next.sellPricePerPack);
    track('STOCK_BATCH_CHANGE', line.batch, next.batch);
    track('STOCK_EXPIRY_DATE_CHANGE', line.expiryDate, next.expiryDate);
    track('VVM_STATUS_CHANGED', line.vvmStatusId, next.vvmStatusId);
    track('STOCK_DONOR_CHANGE', line.donorId, next.donorId);

    await updateStockLineDetails(trx, next, now);
    if (next.vvmStatusId && next.vvmStatusId !== line.vvmStatusId) {
      await insertVvmStatusLog(
        trx,
        {
          id: uuidv7(now.getTime()),
          stockLineId: line.id,
          storeId: line.storeId,
          statusId: next.vvmStatusId,
          userId: ctx.userId,
          comment: u.vvmComment ?? null,
        },
        now,
      );
    }
    for (const [type, from, to] of changes) {
      await logActivity(
        trx,
        {
          type,
          userId: ctx.userId,
          storeId: ctx.storeId,
          recordId: line.id,
          changedFrom: from == null ? null : String(from),
          changedTo: to == null ? null : String(to),
        },
        now,
      );
    }
    return ok(next);
  });
}
