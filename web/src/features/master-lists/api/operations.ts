// The master-list screens' GraphQL documents; codegen types them (npm run codegen -w web).
import { graphql } from '../../../gql';

export const MasterListsQuery = graphql(`
  query MasterLists_MasterLists($storeId: String!) {
    masterLists(storeId: $storeId) {
      id
      code
      name
      description
      lineCount
    }
  }
`);

export const MasterListItemsQuery = graphql(`
  query MasterListDetailView_Items(
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
        defaultPackSize
      }
    }
  }
`);
