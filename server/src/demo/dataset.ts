// The demo data set as plain records, built deterministically. scale 0 is the demo a
// new user meets; a larger scale adds generated stores, users and items on top, for
// the benchmarks (scale 20: about 2,000 stores, 10,000 users, 6,000 items).
import type { StoreMode } from '@dawa/domain';
import type { NewMasterList, NewItem } from '../modules/items/item.repository';
import type { NewName } from '../modules/stores/store.repository';
import {
  DEFAULT_STORE_PREFERENCES,
  type Store,
  type StorePreferences,
} from '../modules/stores/store.types';
import { CATALOGUE, MASTER_LISTS, type MasterListKey } from './catalogue';
import { demoId } from './ids';
import { ROLE_PERMISSIONS, type Role } from './roles';

export interface DemoUser {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  email: string;
  language: string;
  defaultStoreCode: string | null;
  grants: { storeCode: string; role: Role }[];
}

export interface Dataset {
  names: NewName[];
  stores: { store: Omit<Store, 'name'>; preferences: StorePreferences }[];
  users: DemoUser[];
  items: NewItem[];
  masterLists: NewMasterList[];
}

export const DEMO_PASSWORD = 'pass';

interface StoreSpec {
  code: string;
  name: string;
  mode: StoreMode;
  disabled?: boolean;
  /** Master lists visible to this store. */
  lists: MasterListKey[];
  vaccineModule?: boolean;
  /** Issues vaccines by their VVM stage before their expiry (sortByVvmStatusThenExpiry). */
  issueByVvmStatus?: boolean;
  /** Its customers' orders wait for approval (responseRequisitionRequiresAuthorisation). */
  approvesOrders?: boolean;
}

const ALL_LISTS: MasterListKey[] = [
  'essential-medicines',
  'vaccines',
  'consumables',
  'maternal-child-health',
  'hiv-tb-malaria',
  'emergency',
  'dispensary',
];

/** The demo's stores (spec: a national warehouse, two district stores, three facilities
 * of which one is a dispensary, and one disabled store). */
export const DEMO_STORES: readonly StoreSpec[] = [
  {
    code: 'NMW',
    name: 'National Medical Warehouse',
    mode: 'STORE',
    lists: ALL_LISTS,
    vaccineModule: true,
  },
  {
    code: 'DNS',
    name: 'Northern District Store',
    mode: 'STORE',
    lists: ALL_LISTS,
    vaccineModule: true,
  },
  {
    code: 'DSS',
    name: 'Southern District Store',
    mode: 'STORE',
    lists: ALL_LISTS,
    vaccineModule: true,
    // Issue 13 (decision 10): the approval of customer requisitions, seen in the demo.
    approvesOrders: true,
  },
  {
    code: 'KHC',
    name: 'Kibera Health Centre',
    mode: 'STORE',
    lists: ['essential-medicines', 'vaccines', 'consumables', 'maternal-child-health'],
    vaccineModule: true,
    issueByVvmStatus: true,
  },
  {
    code: 'MRH',
    name: 'Mara Rural Health Post',
    mode: 'STORE',
    lists: ['essential-medicines', 'consumables', 'hiv-tb-malaria'],
  },
  {
    code: 'CDP',
    name: 'Central Dispensary',
    mode: 'DISPENSARY',
    lists: ['dispensary', 'consumables'],
  },
  {
    code: 'OLD',
    name: 'Old Town Store (closed)',
    mode: 'STORE',
    disabled: true,
    lists: ['essential-medicines'],
  },
];

export const DEMO_USERS: readonly Omit<DemoUser, 'id'>[] = [
  {
    username: 'admin',
    firstName: 'Amina',
    lastName: 'Hassan',
    jobTitle: 'System administrator',
    email: 'admin@dawa.example',
    language: 'en',
    defaultStoreCode: 'NMW',
    grants: DEMO_STORES.map((s) => ({ storeCode: s.code, role: 'admin' as const })),
  },
  {
    username: 'storekeeper',
    firstName: 'Joseph',
    lastName: 'Otieno',
    jobTitle: 'Store keeper',
    email: 'storekeeper@dawa.example',
    language: 'en',
    defaultStoreCode: 'DNS',
    grants: [
      { storeCode: 'DNS', role: 'storekeeper' },
      { storeCode: 'KHC', role: 'storekeeper' },
    ],
  },
  {
    username: 'dispenser',
    firstName: 'Fatima',
    lastName: 'Diallo',
    jobTitle: 'Pharmacist',
    email: 'dispenser@dawa.example',
    language: 'fr',
    defaultStoreCode: 'CDP',
    grants: [{ storeCode: 'CDP', role: 'dispenser' }],
  },
  {
    username: 'viewer',
    firstName: 'Omar',
    lastName: 'Khalil',
    jobTitle: 'Programme officer',
    email: 'viewer@dawa.example',
    language: 'ar',
    defaultStoreCode: 'NMW',
    grants: DEMO_STORES.filter((s) => !s.disabled).map((s) => ({
      storeCode: s.code,
      role: 'viewer' as const,
    })),
  },
  {
    username: 'nostore',
    firstName: 'Grace',
    lastName: 'Mwangi',
    jobTitle: 'Nurse',
    email: 'nostore@dawa.example',
    language: 'en',
    defaultStoreCode: 'OLD',
    grants: [{ storeCode: 'OLD', role: 'nostore' }],
  },
];

const CREATED_DATE = '2024-01-15';

function storeRecords(spec: StoreSpec, siteId: number) {
  const nameId = demoId(`name:${spec.code}`);
  const id = demoId(`store:${spec.code}`);
  const name: NewName = {
    id: nameId,
    code: spec.code,
    name: spec.name,
    type: 'STORE',
    isCustomer: true,
    isSupplier: true,
  };
  const store = {
    id,
    code: spec.code,
    nameId,
    storeMode: spec.mode,
    createdDate: CREATED_DATE,
    homeCurrencyCode: 'USD',
    isDisabled: spec.disabled ?? false,
    siteId,
  };
  const preferences: StorePreferences = {
    ...DEFAULT_STORE_PREFERENCES,
    id: demoId(`store_preference:${spec.code}`),
    vaccineModule: spec.vaccineModule ?? false,
    sortByVvmStatusThenExpiry: spec.issueByVvmStatus ?? false,
    responseRequisitionRequiresAuthorisation: spec.approvesOrders ?? false,
  };
  return { name, store, preferences };
}

const ROLES_CYCLE: Role[] = ['storekeeper', 'storekeeper', 'dispenser', 'viewer', 'admin'];

export function buildDataset(options: { scale: number; siteId: number }): Dataset {
  const { scale, siteId } = options;
  const storeSpecs: StoreSpec[] = [...DEMO_STORES];
  for (let i = 1; i <= scale * 100; i++) {
    const code = `F${String(i).padStart(5, '0')}`;
    storeSpecs.push({
      code,
      name: `Facility ${i}`,
      mode: i % 5 === 0 ? 'DISPENSARY' : 'STORE',
      lists:
        i % 5 === 0
          ? ['dispensary', 'consumables']
          : ['essential-medicines', 'consumables', 'vaccines'],
    });
  }
  const records = storeSpecs.map((s) => storeRecords(s, siteId));
  const suppliers: NewName[] = [
    ['SUP-UNICEF', 'UNICEF Supply Division', true],
    ['SUP-GDF', 'Global Drug Facility', true],
    ['SUP-MEDS', 'Mission for Essential Drugs and Supplies', true],
    // Donors give stock; the supply agencies above both supply and donate.
    ['DON-GAVI', 'Gavi, the Vaccine Alliance', false],
    ['DON-GFATM', 'The Global Fund', false],
  ].map(([code, name, supplies]) => ({
    id: demoId(`name:${String(code)}`),
    code: String(code),
    name: String(name),
    type: 'FACILITY',
    isCustomer: false,
    isSupplier: Boolean(supplies),
    isDonor: code !== 'SUP-MEDS',
  }));

  const users: DemoUser[] = DEMO_USERS.map((u) => ({ ...u, id: demoId(`user:${u.username}`) }));
  const generatedStores = storeSpecs.slice(DEMO_STORES.length);
  for (let i = 1; i <= scale * 500; i++) {
    const role = ROLES_CYCLE[i % ROLES_CYCLE.length] ?? 'viewer';
    // Each generated user works in three neighbouring stores.
    const first = (i * 7) % Math.max(generatedStores.length, 1);
    const grants = [0, 1, 2]
      .map((k) => generatedStores[(first + k) % generatedStores.length])
      .filter((s): s is StoreSpec => s !== undefined)
      .map((s) => ({ storeCode: s.code, role }));
    users.push({
      id: demoId(`user:user${i}`),
      username: `user${i}`,
      firstName: 'User',
      lastName: String(i),
      jobTitle: role,
      email: `user${i}@dawa.example`,
      language: 'en',
      defaultStoreCode: grants[0]?.storeCode ?? null,
      grants,
    });
  }

  const items: NewItem[] = CATALOGUE.map((c) => ({
    id: demoId(`item:${c.code}`),
    code: c.code,
    name: c.name,
    unit: c.unit,
    type: c.type,
    defaultPackSize: c.defaultPackSize,
    dosesPerUnit: c.dosesPerUnit,
    isVaccine: c.isVaccine,
    strength: c.strength,
    form: c.form,
    volumePerUnit: c.volumePerUnitLitres,
    manufacturer: c.manufacturer,
    universalCode: c.atcCode,
    universalName: c.name,
  }));
  const listOfItem = new Map<string, MasterListKey[]>(
    CATALOGUE.map((c) => [demoId(`item:${c.code}`), c.masterLists]),
  );
  // Generated items are variants of catalogue items (other strengths and pack sizes).
  for (let i = 1; i <= scale * 300; i++) {
    const base = CATALOGUE[i % CATALOGUE.length];
    if (!base) break;
    const id = demoId(`item:G${i}`);
    items.push({
      id,
      code: `G${String(i).padStart(6, '0')}`,
      name: `${base.name} (generic ${i})`,
      unit: base.unit,
      type: base.type,
      defaultPackSize: base.defaultPackSize,
      dosesPerUnit: base.dosesPerUnit,
      isVaccine: base.isVaccine,
      strength: base.strength,
      form: base.form,
      volumePerUnit: base.volumePerUnitLitres,
      manufacturer: base.manufacturer,
      universalCode: base.atcCode,
      universalName: base.name,
    });
    listOfItem.set(id, base.masterLists);
  }

  const masterLists: NewMasterList[] = MASTER_LISTS.map((l) => ({
    id: demoId(`master_list:${l.key}`),
    code: l.code,
    name: l.name,
    description: l.description,
    itemIds: items.filter((it) => listOfItem.get(it.id)?.includes(l.key)).map((it) => it.id),
    nameIds: storeSpecs.filter((s) => s.lists.includes(l.key)).map((s) => demoId(`name:${s.code}`)),
  }));

  return {
    names: [...records.map((r) => r.name), ...suppliers],
    stores: records.map(({ store, preferences }) => ({ store, preferences })),
    users,
    items,
    masterLists,
  };
}

export const permissionsOfRole = (role: Role): readonly string[] => ROLE_PERMISSIONS[role];
