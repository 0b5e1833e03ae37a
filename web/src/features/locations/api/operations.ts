import { graphql } from '../../../gql';

export const LocationsQuery = graphql(`
  query LocationsListView_Locations($storeId: String!) {
    locations(storeId: $storeId) {
      totalCount
      nodes {
        id
        code
        name
        onHold
        stockLineCount
      }
    }
  }
`);

export const InsertLocationMutation = graphql(`
  mutation LocationDialog_InsertLocation($storeId: String!, $input: LocationInput!) {
    insertLocation(storeId: $storeId, input: $input) {
      __typename
      ... on LocationMutationError {
        error {
          __typename
          description
        }
      }
    }
  }
`);

export const UpdateLocationMutation = graphql(`
  mutation LocationDialog_UpdateLocation($storeId: String!, $input: LocationInput!) {
    updateLocation(storeId: $storeId, input: $input) {
      __typename
      ... on LocationMutationError {
        error {
          __typename
          description
        }
      }
    }
  }
`);

export const DeleteLocationsMutation = graphql(`
  mutation LocationsListView_DeleteLocations($storeId: String!, $ids: [String!]!) {
    deleteLocations(storeId: $storeId, ids: $ids) {
      deletedCount
      failedCount
    }
  }
`);
