// Stock with a past: for each store, batches of the items its master lists show, and
// a year of receipts and issues behind them, so stock on hand, average monthly
// consumption and months of stock mean something. The demo seed calls
// seedStockHistory in its transaction; the benchmark generator calls generateStoreStock
// store by store with bigger numbers.
import type { Kysely } from 'kysely';
import { SYSTEM_NAME_IDS } from '../db/migrations/0003_inventory';
import type { DB } from '../db/tables';
import type { Tx } from '../db/transaction';
import {
  insertInvoicesBulk,
  numberCounters,
  raiseNumberCounter,
} from '../modules/invoices/invoice.repository';
import { insertMovementsBulk } from '../modules/stock/ledger.repository';
import {
  insertStockLinesBulk,
  insertVvmStatusLogsBulk,
} from '../modules/stock/stock-line.repository';
import { CATALOGUE, type CatalogueItem } from './catalogue';
import { idMaker, Rng } from './prng';
import { appendChangelog } from '../db/changelog';
import { chunks, rowsPerInsert } from '../db/chunks';
import {
  insertStocktakeLines,
  STOCKTAKE_COUNTER,
} from '../modules/stocktakes/stocktake.repository';
import { buildDocuments } from './stock-documents';
import {
  countDays,
  planCounts,
  stocktakeNumbers,
  stocktakeRecords,
  type CountedBatch,
  type CountRecords,
} from './stock-counts';
import { calendarDays, dayOf, planItem, type PlanItem, type StoreCalendar } from './stock-plan';
import {
  ensureLocations,
  ensureReasonsAndCustomers,
  internationalSupplier,
  programmeDonor,
  storeProfile,
  vvmStatusIds,
} from './stock-reference';

export interface StoreRow {
  id: string;
  code: string;
  storeMode: string;
}

export interface StoreStockOptions {
  /** Seeds the generator: the same text gives the same stock. */
  seed: string;
  /** 24-bit id namespace, unique per store and run. */
  idNamespace: number;
  /** The demo's "today" ('YYYY-MM-DD'): history ends the day before. */
  today: string;
  months: number;
  receiptEveryMonths: number;
  /** Issue slots over the history (52: weekly) and the chance an item is issued in one. */
  issueSlots: number;
  issueChance: number;
  /** At most this many items of the store get stock. */
  maxItems?: number;
  /** Longer shipments are split between customers. */
  maxLinesPerShipment: number;
  /** Stock lines of the item at `index` of `count` (0: the item gets none). */
  batchesOf: (rng: Rng, index: number, count: number) => number;
  /** Changelog time. */
  now: Date;
  /** A finalised stocktake at the end of every month of the history (the demo's). */
  monthlyStocktakes?: boolean;
}

export interface StockCounts {
  stores: number;
  stockLines: number;
  invoices: number;
  invoiceLines: number;
  movements: number;
  vvmLogs: number;
  stocktakes: number;
  stocktakeLines: number;
}

export const noStock = (): StockCounts => ({
  stores: 0,
  stockLines: 0,
  invoices: 0,
  invoiceLines: 0,
  movements: 0,
  vvmLogs: 0,
  stocktakes: 0,
  stocktakeLines: 0,
});

export function addCounts(a: StockCounts, b: StockCounts): StockCounts {
  return {
    stores: a.stores + b.stores,
    stockLines: a.stockLines + b.stockLines,
    invoices: a.invoices + b.invoices,
    invoiceLines: a.invoiceLines + b.invoiceLines,
    movements: a.movements + b.movements,
    vvmLogs: a.vvmLogs + b.vvmLogs,
    stocktakes: a.stocktakes + b.stocktakes,
    stocktakeLines: a.stocktakeLines + b.stocktakeLines,
  };
}

export const rowsOf = (c: StockCounts): number =>
  c.stockLines +
  c.invoices +
  c.invoiceLines +
  c.movements +
  c.vvmLogs +
  c.stocktakes +
  c.stocktakeLines;

const BY_CODE = new Map(CATALOGUE.map((c) => [c.code, c]));

/** The catalogue entry of an item; generated variants ('G000123') copy entry 123. */
function catalogueEntry(code: string): CatalogueItem | undefined {
  const generated = /^G(\d+)$/.exec(code);
  return generated ? CATALOGUE[Number(generated[1]) % CATALOGUE.length] : BY_CODE.get(code);
}

export async function enabledStores(db: Kysely<DB>): Promise<StoreRow[]> {
  const rows = await db
    .selectFrom('store')
    .select(['id', 'code', 'store_mode'])
    .where('is_disabled', '=', false)
    .orderBy('code')
    .execute();
  return rows.map((r) => ({ id: r.id, code: r.code, storeMode: r.store_mode }));
}

const visibleStock = (db: Kysely<DB>, storeId: string) =>
  db
    .selectFrom('item')
    .where('item.type', '=', 'STOCK')
    .where('item.is_active', '=', true)
    .where('item.id', 'in', (eb) =>
      eb
        .selectFrom('master_list_line as l')
        .innerJoin('master_list_name_join as j', 'j.master_list_id', 'l.master_list_id')
        .innerJoin('store as s', 's.name_id', 'j.name_id')
        .select('l.item_id')
        .where('s.id', '=', storeId),
    );

/** Stock items on the master lists joined to the store's name, by code. */
async function visibleStockItems(db: Kysely<DB>, storeId: string, limit: number | undefined) {
  let query = visibleStock(db, storeId)
    .select(['item.id', 'item.code', 'item.default_pack_size', 'item.is_vaccine'])
    .orderBy('item.code');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

export async function countVisibleStockItems(db: Kysely<DB>, storeId: string): Promise<number> {
  const row = await visibleStock(db, storeId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Plans and writes one store's stock and history; answers what it wrote. */
export async function generateStoreStock(
  trx: Tx,
  store: StoreRow,
  o: StoreStockOptions,
): Promise<StockCounts> {
  const rng = new Rng(o.seed);
  const profile = storeProfile(store.code, store.storeMode);
  const rows = await visibleStockItems(trx, store.id, o.maxItems);
  const items: PlanItem[] = rows.map((r) => {
    const entry = catalogueEntry(r.code);
    const isVaccine = Boolean(r.is_vaccine);
    return {
      id: r.id,
      code: r.code,
      packSize: r.default_pack_size > 0 ? r.default_pack_size : 1,
      costPerPack: entry?.unitCostPerPack ?? 5,
      isVaccine,
      supplierId:
        profile.supplierNameId ??
        internationalSupplier(isVaccine, entry?.masterLists.includes('hiv-tb-malaria') ?? false),
      donorId: programmeDonor(isVaccine, entry?.masterLists.includes('hiv-tb-malaria') ?? false),
    };
  });
  const today = dayOf(o.today);
  const days = calendarDays(today, o.months, o.receiptEveryMonths, o.issueSlots);
  const calendar: StoreCalendar = {
    storeId: store.id,
    issueType: profile.issueType,
    monthlyPacks: profile.monthlyPacks,
    issueChance: o.issueChance,
    ...days,
    countDays: o.monthlyStocktakes ? countDays({ receiptDays: days.receiptDays, today }) : [],
    today,
    locations: await ensureLocations(
      trx,
      rng,
      store,
      items.some((i) => i.isVaccine),
      o.now,
    ),
    vvm: await vvmStatusIds(trx),
    newId: idMaker(o.idNamespace),
  };
  const plans = items.flatMap((item, index) => {
    const batches = o.batchesOf(rng, index, items.length);
    return batches > 0 ? [planItem(rng, calendar, item, batches)] : [];
  });
  const counts: CountedBatch[][] = (calendar.countDays ?? []).map(() => []);
  for (const plan of plans) planCounts(rng, calendar, plan, counts);
  const before = await numberCounters(trx, store.id);
  const numbers = stocktakeNumbers(counts, before.get(STOCKTAKE_COUNTER) ?? 0);
  const docs = buildDocuments(
    rng,
    calendar,
    {
      userId: profile.userId,
      adjustmentNameId: SYSTEM_NAME_IDS.INVAD,
      customerNameIds: profile.customerNameIds,
      maxLinesPerShipment: o.maxLinesPerShipment,
      lastNumbers: before,
      stocktakeNumbers: numbers,
    },
    plans,
  );
  const counted = stocktakeRecords(calendar, counts, numbers, docs.countDocuments, profile.userId);

  const lines = plans.flatMap((p) => p.lines);
  await insertStockLinesBulk(trx, lines, o.now);
  await insertInvoicesBulk(trx, docs.invoices, docs.lines, o.now);
  await insertMovementsBulk(trx, docs.movements);
  await insertVvmStatusLogsBulk(trx, docs.vvmLogs, o.now);
  await insertFinalisedStocktakes(trx, store.id, counted, o.now);
  docs.numbers.set(STOCKTAKE_COUNTER, Math.max(0, ...numbers.values()));
  for (const [counter, value] of docs.numbers) {
    if (value > (before.get(counter) ?? 0)) await raiseNumberCounter(trx, store.id, counter, value);
  }
  return {
    stores: 1,
    stockLines: lines.length,
    invoices: docs.invoices.length,
    invoiceLines: docs.lines.length,
    movements: docs.movements.length,
    vvmLogs: docs.vvmLogs.length,
    stocktakes: counted.stocktakes.length,
    stocktakeLines: counted.lines.length,
  };
}

/** Finalised stocktakes of the past and their lines, a few hundred rows per statement. */
async function insertFinalisedStocktakes(
  trx: Tx,
  storeId: string,
  records: CountRecords,
  now: Date,
): Promise<void> {
  for (const part of chunks(records.stocktakes, rowsPerInsert(16))) {
    await trx
      .insertInto('stocktake')
      .values(
        part.map((s) => ({
          id: s.id,
          store_id: s.storeId,
          stocktake_number: s.stocktakeNumber,
          status: s.status,
          description: s.description,
          comment: s.comment,
          stocktake_date: s.stocktakeDate,
          on_hold: s.onHold,
          is_locked: s.isLocked,
          is_initial: s.isInitial,
          created_datetime: s.createdDatetime,
          finalised_datetime: s.finalisedDatetime,
          user_id: s.userId,
          inventory_addition_id: s.inventoryAdditionId,
          inventory_reduction_id: s.inventoryReductionId,
        })),
      )
      .execute();
  }
  await appendChangelog(
    trx,
    records.stocktakes.map((s) => ({
      tableName: 'stocktake' as const,
      recordId: s.id,
      action: 'UPSERT' as const,
      storeId,
    })),
    now,
  );
  await insertStocktakeLines(trx, storeId, records.lines, now);
}

/** One to four batches an item, most often one or two. */
const demoBatches = (rng: Rng): number => {
  const r = rng.next();
  return r < 0.35 ? 1 : r < 0.7 ? 2 : r < 0.9 ? 3 : 4;
};

/** The demo's stock: every enabled store, twelve months of history ending yesterday. */
export async function seedStockHistory(
  trx: Tx,
  options: { today: Date; now: Date },
): Promise<StockCounts> {
  await ensureReasonsAndCustomers(trx, options.now);
  let counts = noStock();
  const stores = await enabledStores(trx);
  for (const [ordinal, store] of stores.entries()) {
    const dispensary = store.storeMode === 'DISPENSARY';
    const written = await generateStoreStock(trx, store, {
      seed: `stock:${store.code}`,
      idNamespace: ordinal + 1,
      today: options.today.toISOString().slice(0, 10),
      months: 12,
      receiptEveryMonths: 1,
      // A dispensary gives out small prescriptions daily; stores ship weekly.
      issueSlots: dispensary ? 364 : 52,
      issueChance: dispensary ? 0.12 : 0.75,
      batchesOf: demoBatches,
      maxLinesPerShipment: 500,
      monthlyStocktakes: true,
      now: options.now,
    });
    counts = addCounts(counts, written);
  }
  return counts;
}
