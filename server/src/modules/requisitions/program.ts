// A program internal order (DOCUMENTS.md 7; spec 001 sections 5 and 9): for one of the store's
// order types and a period of its schedule within the window (5 periods back, 5 ahead) that
// still takes an order (fewer than the type's orders per period), to a supplier store that
// trades in the program. Its months of stock are the type's (threshold and max), and it holds a
// line for every stock item of the program's master list the store sees, snapshotted in bulk;
// items are not added or removed, nor the supplier or months changed. An emergency type limits
// how many lines may ask for something when it is sent (emergencyLimitRefusal).
import { availablePeriods, emergencyItemsOver, uuidv7 } from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import type { ServiceContext } from '../../common/service-context';
import { tablesHoldingId } from '../../db/record-ids';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/tables';
import { inTransaction, isUniqueViolation, type Tx } from '../../db/transaction';
import { checkOtherParty } from '../invoices/kit/other-party';
import { visibleStockItems } from '../stocktakes/stocktake.repository';
import type { RequisitionError } from './requisition.errors';
import { findRequisition } from './requisition.list';
import { insertRequisition, insertRequisitionLines } from './requisition.repository';
import { logRequisition, snapshotLines } from './requisition-rules';
import type { Requisition, RequisitionLine } from './requisition.types';
import {
  findStoreOrderType,
  periodsOfSchedule,
  programOrdersOfStore,
  supplierTradesInList,
} from './program.repository';

export interface InsertProgramRequestInput {
  id: string;
  otherPartyId: string;
  programOrderTypeId: string;
  periodId: string;
  expectedDeliveryDate?: string | null;
  theirReference?: string | null;
  comment?: string | null;
  colour?: string | null;
}

export async function insertProgramRequestRequisition(
  ctx: ServiceContext,
  input: InsertProgramRequestInput,
): Promise<Result<Requisition, RequisitionError>> {
  // validate
  const type = await findStoreOrderType(ctx.db, ctx.storeId, { id: input.programOrderTypeId });
  if (!type) return err({ kind: 'ProgramOrderTypeDoesNotExist' });
  const party = await checkOtherParty(ctx.db, ctx.storeId, input.otherPartyId, 'SUPPLIER');
  if (
    !party.ok ||
    party.party.storeId === null ||
    !(await supplierTradesInList(ctx.db, input.otherPartyId, type.masterListId))
  )
    return err({ kind: 'SupplierNotValid' });

  const window = await periodWindow(ctx.db, ctx, type, input.periodId);
  if (!window) return err({ kind: 'PeriodNotAvailable' });

  // persist
  const result = await inTransaction<Requisition, RequisitionError>(ctx.db, async (trx) => {
    if ((await tablesHoldingId(trx, input.id)).length > 0)
      return err({ kind: 'RecordAlreadyExists' });
    const now = ctx.now();
    const made = await insertRequisition(
      trx,
      {
        id: input.id,
        storeId: ctx.storeId,
        otherPartyId: input.otherPartyId,
        type: 'REQUEST',
        status: 'DRAFT',
        approvalStatus: 'NONE',
        minMonthsOfStock: type.thresholdMos,
        maxMonthsOfStock: type.maxMos,
        theirReference: input.theirReference ?? null,
        comment: input.comment ?? null,
        colour: input.colour ?? null,
        expectedDeliveryDate: input.expectedDeliveryDate ?? null,
        programId: type.programId,
        periodId: input.periodId,
        orderType: type.name,
        isEmergency: type.isEmergency,
        linkedRequisitionId: null,
        createdFromRequisitionId: null,
        destinationCustomerId: null,
        createdDatetime: now.toISOString(),
        sentDatetime: null,
        finalisedDatetime: null,
        userId: ctx.userId,
      },
      now,
    );
    // Counted after taking the store's next order number: that holds the counter's row until
    // commit, so of two orders for the last place at once the second waits and finds the first.
    const chosen = await periodWindow(trx, ctx, type, input.periodId, made.id);
    if (!chosen) return err({ kind: 'PeriodNotAvailable' });
    if (!chosen.available) return err({ kind: 'MaxOrdersReachedForPeriod' });
    const items = await visibleStockItems(trx, ctx.storeId, type.masterListId);
    const lines = await snapshotLines(
      trx,
      ctx,
      made,
      items
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((i) => ({ lineId: uuidv7(now.getTime()), itemId: i.id, itemName: i.name })),
    );
    await insertRequisitionLines(trx, ctx.storeId, lines, now);
    await logRequisition(trx, ctx, made, 'REQUISITION_CREATED', {
      to: String(made.requisitionNumber),
    });
    return ok(made);
  }).catch((e: unknown) => {
    if (isUniqueViolation(e)) return err({ kind: 'RecordAlreadyExists' as const });
    throw e;
  });
  if (!result.ok && result.error.kind === 'RecordAlreadyExists') {
    const existing = await findRequisition(ctx.db, ctx.storeId, input.id);
    if (existing?.type === 'REQUEST' && existing.periodId === input.periodId) return ok(existing);
  }
  return result;
}

/** The period in the order type's window of periods (DOCUMENTS.md 7), with whether it takes
 * one more order (the store's orders other than `self`); undefined when it is not in the window
 * (or is no period of the type's schedule). */
async function periodWindow(
  db: Kysely<DB>,
  ctx: ServiceContext,
  type: { name: string; maxOrderPerPeriod: number; programId: string; periodScheduleId: string },
  periodId: string,
  self = '',
): Promise<{ available: boolean } | undefined> {
  const [periods, orders] = await Promise.all([
    periodsOfSchedule(db, type.periodScheduleId),
    programOrdersOfStore(db, ctx.storeId, type.programId, self),
  ]);
  return availablePeriods({
    periods,
    today: ctx.now().toISOString().slice(0, 10),
    orderType: type,
    orders,
  }).find((p) => p.period.id === periodId);
}

/** An emergency order asks for more items than its type allows (DOCUMENTS.md 5.1). Checked when
 * it is sent; an order type removed since is no limit any more. */
export async function emergencyLimitRefusal(
  trx: Tx,
  r: Requisition,
  lines: readonly RequisitionLine[],
): Promise<RequisitionError | null> {
  if (r.programId === null || r.orderType === null || !r.isEmergency) return null;
  const type = await findStoreOrderType(trx, r.storeId, {
    programId: r.programId,
    name: r.orderType,
  });
  if (!type || emergencyItemsOver(lines, type.maxItemsInEmergencyOrder) === 0) return null;
  return { kind: 'OrderingTooManyItems', maxItems: type.maxItemsInEmergencyOrder };
}
