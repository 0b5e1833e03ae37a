// A requisition's header and its deletion (DOCUMENTS.md 5.1 and 6.1). An internal order is
// edited in DRAFT only: its supplier (again a visible supplier that is a store), its months of
// stock (changing them works every line's suggested quantity out again from the line's own
// snapshot, requested untouched), dates and references. A customer requisition is edited while
// NEW and not frozen by approval: its references, comment and colour. Deleting: an internal order
// in DRAFT; a customer requisition while NEW, unless a transfer made it or a shipment was made
// from it (spec 001 section 4).
import { isRequisitionEditable } from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import type { ServiceContext } from '../../common/service-context';
import { checkOtherParty } from '../invoices/kit/other-party';
import type { RequisitionError } from './requisition.errors';
import {
  deleteRequisitionRow,
  findRequisitionLines,
  hasShipments,
  saveRequisition,
  saveRequisitionLines,
} from './requisition.repository';
import { logRequisition, monthsRefusal, suggestedFor, withRequisition } from './requisition-rules';
import type { Requisition } from './requisition.types';

export interface UpdateRequestRequisitionInput {
  id: string;
  otherPartyId?: string | null;
  minMonthsOfStock?: number | null;
  maxMonthsOfStock?: number | null;
  expectedDeliveryDate?: string | null;
  theirReference?: string | null;
  comment?: string | null;
  colour?: string | null;
}

export async function updateRequestRequisition(
  ctx: ServiceContext,
  input: UpdateRequestRequisitionInput,
): Promise<Result<Requisition, RequisitionError>> {
  const bad =
    (input.minMonthsOfStock != null && monthsRefusal('minMonthsOfStock', input.minMonthsOfStock)) ||
    (input.maxMonthsOfStock != null && monthsRefusal('maxMonthsOfStock', input.maxMonthsOfStock));
  if (bad) return err(bad);
  if (input.otherPartyId != null) {
    const party = await checkOtherParty(ctx.db, ctx.storeId, input.otherPartyId, 'SUPPLIER');
    if (!party.ok) return err(party.error);
    if (party.party.storeId === null) return err({ kind: 'OtherPartyIsNotAStore' });
  }
  return withRequisition(ctx, input.id, 'REQUEST', async (trx, r) => {
    if (!isRequisitionEditable(r)) return err({ kind: 'CannotEditRequisition' });
    if (
      r.programId !== null &&
      (input.otherPartyId != null ||
        input.minMonthsOfStock != null ||
        input.maxMonthsOfStock != null)
    )
      return err({ kind: 'CannotEditProgramRequisitionInformation' });
    const now = ctx.now();
    const next: Requisition = {
      ...r,
      otherPartyId: input.otherPartyId ?? r.otherPartyId,
      minMonthsOfStock: input.minMonthsOfStock ?? r.minMonthsOfStock,
      maxMonthsOfStock: input.maxMonthsOfStock ?? r.maxMonthsOfStock,
      ...texts(r, input),
      expectedDeliveryDate:
        input.expectedDeliveryDate === undefined
          ? r.expectedDeliveryDate
          : input.expectedDeliveryDate,
    };
    await saveRequisition(trx, next, now);
    if (
      next.minMonthsOfStock !== r.minMonthsOfStock ||
      next.maxMonthsOfStock !== r.maxMonthsOfStock
    ) {
      const lines = await findRequisitionLines(trx, r.id);
      const changed = lines
        .map((l) => ({ ...l, suggestedQuantity: suggestedFor(l, next) }))
        .filter((l, i) => l.suggestedQuantity !== lines[i]?.suggestedQuantity);
      await saveRequisitionLines(trx, r.storeId, changed, now);
    }
    await logRequisition(trx, ctx, next, 'REQUISITION_EDITED');
    return ok(next);
  });
}

export interface UpdateResponseRequisitionInput {
  id: string;
  theirReference?: string | null;
  comment?: string | null;
  colour?: string | null;
}

export function updateResponseRequisition(
  ctx: ServiceContext,
  input: UpdateResponseRequisitionInput,
): Promise<Result<Requisition, RequisitionError>> {
  return withRequisition(ctx, input.id, 'RESPONSE', async (trx, r) => {
    if (!isRequisitionEditable(r)) return err({ kind: 'CannotEditRequisition' });
    const next: Requisition = { ...r, ...texts(r, input) };
    await saveRequisition(trx, next, ctx.now());
    await logRequisition(trx, ctx, next, 'REQUISITION_EDITED');
    return ok(next);
  });
}

/** Absent: as it is; null: cleared. */
function texts(
  r: Requisition,
  input: { theirReference?: string | null; comment?: string | null; colour?: string | null },
) {
  return {
    theirReference: input.theirReference === undefined ? r.theirReference : input.theirReference,
    comment: input.comment === undefined ? r.comment : input.comment,
    colour: input.colour === undefined ? r.colour : input.colour,
  };
}

export function deleteRequestRequisition(
  ctx: ServiceContext,
  id: string,
): Promise<Result<Requisition, RequisitionError>> {
  return withRequisition(ctx, id, 'REQUEST', async (trx, r) => {
    if (r.status !== 'DRAFT') return err({ kind: 'CannotEditRequisition' });
    await deleteRequisitionRow(trx, r, ctx.now());
    await logRequisition(trx, ctx, r, 'REQUISITION_DELETED', {
      from: String(r.requisitionNumber),
    });
    return ok(r);
  });
}

export function deleteResponseRequisition(
  ctx: ServiceContext,
  id: string,
): Promise<Result<Requisition, RequisitionError>> {
  return withRequisition(ctx, id, 'RESPONSE', async (trx, r) => {
    if (r.status === 'FINALISED') return err({ kind: 'FinalisedRequisition' });
    if (r.linkedRequisitionId !== null) return err({ kind: 'TransferredRequisition' });
    if (await hasShipments(trx, r.id)) return err({ kind: 'RequisitionWithShipment' });
    await deleteRequisitionRow(trx, r, ctx.now());
    await logRequisition(trx, ctx, r, 'REQUISITION_DELETED', {
      from: String(r.requisitionNumber),
    });
    return ok(r);
  });
}
