// The stocktake screens' GraphQL documents; codegen types them (npm run codegen -w web).
import { graphql } from '../../../gql';

export const StocktakeRowFragment = graphql(`
  fragment Stocktakes_Row on StocktakeNode {
    id
    stocktakeNumber
    stocktakeDate
    description
    comment
    status
    onHold
    isLocked
    isInitial
    createdDatetime
    finalisedDatetime
  }
`);

export const StocktakesQuery = graphql(`
  query StocktakeList_Stocktakes(
    $storeId: String!
    $filter: StocktakeFilterInput
    $page: PaginationInput
    $sort: [StocktakeSortInput!]
  ) {
    stocktakes(storeId: $storeId, filter: $filter, page: $page, sort: $sort) {
      totalCount
      nodes {
        ...Stocktakes_Row
      }
    }
  }
`);

/** Whether the store has any stocktake at all (an initial one is offered only when not). */
export const StocktakeCountQuery = graphql(`
  query StocktakeList_Count($storeId: String!) {
    stocktakes(storeId: $storeId, page: { first: 1 }) {
      totalCount
    }
  }
`);

export const StocktakeLineFragment = graphql(`
  fragment StocktakeDetail_Line on StocktakeLineNode {
    id
    itemId
    itemCode
    itemName
    item {
      id
      isVaccine
      unitName
    }
    stockLineId
    batch
    expiryDate
    location {
      id
      code
    }
    packSize
    snapshotNumberOfPacks
    countedNumberOfPacks
    currentNumberOfPacks
    difference
    hasSnapshotMismatch
    reasonOptionId
  }
`);

export const StocktakeQuery = graphql(`
  query StocktakeDetail_Stocktake($storeId: String!, $id: String!) {
    stocktake(storeId: $storeId, id: $id) {
      ...Stocktakes_Row
      enteredBy
      inventoryAdditionId
      inventoryReductionId
      lines {
        ...StocktakeDetail_Line
      }
    }
  }
`);

/** What a new stocktake and a count's reason may be drawn from. */
export const StocktakeOptionsQuery = graphql(`
  query StocktakeDetail_Options($storeId: String!) {
    reasonOptions(storeId: $storeId) {
      id
      reason
      type
      isActive
    }
  }
`);

export const StocktakeBatchesQuery = graphql(`
  query StocktakeDetail_Batches($storeId: String!, $itemId: String!) {
    stockLines(storeId: $storeId, filter: { itemId: { equalTo: $itemId } }, page: { first: 200 }) {
      nodes {
        id
        batch
        expiryDate
        packSize
        totalNumberOfPacks
        location {
          id
          code
        }
      }
    }
  }
`);

export const StocktakeErrorFragment = graphql(`
  fragment Stocktakes_MutationError on StocktakeMutationError {
    error {
      __typename
      description
      ... on AdjustmentReasonNotProvided {
        lineId
      }
      ... on AdjustmentReasonNotValid {
        lineId
      }
      ... on StockLineReducedBelowZero {
        lineId
      }
      ... on StockLinesReducedBelowZero {
        lineIds
      }
      ... on SnapshotCountCurrentCountMismatch {
        lineIds
      }
    }
  }
`);

export const InsertStocktakeMutation = graphql(`
  mutation StocktakeList_Insert($storeId: String!, $input: InsertStocktakeInput!) {
    insertStocktake(storeId: $storeId, input: $input) {
      ... on StocktakeNode {
        id
      }
      ... on StocktakeMutationError {
        ...Stocktakes_MutationError
      }
    }
  }
`);

export const UpdateStocktakeMutation = graphql(`
  mutation StocktakeDetail_Update($storeId: String!, $input: UpdateStocktakeInput!) {
    updateStocktake(storeId: $storeId, input: $input) {
      ... on StocktakeNode {
        ...Stocktakes_Row
      }
      ... on StocktakeMutationError {
        ...Stocktakes_MutationError
      }
    }
  }
`);

export const DeleteStocktakeMutation = graphql(`
  mutation StocktakeList_Delete($storeId: String!, $id: String!) {
    deleteStocktake(storeId: $storeId, id: $id) {
      ... on DeletedStocktakeRecordsNode {
        ids
      }
      ... on StocktakeMutationError {
        ...Stocktakes_MutationError
      }
    }
  }
`);

export const InsertStocktakeLinesMutation = graphql(`
  mutation StocktakeDetail_InsertLines($storeId: String!, $input: InsertStocktakeLinesInput!) {
    insertStocktakeLines(storeId: $storeId, input: $input) {
      ... on StocktakeLinesNode {
        lines {
          ...StocktakeDetail_Line
        }
      }
      ... on StocktakeMutationError {
        ...Stocktakes_MutationError
      }
    }
  }
`);

export const UpdateStocktakeLinesMutation = graphql(`
  mutation StocktakeDetail_UpdateLines($storeId: String!, $input: UpdateStocktakeLinesInput!) {
    updateStocktakeLines(storeId: $storeId, input: $input) {
      ... on StocktakeLinesNode {
        lines {
          ...StocktakeDetail_Line
        }
      }
      ... on StocktakeMutationError {
        ...Stocktakes_MutationError
      }
    }
  }
`);

export const DeleteStocktakeLinesMutation = graphql(`
  mutation StocktakeDetail_DeleteLines($storeId: String!, $input: DeleteStocktakeLinesInput!) {
    deleteStocktakeLines(storeId: $storeId, input: $input) {
      ... on DeletedStocktakeRecordsNode {
        ids
      }
      ... on StocktakeMutationError {
        ...Stocktakes_MutationError
      }
    }
  }
`);

export const ResolveMismatchMutation = graphql(`
  mutation StocktakeDetail_Resolve($storeId: String!, $input: ResolveStocktakeMismatchInput!) {
    resolveStocktakeMismatch(storeId: $storeId, input: $input) {
      ... on StocktakeLinesNode {
        lines {
          ...StocktakeDetail_Line
        }
      }
      ... on StocktakeMutationError {
        ...Stocktakes_MutationError
      }
    }
  }
`);

export const ResolveAllMismatchesMutation = graphql(`
  mutation StocktakeDetail_ResolveAll(
    $storeId: String!
    $input: ResolveAllStocktakeMismatchesInput!
  ) {
    resolveAllStocktakeMismatches(storeId: $storeId, input: $input) {
      ... on StocktakeLinesNode {
        lines {
          ...StocktakeDetail_Line
        }
      }
      ... on StocktakeMutationError {
        ...Stocktakes_MutationError
      }
    }
  }
`);

export const FinaliseStocktakeMutation = graphql(`
  mutation StocktakeDetail_Finalise($storeId: String!, $input: FinaliseStocktakeInput!) {
    finaliseStocktake(storeId: $storeId, input: $input) {
      ... on StocktakeNode {
        ...Stocktakes_Row
      }
      ... on StocktakeMutationError {
        ...Stocktakes_MutationError
      }
    }
  }
`);
