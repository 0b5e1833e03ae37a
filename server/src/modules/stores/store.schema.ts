import { STORE_MODES } from '@dawa/domain';
import { builder } from '../../graphql/builder';
import { findStoreById, preferencesOfStores } from './store.list';
import type { Store, StorePreferences } from './store.types';
import { DEFAULT_STORE_PREFERENCES } from './store.types';

export const StoreModeEnum = builder.enumType('StoreModeNodeType', { values: STORE_MODES });

export const StorePreferenceNode = builder
  .objectRef<StorePreferences>('StorePreferenceNode')
  .implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      responseRequisitionRequiresAuthorisation: t.exposeBoolean(
        'responseRequisitionRequiresAuthorisation',
      ),
      requestRequisitionRequiresAuthorisation: t.exposeBoolean(
        'requestRequisitionRequiresAuthorisation',
      ),
      packToOne: t.exposeBoolean('packToOne'),
      omProgramModule: t.exposeBoolean('omProgramModule'),
      vaccineModule: t.exposeBoolean('vaccineModule'),
      issueInForeignCurrency: t.exposeBoolean('issueInForeignCurrency'),
      monthlyConsumptionLookBackPeriod: t.exposeFloat('monthlyConsumptionLookBackPeriod'),
      monthsLeadTime: t.exposeFloat('monthsLeadTime'),
      monthsOverstock: t.exposeFloat('monthsOverstock'),
      monthsUnderstock: t.exposeFloat('monthsUnderstock'),
      monthsItemsExpire: t.exposeFloat('monthsItemsExpire'),
      stocktakeFrequency: t.exposeFloat('stocktakeFrequency'),
      extraFieldsInRequisition: t.exposeBoolean('extraFieldsInRequisition'),
      manuallyLinkInternalOrderToInboundShipment: t.exposeBoolean(
        'manuallyLinkInternalOrderToInboundShipment',
      ),
      useConsumptionAndStockFromCustomersForInternalOrders: t.exposeBoolean(
        'useConsumptionAndStockFromCustomersForInternalOrders',
      ),
      editPrescribedQuantityOnPrescription: t.exposeBoolean('editPrescribedQuantityOnPrescription'),
      sortByVvmStatusThenExpiry: t.exposeBoolean('sortByVvmStatusThenExpiry'),
    }),
  });

/** A store, with its preferences when the loader already fetched them in bulk. */
export type StoreWithPreferences = Store & { preferences?: StorePreferences };

export const StoreNode = builder.objectRef<StoreWithPreferences>('StoreNode').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    nameId: t.exposeString('nameId'),
    storeMode: t.field({ type: StoreModeEnum, resolve: (s) => s.storeMode }),
    createdDate: t.expose('createdDate', { type: 'NaiveDate' }),
    homeCurrencyCode: t.exposeString('homeCurrencyCode'),
    isDisabled: t.exposeBoolean('isDisabled'),
    siteId: t.exposeInt('siteId'),
    preferences: t.field({
      type: StorePreferenceNode,
      resolve: async (s, _args, ctx) =>
        s.preferences ??
        (await preferencesOfStores(ctx.deps.db, [s.id])).get(s.id) ?? {
          id: s.id,
          ...DEFAULT_STORE_PREFERENCES,
        },
    }),
  }),
});

export const StoreConnector = builder
  .objectRef<{ totalCount: number; nodes: StoreWithPreferences[] }>('StoreConnector')
  .implement({
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount'),
      nodes: t.field({ type: [StoreNode], resolve: (c) => c.nodes }),
    }),
  });

/** Attaches preferences to many stores with one query. */
export async function withPreferences(
  db: Parameters<typeof preferencesOfStores>[0],
  stores: Store[],
): Promise<StoreWithPreferences[]> {
  const prefs = await preferencesOfStores(
    db,
    stores.map((s) => s.id),
  );
  return stores.map((s) => ({
    ...s,
    preferences: prefs.get(s.id) ?? { id: s.id, ...DEFAULT_STORE_PREFERENCES },
  }));
}

builder.queryField('store', (t) =>
  t.field({
    type: StoreNode,
    // Nullable, like every store-scoped root field: a refused field is null with a
    // FORBIDDEN error on its path, and the rest of the answer still arrives.
    nullable: true,
    description: 'One store the user may access, with its preferences.',
    args: { storeId: t.arg.string({ required: true }) },
    authScopes: (_parent, args) => ({ resource: { storeId: args.storeId, resource: 'STORE' } }),
    resolve: async (_parent, args, ctx) => {
      const store = await findStoreById(ctx.deps.db, args.storeId);
      // Access was granted, so the store exists.
      if (!store) throw new Error(`store ${args.storeId} vanished`);
      return store;
    },
  }),
);
