// The customer return screens' GraphQL documents; codegen types them (npm run codegen -w web).
import { graphql } from '../../../gql';

export const CustomerReturnsQuery = graphql(`
  query CustomerReturnList_Invoices(
    $storeId: String!
    $filter: InvoiceFilterInput
    $page: PaginationInput
    $sort: [InvoiceSortInput!]
  ) {
    customerReturns(storeId: $storeId, filter: $filter, page: $page, sort: $sort) {
      totalCount
      nodes {
        ...Documents_ListRow
        linkedInvoiceId
      }
    }
  }
`);

export const CustomerReturnQuery = graphql(`
  query CustomerReturnDetail_Invoice($storeId: String!, $id: String!) {
    customerReturn(storeId: $storeId, id: $id) {
      ...Returns_Document
    }
  }
`);
