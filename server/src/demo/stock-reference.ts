// What stock history stands on: log reasons, the customers stores issue to, each
// store's locations, and how each demo store behaves (who it issues to, how much).
// Written only where missing, so the benchmark generator can run on any seeded database.
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables';
import type { Tx } from '../db/transaction';
import { listLocations } from '../modules/locations/location.list';
import { insertLocationRow } from '../modules/locations/location.repository';
import { insertReasons, type ReasonType } from '../modules/reasons/reason.repository';
import { insertNames, type NewName } from '../modules/stores/store.repository';
import { demoId } from './ids';
import type { Rng } from './prng';
import type { IssueType, StoreLocations } from './stock-plan';

const REASONS: readonly [ReasonType, string][] = [
  ['POSITIVE_INVENTORY_ADJUSTMENT', 'Found'],
  ['POSITIVE_INVENTORY_ADJUSTMENT', 'Donation received'],
  ['POSITIVE_INVENTORY_ADJUSTMENT', 'Stock count correction'],
  ['NEGATIVE_INVENTORY_ADJUSTMENT', 'Damaged'],
  ['NEGATIVE_INVENTORY_ADJUSTMENT', 'Expired'],
  ['NEGATIVE_INVENTORY_ADJUSTMENT', 'Stolen'],
  ['NEGATIVE_INVENTORY_ADJUSTMENT', 'Stock count correction'],
  ['OPEN_VIAL_WASTAGE', 'Open vial wastage'],
  ['RETURN_REASON', 'Damaged on arrival'],
  ['RETURN_REASON', 'Wrong item'],
];

// Customers below the demo's stores. Patients do not exist yet: prescriptions are
// recorded against one walk-in name until they do.
const CUSTOMERS: readonly [string, string][] = [
  ['CHU-KIB', 'Kibera Community Health Unit'],
  ['OUT-MARA', 'Mara Outreach Clinic'],
  ['PAT-WALKIN', 'Walk-in patients'],
];

const nameIdOf = (code: string) => demoId(`name:${code}`);

async function missingIds(trx: Tx, table: 'name' | 'reason_option', ids: string[]) {
  const found = await trx.selectFrom(table).select('id').where('id', 'in', ids).execute();
  const have = new Set(found.map((r) => r.id));
  return (id: string) => !have.has(id);
}

/** The id of one of the demo's reasons. */
export const reasonIdOf = (type: ReasonType, reason: string): string =>
  demoId(`reason:${type}:${reason}`);

export async function ensureReasonsAndCustomers(trx: Tx, now: Date): Promise<void> {
  const reasons = REASONS.map(([type, reason]) => ({
    id: reasonIdOf(type, reason),
    type,
    reason,
    isActive: true,
  }));
  const newReason = await missingIds(
    trx,
    'reason_option',
    reasons.map((r) => r.id),
  );
  await insertReasons(
    trx,
    reasons.filter((r) => newReason(r.id)),
    now,
  );
  const names: NewName[] = CUSTOMERS.map(([code, name]) => ({
    id: nameIdOf(code),
    code,
    name,
    type: 'FACILITY',
    isCustomer: true,
    isSupplier: false,
  }));
  const newName = await missingIds(
    trx,
    'name',
    names.map((n) => n.id),
  );
  await insertNames(
    trx,
    names.filter((n) => newName(n.id)),
    now,
  );
}

const SHELVES: readonly [string, string][] = [
  ['A1', 'A1 Shelf'],
  ['A2', 'A2 Shelf'],
  ['B1', 'B1 Shelf'],
  ['B2', 'B2 Shelf'],
  ['BULK', 'Bulk store'],
  ['PAL1', 'Pallet bay 1'],
];
const COLD: readonly [string, string][] = [
  ['CR1', 'Cold room 1'],
  ['CR2', 'Cold room 2'],
];

/** The store's locations, created (4 to 8: shelves, cold rooms when it keeps vaccines,
 * and a quarantine on hold) when it has none. */
export async function ensureLocations(
  trx: Tx,
  rng: Rng,
  store: { id: string; code: string },
  keepsVaccines: boolean,
  now: Date,
): Promise<StoreLocations> {
  let existing = await listLocations(trx, store.id);
  if (existing.length === 0) {
    const count = rng.int(4, 8);
    const cold = keepsVaccines ? (count >= 6 ? 2 : 1) : 0;
    const specs = [
      ...SHELVES.slice(0, count - cold - 1).map(([code, name]) => ({ code, name, type: null })),
      ...COLD.slice(0, cold).map(([code, name]) => ({ code, name, type: 'COLD' })),
    ];
    for (const s of specs) {
      await insertLocationRow(
        trx,
        {
          id: demoId(`location:${store.code}:${s.code}`),
          storeId: store.id,
          code: s.code,
          name: s.name,
          onHold: false,
          locationType: s.type,
        },
        now,
      );
    }
    await insertLocationRow(
      trx,
      {
        id: demoId(`location:${store.code}:QUAR`),
        storeId: store.id,
        code: 'QUAR',
        name: 'Quarantine',
        onHold: true,
        locationType: null,
      },
      now,
    );
    existing = await listLocations(trx, store.id);
  }
  const usable = existing.filter((l) => !l.onHold);
  return {
    shelves: usable.filter((l) => l.locationType !== 'COLD').map((l) => l.id),
    cold: usable.filter((l) => l.locationType === 'COLD').map((l) => l.id),
    quarantine: existing.find((l) => l.onHold)?.id ?? null,
  };
}

export interface StoreProfile {
  issueType: IssueType;
  /** Packs of an ordinary item leaving a month (shipping stores). */
  monthlyPacks: number;
  /** Customers issued to in turn. */
  customerNameIds: string[];
  /** Where the store's stock comes from; null: the international suppliers by item. */
  supplierNameId: string | null;
  userId: string | null;
}

const DEMO_PROFILES: Record<string, [number, string[], string | null, string]> = {
  NMW: [60, ['DNS', 'DSS'], null, 'admin'],
  DNS: [15, ['KHC', 'MRH'], 'NMW', 'storekeeper'],
  DSS: [15, ['CDP', 'KHC'], 'NMW', 'admin'],
  KHC: [4, ['CHU-KIB'], 'DNS', 'storekeeper'],
  MRH: [3, ['OUT-MARA'], 'DNS', 'admin'],
  CDP: [2, ['PAT-WALKIN'], 'DSS', 'dispenser'],
};

/** How a store issues stock: the demo's stores as the demo tells their story; any
 * other store (the benchmark's) as a health facility supplied by the warehouse. */
export function storeProfile(code: string, storeMode: string): StoreProfile {
  const issueType: IssueType = storeMode === 'DISPENSARY' ? 'PRESCRIPTION' : 'OUTBOUND_SHIPMENT';
  const demo = DEMO_PROFILES[code];
  if (demo) {
    const [monthlyPacks, customers, supplier, user] = demo;
    return {
      issueType,
      monthlyPacks,
      customerNameIds: customers.map(nameIdOf),
      supplierNameId: supplier ? nameIdOf(supplier) : null,
      userId: demoId(`user:${user}`),
    };
  }
  return {
    issueType,
    monthlyPacks: 4,
    customerNameIds: [nameIdOf(issueType === 'PRESCRIPTION' ? 'PAT-WALKIN' : 'CHU-KIB')],
    supplierNameId: nameIdOf('NMW'),
    userId: null,
  };
}

/** Donors behind the programme commodities: Gavi for vaccines, the Global Fund for
 * HIV/TB/malaria; other items are bought. */
export function programmeDonor(isVaccine: boolean, programme: boolean): string | null {
  return isVaccine ? nameIdOf('DON-GAVI') : programme ? nameIdOf('DON-GFATM') : null;
}

/** Suppliers of the national warehouse: vaccines from UNICEF, HIV/TB/malaria
 * commodities from the Global Drug Facility, the rest from the national agency. */
export function internationalSupplier(isVaccine: boolean, programme: boolean): string {
  return nameIdOf(isVaccine ? 'SUP-UNICEF' : programme ? 'SUP-GDF' : 'SUP-MEDS');
}

/** Ids of the VVM stages stock lines use. */
export async function vvmStatusIds(db: Kysely<DB>) {
  const rows = await db.selectFrom('vvm_status').select(['id', 'code']).execute();
  const id = (code: string) => rows.find((r) => r.code === code)?.id;
  const usable = id('VVM1');
  const useFirst = id('VVM2');
  const unusable = id('VVM3');
  return usable && useFirst && unusable ? { usable, useFirst, unusable } : null;
}
