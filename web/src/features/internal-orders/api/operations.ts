// The internal order screens' GraphQL documents (request requisitions, issue 13); codegen
// types them (npm run codegen -w web).
import { graphql } from '../../../gql';

export const InternalOrderRowFragment = graphql(`
  fragment InternalOrders_Row on RequisitionNode {
    id
    requisitionNumber
    status
    approvalStatus
    otherPartyId
    otherPartyName
    theirReference
    comment
    createdDatetime
    sentDatetime
    finalisedDatetime
    expectedDeliveryDate
    programId
    periodId
    orderType
    isEmergency
  }
`);

export const InternalOrdersQuery = graphql(`
  query InternalOrderList_Orders(
    $storeId: String!
    $filter: RequisitionFilterInput
    $page: PaginationInput
    $sort: [RequisitionSortInput!]
  ) {
    requisitions(storeId: $storeId, filter: $filter, page: $page, sort: $sort) {
      totalCount
      nodes {
        ...InternalOrders_Row
      }
    }
  }
`);

export const InternalOrderLineFragment = graphql(`
  fragment InternalOrderDetail_Line on RequisitionLineNode {
    id
    itemId
    itemName
    item {
      id
      code
      unitName
    }
    availableStockOnHand
    averageMonthlyConsumption
    monthsOfStock
    suggestedQuantity
    requestedQuantity
    approvedQuantity
    approvalComment
    comment
    reasonOptionId
    snapshotDatetime
  }
`);

export const InternalOrderQuery = graphql(`
  query InternalOrderDetail_Order($storeId: String!, $id: String!) {
    requisition(storeId: $storeId, id: $id) {
      ...InternalOrders_Row
      type
      colour
      enteredBy
      linkedRequisitionId
      minMonthsOfStock
      maxMonthsOfStock
      lines {
        ...InternalOrderDetail_Line
      }
    }
  }
`);

/** The store's programs: each order type's window of periods and the orders made for them. */
export const StoreProgramsQuery = graphql(`
  query InternalOrders_Programs($storeId: String!) {
    programs(storeId: $storeId) {
      id
      name
      periodSchedules {
        id
        periods {
          id
          name
          startDate
          endDate
        }
      }
      orderTypes {
        id
        name
        isEmergency
        maxItemsInEmergencyOrder
        thresholdMos
        maxMos
        maxOrderPerPeriod
        periods {
          id
          name
          startDate
          endDate
          available
          orderCount
        }
      }
    }
  }
`);

/** Whether the store asks a reason where requested differs from suggested, and the reasons. */
export const InternalOrderOptionsQuery = graphql(`
  query InternalOrders_Options($storeId: String!) {
    store(storeId: $storeId) {
      id
      preferences {
        id
        extraFieldsInRequisition
      }
    }
    reasonOptions(storeId: $storeId, type: REQUISITION_LINE_VARIANCE) {
      id
      reason
      isActive
    }
  }
`);

export const RequisitionErrorFragment = graphql(`
  fragment InternalOrders_Error on RequisitionMutationError {
    error {
      __typename
      description
      ... on OrderingTooManyItems {
        maxItems
      }
      ... on ReasonsNotProvided {
        lineIds
      }
    }
  }
`);

export const InsertInternalOrderMutation = graphql(`
  mutation InternalOrders_Insert($storeId: String!, $input: InsertRequestRequisitionInput!) {
    insertRequestRequisition(storeId: $storeId, input: $input) {
      __typename
      ... on RequisitionNode {
        id
      }
      ...InternalOrders_Error
    }
  }
`);

export const InsertProgramInternalOrderMutation = graphql(`
  mutation InternalOrders_InsertProgram(
    $storeId: String!
    $input: InsertProgramRequestRequisitionInput!
  ) {
    insertProgramRequestRequisition(storeId: $storeId, input: $input) {
      __typename
      ... on RequisitionNode {
        id
      }
      ...InternalOrders_Error
    }
  }
`);

export const UpdateInternalOrderMutation = graphql(`
  mutation InternalOrders_Update($storeId: String!, $input: UpdateRequestRequisitionInput!) {
    updateRequestRequisition(storeId: $storeId, input: $input) {
      __typename
      ... on RequisitionNode {
        id
      }
      ...InternalOrders_Error
    }
  }
`);

export const DeleteInternalOrderMutation = graphql(`
  mutation InternalOrders_Delete($storeId: String!, $id: String!) {
    deleteRequestRequisition(storeId: $storeId, id: $id) {
      __typename
      ... on DeletedRequisitionRecordsNode {
        ids
      }
      ...InternalOrders_Error
    }
  }
`);

export const SendInternalOrderMutation = graphql(`
  mutation InternalOrders_Send($storeId: String!, $id: String!) {
    sendRequestRequisition(storeId: $storeId, id: $id) {
      __typename
      ... on RequisitionNode {
        id
        status
      }
      ...InternalOrders_Error
    }
  }
`);

export const InsertInternalOrderLinesMutation = graphql(`
  mutation InternalOrders_InsertLines(
    $storeId: String!
    $input: InsertRequestRequisitionLinesInput!
  ) {
    insertRequestRequisitionLines(storeId: $storeId, input: $input) {
      __typename
      ... on RequisitionLinesNode {
        lines {
          id
        }
      }
      ...InternalOrders_Error
    }
  }
`);

export const AddFromMasterListMutation = graphql(`
  mutation InternalOrders_AddFromMasterList(
    $storeId: String!
    $input: AddFromMasterListToRequestRequisitionInput!
  ) {
    addFromMasterListToRequestRequisition(storeId: $storeId, input: $input) {
      __typename
      ... on RequisitionLinesNode {
        lines {
          id
        }
      }
      ...InternalOrders_Error
    }
  }
`);

export const UpdateInternalOrderLinesMutation = graphql(`
  mutation InternalOrders_UpdateLines(
    $storeId: String!
    $input: UpdateRequestRequisitionLinesInput!
  ) {
    updateRequestRequisitionLines(storeId: $storeId, input: $input) {
      __typename
      ... on RequisitionLinesNode {
        lines {
          ...InternalOrderDetail_Line
        }
      }
      ...InternalOrders_Error
    }
  }
`);

export const DeleteInternalOrderLinesMutation = graphql(`
  mutation InternalOrders_DeleteLines($storeId: String!, $input: DeleteRequisitionLinesInput!) {
    deleteRequestRequisitionLines(storeId: $storeId, input: $input) {
      __typename
      ... on DeletedRequisitionRecordsNode {
        ids
      }
      ...InternalOrders_Error
    }
  }
`);

export const UseSuggestedMutation = graphql(`
  mutation InternalOrders_UseSuggested($storeId: String!, $requisitionId: String!) {
    useSuggestedQuantity(storeId: $storeId, requisitionId: $requisitionId) {
      __typename
      ... on RequisitionLinesNode {
        lines {
          id
        }
      }
      ...InternalOrders_Error
    }
  }
`);

/** The suppliers the store trades with; an internal order goes only to those that are stores. */
export const SupplierStoresQuery = graphql(`
  query InternalOrders_Suppliers($storeId: String!) {
    names(storeId: $storeId, filter: { tradingRole: SUPPLIER }, page: { first: 200 }) {
      nodes {
        id
        code
        name
        type
      }
    }
  }
`);
