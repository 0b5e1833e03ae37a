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
    vvmStatus {
      id
      code
    }
    packSize
    costPricePerPack
    sellPricePerPack
    snapshotNumberOfPacks
    countedNumberOfPacks
    currentNumberOfPacks
    difference
    hasSnapshotMismatch
    reasonOptionId
  }
`);

/** The stocktake's header; its lines are asked a page at a time (StocktakeLinesQuery). */
export const StocktakeQuery = graphql(`
  query StocktakeDetail_Stocktake($storeId: String!, $id: String!) {
    stocktake(storeId: $storeId, id: $id) {
      ...Stocktakes_Row
      enteredBy
      inventoryAdditionId
      inventoryReductionId
    }
  }
`);

/** A page of the lines the filter keeps (or an item's lines, or the mismatched ones). */
export const StocktakeLinesQuery = graphql(`
  query StocktakeDetail_Lines(
    $storeId: String!
    $id: String!
    $filter: StocktakeLineFilterInput
    $page: PaginationInput
    $sort: [StocktakeLineSortInput!]
  ) {
    stocktakeLines(storeId: $storeId, stocktakeId: $id, filter: $filter, page: $page, sort: $sort) {
      totalCount
      nodes {
        ...StocktakeDetail_Line
      }
    }
  }
`);

/** A page of the items whose lines the filter keeps, with their lines' figures (group by item). */
export const StocktakeItemGroupsQuery = graphql(`
  query StocktakeDetail_ItemGroups(
    $storeId: String!
    $id: String!
    $filter: StocktakeLineFilterInput
    $page: PaginationInput
    $sort: [StocktakeLineSortInput!]
  ) {
    stocktakeItemGroups(
      storeId: $storeId
      stocktakeId: $id
      filter: $filter
      page: $page
      sort: $sort
    ) {
      totalCount
      nodes {
        id
        itemId
        itemCode
        itemName
        lineCount
        countedLineCount
        countedUnits
      }
    }
  }
`);

export const StocktakeFiguresFragment = graphql(`
  fragment StocktakeDetail_Figures on StocktakeLineFiguresNode {
    lineCount
    countedLineCount
    uncountedLineCount
    withDifferenceLineCount
    mismatchedLineCount
    countedUnits
  }
`);

/** The footer's and the filter chips' figures (all lines), and those of the lines shown. */
export const StocktakeFiguresQuery = graphql(`
  query StocktakeDetail_Figures(
    $storeId: String!
    $id: String!
    $filter: StocktakeLineFilterInput
  ) {
    all: stocktakeLineFigures(storeId: $storeId, stocktakeId: $id) {
      ...StocktakeDetail_Figures
    }
    shown: stocktakeLineFigures(storeId: $storeId, stocktakeId: $id, filter: $filter) {
      ...StocktakeDetail_Figures
    }
  }
`);

/** Every line for the count sheet, a page of 1,000 at a time, in location order. */
export const CountSheetLinesQuery = graphql(`
  query StocktakeDetail_CountSheet($storeId: String!, $id: String!, $page: PaginationInput) {
    stocktakeLines(storeId: $storeId, stocktakeId: $id, page: $page, sort: [{ key: location }]) {
      totalCount
      nodes {
        id
        itemCode
        itemName
        batch
        expiryDate
        packSize
        location {
          id
          code
        }
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

export const CountAsSnapshotMutation = graphql(`
  mutation StocktakeDetail_CountAsSnapshot(
    $storeId: String!
    $input: CountStocktakeLinesAsSnapshotInput!
  ) {
    countStocktakeLinesAsSnapshot(storeId: $storeId, input: $input) {
      ... on StocktakeLinesCountedNode {
        count
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
