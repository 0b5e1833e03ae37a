import type { Kysely, Selectable } from 'kysely';
import { appendChangelog } from '../../db/changelog';
import type { DialectName } from '../../db/connection';
import type { DB, NameTable, StorePreferenceTable } from '../../db/tables';
import type { Tx } from '../../db/transaction';
import { toPreferences } from './store.list';
import type { Store, StorePreferences } from './store.types';

const toPreferenceRow = (
  storeId: string,
  p: StorePreferences,
): Selectable<StorePreferenceTable> => ({
  id: p.id,
  store_id: storeId,
  response_requisition_requires_authorisation: p.responseRequisitionRequiresAuthorisation,
  request_requisition_requires_authorisation: p.requestRequisitionRequiresAuthorisation,
  pack_to_one: p.packToOne,
  om_program_module: p.omProgramModule,
  vaccine_module: p.vaccineModule,
  issue_in_foreign_currency: p.issueInForeignCurrency,
  monthly_consumption_look_back_period: p.monthlyConsumptionLookBackPeriod,
  months_lead_time: p.monthsLeadTime,
  months_overstock: p.monthsOverstock,
  months_understock: p.monthsUnderstock,
  months_items_expire: p.monthsItemsExpire,
  stocktake_frequency: p.stocktakeFrequency,
  extra_fields_in_requisition: p.extraFieldsInRequisition,
  manually_link_internal_order_to_inbound_shipment: p.manuallyLinkInternalOrderToInboundShipment,
  use_consumption_and_stock_from_customers_for_internal_orders:
    p.useConsumptionAndStockFromCustomersForInternalOrders,
  edit_prescribed_quantity_on_prescription: p.editPrescribedQuantityOnPrescription,
  sort_by_vvm_status_then_expiry: p.sortByVvmStatusThenExpiry,
});

export interface NewName {
  id: string;
  code: string;
  name: string;
  type: string;
  isCustomer: boolean;
  isSupplier: boolean;
  isDonor?: boolean;
}

export async function insertNames(trx: Tx, names: readonly NewName[], now: Date): Promise<void> {
  for (let i = 0; i < names.length; i += 500) {
    await trx
      .insertInto('name')
      .values(
        names.slice(i, i + 500).map((n): Selectable<NameTable> => ({
          id: n.id,
          code: n.code,
          name: n.name,
          type: n.type,
          is_customer: n.isCustomer,
          is_supplier: n.isSupplier,
          is_donor: n.isDonor ?? false,
          created_datetime: now.toISOString(),
        })),
      )
      .execute();
  }
  await appendChangelog(
    trx,
    names.map((n) => ({ tableName: 'name', recordId: n.id, action: 'UPSERT', storeId: null })),
    now,
  );
}

export interface NewStore {
  store: Omit<Store, 'name'>;
  preferences: StorePreferences;
}

export async function insertStores(trx: Tx, stores: readonly NewStore[], now: Date): Promise<void> {
  for (let i = 0; i < stores.length; i += 300) {
    const chunk = stores.slice(i, i + 300);
    await trx
      .insertInto('store')
      .values(
        chunk.map(({ store: s }) => ({
          id: s.id,
          code: s.code,
          name_id: s.nameId,
          store_mode: s.storeMode,
          created_date: s.createdDate,
          home_currency_code: s.homeCurrencyCode,
          is_disabled: s.isDisabled,
          site_id: s.siteId,
        })),
      )
      .execute();
    await trx
      .insertInto('store_preference')
      .values(chunk.map(({ store, preferences }) => toPreferenceRow(store.id, preferences)))
      .execute();
  }
  await appendChangelog(
    trx,
    stores.flatMap(({ store, preferences }) => [
      {
        tableName: 'store' as const,
        recordId: store.id,
        action: 'UPSERT' as const,
        storeId: store.id,
      },
      {
        tableName: 'store_preference' as const,
        recordId: preferences.id,
        action: 'UPSERT' as const,
        storeId: store.id,
      },
    ]),
    now,
  );
}

export async function countStores(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('store')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A store's preferences, locked for change (PostgreSQL: FOR UPDATE; SQLite's write
 * transaction holds the database): two administrators saving at once apply one after the
 * other, each to what the other left. */
export async function lockStorePreferences(
  trx: Tx,
  dialect: DialectName,
  storeId: string,
): Promise<StorePreferences | undefined> {
  let query = trx.selectFrom('store_preference').selectAll().where('store_id', '=', storeId);
  if (dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && toPreferences(row);
}

/** Writes a store's preferences (a new row when the store had none), with its changelog. */
export async function saveStorePreferences(
  trx: Tx,
  storeId: string,
  preferences: StorePreferences,
  isNew: boolean,
  now: Date,
): Promise<void> {
  const row = toPreferenceRow(storeId, preferences);
  if (isNew) await trx.insertInto('store_preference').values(row).execute();
  else {
    const { id: _id, store_id: _storeId, ...columns } = row;
    await trx
      .updateTable('store_preference')
      .set(columns)
      .where('id', '=', preferences.id)
      .execute();
  }
  await appendChangelog(
    trx,
    [{ tableName: 'store_preference', recordId: preferences.id, action: 'UPSERT', storeId }],
    now,
  );
}
