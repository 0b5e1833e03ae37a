// The inbound shipment screens' GraphQL documents; codegen types them (npm run codegen -w web).
import { graphql } from '../../../gql';

export const InboundShipmentsQuery = graphql(`
  query InboundShipmentList_Invoices(
    $storeId: String!
    $filter: InvoiceFilterInput
    $page: PaginationInput
    $sort: [InvoiceSortInput!]
  ) {
    inboundShipments(storeId: $storeId, filter: $filter, page: $page, sort: $sort) {
      totalCount
      nodes {
        ...Documents_ListRow
        linkedInvoiceId
      }
    }
  }
`);

export const InboundLineFragment = graphql(`
  fragment InboundShipmentDetail_Line on InvoiceLineNode {
    id
    type
    itemId
    itemCode
    itemName
    item {
      id
      code
      name
      unitName
      defaultPackSize
      isVaccine
    }
    batch
    expiryDate
    packSize
    numberOfPacks
    costPricePerPack
    sellPricePerPack
    locationId
    location {
      id
      code
    }
    donorId
    vvmStatusId
    totalAfterTax
  }
`);

export const InboundShipmentQuery = graphql(`
  query InboundShipmentDetail_Invoice($storeId: String!, $id: String!) {
    inboundShipment(storeId: $storeId, id: $id) {
      ...Documents_Header
      otherPartyId
      colour
      enteredBy
      lines {
        ...InboundShipmentDetail_Line
      }
    }
  }
`);

export const LinkedOutboundShipmentQuery = graphql(`
  query InboundShipmentDetail_LinkedOutbound($storeId: String!, $id: String!) {
    outboundShipment(storeId: $storeId, id: $id) {
      id
      invoiceNumber
      status
    }
  }
`);

export const InsertInboundShipmentMutation = graphql(`
  mutation InboundShipmentList_Insert($storeId: String!, $input: InsertInboundShipmentInput!) {
    insertInboundShipment(storeId: $storeId, input: $input) {
      ... on InvoiceNode {
        id
      }
      ...Documents_MutationError
    }
  }
`);

export const UpdateInboundShipmentMutation = graphql(`
  mutation InboundShipmentDetail_Update($storeId: String!, $input: UpdateInboundShipmentInput!) {
    updateInboundShipment(storeId: $storeId, input: $input) {
      ... on InvoiceNode {
        id
        status
      }
      ...Documents_MutationError
    }
  }
`);

export const DeleteInboundShipmentMutation = graphql(`
  mutation InboundShipment_Delete($storeId: String!, $id: String!) {
    deleteInboundShipment(storeId: $storeId, id: $id) {
      ... on DeleteResponse {
        id
      }
      ...Documents_MutationError
    }
  }
`);

export const InsertInboundLineMutation = graphql(`
  mutation InboundShipmentLine_Insert($storeId: String!, $input: InsertInboundShipmentLineInput!) {
    insertInboundShipmentLine(storeId: $storeId, input: $input) {
      ... on InvoiceLineNode {
        id
      }
      ...Documents_MutationError
    }
  }
`);

export const UpdateInboundLineMutation = graphql(`
  mutation InboundShipmentLine_Update($storeId: String!, $input: UpdateInboundShipmentLineInput!) {
    updateInboundShipmentLine(storeId: $storeId, input: $input) {
      ... on InvoiceLineNode {
        id
      }
      ...Documents_MutationError
    }
  }
`);

export const DeleteInboundLineMutation = graphql(`
  mutation InboundShipmentLine_Delete($storeId: String!, $id: String!) {
    deleteInboundShipmentLine(storeId: $storeId, id: $id) {
      ... on DeleteResponse {
        id
      }
      ...Documents_MutationError
    }
  }
`);
