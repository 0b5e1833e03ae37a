// Benchmark volumes of stock: N stores x M items with a year of history, generated
// store by store (one transaction each, so memory stays flat and progress shows) on
// top of a seeded database. The same planner as the demo, with bigger numbers.
import { ok } from '../common/result';
import { inTransaction } from '../db/transaction';
import type { Deps } from '../deps';
import { getValue, setValue } from '../modules/site/site.repository';
import { DEMO_STORES } from './dataset';
import type { Rng } from './prng';
import {
  addCounts,
  countVisibleStockItems,
  enabledStores,
  generateStoreStock,
  noStock,
  rowsOf,
  type StockCounts,
  type StoreRow,
} from './stock-history';
import { ensureReasonsAndCustomers } from './stock-reference';

export interface BulkStockOptions {
  stores: number;
  /** Items with stock per store (at most those its master lists show). */
  items: number;
  /** Stock lines in all, spread evenly over the stores and their items. */
  lines: number;
  /** Ledger movements in all (approximate: the planner decides issue by issue). */
  movements: number;
  log: (line: string) => void;
}

/** Each run gets its own id namespaces, so running the generator twice adds, not clashes. */
const RUN_KEY = 'demo.stock_generator_runs';
const MAX_STORES = 4095;

const share = (total: number, parts: number, index: number): number =>
  Math.floor(total / parts) + (index < total % parts ? 1 : 0);

/** Receipts and issue slots that give about `perItem` movements an item. */
export function rhythm(perItem: number) {
  const receiptEveryMonths = perItem >= 26 ? 1 : perItem >= 12 ? 2 : 3;
  const receipts = Math.ceil(13 / receiptEveryMonths);
  const issues = Math.max(1, perItem - receipts);
  const issueSlots = Math.max(52, Math.ceil(issues / 0.8));
  return { receiptEveryMonths, issueSlots, issueChance: issues / issueSlots };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en');

export async function generateBulkStock(deps: Deps, o: BulkStockOptions): Promise<StockCounts> {
  if (o.stores < 1 || o.stores > MAX_STORES)
    throw new Error(`--stores must be between 1 and ${MAX_STORES}`);
  const demoOrder = new Map(DEMO_STORES.map((s, i) => [s.code, i]));
  const stores = (await enabledStores(deps.db))
    .sort(
      (a, b) =>
        (demoOrder.get(a.code) ?? MAX_STORES) - (demoOrder.get(b.code) ?? MAX_STORES) ||
        a.code.localeCompare(b.code),
    )
    .slice(0, o.stores);
  if (stores.length < o.stores) {
    throw new Error(
      `only ${stores.length} enabled stores: seed a larger data set first (dawa seed --scale N)`,
    );
  }
  const run = Number((await getValue(deps.db, RUN_KEY)) ?? 0) + 1;
  if (run > 0xfff) throw new Error('too many generator runs on this database');
  await setValue(deps.db, RUN_KEY, String(run));
  await inTransaction(deps.db, async (trx) => {
    await ensureReasonsAndCustomers(trx, deps.clock());
    return ok(undefined);
  });

  const started = Date.now();
  let total = noStock();
  const today = deps.clock().toISOString().slice(0, 10);
  const writeStore = async (index: number, store: StoreRow) => {
    const storeLines = share(o.lines, o.stores, index);
    const storeMovements = share(o.movements, o.stores, index);
    const items = Math.min(o.items, storeLines, await countVisibleStockItems(deps.db, store.id));
    const t0 = Date.now();
    const result = await inTransaction(deps.db, async (trx) => {
      const counts = await generateStoreStock(trx, store, {
        seed: `bulk:${store.code}`,
        idNamespace: (run << 12) | (index + 1),
        today,
        months: 12,
        ...rhythm(storeMovements / Math.max(1, items)),
        maxItems: o.items,
        maxLinesPerShipment: 250,
        // The store's lines spread evenly over its items: some items get one more.
        batchesOf: (_rng: Rng, i: number, count: number) => share(storeLines, count, i),
        now: deps.clock(),
      });
      return ok(counts);
    });
    if (!result.ok) throw new Error(`store ${store.code}: not written`);
    total = addCounts(total, result.value);
    const seconds = (Date.now() - t0) / 1000;
    const allSeconds = (Date.now() - started) / 1000;
    o.log(
      `[${total.stores}/${stores.length}] ${store.code}: ${fmt(result.value.stockLines)} lines, ` +
        `${fmt(result.value.movements)} movements, ${fmt(result.value.invoices)} documents; ` +
        `${fmt(rowsOf(result.value))} rows in ${seconds.toFixed(1)} s. ` +
        `So far ${fmt(rowsOf(total))} rows, ${fmt(rowsOf(total) / allSeconds)} rows/s`,
    );
  };
  // One store after another: on PostgreSQL several at once measured no faster (the
  // database's foreign-key checks and indexes are the cost), and SQLite has one writer.
  for (const [index, store] of stores.entries()) await writeStore(index, store);
  return total;
}
