// The GraphQL documents the return screens share (supplier returns, customer returns, and the
// "return" actions of the shipment pages); codegen types them (npm run codegen -w web).
import { graphql } from '../../gql';

export const ReturnReasonsQuery = graphql(`
  query Returns_Reasons($storeId: String!) {
    reasonOptions(storeId: $storeId, type: RETURN_REASON) {
      id
      reason
      isActive
    }
  }
`);

export const SupplierReturnCandidatesQuery = graphql(`
  query Returns_SupplierCandidates(
    $storeId: String!
    $itemId: String
    $returnId: String
    $stockLineIds: [String!]
  ) {
    supplierReturnLineCandidates(
      storeId: $storeId
      itemId: $itemId
      returnId: $returnId
      stockLineIds: $stockLineIds
    ) {
      stockLineId
      itemId
      batch
      expiryDate
      packSize
      availableNumberOfPacks
      totalNumberOfPacks
      onHold
      numberOfPacksToReturn
      reasonId
      note
      lineId
      stockLine {
        id
        item {
          id
          code
          name
        }
      }
    }
  }
`);

export const CustomerReturnCandidatesQuery = graphql(`
  query Returns_CustomerCandidates(
    $storeId: String!
    $outboundShipmentId: String!
    $returnId: String
  ) {
    customerReturnLineCandidates(
      storeId: $storeId
      outboundShipmentId: $outboundShipmentId
      returnId: $returnId
    ) {
      outboundShipmentLineId
      itemId
      itemCode
      itemName
      batch
      expiryDate
      packSize
      numberOfPacksIssued
      numberOfPacksReturned
      returnablePacks
      numberOfPacksToReturn
      reasonId
      note
      lineId
    }
  }
`);

export const ReturnLineFragment = graphql(`
  fragment Returns_Line on InvoiceLineNode {
    id
    type
    itemId
    itemCode
    itemName
    batch
    expiryDate
    packSize
    numberOfPacks
    stockLineId
    originalLineId
    reasonOptionId
    reasonOption {
      id
      reason
    }
    note
    totalAfterTax
  }
`);

export const ReturnDocumentFragment = graphql(`
  fragment Returns_Document on InvoiceNode {
    ...Documents_Header
    otherPartyId
    colour
    enteredBy
    originalShipmentId
    originalShipment {
      id
      type
      invoiceNumber
      status
    }
    lines {
      ...Returns_Line
    }
  }
`);

export const LinkedReturnQuery = graphql(`
  query Returns_Linked($storeId: String!, $id: String!, $customer: Boolean!) {
    customerReturn(storeId: $storeId, id: $id) @include(if: $customer) {
      id
      invoiceNumber
      status
    }
    supplierReturn(storeId: $storeId, id: $id) @skip(if: $customer) {
      id
      invoiceNumber
      status
    }
  }
`);

export const ShipmentReturnsQuery = graphql(`
  query Returns_OfShipment($storeId: String!, $inbound: Boolean!, $id: String!) {
    inboundShipment(storeId: $storeId, id: $id) @include(if: $inbound) {
      id
      returns {
        id
        type
        invoiceNumber
        status
      }
      lines {
        id
        stockLineId
      }
    }
    outboundShipment(storeId: $storeId, id: $id) @skip(if: $inbound) {
      id
      returns {
        id
        type
        invoiceNumber
        status
      }
    }
  }
`);

export const InsertSupplierReturnMutation = graphql(`
  mutation Returns_InsertSupplierReturn($storeId: String!, $input: InsertSupplierReturnInput!) {
    insertSupplierReturn(storeId: $storeId, input: $input) {
      ... on InvoiceNode {
        id
        status
      }
      ...Returns_MutationError
    }
  }
`);

export const UpdateSupplierReturnMutation = graphql(`
  mutation Returns_UpdateSupplierReturn($storeId: String!, $input: UpdateSupplierReturnInput!) {
    updateSupplierReturn(storeId: $storeId, input: $input) {
      ... on InvoiceNode {
        id
        status
      }
      ...Returns_MutationError
    }
  }
`);

export const UpdateSupplierReturnLinesMutation = graphql(`
  mutation Returns_UpdateSupplierReturnLines(
    $storeId: String!
    $input: UpdateSupplierReturnLinesInput!
  ) {
    updateSupplierReturnLines(storeId: $storeId, input: $input) {
      ... on InvoiceNode {
        id
      }
      ...Returns_MutationError
    }
  }
`);

export const DeleteSupplierReturnMutation = graphql(`
  mutation Returns_DeleteSupplierReturn($storeId: String!, $id: String!) {
    deleteSupplierReturn(storeId: $storeId, id: $id) {
      ... on DeleteResponse {
        id
      }
      ...Documents_MutationError
    }
  }
`);

export const InsertCustomerReturnMutation = graphql(`
  mutation Returns_InsertCustomerReturn($storeId: String!, $input: InsertCustomerReturnInput!) {
    insertCustomerReturn(storeId: $storeId, input: $input) {
      ... on InvoiceNode {
        id
        status
      }
      ...Returns_MutationError
    }
  }
`);

export const UpdateCustomerReturnMutation = graphql(`
  mutation Returns_UpdateCustomerReturn($storeId: String!, $input: UpdateCustomerReturnInput!) {
    updateCustomerReturn(storeId: $storeId, input: $input) {
      ... on InvoiceNode {
        id
        status
      }
      ...Returns_MutationError
    }
  }
`);

export const UpdateCustomerReturnLinesMutation = graphql(`
  mutation Returns_UpdateCustomerReturnLines(
    $storeId: String!
    $input: UpdateCustomerReturnLinesInput!
  ) {
    updateCustomerReturnLines(storeId: $storeId, input: $input) {
      ... on InvoiceNode {
        id
      }
      ...Returns_MutationError
    }
  }
`);

export const DeleteCustomerReturnMutation = graphql(`
  mutation Returns_DeleteCustomerReturn($storeId: String!, $id: String!) {
    deleteCustomerReturn(storeId: $storeId, id: $id) {
      ... on DeleteResponse {
        id
      }
      ...Documents_MutationError
    }
  }
`);

// A refused quantity says how much can still come back: the field rides along with the message.
export const ReturnMutationErrorFragment = graphql(`
  fragment Returns_MutationError on InvoiceMutationError {
    error {
      __typename
      description
      ... on ReturnExceedsIssuedQuantity {
        returnablePacks
      }
    }
  }
`);
