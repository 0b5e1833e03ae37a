// The ledger as users read it: movements of a stock line or an item, newest first,
// with the document each came from and its reason.
import type { Kysely } from 'kysely';
import type { Connection, Page } from '../../common/list';
import type { DB } from '../../db/tables';

export interface LedgerEntry {
  id: string;
  datetime: string;
  stockLineId: string;
  itemId: string;
  invoiceId: string;
  invoiceNumber: number;
  invoiceType: string;
  otherPartyName: string;
  reason: string | null;
  numberOfPacks: number;
  packSize: number;
  balancePacks: number;
}

export async function findLedger(
  db: Kysely<DB>,
  storeId: string,
  of: { stockLineId: string | null; itemId: string | null },
  page: Page,
): Promise<Connection<LedgerEntry>> {
  let movements = db.selectFrom('stock_movement as m').where('m.store_id', '=', storeId);
  if (of.stockLineId) movements = movements.where('m.stock_line_id', '=', of.stockLineId);
  if (of.itemId) movements = movements.where('m.item_id', '=', of.itemId);
  // The page is picked from the movements alone (an index walk) and only its rows are joined
  // to their document, line and reason: joined first, a deep page of a store's ledger joined
  // and sorted every movement before it, seconds during which SQLite served no one else.
  const pageIds = movements
    .select('m.id')
    .orderBy('m.datetime', 'desc')
    .orderBy('m.id', 'desc')
    .limit(page.first)
    .offset(page.offset);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('stock_movement as m')
      .innerJoin('invoice as i', 'i.id', 'm.invoice_id')
      .innerJoin('name as n', 'n.id', 'i.name_id')
      .innerJoin('invoice_line as l', 'l.id', 'm.invoice_line_id')
      .leftJoin('reason_option as r', 'r.id', 'l.reason_option_id')
      .where('m.id', 'in', pageIds)
      .select([
        'm.id',
        'm.datetime',
        'm.stock_line_id as stockLineId',
        'm.item_id as itemId',
        'm.invoice_id as invoiceId',
        'i.invoice_number as invoiceNumber',
        'i.type as invoiceType',
        'n.name as otherPartyName',
        'r.reason',
        'm.number_of_packs as numberOfPacks',
        'm.pack_size as packSize',
        'm.balance_packs as balancePacks',
      ])
      .orderBy('m.datetime', 'desc')
      .orderBy('m.id', 'desc')
      .execute(),
    // Every movement has its document, line and name (required foreign keys): no join to count.
    movements.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    totalCount: Number(count.n),
    nodes: rows.map((r) => ({ ...r, invoiceNumber: Number(r.invoiceNumber) })),
  };
}
