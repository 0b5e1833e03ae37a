// The customer requisition screens' GraphQL documents; codegen types them (npm run codegen -w web).
import { graphql } from '../../../gql';

export const CustomerRequisitionRowFragment = graphql(`
  fragment CustomerRequisitions_Row on RequisitionNode {
    id
    requisitionNumber
    otherPartyId
    otherPartyName
    theirReference
    comment
    status
    approvalStatus
    linkedRequisitionId
    createdDatetime
    finalisedDatetime
  }
`);

export const CustomerRequisitionsQuery = graphql(`
  query CustomerRequisitionList_Requisitions(
    $storeId: String!
    $filter: RequisitionFilterInput
    $page: PaginationInput
    $sort: [RequisitionSortInput!]
  ) {
    requisitions(storeId: $storeId, filter: $filter, page: $page, sort: $sort) {
      totalCount
      nodes {
        ...CustomerRequisitions_Row
      }
    }
  }
`);

export const CustomerRequisitionLineFragment = graphql(`
  fragment CustomerRequisitionDetail_Line on RequisitionLineNode {
    id
    itemId
    itemName
    item {
      id
      code
      unitName
    }
    requestedQuantity
    suggestedQuantity
    supplyQuantity
    approvedQuantity
    approvalComment
    availableStockOnHand
    averageMonthlyConsumption
    monthsOfStock
    alreadyIssued
    inPreparation
    remainingQuantityToSupply
    comment
    supplierFigures {
      stockOnHand
      availableStockOnHand
      averageMonthlyConsumption
      stockOnOrder
      incomingStock
      otherRequested
    }
  }
`);

export const CustomerRequisitionQuery = graphql(`
  query CustomerRequisitionDetail_Requisition($storeId: String!, $id: String!) {
    requisition(storeId: $storeId, id: $id) {
      ...CustomerRequisitions_Row
      type
      minMonthsOfStock
      maxMonthsOfStock
      programId
      enteredBy
      sentDatetime
      shipments {
        id
        invoiceNumber
        status
      }
      lines {
        ...CustomerRequisitionDetail_Line
      }
    }
  }
`);

export const CustomerRequisitionErrorFragment = graphql(`
  fragment CustomerRequisitions_MutationError on RequisitionMutationError {
    error {
      __typename
      description
    }
  }
`);

export const InsertCustomerRequisitionMutation = graphql(`
  mutation CustomerRequisitionList_Insert(
    $storeId: String!
    $input: InsertResponseRequisitionInput!
  ) {
    insertResponseRequisition(storeId: $storeId, input: $input) {
      ... on RequisitionNode {
        id
      }
      ... on RequisitionMutationError {
        ...CustomerRequisitions_MutationError
      }
    }
  }
`);

export const UpdateCustomerRequisitionMutation = graphql(`
  mutation CustomerRequisitionDetail_Update(
    $storeId: String!
    $input: UpdateResponseRequisitionInput!
  ) {
    updateResponseRequisition(storeId: $storeId, input: $input) {
      ... on RequisitionNode {
        ...CustomerRequisitions_Row
      }
      ... on RequisitionMutationError {
        ...CustomerRequisitions_MutationError
      }
    }
  }
`);

export const FinaliseCustomerRequisitionMutation = graphql(`
  mutation CustomerRequisitionDetail_Finalise($storeId: String!, $id: String!) {
    finaliseResponseRequisition(storeId: $storeId, id: $id) {
      ... on RequisitionNode {
        ...CustomerRequisitions_Row
      }
      ... on RequisitionMutationError {
        ...CustomerRequisitions_MutationError
      }
    }
  }
`);

export const DeleteCustomerRequisitionMutation = graphql(`
  mutation CustomerRequisition_Delete($storeId: String!, $id: String!) {
    deleteResponseRequisition(storeId: $storeId, id: $id) {
      ... on DeletedRequisitionRecordsNode {
        ids
      }
      ... on RequisitionMutationError {
        ...CustomerRequisitions_MutationError
      }
    }
  }
`);

export const InsertCustomerRequisitionLinesMutation = graphql(`
  mutation CustomerRequisitionDetail_InsertLines(
    $storeId: String!
    $input: InsertResponseRequisitionLinesInput!
  ) {
    insertResponseRequisitionLines(storeId: $storeId, input: $input) {
      ... on RequisitionLinesNode {
        lines {
          ...CustomerRequisitionDetail_Line
        }
      }
      ... on RequisitionMutationError {
        ...CustomerRequisitions_MutationError
      }
    }
  }
`);

export const UpdateCustomerRequisitionLinesMutation = graphql(`
  mutation CustomerRequisitionDetail_UpdateLines(
    $storeId: String!
    $input: UpdateResponseRequisitionLinesInput!
  ) {
    updateResponseRequisitionLines(storeId: $storeId, input: $input) {
      ... on RequisitionLinesNode {
        lines {
          ...CustomerRequisitionDetail_Line
        }
      }
      ... on RequisitionMutationError {
        ...CustomerRequisitions_MutationError
      }
    }
  }
`);

export const DeleteCustomerRequisitionLinesMutation = graphql(`
  mutation CustomerRequisitionDetail_DeleteLines(
    $storeId: String!
    $input: DeleteRequisitionLinesInput!
  ) {
    deleteResponseRequisitionLines(storeId: $storeId, input: $input) {
      ... on DeletedRequisitionRecordsNode {
        ids
      }
      ... on RequisitionMutationError {
        ...CustomerRequisitions_MutationError
      }
    }
  }
`);

export const SupplyRequestedMutation = graphql(`
  mutation CustomerRequisitionDetail_SupplyRequested($storeId: String!, $requisitionId: String!) {
    supplyRequestedQuantity(storeId: $storeId, requisitionId: $requisitionId) {
      ... on RequisitionLinesNode {
        lines {
          ...CustomerRequisitionDetail_Line
        }
      }
      ... on RequisitionMutationError {
        ...CustomerRequisitions_MutationError
      }
    }
  }
`);

export const ApprovalMutation = graphql(`
  mutation CustomerRequisitionDetail_Approval(
    $storeId: String!
    $input: ResponseRequisitionApprovalInput!
  ) {
    setResponseRequisitionApproval(storeId: $storeId, input: $input) {
      ... on RequisitionNode {
        ...CustomerRequisitions_Row
      }
      ... on RequisitionMutationError {
        ...CustomerRequisitions_MutationError
      }
    }
  }
`);

export const CreateShipmentMutation = graphql(`
  mutation CustomerRequisitionDetail_CreateShipment(
    $storeId: String!
    $input: CreateRequisitionShipmentInput!
  ) {
    createRequisitionShipment(storeId: $storeId, input: $input) {
      ... on InvoiceNode {
        id
        invoiceNumber
      }
      ... on RequisitionMutationError {
        ...CustomerRequisitions_MutationError
      }
    }
  }
`);
