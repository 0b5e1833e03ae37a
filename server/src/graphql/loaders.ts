// Per-request DataLoaders: nodes that link to nodes (a stock line to its item, location,
// supplier and donor; a ledger row to its document and stock line) ask for them here, so
// a page of a thousand rows reads each kind of linked node in one query, not one per row.
// A loader lives for one request (its cache never outlives the caller's permissions) and
// is made on first use. Loaders of store-owned records are keyed by (store, id) and read
// only that store's rows: an id of another store's record answers null, never its row.
import { MAX_PAGE_SIZE } from '@dawa/domain';
import DataLoader from 'dataloader';
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables';
import {
  findInvoicesByIds,
  findLinesOfInvoices,
  findReturnsOfShipments,
  type InvoiceSummary,
} from '../modules/invoices/invoice.loader';
import type { InvoiceLine } from '../modules/invoices/kit/document.repository';
import type { ItemStatistics } from '../modules/items/item-statistics.service';
import type { Item } from '../modules/items/item.list';
import { findItemsByIds } from '../modules/items/item.loader';
import {
  listBundles,
  listItemVariants,
  listPackVariants,
  type BundledItem,
  type ItemVariant,
  type PackVariant,
} from '../modules/items/item-variant.list';
import {
  countStockLinesAtLocations,
  findLocationsByIds,
} from '../modules/locations/location.loader';
import type { Location } from '../modules/locations/location.repository';
import { findNamesByIds } from '../modules/names/name.loader';
import type { Name } from '../modules/names/name.list';
import { findReasonsByIds } from '../modules/reasons/reason-option.loader';
import type { ReasonOption } from '../modules/reasons/reason.list';
import { findVvmStatusesByIds, type VvmStatus } from '../modules/reasons/vvm-status.loader';
import { findStockLinesByIds } from '../modules/stock/stock-line.loader';
import { findUserNamesByIds, type UserName } from '../modules/users/user.loader';
import type { StockLine } from '../modules/stock/stock-line.types';

/** A record owned by a store, named by its store and id. */
export interface StoreKey {
  storeId: string;
  id: string;
}

/** An item as a store sees it (its statistics are the store's). */
export type StoreItem = Item & { storeId: string };

type ByStore<T> = DataLoader<StoreKey, T | null, string>;

export interface Loaders {
  /** Rows of a list some of which are promises (a page handed to GraphQL a slice per
   * event-loop turn): every loader of the request waits until they have all settled before
   * it reads, so a paced page of 1,000 rows still reads each kind of linked node in one
   * query. */
  hold<T>(rows: readonly (T | Promise<T>)[]): (T | Promise<T>)[];
  readonly item: ByStore<StoreItem>;
  /** An item by id alone, for nodes that show only its code and name. */
  readonly itemRow: DataLoader<string, Item | null>;
  /** An item's variants and pack variants, by item id. */
  readonly itemVariants: DataLoader<string, ItemVariant[]>;
  readonly packVariants: DataLoader<string, PackVariant[]>;
  /** The bundles a variant takes part in (either side), by variant id. */
  readonly bundles: DataLoader<string, BundledItem[]>;
  readonly location: ByStore<Location>;
  /** Stock lines with packs in the store at a location, by (store, location id). */
  readonly locationStockLineCount: ByStore<number>;
  readonly name: DataLoader<string, Name | null>;
  readonly stockLine: ByStore<StockLine>;
  readonly invoice: ByStore<InvoiceSummary>;
  /** A document's lines, by (store, document id). */
  readonly invoiceLines: ByStore<InvoiceLine[]>;
  /** The returns made from a shipment, by the shipment's store and id. */
  readonly returnsOf: ByStore<InvoiceSummary[]>;
  readonly vvmStatus: DataLoader<string, VvmStatus | null>;
  /** Log reasons (central data), by id. */
  readonly reasonOption: DataLoader<string, ReasonOption | null>;
  /** Who entered a record (a document's user), by user id. */
  readonly userName: DataLoader<string, UserName | null>;
  /** An item's statistics in a store, computed with every other item asked in this tick (a
   * page of items, aliases of it, stock lines pointing at items): each figure is one query
   * for the batch, not a few per item. Given the item's page (`pageIds`), the whole page is
   * asked at once, so rows GraphQL completes in later turns (graphql/paced.ts) find their
   * figures already read. */
  itemStatistics(
    storeId: string,
    itemId: string,
    pageIds?: readonly string[],
  ): Promise<ItemStatistics>;
  /** Figures already computed for this request (a list sorted by them): `stats` reads them. */
  primeItemStatistics(storeId: string, stats: ReadonlyMap<string, ItemStatistics>): void;
}

/** How the request computes the statistics of items in a store (as its signed-in user). */
export type ReadItemStatistics = (
  storeId: string,
  itemIds: readonly string[],
) => Promise<ReadonlyMap<string, ItemStatistics>>;

const storeKey = (k: StoreKey): string => JSON.stringify([k.storeId, k.id]);

type Schedule = (dispatch: () => void) => void;

function byId<T extends { id: string }>(
  read: (ids: readonly string[]) => Promise<T[]>,
  batchScheduleFn: Schedule,
): DataLoader<string, T | null> {
  return new DataLoader<string, T | null>(
    async (ids) => {
      const found = new Map((await read(ids)).map((row) => [row.id, row]));
      return ids.map((id) => found.get(id) ?? null);
    },
    { batchScheduleFn },
  );
}

/** One read per store in the batch (a request nearly always names one store). */
function byStoreAndId<T>(
  read: (storeId: string, ids: readonly string[]) => Promise<Map<string, T>>,
  batchScheduleFn: Schedule,
): ByStore<T> {
  return new DataLoader<StoreKey, T | null, string>(
    async (keys) => {
      const idsOf = new Map<string, string[]>();
      for (const k of keys) {
        const ids = idsOf.get(k.storeId);
        if (ids) ids.push(k.id);
        else idsOf.set(k.storeId, [k.id]);
      }
      const found = new Map<string, Map<string, T>>();
      for (const [storeId, ids] of idsOf) found.set(storeId, await read(storeId, ids));
      return keys.map((k) => found.get(k.storeId)?.get(k.id) ?? null);
    },
    { cacheKeyFn: storeKey, batchScheduleFn },
  );
}

/** Rows of many owners read at once, handed back per owner in the order read. */
function byOwner<T>(
  read: (ids: readonly string[]) => Promise<T[]>,
  ownersOf: (row: T) => readonly string[],
  batchScheduleFn: Schedule,
): DataLoader<string, T[]> {
  return new DataLoader<string, T[]>(
    async (ids) => {
      const found = new Map<string, T[]>(ids.map((id) => [id, []]));
      for (const row of await read(ids)) {
        for (const owner of new Set(ownersOf(row))) found.get(owner)?.push(row);
      }
      return ids.map((id) => found.get(id) ?? []);
    },
    { maxBatchSize: MAX_PAGE_SIZE, batchScheduleFn },
  );
}

const mapById = <T extends { id: string }>(rows: readonly T[]): Map<string, T> =>
  new Map(rows.map((row) => [row.id, row]));

export function createLoaders(db: Kysely<DB>, readItemStatistics: ReadItemStatistics): Loaders {
  // Rows of held lists not yet settled: a batch started meanwhile waits for them.
  let pending = 0;
  const schedule: Schedule = (dispatch) => {
    const whenPaged = () => (pending > 0 ? setImmediate(whenPaged) : dispatch());
    // DataLoader's own default when no page is on its way: right after the current jobs.
    if (pending === 0) void Promise.resolve().then(() => process.nextTick(dispatch));
    else setImmediate(whenPaged);
  };
  let item: Loaders['item'] | undefined;
  let itemRow: Loaders['itemRow'] | undefined;
  let itemVariants: Loaders['itemVariants'] | undefined;
  let packVariants: Loaders['packVariants'] | undefined;
  let bundles: Loaders['bundles'] | undefined;
  let location: Loaders['location'] | undefined;
  let locationStockLineCount: Loaders['locationStockLineCount'] | undefined;
  let name: Loaders['name'] | undefined;
  let stockLine: Loaders['stockLine'] | undefined;
  let invoice: Loaders['invoice'] | undefined;
  let invoiceLines: Loaders['invoiceLines'] | undefined;
  let returnsOf: Loaders['returnsOf'] | undefined;
  let vvmStatus: Loaders['vvmStatus'] | undefined;
  let reasonOption: Loaders['reasonOption'] | undefined;
  let userName: Loaders['userName'] | undefined;
  const statisticsIn = new Map<string, DataLoader<string, ItemStatistics>>();
  const statisticsOf = (storeId: string) => {
    let loader = statisticsIn.get(storeId);
    if (!loader) {
      loader = new DataLoader<string, ItemStatistics>(
        async (itemIds) => {
          const stats = await readItemStatistics(storeId, itemIds);
          return itemIds.map(
            (id) => stats.get(id) ?? new Error(`no statistics computed for item ${id}`),
          );
        },
        // The id list of one query stays within what a page holds (and what both databases bind).
        { maxBatchSize: MAX_PAGE_SIZE },
      );
      statisticsIn.set(storeId, loader);
    }
    return loader;
  };
  /** Pages whose items were all asked already (the rows of a page share one id array). */
  const askedPages = new WeakSet<readonly string[]>();
  const loaders: Loaders = {
    hold(rows) {
      return rows.map((row) => {
        if (!(row instanceof Promise)) return row;
        pending += 1;
        return row.finally(() => {
          pending -= 1;
        });
      });
    },
    get item() {
      // Items are central: read by id once, tagged with each key's store.
      item ??= new DataLoader<StoreKey, StoreItem | null, string>(
        async (keys) => {
          const rows = await loaders.itemRow.loadMany([...new Set(keys.map((k) => k.id))]);
          const found = new Map<string, Item>();
          for (const row of rows) {
            if (row instanceof Error) throw row;
            if (row) found.set(row.id, row);
          }
          return keys.map((k) => {
            const row = found.get(k.id);
            return row ? { ...row, storeId: k.storeId } : null;
          });
        },
        { cacheKeyFn: storeKey, batchScheduleFn: schedule },
      );
      return item;
    },
    get itemRow() {
      itemRow ??= byId((ids) => findItemsByIds(db, ids), schedule);
      return itemRow;
    },
    get itemVariants() {
      itemVariants ??= byOwner(
        (ids) => listItemVariants(db, ids),
        (v) => [v.itemId],
        schedule,
      );
      return itemVariants;
    },
    get packVariants() {
      packVariants ??= byOwner(
        (ids) => listPackVariants(db, ids),
        (p) => [p.itemId],
        schedule,
      );
      return packVariants;
    },
    get bundles() {
      bundles ??= byOwner(
        (ids) => listBundles(db, ids),
        (b) => [b.principalItemVariantId, b.bundledItemVariantId],
        schedule,
      );
      return bundles;
    },
    get location() {
      location ??= byStoreAndId(
        async (storeId, ids) => mapById(await findLocationsByIds(db, storeId, ids)),
        schedule,
      );
      return location;
    },
    get locationStockLineCount() {
      locationStockLineCount ??= byStoreAndId(
        (storeId, ids) => countStockLinesAtLocations(db, storeId, ids),
        schedule,
      );
      return locationStockLineCount;
    },
    get name() {
      name ??= byId((ids) => findNamesByIds(db, ids), schedule);
      return name;
    },
    get stockLine() {
      stockLine ??= byStoreAndId(
        async (storeId, ids) => mapById(await findStockLinesByIds(db, storeId, ids)),
        schedule,
      );
      return stockLine;
    },
    get invoice() {
      invoice ??= byStoreAndId(
        async (storeId, ids) => mapById(await findInvoicesByIds(db, storeId, ids)),
        schedule,
      );
      return invoice;
    },
    get invoiceLines() {
      invoiceLines ??= byStoreAndId(
        (storeId, ids) => findLinesOfInvoices(db, storeId, ids),
        schedule,
      );
      return invoiceLines;
    },
    get returnsOf() {
      returnsOf ??= byStoreAndId(
        (storeId, ids) => findReturnsOfShipments(db, storeId, ids),
        schedule,
      );
      return returnsOf;
    },
    get vvmStatus() {
      vvmStatus ??= byId((ids) => findVvmStatusesByIds(db, ids), schedule);
      return vvmStatus;
    },
    get reasonOption() {
      reasonOption ??= byId((ids) => findReasonsByIds(db, ids), schedule);
      return reasonOption;
    },
    get userName() {
      userName ??= byId((ids) => findUserNamesByIds(db, ids), schedule);
      return userName;
    },
    itemStatistics(storeId, itemId, pageIds) {
      const loader = statisticsOf(storeId);
      if (pageIds && !askedPages.has(pageIds)) {
        askedPages.add(pageIds);
        void loader.loadMany(pageIds);
      }
      return loader.load(itemId);
    },
    primeItemStatistics(storeId, stats) {
      const loader = statisticsOf(storeId);
      for (const [id, figures] of stats) loader.prime(id, figures);
    },
  };
  return loaders;
}
