// Per-request DataLoaders: nodes that link to nodes (a stock line to its item, location,
// supplier and donor; a ledger row to its document and stock line) ask for them here, so
// a page of a thousand rows reads each kind of linked node in one query, not one per row.
// A loader lives for one request (its cache never outlives the caller's permissions) and
// is made on first use. Loaders of store-owned records are keyed by (store, id) and read
// only that store's rows: an id of another store's record answers null, never its row.
import DataLoader from 'dataloader';
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables';
import { findInvoicesByIds, type InvoiceSummary } from '../modules/invoices/invoice.loader';
import type { Item } from '../modules/items/item.list';
import { findItemsByIds } from '../modules/items/item.loader';
import {
  countStockLinesAtLocations,
  findLocationsByIds,
} from '../modules/locations/location.loader';
import type { Location } from '../modules/locations/location.repository';
import { findNamesByIds } from '../modules/names/name.loader';
import type { Name } from '../modules/names/name.repository';
import { findVvmStatusesByIds, type VvmStatus } from '../modules/reasons/vvm-status.loader';
import { findStockLinesByIds } from '../modules/stock/stock-line.loader';
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
  readonly item: ByStore<StoreItem>;
  readonly location: ByStore<Location>;
  /** Stock lines with packs in the store at a location, by (store, location id). */
  readonly locationStockLineCount: ByStore<number>;
  readonly name: DataLoader<string, Name | null>;
  readonly stockLine: ByStore<StockLine>;
  readonly invoice: ByStore<InvoiceSummary>;
  readonly vvmStatus: DataLoader<string, VvmStatus | null>;
}

const storeKey = (k: StoreKey): string => JSON.stringify([k.storeId, k.id]);

function byId<T extends { id: string }>(
  read: (ids: readonly string[]) => Promise<T[]>,
): DataLoader<string, T | null> {
  return new DataLoader<string, T | null>(async (ids) => {
    const found = new Map((await read(ids)).map((row) => [row.id, row]));
    return ids.map((id) => found.get(id) ?? null);
  });
}

/** One read per store in the batch (a request nearly always names one store). */
function byStoreAndId<T>(
  read: (storeId: string, ids: readonly string[]) => Promise<Map<string, T>>,
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
    { cacheKeyFn: storeKey },
  );
}

const mapById = <T extends { id: string }>(rows: readonly T[]): Map<string, T> =>
  new Map(rows.map((row) => [row.id, row]));

export function createLoaders(db: Kysely<DB>): Loaders {
  let item: Loaders['item'] | undefined;
  let location: Loaders['location'] | undefined;
  let locationStockLineCount: Loaders['locationStockLineCount'] | undefined;
  let name: Loaders['name'] | undefined;
  let stockLine: Loaders['stockLine'] | undefined;
  let invoice: Loaders['invoice'] | undefined;
  let vvmStatus: Loaders['vvmStatus'] | undefined;
  return {
    get item() {
      // Items are central: one read for every store in the batch, tagged per key.
      item ??= new DataLoader<StoreKey, StoreItem | null, string>(
        async (keys) => {
          const found = mapById(await findItemsByIds(db, [...new Set(keys.map((k) => k.id))]));
          return keys.map((k) => {
            const row = found.get(k.id);
            return row ? { ...row, storeId: k.storeId } : null;
          });
        },
        { cacheKeyFn: storeKey },
      );
      return item;
    },
    get location() {
      location ??= byStoreAndId(async (storeId, ids) =>
        mapById(await findLocationsByIds(db, storeId, ids)),
      );
      return location;
    },
    get locationStockLineCount() {
      locationStockLineCount ??= byStoreAndId((storeId, ids) =>
        countStockLinesAtLocations(db, storeId, ids),
      );
      return locationStockLineCount;
    },
    get name() {
      name ??= byId((ids) => findNamesByIds(db, ids));
      return name;
    },
    get stockLine() {
      stockLine ??= byStoreAndId(async (storeId, ids) =>
        mapById(await findStockLinesByIds(db, storeId, ids)),
      );
      return stockLine;
    },
    get invoice() {
      invoice ??= byStoreAndId(async (storeId, ids) =>
        mapById(await findInvoicesByIds(db, storeId, ids)),
      );
      return invoice;
    },
    get vvmStatus() {
      vvmStatus ??= byId((ids) => findVvmStatusesByIds(db, ids));
      return vvmStatus;
    },
  };
}
