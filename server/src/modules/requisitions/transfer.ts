// One requisition's transfer between two stores of this site (DOCUMENTS.md 3.2, decision 5, the
// same processor as shipments, decision 0027): the pair (the requesting store's internal order
// and the supplier store's customer requisition, linked both ways) is loaded from whichever side
// changed, locked (request first, as its store acts first) and brought into agreement in one
// transaction: a sent order with no response gets one (NEW, PENDING where the supplier store
// requires authorisation, its lines copied with supply and approval reset), a response not yet
// linked back is linked, an approval or denial reaches the order (approved quantities by item),
// and a finalised response finalises the order. Run again, it finds the pair agreeing and does
// nothing. Deletes are ignored: only a DRAFT order, never transferred, can be deleted.
import { uuidv7 } from '@dawa/domain';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/connection';
import type { DB } from '../../db/tables';
import { inTransaction, type Tx } from '../../db/transaction';
import { ok } from '../../common/result';
import { preferencesOfStores } from '../stores/store.list';
import {
  findAnyRequisition,
  findLinkedRequisition,
  findRequisitionLines,
  insertRequisition,
  insertRequisitionLines,
  lockRequisition,
  saveRequisition,
  saveRequisitionLines,
} from './requisition.repository';
import { logRequisition } from './requisition-rules';
import type { Requisition } from './requisition.types';

export interface RequisitionTransferEnv {
  dialect: DialectName;
  now: () => Date;
  /** The active stores of this site, by their name's id. */
  stores: Map<string, { storeId: string; nameId: string }>;
}

export type RequisitionTransferAction =
  'CREATE_RESPONSE' | 'LINK_REQUEST' | 'APPROVAL_TO_REQUEST' | 'FINALISE_REQUEST';

/** The header texts of a response made from internal order `n` (DOCUMENTS.md 3.2). */
export const fromInternalOrder = (n: number, text: string | null): string =>
  text ? `From internal order ${n} (${text})` : `From internal order ${n}`;

/** Whether a record id is a requisition's (the processor reads both kinds from one changelog). */
export async function isRequisitionId(db: Kysely<DB>, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('requisition')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** One requisition's transfer in its own transaction; answers what it did. */
export function runRequisitionTransfer(
  env: RequisitionTransferEnv & { db: Kysely<DB> },
  id: string,
): Promise<RequisitionTransferAction[]> {
  return inTransaction<RequisitionTransferAction[], never>(env.db, async (trx) =>
    ok(await transferRequisition(trx, env, id)),
  ).then((r) => (r.ok ? r.value : []));
}

/** Carries one requisition's transfer through inside `trx`; answers what it did. */
export async function transferRequisition(
  trx: Tx,
  env: RequisitionTransferEnv,
  id: string,
): Promise<RequisitionTransferAction[]> {
  const changed = await findAnyRequisition(trx, id);
  if (!changed) return [];
  let request: Requisition | undefined;
  let response: Requisition | undefined;
  if (changed.type === 'REQUEST') {
    request = await lockRequisition(trx, env.dialect, changed.id);
    if (!request) return [];
    const found = await findLinkedRequisition(trx, request);
    response = found && (await lockRequisition(trx, env.dialect, found.id));
  } else {
    if (changed.linkedRequisitionId === null) return [];
    // Lock order: the request first, then the response.
    request = await lockRequisition(trx, env.dialect, changed.linkedRequisitionId);
    response = await lockRequisition(trx, env.dialect, changed.id);
  }
  if (!request || request.type !== 'REQUEST') return [];
  const supplier = env.stores.get(request.otherPartyId);
  if (!supplier || supplier.storeId === request.storeId) return [];
  if (response && (response.type !== 'RESPONSE' || response.storeId !== supplier.storeId))
    return [];

  const now = env.now();
  const done: RequisitionTransferAction[] = [];
  if (!response) {
    if (request.status === 'DRAFT') return [];
    response = await createResponse(trx, request, supplier.storeId, now);
    done.push('CREATE_RESPONSE');
  }
  if (request.linkedRequisitionId !== response.id) {
    request = { ...request, linkedRequisitionId: response.id };
    await saveRequisition(trx, request, now);
    done.push('LINK_REQUEST');
  }
  const answered = response.approvalStatus === 'APPROVED' || response.approvalStatus === 'DENIED';
  if (answered && request.approvalStatus !== response.approvalStatus) {
    const approved = new Map(
      (await findRequisitionLines(trx, response.id)).map((l) => [l.itemId, l]),
    );
    const lines = (await findRequisitionLines(trx, request.id)).map((l) => ({
      ...l,
      approvedQuantity: approved.get(l.itemId)?.approvedQuantity ?? 0,
      approvalComment: approved.get(l.itemId)?.approvalComment ?? null,
    }));
    await saveRequisitionLines(trx, request.storeId, lines, now);
    request = { ...request, approvalStatus: response.approvalStatus };
    await saveRequisition(trx, request, now);
    done.push('APPROVAL_TO_REQUEST');
  }
  if (response.status === 'FINALISED' && request.status !== 'FINALISED') {
    const from = request.status;
    request = {
      ...request,
      status: 'FINALISED',
      finalisedDatetime: response.finalisedDatetime ?? now.toISOString(),
    };
    await saveRequisition(trx, request, now);
    await logRequisition(
      trx,
      { userId: null, now: env.now },
      request,
      'REQUISITION_STATUS_FINALISED',
      {
        from,
        to: 'FINALISED',
      },
    );
    done.push('FINALISE_REQUEST');
  }
  return done;
}

async function createResponse(
  trx: Tx,
  request: Requisition,
  supplierStoreId: string,
  now: Date,
): Promise<Requisition> {
  const requester = await trx
    .selectFrom('store')
    .select('name_id')
    .where('id', '=', request.storeId)
    .executeTakeFirstOrThrow();
  const prefs = (await preferencesOfStores(trx, [supplierStoreId])).get(supplierStoreId);
  const response = await insertRequisition(
    trx,
    {
      id: uuidv7(now.getTime()),
      storeId: supplierStoreId,
      otherPartyId: requester.name_id,
      type: 'RESPONSE',
      status: 'NEW',
      // Decision 10: a store that requires authorisation approves what others ask of it.
      approvalStatus: prefs?.responseRequisitionRequiresAuthorisation ? 'PENDING' : 'NONE',
      minMonthsOfStock: request.minMonthsOfStock,
      maxMonthsOfStock: request.maxMonthsOfStock,
      theirReference: fromInternalOrder(request.requisitionNumber, request.theirReference),
      comment: fromInternalOrder(request.requisitionNumber, request.comment),
      // Made by the processor for the supplier store: no user, no colour of the requester's.
      colour: null,
      expectedDeliveryDate: request.expectedDeliveryDate,
      programId: request.programId,
      periodId: request.periodId,
      orderType: request.orderType,
      isEmergency: request.isEmergency,
      linkedRequisitionId: request.id,
      createdFromRequisitionId: request.createdFromRequisitionId,
      destinationCustomerId: request.destinationCustomerId,
      createdDatetime: now.toISOString(),
      sentDatetime: null,
      finalisedDatetime: null,
      userId: null,
    },
    now,
  );
  const lines = (await findRequisitionLines(trx, request.id)).map((l) => ({
    ...l,
    id: uuidv7(now.getTime()),
    requisitionId: response.id,
    supplyQuantity: 0,
    approvedQuantity: 0,
    approvalComment: null,
  }));
  await insertRequisitionLines(trx, supplierStoreId, lines, now);
  await logRequisition(trx, { userId: null, now: () => now }, response, 'REQUISITION_CREATED', {
    to: String(response.requisitionNumber),
  });
  return response;
}

/** The internal order a receipt at `receiverStoreId` answers: the request linked to the customer
 * requisition the source shipment was made from (DOCUMENTS.md 3.1). */
export async function requestAtReceiver(
  db: Kysely<DB>,
  source: { requisitionId?: string | null },
  receiverStoreId: string,
): Promise<string | null> {
  if (!source.requisitionId) return null;
  const row = await db
    .selectFrom('requisition as resp')
    .innerJoin('requisition as req', 'req.id', 'resp.linked_requisition_id')
    .select('req.id')
    .where('resp.id', '=', source.requisitionId)
    .where('req.store_id', '=', receiverStoreId)
    .where('req.type', '=', 'REQUEST')
    .executeTakeFirst();
  return row?.id ?? null;
}
