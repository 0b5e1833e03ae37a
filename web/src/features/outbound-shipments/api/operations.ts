// The outbound shipment screens' GraphQL documents; codegen types them (npm run codegen -w web).
import { graphql } from '../../../gql';

export const OutboundShipmentsQuery = graphql(`
  query OutboundShipmentList_Invoices(
    $storeId: String!
    $filter: InvoiceFilterInput
    $page: PaginationInput
    $sort: [InvoiceSortInput!]
  ) {
    outboundShipments(storeId: $storeId, filter: $filter, page: $page, sort: $sort) {
      totalCount
      nodes {
        ...Documents_ListRow
      }
    }
  }
`);

export const OutboundLineFragment = graphql(`
  fragment OutboundShipmentDetail_Line on InvoiceLineNode {
    id
    type
    itemId
    itemCode
    itemName
    item {
      id
      unitName
      defaultPackSize
    }
    batch
    expiryDate
    location {
      id
      code
    }
    stockLineId
    stockLine {
      id
      availableNumberOfPacks
      totalNumberOfPacks
    }
    packSize
    numberOfPacks
    sellPricePerPack
    totalAfterTax
  }
`);

export const OutboundShipmentQuery = graphql(`
  query OutboundShipmentDetail_Invoice($storeId: String!, $id: String!) {
    outboundShipment(storeId: $storeId, id: $id) {
      ...Documents_Header
      otherPartyId
      colour
      enteredBy
      taxPercentage
      lines {
        ...OutboundShipmentDetail_Line
      }
    }
  }
`);

export const LinkedInboundShipmentQuery = graphql(`
  query OutboundShipmentDetail_LinkedInbound($storeId: String!, $id: String!) {
    inboundShipment(storeId: $storeId, id: $id) {
      id
      invoiceNumber
      status
    }
  }
`);

export const InsertOutboundShipmentMutation = graphql(`
  mutation OutboundShipmentList_Insert($storeId: String!, $input: InsertOutboundShipmentInput!) {
    insertOutboundShipment(storeId: $storeId, input: $input) {
      ... on InvoiceNode {
        id
      }
      ...Documents_MutationError
    }
  }
`);

export const UpdateOutboundShipmentMutation = graphql(`
  mutation OutboundShipmentDetail_Update($storeId: String!, $input: UpdateOutboundShipmentInput!) {
    updateOutboundShipment(storeId: $storeId, input: $input) {
      ... on InvoiceNode {
        id
        status
      }
      ...Documents_MutationError
    }
  }
`);

export const DeleteOutboundShipmentMutation = graphql(`
  mutation OutboundShipment_Delete($storeId: String!, $id: String!) {
    deleteOutboundShipment(storeId: $storeId, id: $id) {
      ... on DeleteResponse {
        id
      }
      ...Documents_MutationError
    }
  }
`);

export const IssueItemMutation = graphql(`
  mutation OutboundShipmentItemLines_Issue(
    $storeId: String!
    $input: IssueOutboundShipmentItemInput!
  ) {
    issueOutboundShipmentItem(storeId: $storeId, input: $input) {
      ... on IssuedItemNode {
        requestedUnits
        allocatedUnits
        placeholderUnits
        lines {
          ...OutboundShipmentDetail_Line
        }
        notes {
          kind
          reason
          stockLineIds
          allocatedUnits
          requestedUnits
          placeholderUnits
          availableUnits
          wholePackUnits
        }
      }
      ...Documents_MutationError
    }
  }
`);

export const UpdateLineMutation = graphql(`
  mutation OutboundShipmentDetail_UpdateLine(
    $storeId: String!
    $input: UpdateOutboundShipmentLineInput!
  ) {
    updateOutboundShipmentLine(storeId: $storeId, input: $input) {
      ... on InvoiceLineNode {
        ...OutboundShipmentDetail_Line
      }
      ...Documents_MutationError
    }
  }
`);

export const DeleteLineMutation = graphql(`
  mutation OutboundShipmentDetail_DeleteLine($storeId: String!, $id: String!) {
    deleteOutboundShipmentLine(storeId: $storeId, id: $id) {
      ... on DeleteResponse {
        id
      }
      ...Documents_MutationError
    }
  }
`);

export const ItemBatchesQuery = graphql(`
  query OutboundShipmentItemLines_Batches($storeId: String!, $itemId: String!) {
    stockLines(storeId: $storeId, filter: { itemId: { equalTo: $itemId } }, page: { first: 500 }) {
      nodes {
        id
        batch
        expiryDate
        packSize
        availableNumberOfPacks
      }
    }
  }
`);
