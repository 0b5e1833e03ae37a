// Lines from a master list (DOCUMENTS.md 1.2 way 4; spec 001 section 4: only while New): a
// placeholder of no quantity for each active stock item of a list joined to the customer's
// name that the shipment does not hold yet and the store sees; the user then issues each
// item's quantity. A list the customer is not joined to is as good as unknown. Adding the same
// list again adds nothing (and records nothing in the activity log).
import { uuidv7 } from '@dawa/domain';
import { err, ok, type Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import { inTransaction } from '../../../db/transaction';
import { insertLines, lockInvoice, type Invoice } from '../kit/document.repository';
import {
  itemsToAddFromMasterList,
  type AddFromMasterListInput,
  logMasterListAdded,
  masterListJoinedTo,
} from '../kit/master-list-lines';
import { placeholderLineOf } from './placeholder';

export type AddFromMasterListError =
  { kind: 'RecordNotFound' } | { kind: 'CanOnlyAddLinesToNewOutboundShipment' };

export async function addToOutboundShipmentFromMasterList(
  ctx: ServiceContext,
  input: AddFromMasterListInput,
): Promise<Result<Invoice, AddFromMasterListError>> {
  return inTransaction<Invoice, AddFromMasterListError>(ctx.db, async (trx) => {
    const invoice = await lockInvoice(trx, ctx.dialect, ctx.storeId, input.shipmentId);
    if (!invoice || invoice.type !== 'OUTBOUND_SHIPMENT') return err({ kind: 'RecordNotFound' });
    const listName = await masterListJoinedTo(trx, input.masterListId, invoice.otherPartyId);
    if (listName === undefined) return err({ kind: 'RecordNotFound' });
    if (invoice.status !== 'NEW') return err({ kind: 'CanOnlyAddLinesToNewOutboundShipment' });

    const items = await itemsToAddFromMasterList(trx, ctx, invoice, input.masterListId);
    if (items.length === 0) return ok(invoice);
    const now = ctx.now();
    await insertLines(
      trx,
      ctx.storeId,
      items.map((i) => placeholderLineOf(uuidv7(now.getTime()), invoice.id, i, 0)),
      now,
    );
    await logMasterListAdded(trx, ctx, invoice, listName, now);
    return ok(invoice);
  });
}
