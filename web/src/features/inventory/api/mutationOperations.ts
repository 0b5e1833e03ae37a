// Stock-changing mutations of the inventory screens; each answers Node | <Op>Error.
import { graphql } from '../../../gql';

export const InsertAdjustmentMutation = graphql(`
  mutation AdjustStockDialog_InsertInventoryAdjustment(
    $storeId: String!
    $input: InsertInventoryAdjustmentInput!
  ) {
    insertInventoryAdjustment(storeId: $storeId, input: $input) {
      __typename
      ... on InsertInventoryAdjustmentError {
        error {
          __typename
          description
        }
      }
    }
  }
`);

export const InsertStockLineMutation = graphql(`
  mutation NewStockDialog_InsertStockLine($storeId: String!, $input: InsertStockLineInput!) {
    insertStockLine(storeId: $storeId, input: $input) {
      __typename
      ... on InsertInventoryAdjustmentError {
        error {
          __typename
          description
        }
      }
    }
  }
`);

export const UpdateStockLineMutation = graphql(`
  mutation StockLineEditDialog_UpdateStockLine($storeId: String!, $input: UpdateStockLineInput!) {
    updateStockLine(storeId: $storeId, input: $input) {
      __typename
      ... on UpdateStockLineError {
        error {
          __typename
          description
        }
      }
    }
  }
`);

export const UpdateVvmMutation = graphql(`
  mutation VvmStatusDialog_UpdateStockLineVvmStatus(
    $storeId: String!
    $input: UpdateStockLineVvmStatusInput!
  ) {
    updateStockLineVvmStatus(storeId: $storeId, input: $input) {
      __typename
      ... on UpdateStockLineError {
        error {
          __typename
          description
        }
      }
    }
  }
`);

export const InsertRepackMutation = graphql(`
  mutation RepackDialog_InsertRepack($storeId: String!, $input: InsertRepackInput!) {
    insertRepack(storeId: $storeId, input: $input) {
      __typename
      ... on InsertRepackError {
        error {
          __typename
          description
        }
      }
    }
  }
`);
