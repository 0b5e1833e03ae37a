// The log-reason screen's GraphQL documents; codegen types them (npm run codegen -w web).
import { graphql } from '../../../gql';

export const ReasonOptionsQuery = graphql(`
  query LogReasons_ReasonOptions($storeId: String!, $type: ReasonOptionType) {
    reasonOptions(storeId: $storeId, type: $type) {
      id
      type
      reason
      isActive
    }
  }
`);

export const InsertReasonOptionMutation = graphql(`
  mutation ReasonDialog_InsertReasonOption(
    $storeId: String!
    $id: String!
    $type: ReasonOptionType!
    $reason: String!
  ) {
    insertReasonOption(storeId: $storeId, id: $id, type: $type, reason: $reason) {
      __typename
      ... on InsertReasonOptionError {
        error {
          __typename
          description
        }
      }
    }
  }
`);

export const UpdateReasonOptionMutation = graphql(`
  mutation ReasonDialog_UpdateReasonOption(
    $storeId: String!
    $id: String!
    $reason: String
    $isActive: Boolean
  ) {
    updateReasonOption(storeId: $storeId, id: $id, reason: $reason, isActive: $isActive) {
      __typename
      ... on UpdateReasonOptionError {
        error {
          __typename
          description
        }
      }
    }
  }
`);
