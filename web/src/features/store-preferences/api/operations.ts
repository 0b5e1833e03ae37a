// The store preferences screen's GraphQL documents; codegen types them (npm run codegen -w web).
import { graphql } from '../../../gql';

export const StorePreferencesPageQuery = graphql(`
  query StorePreferencesPage_Store($storeId: String!) {
    store(storeId: $storeId) {
      id
      name
      preferences {
        id
        responseRequisitionRequiresAuthorisation
        requestRequisitionRequiresAuthorisation
        extraFieldsInRequisition
        useConsumptionAndStockFromCustomersForInternalOrders
        manuallyLinkInternalOrderToInboundShipment
        monthlyConsumptionLookBackPeriod
        monthsUnderstock
        monthsOverstock
        monthsItemsExpire
        monthsLeadTime
        stocktakeFrequency
        packToOne
        sortByVvmStatusThenExpiry
        vaccineModule
        omProgramModule
        issueInForeignCurrency
        editPrescribedQuantityOnPrescription
      }
    }
  }
`);

export const UpdateStorePreferencesMutation = graphql(`
  mutation StorePreferencesPage_UpdateStorePreferences(
    $storeId: String!
    $input: UpdateStorePreferencesInput!
  ) {
    updateStorePreferences(storeId: $storeId, input: $input) {
      __typename
      ... on UpdateStorePreferencesError {
        error {
          __typename
          description
          ... on StorePreferenceOutOfRange {
            field
            min
            max
            decimals
          }
        }
      }
    }
  }
`);
