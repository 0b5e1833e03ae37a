// Reads of stores and their preferences, for the API and for the services that decide by them.
import type { Kysely, Selectable } from 'kysely';
import type { StoreMode } from '@dawa/domain';
import type { DB, StorePreferenceTable, StoreTable } from '../../db/tables';
import type { Store, StorePreferences } from './store.types';

type StoreRow = Pick<Selectable<StoreTable>, keyof StoreTable> & { name: string };

const toStore = (r: StoreRow): Store => ({
  id: r.id,
  code: r.code,
  name: r.name,
  nameId: r.name_id,
  storeMode: r.store_mode as StoreMode,
  createdDate: r.created_date,
  homeCurrencyCode: r.home_currency_code,
  isDisabled: Boolean(r.is_disabled),
  siteId: Number(r.site_id),
});

export const toPreferences = (r: Selectable<StorePreferenceTable>): StorePreferences => ({
  id: r.id,
  responseRequisitionRequiresAuthorisation: Boolean(r.response_requisition_requires_authorisation),
  requestRequisitionRequiresAuthorisation: Boolean(r.request_requisition_requires_authorisation),
  packToOne: Boolean(r.pack_to_one),
  omProgramModule: Boolean(r.om_program_module),
  vaccineModule: Boolean(r.vaccine_module),
  issueInForeignCurrency: Boolean(r.issue_in_foreign_currency),
  monthlyConsumptionLookBackPeriod: r.monthly_consumption_look_back_period,
  monthsLeadTime: r.months_lead_time,
  monthsOverstock: r.months_overstock,
  monthsUnderstock: r.months_understock,
  monthsItemsExpire: r.months_items_expire,
  stocktakeFrequency: r.stocktake_frequency,
  extraFieldsInRequisition: Boolean(r.extra_fields_in_requisition),
  manuallyLinkInternalOrderToInboundShipment: Boolean(
    r.manually_link_internal_order_to_inbound_shipment,
  ),
  useConsumptionAndStockFromCustomersForInternalOrders: Boolean(
    r.use_consumption_and_stock_from_customers_for_internal_orders,
  ),
  editPrescribedQuantityOnPrescription: Boolean(r.edit_prescribed_quantity_on_prescription),
  sortByVvmStatusThenExpiry: Boolean(r.sort_by_vvm_status_then_expiry),
});

const storeColumns = [
  'store.id',
  'store.code',
  'store.name_id',
  'store.store_mode',
  'store.created_date',
  'store.home_currency_code',
  'store.is_disabled',
  'store.site_id',
  'name.name',
] as const;

export async function findStoreById(db: Kysely<DB>, id: string): Promise<Store | undefined> {
  const row = await db
    .selectFrom('store')
    .innerJoin('name', 'name.id', 'store.name_id')
    .select(storeColumns)
    .where('store.id', '=', id)
    .executeTakeFirst();
  return row ? toStore(row) : undefined;
}

/** The stores a user is joined to, ordered by name. */
export async function storesOfUser(db: Kysely<DB>, userId: string): Promise<Store[]> {
  const rows = await db
    .selectFrom('user_store')
    .innerJoin('store', 'store.id', 'user_store.store_id')
    .innerJoin('name', 'name.id', 'store.name_id')
    .select(storeColumns)
    .where('user_store.user_id', '=', userId)
    .orderBy('name.name')
    .orderBy('store.id')
    .execute();
  return rows.map(toStore);
}

export async function preferencesOfStores(
  db: Kysely<DB>,
  storeIds: readonly string[],
): Promise<Map<string, StorePreferences>> {
  if (storeIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('store_preference')
    .selectAll()
    .where('store_id', 'in', storeIds)
    .execute();
  return new Map(rows.map((r) => [r.store_id, toPreferences(r)]));
}
