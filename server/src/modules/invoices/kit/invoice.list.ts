// Lists of a store's documents of one type: filtered, sorted (spec 001 section 3.1's invoice
// sort fields) and paged, with the other party's name joined for display and search.
import type { InvoiceType } from '@dawa/domain';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type {
  Connection,
  EqualFilter,
  Page,
  RangeFilter,
  Sort,
  StringFilter,
} from '../../../common/list';
import type { DialectName } from '../../../db/connection';
import { allOf, equalConditions, rangeConditions, stringConditions } from '../../../db/filters';
import type { DB } from '../../../db/tables';
import { toInvoice, type Invoice } from './document.repository';

export const INVOICE_SORT_KEYS = [
  'invoiceNumber',
  'otherPartyName',
  'status',
  'comment',
  'theirReference',
  'transportReference',
  'createdDatetime',
  'allocatedDatetime',
  'pickedDatetime',
  'shippedDatetime',
  'deliveredDatetime',
  'verifiedDatetime',
] as const;
export type InvoiceSortKey = (typeof INVOICE_SORT_KEYS)[number];

const SORT_COLUMN: Record<InvoiceSortKey, string> = {
  invoiceNumber: 'invoice.invoice_number',
  otherPartyName: 'name.name',
  status: 'invoice.status',
  comment: 'invoice.comment',
  theirReference: 'invoice.their_reference',
  transportReference: 'invoice.transport_reference',
  createdDatetime: 'invoice.created_datetime',
  allocatedDatetime: 'invoice.allocated_datetime',
  pickedDatetime: 'invoice.picked_datetime',
  shippedDatetime: 'invoice.shipped_datetime',
  deliveredDatetime: 'invoice.delivered_datetime',
  verifiedDatetime: 'invoice.verified_datetime',
};

const NEVER_NULL: ReadonlySet<InvoiceSortKey> = new Set([
  'invoiceNumber',
  'otherPartyName',
  'status',
  'createdDatetime',
]);

export interface InvoiceFilter {
  id?: EqualFilter | null;
  status?: EqualFilter | null;
  otherPartyName?: StringFilter | null;
  invoiceNumber?: RangeFilter<number> | null;
  onHold?: boolean | null;
  createdDatetime?: RangeFilter<string> | null;
}

export type InvoiceRow = Invoice & { otherPartyName: string };

export async function listInvoices(
  db: Kysely<DB>,
  dialect: DialectName,
  storeId: string,
  type: InvoiceType,
  filter: InvoiceFilter,
  page: Page,
  sort: readonly Sort<InvoiceSortKey>[],
): Promise<Connection<InvoiceRow>> {
  const order = sort.length > 0 ? sort : [{ key: 'invoiceNumber' as const, desc: true }];
  const nameOrder = order[0]?.key === 'otherPartyName' && dialect === 'sqlite';
  const conditions = (byName: boolean, walkNames = false) =>
    // Sorted by name first, SQLite walks the names in name order (name_name) and finds each
    // one's documents by key (invoice_store_type_name): `cross join` keeps that order, which
    // stops after a page instead of sorting every document of the store. PostgreSQL finds
    // that plan itself.
    (walkNames
      ? db.selectFrom('name').crossJoin('invoice').whereRef('name.id', '=', 'invoice.name_id')
      : db
          .selectFrom('invoice')
          .$if(byName, (q) => q.innerJoin('name', 'name.id', 'invoice.name_id'))
    )
      .where('invoice.store_id', '=', storeId)
      .where('invoice.type', '=', type)
      .where((eb) =>
        allOf(eb, [
          ...equalConditions(sql.ref('invoice.id'), filter.id),
          ...equalConditions(sql.ref('invoice.status'), filter.status),
          ...(byName ? stringConditions(dialect, sql.ref('name.name'), filter.otherPartyName) : []),
          ...rangeConditions(sql.ref('invoice.invoice_number'), filter.invoiceNumber),
          ...rangeConditions(sql.ref('invoice.created_datetime'), filter.createdDatetime),
          ...(filter.onHold != null
            ? [
                sql<SqlBool>`invoice.on_hold = ${dialect === 'sqlite' ? Number(filter.onHold) : filter.onHold}`,
              ]
            : []),
        ]),
      );
  let rows = conditions(true, nameOrder)
    .selectAll('invoice')
    .select(sql<string>`name.name`.as('otherPartyName'));
  for (const s of order) {
    const column = sql.ref(SORT_COLUMN[s.key]);
    // Empty values sort last either way; a column never empty sorts on its own, so the
    // (store, type, number) index gives the default order without sorting every document.
    if (!NEVER_NULL.has(s.key)) rows = rows.orderBy(sql`${column} is null`);
    rows = rows.orderBy(column, s.desc ? 'desc' : 'asc');
    // Parties of the same name stay apart, each one's documents newest first: the order the
    // name and document indexes give.
    if (s.key === 'otherPartyName') rows = rows.orderBy('name.id', s.desc ? 'desc' : 'asc');
  }
  // A number is one document of the store and type: nothing to break a tie after it, and the
  // index serves the page without sorting.
  const last = order[order.length - 1]?.key;
  if (last === 'otherPartyName') rows = rows.orderBy('invoice.invoice_number', 'desc');
  else if (last !== 'invoiceNumber') rows = rows.orderBy('invoice.id');
  const [found, count] = await Promise.all([
    rows.limit(page.first).offset(page.offset).execute(),
    // The count needs the name only to filter by it.
    conditions(Boolean(filter.otherPartyName))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    totalCount: Number(count.n),
    nodes: found.map((r) => ({ ...toInvoice(r), otherPartyName: r.otherPartyName })),
  };
}
