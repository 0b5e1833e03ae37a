// The GraphQL documents every document screen shares: other parties to pick, the item search,
// the master lists to add lines from, and the choices of a stock-in line (locations, VVM
// statuses, donors). Codegen types them.
import { graphql } from '../../gql';

export const DocumentPartiesQuery = graphql(`
  query Documents_Parties($storeId: String!, $filter: NameFilterInput) {
    names(storeId: $storeId, filter: $filter, page: { first: 200 }) {
      nodes {
        id
        code
        name
      }
    }
  }
`);

export const DocumentMasterListsQuery = graphql(`
  query Documents_MasterLists($storeId: String!, $nameId: String) {
    masterLists(storeId: $storeId, nameId: $nameId) {
      id
      code
      name
      description
      lineCount
    }
  }
`);

export const DocumentItemSearchQuery = graphql(`
  query Documents_ItemSearch($storeId: String!, $filter: ItemFilterInput) {
    items(storeId: $storeId, filter: $filter, page: { first: 20 }, sort: [{ key: name }]) {
      nodes {
        id
        code
        name
        unitName
        defaultPackSize
        isVaccine
      }
    }
  }
`);

export const DocumentLineOptionsQuery = graphql(`
  query Documents_LineOptions($storeId: String!) {
    locations(storeId: $storeId) {
      nodes {
        id
        code
        name
      }
    }
    vvmStatuses(storeId: $storeId) {
      id
      code
      description
    }
    donors: names(storeId: $storeId, filter: { isDonor: true }, page: { first: 200 }) {
      nodes {
        id
        code
        name
      }
    }
  }
`);

export const DocumentListRowFragment = graphql(`
  fragment Documents_ListRow on InvoiceNode {
    id
    invoiceNumber
    otherPartyName
    status
    onHold
    theirReference
    comment
    totalAfterTax
    createdDatetime
    allocatedDatetime
    pickedDatetime
    shippedDatetime
    deliveredDatetime
    receivedDatetime
    verifiedDatetime
  }
`);

export const DocumentHeaderFragment = graphql(`
  fragment Documents_Header on InvoiceNode {
    ...Documents_ListRow
    linkedInvoiceId
    transportReference
    expectedDeliveryDate
    totalBeforeTax
  }
`);

export const DocumentMutationErrorFragment = graphql(`
  fragment Documents_MutationError on InvoiceMutationError {
    error {
      __typename
      description
    }
  }
`);
