// The inventory screens' GraphQL documents; codegen types them (npm run codegen -w web).
import { graphql } from '../../../gql';

// The linked nodes carry no ids of their own: the line's itemId, locationId, vvmStatusId and
// donorId name them, and each field more counts against the cost of a 1,000-line page.
export const StockLineFields = graphql(`
  fragment InventoryStockLine on StockLineNode {
    id
    itemId
    item {
      code
      name
      unitName
      isVaccine
    }
    batch
    expiryDate
    packSize
    totalNumberOfPacks
    availableNumberOfPacks
    costPricePerPack
    sellPricePerPack
    locationId
    location {
      code
      name
      onHold
    }
    onHold
    unusableReasons
    vvmStatusId
    vvmStatus {
      code
    }
    note
    barcode
    supplier {
      name
    }
    donorId
    donor {
      name
    }
  }
`);

export const ItemsQuery = graphql(`
  query ItemListView_Items(
    $storeId: String!
    $filter: ItemFilterInput
    $page: PaginationInput
    $sort: [ItemSortInput!]
  ) {
    items(storeId: $storeId, filter: $filter, page: $page, sort: $sort) {
      totalCount
      nodes {
        id
        code
        name
        unitName
        type
        isVaccine
        defaultPackSize
      }
    }
  }
`);

/** The stock figures of the items a list shows (asked apart from the page, whose size may be
 * larger than the figures' share of the cost limit). */
export const ItemStatsQuery = graphql(`
  query ItemListView_ItemStats($storeId: String!, $ids: [String!]!) {
    items(storeId: $storeId, filter: { id: { equalAny: $ids } }, page: { first: 500 }) {
      nodes {
        id
        stats {
          stockOnHand
          unusableStockOnHand
          availableStockOnHand
          averageMonthlyConsumption
          monthsOfStock
          stockStatus
        }
      }
    }
  }
`);

export const ItemQuery = graphql(`
  query ItemDetailView_Item($storeId: String!, $id: String!) {
    item(storeId: $storeId, id: $id) {
      __typename
      ... on ItemNode {
        id
        code
        name
        unitName
        isVaccine
        defaultPackSize
        strength
        manufacturer
        dosesPerUnit
        stats {
          stockOnHand
          unusableStockOnHand
          availableStockOnHand
          averageMonthlyConsumption
          consumedUnits
          lookBackMonths
          monthsOfStock
          minMonths
          maxMonths
          stockStatus
          expiringLots
          expiringUnits
          expiredUnits
        }
      }
      ... on NodeError {
        error {
          __typename
          description
        }
      }
    }
  }
`);

export const StockLinesQuery = graphql(`
  query StockListView_StockLines(
    $storeId: String!
    $filter: StockLineFilterInput
    $page: PaginationInput
    $sort: [StockLineSortInput!]
  ) {
    stockLines(storeId: $storeId, filter: $filter, page: $page, sort: $sort) {
      totalCount
      nodes {
        ...InventoryStockLine
      }
    }
  }
`);

export const LedgerQuery = graphql(`
  query LedgerTable_Ledger(
    $storeId: String!
    $itemId: String
    $stockLineId: String
    $page: PaginationInput
  ) {
    ledger(storeId: $storeId, itemId: $itemId, stockLineId: $stockLineId, page: $page) {
      totalCount
      nodes {
        id
        datetime
        invoiceId
        invoiceNumber
        invoiceType
        numberOfPacks
        balancePacks
        packSize
        otherPartyName
        reason
        stockLineId
      }
    }
  }
`);

export const InventoryOptionsQuery = graphql(`
  query InventoryDialogs_Options($storeId: String!) {
    locations(storeId: $storeId) {
      nodes {
        id
        code
        name
        onHold
      }
    }
    reasonOptions(storeId: $storeId) {
      id
      reason
      type
      isActive
    }
    vvmStatuses(storeId: $storeId) {
      id
      code
      description
      unusable
    }
  }
`);

export const SuppliersOrDonorsQuery = graphql(`
  query InventoryDialogs_SuppliersOrDonors($storeId: String!, $filter: NameFilterInput) {
    names(storeId: $storeId, filter: $filter, page: { first: 200 }) {
      nodes {
        id
        code
        name
      }
    }
  }
`);
