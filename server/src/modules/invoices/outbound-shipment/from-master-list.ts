// Lines from a master list (DOCUMENTS.md 1.2 way 4; spec 001 section 4: only while New): a
// placeholder of no quantity for each active stock item of a list joined to the customer's
// name that the shipment does not hold yet and the store sees; the user then issues each
// item's quantity. A list the customer is not joined to is as good as unknown. Adding the same
// list again adds nothing.
import { uuidv7 } from '@dawa/domain';
import { err, ok, type Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import { inTransaction } from '../../../db/transaction';
import { visibleItemIds } from '../../items/item.list';
import { findLines, insertLines, lockInvoice, type Invoice } from '../kit/document.repository';
import { placeholderLineOf } from './placeholder';

export interface AddFromMasterListInput {
  shipmentId: string;
  masterListId: string;
}

export type AddFromMasterListError =
  { kind: 'RecordNotFound' } | { kind: 'CanOnlyAddLinesToNewOutboundShipment' };

export async function addToOutboundShipmentFromMasterList(
  ctx: ServiceContext,
  input: AddFromMasterListInput,
): Promise<Result<Invoice, AddFromMasterListError>> {
  return inTransaction<Invoice, AddFromMasterListError>(ctx.db, async (trx) => {
    const invoice = await lockInvoice(trx, ctx.dialect, ctx.storeId, input.shipmentId);
    if (!invoice || invoice.type !== 'OUTBOUND_SHIPMENT') return err({ kind: 'RecordNotFound' });
    const joined = await trx
      .selectFrom('master_list_name_join')
      .innerJoin('master_list', 'master_list.id', 'master_list_name_join.master_list_id')
      .select('master_list.id')
      .where('master_list_name_join.master_list_id', '=', input.masterListId)
      .where('master_list_name_join.name_id', '=', invoice.otherPartyId)
      .where('master_list.is_active', '=', true)
      .executeTakeFirst();
    if (!joined) return err({ kind: 'RecordNotFound' });
    if (invoice.status !== 'NEW') return err({ kind: 'CanOnlyAddLinesToNewOutboundShipment' });

    const held = new Set((await findLines(trx, invoice.id)).map((l) => l.itemId));
    const items = (
      await trx
        .selectFrom('master_list_line')
        .innerJoin('item', 'item.id', 'master_list_line.item_id')
        .select(['item.id', 'item.name', 'item.code'])
        .where('master_list_line.master_list_id', '=', input.masterListId)
        .where('item.type', '=', 'STOCK')
        .where('item.is_active', '=', true)
        .orderBy('item.name')
        .execute()
    ).filter((i) => !held.has(i.id));
    const visible = await visibleItemIds(
      trx,
      ctx.dialect,
      ctx.storeId,
      items.map((i) => i.id),
    );
    const now = ctx.now();
    await insertLines(
      trx,
      ctx.storeId,
      items
        .filter((i) => visible.has(i.id))
        .map((i) => placeholderLineOf(uuidv7(now.getTime()), invoice.id, i, 0)),
      now,
    );
    return ok(invoice);
  });
}
