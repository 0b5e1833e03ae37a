// Writes the demo data set into an empty database, in one transaction.
import { skipToLatest } from '../modules/invoices/transfers/transfer.repository';
import {
  seedDemoReturns,
  seedDemoStocktakes,
  type DemoReturnSummary,
  type DemoStocktakeSummary,
} from './current-documents';
import { seedDemoShipments, type DemoShipmentSummary } from './shipments';
import { ok } from '../common/result';
import { inTransaction, type Tx } from '../db/transaction';
import type { Deps } from '../deps';
import { hashPassword } from '../modules/auth/password';
import { insertItems, insertMasterLists } from '../modules/items/item.repository';
import { insertNameStoreJoins } from '../modules/names/name-store-join.repository';
import { seedItemVariants } from './variants';
import { seedDemoBarcodes } from './barcodes';
import { seedDemoPrograms } from './programs';
import { seedDemoRequisitions, type DemoRequisitionSummary } from './requisitions';
import { countStores, insertNames, insertStores } from '../modules/stores/store.repository';
import { insertUserStoreGrants, insertUsers } from '../modules/users/user.repository';
import { withStoreAccess } from '../modules/users/user.service';
import {
  DEMO_PASSWORD,
  DEMO_STORES,
  DEMO_USERS,
  buildDataset,
  permissionsOfRole,
  type Dataset,
} from './dataset';
import { demoId } from './ids';
import { noStock, seedStockHistory, type StockCounts } from './stock-history';
import type { Permission } from '@dawa/domain';

export interface SeedSummary {
  seeded: boolean;
  stores: number;
  users: number;
  items: number;
  permissionRows: number;
  /** What the stock history wrote (scale 0 only). */
  stock: StockCounts;
  /** Shipments made on top of the history (when there is stock to send). */
  shipments?: DemoShipmentSummary;
  /** Returns between the demo's stores, and stocktakes being counted. */
  returns?: DemoReturnSummary;
  stocktakes?: DemoStocktakeSummary;
  requisitions?: DemoRequisitionSummary;
}

export interface SeedOptions {
  scale?: number;
  /** Cheaper password hashing, for tests only. */
  passwordCost?: { N: number; r: number; p: number };
  /** Stock lines with a year of history in every enabled store (default: at scale 0).
   * Larger data sets get theirs from the seed-stock command. */
  stock?: boolean;
}

export async function seedDemoData(deps: Deps, options: SeedOptions = {}): Promise<SeedSummary> {
  if ((await countStores(deps.db)) > 0) {
    return { seeded: false, stores: 0, users: 0, items: 0, permissionRows: 0, stock: noStock() };
  }
  const dataset = buildDataset({ scale: options.scale ?? 0, siteId: deps.siteId });
  const summary = await writeDataset(deps, dataset, options);
  // The generated history is the stores' past, not goods on their way: never transferred.
  await skipToLatest(deps.db);
  // Goods on their way now, with their transfers, where there is stock to send.
  if (summary.stock.stockLines > 0 && (options.scale ?? 0) === 0) {
    summary.shipments = await seedDemoShipments(deps);
    summary.returns = await seedDemoReturns(deps);
    // Last, so what they counted is what the stores hold now.
    summary.stocktakes = await seedDemoStocktakes(deps);
    // Orders move no stock: after the counts, so they snapshot what the stores hold now.
    summary.requisitions = await seedDemoRequisitions(deps);
  }
  return summary;
}

async function writeDataset(deps: Deps, data: Dataset, options: SeedOptions): Promise<SeedSummary> {
  const now = deps.clock();
  const storeIdByCode = new Map(data.stores.map((s) => [s.store.code, s.store.id]));
  // Demo accounts get a hash each; generated benchmark users share one (hashing
  // thousands of passwords would take minutes and prove nothing).
  const demoNames = new Set(DEMO_USERS.map((u) => u.username));
  const hash = () => hashPassword(DEMO_PASSWORD, options.passwordCost);
  const sharedHash = await hash();
  const hashes = new Map<string, string>();
  for (const u of data.users) {
    hashes.set(u.id, demoNames.has(u.username) ? await hash() : sharedHash);
  }
  const grants = data.users.flatMap((u) =>
    u.grants.map((g) => {
      const storeId = storeIdByCode.get(g.storeCode);
      if (!storeId) throw new Error(`demo data: unknown store ${g.storeCode}`);
      return {
        userId: u.id,
        storeId,
        permissions: withStoreAccess(permissionsOfRole(g.role) as Permission[]),
      };
    }),
  );
  const withStock = options.stock ?? (options.scale ?? 0) === 0;
  let stock = noStock();
  await inTransaction(deps.db, async (trx) => {
    await insertNames(trx, data.names, now);
    await insertStores(trx, data.stores, now);
    await insertUsers(
      trx,
      data.users.map((u) => ({
        id: u.id,
        username: u.username,
        passwordHash: hashes.get(u.id) ?? sharedHash,
        firstName: u.firstName,
        lastName: u.lastName,
        phoneNumber: null,
        jobTitle: u.jobTitle,
        email: u.email,
        language: u.language,
        defaultStoreId: u.defaultStoreCode ? (storeIdByCode.get(u.defaultStoreCode) ?? null) : null,
      })),
      now,
    );
    await insertUserStoreGrants(trx, grants);
    await insertItems(trx, data.items, now);
    await insertMasterLists(trx, data.masterLists, demoId, now);
    await seedDemoBarcodes(trx, now);
    await seedItemVariants(trx, now);
    await seedDemoPrograms(trx, now);
    // The history ends the day before "today", which is the seed's clock.
    if (withStock) stock = await seedStockHistory(trx, { today: now, now });
    await letDemoStoresTrade(trx, now);
    return ok(undefined);
  });
  return {
    seeded: true,
    stores: data.stores.length,
    users: data.users.length,
    items: data.items.length,
    permissionRows: grants.reduce((n, g) => n + g.permissions.length, 0),
    stock,
  };
}

/** The demo's stores trade with every customer and supplier (each store with the others and
 * with the outside names): whoever a new user picks is visible. Generated benchmark stores
 * join nothing (their benchmarks set up what they trade). */
async function letDemoStoresTrade(trx: Tx, now: Date): Promise<void> {
  const stores = await trx
    .selectFrom('store')
    .select(['id', 'name_id'])
    .where(
      'code',
      'in',
      DEMO_STORES.map((s) => s.code),
    )
    .execute();
  const names = await trx
    .selectFrom('name')
    .select(['id', 'is_customer', 'is_supplier'])
    .where((eb) => eb.or([eb('is_customer', '=', true), eb('is_supplier', '=', true)]))
    .execute();
  await insertNameStoreJoins(
    trx,
    stores.flatMap((store) =>
      names
        .filter((n) => n.id !== store.name_id)
        .map((n) => ({
          nameId: n.id,
          storeId: store.id,
          isCustomer: Boolean(n.is_customer),
          isSupplier: Boolean(n.is_supplier),
        })),
    ),
    now,
  );
}
