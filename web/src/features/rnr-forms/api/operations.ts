// The R&R forms' GraphQL documents (issue 13 part 4, decision 0033); codegen types them
// (npm run codegen -w web).
import { graphql } from '../../../gql';

export const RnrFormRowFragment = graphql(`
  fragment RnrForms_Row on RnrFormNode {
    id
    programId
    programName
    periodId
    period {
      id
      name
      startDate
      endDate
    }
    periodDays
    supplierId
    supplierName
    theirReference
    comment
    status
    createdDatetime
    finalisedDatetime
    linkedRequisitionId
  }
`);

export const RnrFormsQuery = graphql(`
  query RnrFormList_Forms(
    $storeId: String!
    $filter: RnrFormFilterInput
    $page: PaginationInput
    $sort: [RnrFormSortInput!]
  ) {
    rnrForms(storeId: $storeId, filter: $filter, page: $page, sort: $sort) {
      totalCount
      nodes {
        ...RnrForms_Row
      }
    }
  }
`);

export const RnrFormLineFragment = graphql(`
  fragment RnrFormDetail_Line on RnrFormLineNode {
    id
    itemId
    itemName
    item {
      id
      code
      unitName
    }
    initialBalance
    quantityReceived
    quantityConsumed
    adjustments
    losses
    stockOutDuration
    adjustedQuantityConsumed
    averageMonthlyConsumption
    previousMonthlyConsumptionValues
    minimumQuantity
    maximumQuantity
    finalBalance
    calculatedRequestedQuantity
    enteredRequestedQuantity
    lowStock
    expiryDate
    comment
    confirmed
  }
`);

export const RnrFormQuery = graphql(`
  query RnrFormDetail_Form($storeId: String!, $id: String!) {
    rnrForm(storeId: $storeId, id: $id) {
      ...RnrForms_Row
      lines {
        ...RnrFormDetail_Line
      }
    }
    store(storeId: $storeId) {
      id
      preferences {
        monthsUnderstock
        monthsOverstock
      }
    }
  }
`);

/** The closed periods of a program the store may report on, with its form of each. */
export const RnrFormPeriodsQuery = graphql(`
  query RnrForms_Periods($storeId: String!, $programId: String!) {
    rnrFormPeriods(storeId: $storeId, programId: $programId) {
      id
      name
      startDate
      endDate
      periodScheduleId
      rnrFormId
    }
  }
`);

export const InsertRnrFormMutation = graphql(`
  mutation RnrForms_Insert($storeId: String!, $input: InsertRnrFormInput!) {
    insertRnrForm(storeId: $storeId, input: $input) {
      __typename
      ... on RnrFormNode {
        id
      }
      ... on RnrFormMutationError {
        error {
          __typename
          description
        }
      }
    }
  }
`);

export const UpdateRnrFormMutation = graphql(`
  mutation RnrForms_Update($storeId: String!, $input: UpdateRnrFormInput!) {
    updateRnrForm(storeId: $storeId, input: $input) {
      __typename
      ... on RnrFormNode {
        id
        lines {
          ...RnrFormDetail_Line
        }
      }
      ... on RnrFormMutationError {
        error {
          __typename
          description
          ... on ValuesDoNotBalance {
            lineIds
          }
          ... on InitialBalanceNegative {
            lineIds
          }
          ... on FinalBalanceNegative {
            lineIds
          }
          ... on StockOutDaysOutOfPeriod {
            lineIds
          }
          ... on RequestedQuantityNegative {
            lineIds
          }
        }
      }
    }
  }
`);

export const FinaliseRnrFormMutation = graphql(`
  mutation RnrForms_Finalise($storeId: String!, $id: String!) {
    finaliseRnrForm(storeId: $storeId, id: $id) {
      __typename
      ... on RnrFormNode {
        id
        linkedRequisitionId
      }
      ... on RnrFormMutationError {
        error {
          __typename
          description
          ... on ValuesDoNotBalance {
            lineIds
          }
          ... on InitialBalanceNegative {
            lineIds
          }
          ... on FinalBalanceNegative {
            lineIds
          }
          ... on StockOutDaysOutOfPeriod {
            lineIds
          }
          ... on RequestedQuantityNegative {
            lineIds
          }
          ... on ContainsNegativeLines {
            lineIds
          }
        }
      }
    }
  }
`);

export const DeleteRnrFormMutation = graphql(`
  mutation RnrForms_Delete($storeId: String!, $id: String!) {
    deleteRnrForm(storeId: $storeId, id: $id) {
      __typename
      ... on DeletedRnrFormNode {
        id
      }
      ... on RnrFormMutationError {
        error {
          __typename
          description
        }
      }
    }
  }
`);

/** The store's programs, for the list's filter and a new form's program. */
export const RnrProgramsQuery = graphql(`
  query RnrForms_Programs($storeId: String!) {
    programs(storeId: $storeId) {
      id
      name
    }
  }
`);

/** The suppliers the store trades with; a form goes only to those that are stores. */
export const RnrSuppliersQuery = graphql(`
  query RnrForms_Suppliers($storeId: String!) {
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
