// One document's transfer (DOCUMENTS.md 3.1, decision 5): the pair it belongs to (the sender's
// outbound shipment and the receiver's inbound shipment, linked both ways) is loaded from
// whichever side changed, both are locked (sender first, as everywhere), the pure table of
// packages/domain says what to do, and it is done in one transaction. Run twice, the second
// run finds the pair agreeing and does nothing.
import {
  TRANSFER_TARGET_TYPE,
  planTransfer,
  transferComment,
  transferTheirReference,
  uuidv7,
  type InvoiceStatus,
  type TransferAction,
} from '@dawa/domain';
import type { Kysely } from 'kysely';
import { ok, type Result } from '../../../common/result';
import type { DialectName } from '../../../db/connection';
import type { DB } from '../../../db/tables';
import { inTransaction, type Tx } from '../../../db/transaction';
import { logActivity, type ActivityType } from '../../activity-log/activity-log.repository';
import { preferencesOfStores } from '../../stores/store.list';
import {
  deleteDocument,
  deleteLines,
  findLines,
  insertDocument,
  insertLines,
  lockInvoice,
  saveDocument,
} from '../kit/document.repository';
import type { Invoice, InvoiceLine } from '../kit/document.types';
import { inSingleUnits, withTotals } from '../kit/line-totals';
import { STATUS_ACTIVITY } from '../kit/status-activity';
import { requestAtReceiver } from '../../requisitions/transfer';
import { findAnyInvoice, findReceiverOf, type SiteStore } from './transfer.repository';

export interface TransferEnv {
  db: Kysely<DB>;
  dialect: DialectName;
  now: () => Date;
  /** The active stores of this site, by their name's id. */
  stores: Map<string, SiteStore>;
}

/** What one run did with a document: the actions carried out (none when the pair agreed or
 * the document is not a transfer). */
export type TransferOutcome = TransferAction['kind'][];

/** A document made long before the receiving store existed is history, not a delivery. */
const HISTORY_DAYS = 30;
const DAY_MS = 86_400_000;

export async function transferDocument(
  env: TransferEnv,
  documentId: string,
): Promise<Result<TransferOutcome, never>> {
  return inTransaction<TransferOutcome, never>(env.db, async (trx) => {
    const pair = await lockPair(trx, env, documentId);
    if (!pair) return ok([]);
    const done: TransferOutcome = [];
    if (pair.stale) {
      const removed = planTransfer(null, pair.stale);
      for (const action of removed)
        await carryOut(trx, env, action, { ...pair, receiver: pair.stale }, env.now());
      done.push(...removed.map((a) => a.kind));
    }
    if (pair.stale && !pair.source) return ok(done);
    const { source, receiver, receivingStore } = pair;
    if (source && !receiver && source.createdDatetime < historyLimit(receivingStore)) return ok([]);
    const actions = planTransfer(source ?? null, receiver ?? null);
    const now = env.now();
    for (const action of actions) await carryOut(trx, env, action, pair, now);
    return ok([...done, ...actions.map((a) => a.kind)]);
  });
}

interface Pair {
  source: Invoice | undefined;
  receiver: Invoice | undefined;
  receivingStore: SiteStore;
  /** A receipt made for the source's former customer (another store). */
  stale?: Invoice;
}

/** The pair of `documentId`, locked, or nothing when it is not a transfer between two stores
 * of this site (a customer that is no store of ours, or the sending store itself). */
async function lockPair(trx: Tx, env: TransferEnv, documentId: string): Promise<Pair | null> {
  const changed = await findAnyInvoice(trx, documentId);
  let source: Invoice | undefined;
  let receiver: Invoice | undefined;
  if (changed === undefined) {
    // A deleted source: its receiver's document still names it.
    receiver = await findReceiverOf(trx, { id: documentId, linkedInvoiceId: null });
  } else if (TRANSFER_TARGET_TYPE[changed.type]) {
    source = changed;
  } else if (changed.linkedInvoiceId !== null) {
    receiver = changed;
    source = await findAnyInvoice(trx, changed.linkedInvoiceId);
  }
  if (source) {
    const receivingStore = env.stores.get(source.otherPartyId);
    if (!receivingStore || receivingStore.storeId === source.storeId) {
      // No longer to a store of ours: a receipt made for the former customer still goes.
      const former = await findReceiverOf(trx, source);
      if (!former || former.type !== TRANSFER_TARGET_TYPE[source.type]) return null;
      const stale = await lockInvoice(trx, env.dialect, former.storeId, former.id);
      if (!stale) return null;
      const store = [...env.stores.values()].find((s) => s.storeId === stale.storeId);
      return store
        ? { source: undefined, receiver: undefined, receivingStore: store, stale }
        : null;
    }
    source = await lockInvoice(trx, env.dialect, source.storeId, source.id);
    if (!source) return null;
    const found = await findReceiverOf(trx, source);
    const ours = found?.type === TRANSFER_TARGET_TYPE[source.type];
    receiver =
      found && ours && found.storeId === receivingStore.storeId
        ? await lockInvoice(trx, env.dialect, found.storeId, found.id)
        : undefined;
    // The customer changed while picked: the old customer's receipt is not theirs any more.
    const stale =
      found && ours && found.storeId !== receivingStore.storeId
        ? await lockInvoice(trx, env.dialect, found.storeId, found.id)
        : undefined;
    return { source, receiver, receivingStore, ...(stale ? { stale } : {}) };
  }
  if (!receiver) return null;
  const receivingStore = [...env.stores.values()].find((s) => s.storeId === receiver?.storeId);
  if (!receivingStore) return null;
  receiver = await lockInvoice(trx, env.dialect, receiver.storeId, receiver.id);
  return receiver ? { source: undefined, receiver, receivingStore } : null;
}

function historyLimit(store: SiteStore): string {
  return new Date(Date.parse(store.createdDate) - HISTORY_DAYS * DAY_MS).toISOString();
}

async function carryOut(
  trx: Tx,
  env: TransferEnv,
  action: TransferAction,
  pair: Pair,
  now: Date,
): Promise<void> {
  const { source, receiver } = pair;
  switch (action.kind) {
    case 'CREATE_RECEIVER': {
      if (!source) return;
      const made = await createReceiver(trx, env, source, pair.receivingStore, action.status, now);
      pair.receiver = made;
      source.linkedInvoiceId = made.id;
      await saveDocument(trx, source, now);
      return;
    }
    case 'LINK_SOURCE':
      if (!source) return;
      source.linkedInvoiceId = action.receiverId;
      await saveDocument(trx, source, now);
      return;
    case 'SHIP_RECEIVER': {
      if (!source || !receiver) return;
      const old = await findLines(trx, receiver.id);
      await deleteLines(
        trx,
        receiver.storeId,
        old.map((l) => l.id),
        now,
      );
      const shipped: Invoice = { ...receiver, ...copiedFromSource(source), status: 'SHIPPED' };
      await saveDocument(trx, shipped, now);
      await insertLines(
        trx,
        receiver.storeId,
        await receiverLines(trx, env, source, shipped, now),
        now,
      );
      await logActivity(trx, activityOf(shipped, 'INVOICE_STATUS_SHIPPED', 'PICKED'), now);
      pair.receiver = shipped;
      return;
    }
    case 'MIRROR_TO_SOURCE': {
      if (!source || !receiver) return;
      const from = source.status;
      Object.assign(source, {
        status: action.status,
        deliveredDatetime: receiver.deliveredDatetime,
        receivedDatetime: receiver.receivedDatetime,
        verifiedDatetime: receiver.verifiedDatetime,
      });
      await saveDocument(trx, source, now);
      const type = STATUS_ACTIVITY[action.status];
      if (type) await logActivity(trx, activityOf(source, type, from), now);
      return;
    }
    case 'DELETE_RECEIVER': {
      if (!receiver) return;
      const lines = await findLines(trx, receiver.id);
      await deleteLines(
        trx,
        receiver.storeId,
        lines.map((l) => l.id),
        now,
      );
      await deleteDocument(trx, receiver, now);
      await logActivity(
        trx,
        { ...activityOf(receiver, 'INVOICE_DELETED'), changedFrom: String(receiver.invoiceNumber) },
        now,
      );
      pair.receiver = undefined;
      return;
    }
  }
}

/** What the receiver's document copies from the source each time it is (re)made. */
function copiedFromSource(source: Invoice) {
  return {
    theirReference: transferTheirReference(source.invoiceNumber, source.theirReference),
    comment: transferComment(source.comment, source.type),
    transportReference: source.transportReference,
    taxPercentage: source.taxPercentage,
    expectedDeliveryDate: source.expectedDeliveryDate,
    pickedDatetime: source.pickedDatetime,
    shippedDatetime: source.shippedDatetime,
  };
}

async function createReceiver(
  trx: Tx,
  env: TransferEnv,
  source: Invoice,
  store: SiteStore,
  status: InvoiceStatus,
  now: Date,
): Promise<Invoice> {
  // The sender may be a store of another site whose documents reached this one by sync: its
  // name is known either way.
  const sender = await trx
    .selectFrom('store')
    .select('name_id')
    .where('id', '=', source.storeId)
    .executeTakeFirstOrThrow();
  const made = await insertDocument(
    trx,
    {
      id: uuidv7(now.getTime()),
      storeId: store.storeId,
      otherPartyId: sender.name_id,
      type: TRANSFER_TARGET_TYPE[source.type] ?? 'INBOUND_SHIPMENT',
      status,
      // Made by the processor for the receiving store: no user, no colour of the sender's.
      userId: null,
      colour: null,
      onHold: false,
      linkedInvoiceId: source.id,
      originalShipmentId: await originalShipmentAtReceiver(trx, source, store.storeId),
      requisitionId: await requestAtReceiver(trx, source, store.storeId),
      createdDatetime: now.toISOString(),
      ...copiedFromSource(source),
    },
    now,
  );
  const dated: Invoice = { ...made, ...copiedFromSource(source) };
  await saveDocument(trx, dated, now);
  await insertLines(trx, store.storeId, await receiverLines(trx, env, source, dated, now), now);
  await logActivity(trx, activityOf(dated, 'INVOICE_CREATED'), now);
  return dated;
}

/** The source's lines as the receiver gets them: placeholders left out, each a stock-in line
 * (a service stays one) without the sender's batch row or location, priced at what the sender
 * charged, in single units where the receiving store counts so. */
async function receiverLines(
  trx: Tx,
  env: TransferEnv,
  source: Invoice,
  receiver: Invoice,
  now: Date,
): Promise<InvoiceLine[]> {
  const packToOne =
    (await preferencesOfStores(trx, [receiver.storeId])).get(receiver.storeId)?.packToOne ?? false;
  const lines = await findLines(trx, source.id);
  // Goods sent back are valued at what they cost, not sold again (DOCUMENTS.md 3.1).
  const isReturn = source.type === 'SUPPLIER_RETURN';
  return lines
    .filter((l) => l.type !== 'UNALLOCATED_STOCK')
    .map((l) => {
      const price = isReturn ? l.costPricePerPack : l.sellPricePerPack;
      // The reason and note travel with the line, so the receiver sees why it came back.
      const copy: InvoiceLine = {
        ...l,
        id: uuidv7(now.getTime()),
        invoiceId: receiver.id,
        type: l.type === 'SERVICE' ? 'SERVICE' : 'STOCK_IN',
        stockLineId: null,
        locationId: null,
        originalLineId: null,
        costPricePerPack: price,
        sellPricePerPack: price,
        shippedNumberOfPacks: l.numberOfPacks,
        shippedPackSize: l.packSize,
      };
      const counted = packToOne ? inSingleUnits(copy) : copy;
      return withTotals(counted, counted.costPricePerPack);
    });
}

/** A return's shipment as the receiver knows it (DOCUMENTS.md 4.3): the supplier return names
 * the inbound it sends back; that inbound came from the receiver's outbound shipment. */
async function originalShipmentAtReceiver(
  trx: Tx,
  source: Invoice,
  receiverStoreId: string,
): Promise<string | null> {
  if (source.originalShipmentId === null) return null;
  const inbound = await findAnyInvoice(trx, source.originalShipmentId);
  if (!inbound?.linkedInvoiceId) return null;
  const outbound = await findAnyInvoice(trx, inbound.linkedInvoiceId);
  return outbound?.storeId === receiverStoreId && outbound.type === 'OUTBOUND_SHIPMENT'
    ? outbound.id
    : null;
}

function activityOf(doc: Invoice, type: ActivityType, from?: InvoiceStatus) {
  return {
    type,
    userId: null,
    storeId: doc.storeId,
    recordId: doc.id,
    changedFrom: from ?? null,
    changedTo: type === 'INVOICE_CREATED' ? String(doc.invoiceNumber) : doc.status,
  };
}
