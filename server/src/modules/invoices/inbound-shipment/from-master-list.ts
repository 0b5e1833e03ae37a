// Lines from a master list on a receipt (DOCUMENTS.md 2.3; spec 001 section 4: "Adding from a
// master list only when Draft or New"): an empty line (no batch, 0 packs) for each active stock
// item of the list that the receipt does not hold yet and the store sees, at the item's default
// pack size (1 where the store counts in units, packToOne), for the user to fill in as the
// goods are counted. Lines left at 0 packs go when the receipt leaves NEW.
//
// Decisions:
// - Which list: one joined to the store's own name, not to the supplier's. DOCUMENTS.md 2.3 says
//   "the list must be visible to the store" (the reference checks the list against the store,
//   MasterListNotFoundForThisStore), and a receipt's list is what this store stocks; suppliers
//   are outside names that carry no lists. A list not joined to the store is as good as unknown
//   (RecordNotFound), as on outbound shipments.
// - When: only while NEW, as the spec and DOCUMENTS.md 2.3 say, although lines stay editable
//   until VERIFIED (linesEditable): past NEW a receipt is being checked against what arrived,
//   and a list's worth of empty lines would only be deleted again. A transfer's receipt is
//   never NEW, so it never gains lines this way.
// - Adding the same list again adds nothing (the items are already there).
import { isPositivePackSize, uuidv7 } from '@dawa/domain';
import { err, ok, type Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import { inTransaction } from '../../../db/transaction';
import { findStoreById, preferencesOfStores } from '../../stores/store.list';
import { insertLines, lockInvoice, type Invoice } from '../kit/document.repository';
import {
  itemsToAddFromMasterList,
  type AddFromMasterListInput,
  logMasterListAdded,
  masterListJoinedTo,
} from '../kit/master-list-lines';
import { placeholderLineOf } from '../outbound-shipment/placeholder';

export type AddToInboundFromMasterListError =
  { kind: 'RecordNotFound' } | { kind: 'CanOnlyAddLinesFromMasterListToNewInboundShipment' };

export async function addToInboundShipmentFromMasterList(
  ctx: ServiceContext,
  input: AddFromMasterListInput,
): Promise<Result<Invoice, AddToInboundFromMasterListError>> {
  const packToOne =
    (await preferencesOfStores(ctx.db, [ctx.storeId])).get(ctx.storeId)?.packToOne ?? false;
  return inTransaction<Invoice, AddToInboundFromMasterListError>(ctx.db, async (trx) => {
    const invoice = await lockInvoice(trx, ctx.dialect, ctx.storeId, input.shipmentId);
    if (!invoice || invoice.type !== 'INBOUND_SHIPMENT') return err({ kind: 'RecordNotFound' });
    const store = await findStoreById(trx, ctx.storeId);
    const listName = store && (await masterListJoinedTo(trx, input.masterListId, store.nameId));
    if (!listName) return err({ kind: 'RecordNotFound' });
    if (invoice.status !== 'NEW')
      return err({ kind: 'CanOnlyAddLinesFromMasterListToNewInboundShipment' });

    const items = await itemsToAddFromMasterList(trx, ctx, invoice, input.masterListId);
    if (items.length === 0) return ok(invoice);
    const now = ctx.now();
    await insertLines(
      trx,
      ctx.storeId,
      // The same empty line as a placeholder, but stock coming in, at the pack it comes in.
      items.map((i) => ({
        ...placeholderLineOf(uuidv7(now.getTime()), invoice.id, i, 0),
        type: 'STOCK_IN' as const,
        packSize: !packToOne && isPositivePackSize(i.defaultPackSize) ? i.defaultPackSize : 1,
      })),
      now,
    );
    await logMasterListAdded(trx, ctx, invoice, listName, now);
    return ok(invoice);
  });
}
