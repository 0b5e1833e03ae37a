// What adding a master list to a document reads and records (DOCUMENTS.md 1.2 way 4 and 2.3):
// whether the list is joined to a name, and the list's active stock items that the store sees
// and the document does not hold yet, by name. Each document type decides which name the list
// must be joined to and which line it adds.
import type { ServiceContext } from '../../../common/service-context';
import type { Tx } from '../../../db/transaction';
import { logActivity } from '../../activity-log/activity-log.repository';
import { visibleItemIds } from '../../items/item.list';
import { findLines, type Invoice } from './document.repository';

/** Which document, and which list to draw from. */
export interface AddFromMasterListInput {
  shipmentId: string;
  masterListId: string;
}

export interface MasterListItem {
  id: string;
  name: string;
  code: string;
  defaultPackSize: number;
}

/** The list's name when an active list `masterListId` is joined to `nameId`. */
export async function masterListJoinedTo(
  trx: Tx,
  masterListId: string,
  nameId: string,
): Promise<string | undefined> {
  const row = await trx
    .selectFrom('master_list_name_join')
    .innerJoin('master_list', 'master_list.id', 'master_list_name_join.master_list_id')
    .select('master_list.name')
    .where('master_list_name_join.master_list_id', '=', masterListId)
    .where('master_list_name_join.name_id', '=', nameId)
    .where('master_list.is_active', '=', true)
    .executeTakeFirst();
  return row?.name;
}

/** Items of the list a document gains: active, stock, seen by the store, not on it yet. */
export async function itemsToAddFromMasterList(
  trx: Tx,
  ctx: ServiceContext,
  invoice: Invoice,
  masterListId: string,
): Promise<MasterListItem[]> {
  const held = new Set((await findLines(trx, invoice.id)).map((l) => l.itemId));
  const items = (
    await trx
      .selectFrom('master_list_line')
      .innerJoin('item', 'item.id', 'master_list_line.item_id')
      .select(['item.id', 'item.name', 'item.code', 'item.default_pack_size as defaultPackSize'])
      .where('master_list_line.master_list_id', '=', masterListId)
      .where('item.type', '=', 'STOCK')
      .where('item.is_active', '=', true)
      .orderBy('item.name')
      .orderBy('item.id')
      .execute()
  ).filter((i) => !held.has(i.id));
  const visible = await visibleItemIds(
    trx,
    ctx.dialect,
    ctx.storeId,
    items.map((i) => i.id),
  );
  return items
    .filter((i) => visible.has(i.id))
    .map((i) => ({ ...i, defaultPackSize: Number(i.defaultPackSize) }));
}

/** The document's activity: which list its lines came from, and who added them. */
export async function logMasterListAdded(
  trx: Tx,
  ctx: ServiceContext,
  invoice: Invoice,
  listName: string,
  now: Date,
): Promise<void> {
  await logActivity(
    trx,
    {
      type: 'INVOICE_EDITED',
      userId: ctx.userId,
      storeId: ctx.storeId,
      recordId: invoice.id,
      changedTo: listName,
    },
    now,
  );
}
