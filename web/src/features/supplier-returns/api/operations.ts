// The supplier return screens' GraphQL documents; codegen types them (npm run codegen -w web).
import { graphql } from '../../../gql';

export const SupplierReturnsQuery = graphql(`
  query SupplierReturnList_Invoices(
    $storeId: String!
    $filter: InvoiceFilterInput
    $page: PaginationInput
    $sort: [InvoiceSortInput!]
  ) {
    supplierReturns(storeId: $storeId, filter: $filter, page: $page, sort: $sort) {
      totalCount
      nodes {
        ...Documents_ListRow
      }
    }
  }
`);

export const SupplierReturnQuery = graphql(`
  query SupplierReturnDetail_Invoice($storeId: String!, $id: String!) {
    supplierReturn(storeId: $storeId, id: $id) {
      ...Returns_Document
    }
  }
`);
