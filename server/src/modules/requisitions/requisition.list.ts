// Reads of a store's requisitions the API answers: the list (filtered, sorted by spec 001
// section 3.1's requisition sort fields, paged), one requisition, and its lines with the figures
// beside each: a customer requisition's already issued, in preparation and remaining, and the
// supplier's own stock, stock on order, incoming stock and other customers' requests. In bulk:
// one query per kind of figure for all the lines, however many (decision 9).
import { remainingToSupply, type RequisitionSortKey } from '@dawa/domain';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type {
  Connection,
  EqualFilter,
  Page,
  RangeFilter,
  Sort,
  StringFilter,
} from '../../common/list';
import type { ServiceContext } from '../../common/service-context';
import { chunks } from '../../db/chunks';
import type { DialectName } from '../../db/connection';
import { allOf, equalConditions, rangeConditions, stringConditions } from '../../db/filters';
import type { DB } from '../../db/tables';
import { itemStatistics } from '../items/item-statistics.service';
import { findRequisitionLines, toRequisition } from './requisition.repository';
import type { Requisition, RequisitionLine } from './requisition.types';

/** Shipments whose stock has left the store: what a customer has been issued. */
export const ISSUED_STATUSES = ['SHIPPED', 'DELIVERED', 'RECEIVED', 'VERIFIED'] as const;
/** Shipments still being prepared: what they hold is on its way to being issued. */
export const PREPARING_STATUSES = ['NEW', 'ALLOCATED', 'PICKED'] as const;

const SORT_COLUMN: Record<RequisitionSortKey, string> = {
  requisitionNumber: 'r.requisition_number',
  orderType: 'r.order_type',
  programName: 'p.name',
  periodStartDate: 'pe.start_date',
  expectedDeliveryDate: 'r.expected_delivery_date',
  theirReference: 'r.their_reference',
  comment: 'r.comment',
  otherPartyName: 'n.name',
  createdDatetime: 'r.created_datetime',
  sentDatetime: 'r.sent_datetime',
  finalisedDatetime: 'r.finalised_datetime',
};
const NEVER_NULL: ReadonlySet<RequisitionSortKey> = new Set([
  'requisitionNumber',
  'createdDatetime',
  'otherPartyName',
]);

export interface RequisitionFilter {
  id?: EqualFilter | null;
  type?: EqualFilter | null;
  status?: EqualFilter | null;
  approvalStatus?: EqualFilter | null;
  requisitionNumber?: RangeFilter<number> | null;
  otherPartyId?: EqualFilter | null;
  otherPartyName?: StringFilter | null;
  theirReference?: StringFilter | null;
  comment?: StringFilter | null;
  createdDatetime?: RangeFilter<string> | null;
  sentDatetime?: RangeFilter<string> | null;
  finalisedDatetime?: RangeFilter<string> | null;
}

export async function listRequisitions(
  db: Kysely<DB>,
  dialect: DialectName,
  storeId: string,
  filter: RequisitionFilter,
  page: Page,
  sort: readonly Sort<RequisitionSortKey>[],
): Promise<Connection<Requisition>> {
  const base = db
    .selectFrom('requisition as r')
    .innerJoin('name as n', 'n.id', 'r.name_id')
    .leftJoin('program as p', 'p.id', 'r.program_id')
    .leftJoin('period as pe', 'pe.id', 'r.period_id')
    .where('r.store_id', '=', storeId)
    .where((eb) =>
      allOf(eb, [
        ...equalConditions(sql.ref('r.id'), filter.id),
        ...equalConditions(sql.ref('r.type'), filter.type),
        ...equalConditions(sql.ref('r.status'), filter.status),
        ...equalConditions(sql.ref('r.approval_status'), filter.approvalStatus),
        ...rangeConditions(sql.ref('r.requisition_number'), filter.requisitionNumber),
        ...equalConditions(sql.ref('r.name_id'), filter.otherPartyId),
        ...stringConditions(dialect, sql.ref('n.name'), filter.otherPartyName),
        ...stringConditions(dialect, sql.ref('r.their_reference'), filter.theirReference),
        ...stringConditions(dialect, sql.ref('r.comment'), filter.comment),
        ...rangeConditions(sql.ref('r.created_datetime'), filter.createdDatetime),
        ...rangeConditions(sql.ref('r.sent_datetime'), filter.sentDatetime),
        ...rangeConditions(sql.ref('r.finalised_datetime'), filter.finalisedDatetime),
      ]),
    );
  const order = sort.length > 0 ? sort : [{ key: 'requisitionNumber' as const, desc: true }];
  let rows = base.selectAll('r');
  for (const s of order) {
    const column = sql.ref(SORT_COLUMN[s.key]);
    if (!NEVER_NULL.has(s.key)) rows = rows.orderBy(sql`${column} is null`);
    rows = rows.orderBy(column, s.desc ? 'desc' : 'asc');
  }
  // Numbers run per type: type, then number, is one requisition of the store.
  rows = rows.orderBy('r.type').orderBy('r.requisition_number', 'desc');
  const [found, count] = await Promise.all([
    rows.limit(page.first).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { totalCount: Number(count.n), nodes: found.map(toRequisition) };
}

/** A requisition of the store, or undefined (another store's is not found). */
export async function findRequisition(
  db: Kysely<DB>,
  storeId: string,
  id: string,
): Promise<Requisition | undefined> {
  const row = await db
    .selectFrom('requisition')
    .selectAll()
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return row && toRequisition(row);
}

/** A line with what is shown beside it. The supplier's figures are only on a customer
 * requisition's lines (an internal order's lines show their snapshot). */
export interface RequisitionLineRow extends RequisitionLine {
  storeId: string;
  /** Units of this item on the requisition's shipments that have left the store. */
  alreadyIssued: number;
  /** Units on its shipments still being prepared (placeholders and batches alike). */
  inPreparation: number;
  remainingToSupply: number;
  supplier: SupplierFigures | null;
}

export interface SupplierFigures {
  /** Total units on the shelf, every batch. */
  stockOnHand: number;
  availableStockOnHand: number;
  averageMonthlyConsumption: number;
  /** Requested on this store's sent internal orders, not yet finalised. */
  stockOnOrder: number;
  /** Units on receipts shipped or delivered to this store, not yet received. */
  incomingStock: number;
  /** Asked by other customers' requisitions not yet finalised (approved where approved). */
  otherRequested: number;
}

/** The requisition's lines, by item name, each with its figures. */
export async function readRequisitionLines(
  ctx: ServiceContext,
  r: Requisition,
): Promise<RequisitionLineRow[]> {
  const lines = await findRequisitionLines(ctx.db, r.id);
  if (r.type === 'REQUEST' || lines.length === 0)
    return lines.map((l) => ({
      ...l,
      storeId: r.storeId,
      alreadyIssued: 0,
      inPreparation: 0,
      remainingToSupply: 0,
      supplier: null,
    }));
  const itemIds = lines.map((l) => l.itemId);
  const [shipped, stats, onOrder, incoming, others] = await Promise.all([
    shippedUnits(ctx.db, r),
    itemStatistics(ctx, itemIds),
    requestedElsewhere(ctx.db, r, itemIds, 'REQUEST'),
    incomingUnits(ctx.db, r.storeId, itemIds),
    requestedElsewhere(ctx.db, r, itemIds, 'RESPONSE'),
  ]);
  return lines.map((l) => {
    const s = stats.get(l.itemId);
    const issued = shipped.get(l.itemId) ?? { issued: 0, preparing: 0 };
    return {
      ...l,
      storeId: r.storeId,
      alreadyIssued: issued.issued,
      inPreparation: issued.preparing,
      remainingToSupply: remainingToSupply({
        supplyQuantity: l.supplyQuantity,
        alreadyIssued: issued.issued,
      }),
      supplier: {
        stockOnHand: s?.stockOnHand ?? 0,
        availableStockOnHand: s?.availableStockOnHand ?? 0,
        averageMonthlyConsumption: s?.averageMonthlyConsumption ?? 0,
        stockOnOrder: onOrder.get(l.itemId) ?? 0,
        incomingStock: incoming.get(l.itemId) ?? 0,
        otherRequested: others.get(l.itemId) ?? 0,
      },
    };
  });
}

/** Per item, units on the requisition's outbound shipments: issued (placeholders never are)
 * and still being prepared. */
export async function shippedUnits(
  db: Kysely<DB>,
  r: Pick<Requisition, 'id' | 'storeId'>,
): Promise<Map<string, { issued: number; preparing: number }>> {
  const issued = sql.join(ISSUED_STATUSES.map((s) => sql.lit(s)));
  const preparing = sql.join(PREPARING_STATUSES.map((s) => sql.lit(s)));
  const units = sql`l.number_of_packs * l.pack_size`;
  const rows = await db
    .selectFrom('invoice_line as l')
    .innerJoin('invoice as i', 'i.id', 'l.invoice_id')
    .select([
      'l.item_id',
      sql<number>`sum(case when i.status in (${issued}) and l.type = 'STOCK_OUT' then ${units} else 0 end)`.as(
        'issued',
      ),
      sql<number>`sum(case when i.status in (${preparing}) then ${units} else 0 end)`.as(
        'preparing',
      ),
    ])
    .where('i.requisition_id', '=', r.id)
    .where('i.store_id', '=', r.storeId)
    .where('i.type', '=', 'OUTBOUND_SHIPMENT')
    .where('l.type', 'in', ['STOCK_OUT', 'UNALLOCATED_STOCK'])
    .groupBy('l.item_id')
    .execute();
  return new Map(
    rows.map((x) => [x.item_id, { issued: Number(x.issued), preparing: Number(x.preparing) }]),
  );
}

/** Per item, what the store's other requisitions of `type` ask that is still open: requested on
 * its sent internal orders (stock on order), or asked by its other customers' requisitions not
 * yet finalised (approved quantities where approved). */
async function requestedElsewhere(
  db: Kysely<DB>,
  r: Requisition,
  itemIds: readonly string[],
  type: 'REQUEST' | 'RESPONSE',
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const part of chunks([...new Set(itemIds)], 1000)) {
    const rows = await db
      .selectFrom('requisition_line as l')
      .innerJoin('requisition as q', 'q.id', 'l.requisition_id')
      .select([
        'l.item_id',
        sql<number>`sum(case when q.approval_status = 'APPROVED' then l.approved_quantity else l.requested_quantity end)`.as(
          'units',
        ),
      ])
      .where('q.store_id', '=', r.storeId)
      .where('q.type', '=', type)
      .where('q.status', '=', type === 'REQUEST' ? 'SENT' : 'NEW')
      .where('q.id', '<>', r.id)
      .where('l.item_id', 'in', part)
      .groupBy('l.item_id')
      .execute();
    for (const x of rows) out.set(x.item_id, Number(x.units));
  }
  return out;
}

/** Per item, units on receipts on their way to the store (shipped or delivered, not received). */
async function incomingUnits(
  db: Kysely<DB>,
  storeId: string,
  itemIds: readonly string[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const part of chunks([...new Set(itemIds)], 1000)) {
    const rows = await db
      .selectFrom('invoice_line as l')
      .innerJoin('invoice as i', 'i.id', 'l.invoice_id')
      .select(['l.item_id', sql<number>`sum(l.number_of_packs * l.pack_size)`.as('units')])
      .where('i.store_id', '=', storeId)
      .where('i.type', '=', 'INBOUND_SHIPMENT')
      .where('i.status', 'in', ['SHIPPED', 'DELIVERED'])
      .where('l.item_id', 'in', part)
      .where(sql<SqlBool>`l.type <> 'SERVICE'`)
      .groupBy('l.item_id')
      .execute();
    for (const x of rows) out.set(x.item_id, Number(x.units));
  }
  return out;
}

/** The ids of a customer requisition's outbound shipments, first made first. */
export async function requisitionShipmentIds(
  db: Kysely<DB>,
  r: Pick<Requisition, 'id' | 'storeId'>,
): Promise<string[]> {
  const rows = await db
    .selectFrom('invoice')
    .select('id')
    .where('requisition_id', '=', r.id)
    .where('store_id', '=', r.storeId)
    .where('type', '=', 'OUTBOUND_SHIPMENT')
    .orderBy('created_datetime')
    .orderBy('id')
    .execute();
  return rows.map((x) => x.id);
}
