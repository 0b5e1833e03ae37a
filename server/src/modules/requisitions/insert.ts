// A new internal order to a supplier that is a store (DOCUMENTS.md 5.1: DRAFT, the next
// request number), or a customer requisition entered by hand for a customer (6.1: NEW, the next
// response number: a paper order, a customer not on the system). The client chooses the id once
// per draft: the same insert again (a retry, a double click, both at once) answers the
// requisition the first one made.
import type { RequisitionType } from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import type { ServiceContext } from '../../common/service-context';
import { tablesHoldingId } from '../../db/record-ids';
import { inTransaction, isUniqueViolation } from '../../db/transaction';
import { checkOtherParty } from '../invoices/kit/other-party';
import { findRequisition } from './requisition.list';
import type { RequisitionError } from './requisition.errors';
import { insertRequisition } from './requisition.repository';
import { logRequisition, monthsRefusal } from './requisition-rules';
import type { Requisition } from './requisition.types';

export interface InsertRequisitionInput {
  /** Client-generated id, once per draft. */
  id: string;
  otherPartyId: string;
  minMonthsOfStock: number;
  maxMonthsOfStock: number;
  expectedDeliveryDate?: string | null;
  theirReference?: string | null;
  comment?: string | null;
  colour?: string | null;
}

export function insertRequestRequisition(
  ctx: ServiceContext,
  input: InsertRequisitionInput,
): Promise<Result<Requisition, RequisitionError>> {
  return insertRequisitionOf(ctx, 'REQUEST', input);
}

export function insertResponseRequisition(
  ctx: ServiceContext,
  input: InsertRequisitionInput,
): Promise<Result<Requisition, RequisitionError>> {
  return insertRequisitionOf(ctx, 'RESPONSE', input);
}

async function insertRequisitionOf(
  ctx: ServiceContext,
  type: RequisitionType,
  input: InsertRequisitionInput,
): Promise<Result<Requisition, RequisitionError>> {
  // validate
  const bad =
    monthsRefusal('minMonthsOfStock', input.minMonthsOfStock) ??
    monthsRefusal('maxMonthsOfStock', input.maxMonthsOfStock);
  if (bad) return err(bad);
  const party = await checkOtherParty(
    ctx.db,
    ctx.storeId,
    input.otherPartyId,
    type === 'REQUEST' ? 'SUPPLIER' : 'CUSTOMER',
  );
  if (!party.ok) return err(party.error);
  if (type === 'REQUEST' && party.party.storeId === null)
    return err({ kind: 'OtherPartyIsNotAStore' });

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
        type,
        status: type === 'REQUEST' ? 'DRAFT' : 'NEW',
        approvalStatus: 'NONE',
        minMonthsOfStock: input.minMonthsOfStock,
        maxMonthsOfStock: input.maxMonthsOfStock,
        theirReference: input.theirReference ?? null,
        comment: input.comment ?? null,
        colour: input.colour ?? null,
        expectedDeliveryDate: input.expectedDeliveryDate ?? null,
        programId: null,
        periodId: null,
        orderType: null,
        isEmergency: false,
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
    if (existing?.type === type && existing.otherPartyId === input.otherPartyId)
      return ok(existing);
  }
  return result;
}
