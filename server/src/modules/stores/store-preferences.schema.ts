// An administrator's change of a store's preferences: SERVER_ADMIN in that very store.
import { builder } from '../../graphql/builder';
import { inStore } from '../../graphql/context';
import { commonErrors } from '../../graphql/common-errors';
import {
  defineErrorWrapper,
  defineUserError,
  respond,
  type UserErrorValue,
} from '../../graphql/user-error';
import {
  updateStorePreferences,
  type StorePreferencesInput,
  type UpdateStorePreferencesError,
} from './store-preferences.service';
import { StorePreferenceNode } from './store.schema';

const errors = {
  outOfRange: defineUserError(
    'StorePreferenceOutOfRange',
    'A preference is outside its bounds (smallest, largest value, most decimals)',
    { field: 'String', min: 'Float', max: 'Float', decimals: 'Int' },
  ),
  understockAboveOverstock: defineUserError(
    'UnderstockAboveOverstock',
    'The understock threshold (months) is above the overstock one',
  ),
};

function toError(e: UpdateStorePreferencesError): UserErrorValue {
  switch (e.kind) {
    case 'RecordNotFound':
      return commonErrors.recordNotFound();
    case 'StorePreferenceOutOfRange':
      return errors.outOfRange({ field: e.field, min: e.min, max: e.max, decimals: e.decimals });
    case 'UnderstockAboveOverstock':
      return errors.understockAboveOverstock();
  }
}

const UpdateStorePreferencesInput = builder.inputType('UpdateStorePreferencesInput', {
  description: 'The preferences to change; one left out stays as it is.',
  fields: (t) => ({
    responseRequisitionRequiresAuthorisation: t.boolean({
      description: "Other stores' orders arrive pending until someone approves them.",
    }),
    requestRequisitionRequiresAuthorisation: t.boolean(),
    packToOne: t.boolean(),
    omProgramModule: t.boolean(),
    vaccineModule: t.boolean(),
    issueInForeignCurrency: t.boolean(),
    monthlyConsumptionLookBackPeriod: t.float(),
    monthsLeadTime: t.float(),
    monthsOverstock: t.float(),
    monthsUnderstock: t.float(),
    monthsItemsExpire: t.float(),
    stocktakeFrequency: t.float(),
    extraFieldsInRequisition: t.boolean(),
    manuallyLinkInternalOrderToInboundShipment: t.boolean(),
    useConsumptionAndStockFromCustomersForInternalOrders: t.boolean(),
    editPrescribedQuantityOnPrescription: t.boolean(),
    sortByVvmStatusThenExpiry: t.boolean(),
  }),
});

const UpdateStorePreferencesError = defineErrorWrapper('UpdateStorePreferencesError');
const UpdateStorePreferencesResponse = builder.unionType('UpdateStorePreferencesResponse', {
  types: [StorePreferenceNode, UpdateStorePreferencesError],
  resolveType: (v) => ('error' in v ? 'UpdateStorePreferencesError' : 'StorePreferenceNode'),
});

builder.mutationField('updateStorePreferences', (t) =>
  t.field({
    type: UpdateStorePreferencesResponse,
    nullable: true,
    description:
      "Changes the store's preferences (an administrator of the store); answers them all.",
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: UpdateStorePreferencesInput, required: true }),
    },
    authScopes: (_p, args) => ({
      resource: { storeId: args.storeId, resource: 'ADMINISTER_STORE' },
    }),
    resolve: async (_p, { storeId, input }, ctx) => {
      const result = await updateStorePreferences(
        inStore(ctx, storeId),
        input satisfies StorePreferencesInput,
      );
      return respond(result, 'UpdateStorePreferencesError', toError);
    },
  }),
);
