// Lines from one of the customer's master lists (DOCUMENTS.md 1.2 way 4): a placeholder of no
// quantity per item the shipment does not hold yet.
import { useDocumentMutation } from '../../../core/documents/useDocumentMutation';
import { gqlRequest } from '../../../core/graphql';
import { graphql } from '../../../gql';
import type { AddToOutboundShipmentFromMasterListInput } from '../../../gql/graphql';

const AddFromMasterListMutation = graphql(`
  mutation OutboundShipmentDetail_AddFromMasterList(
    $storeId: String!
    $input: AddToOutboundShipmentFromMasterListInput!
  ) {
    addToOutboundShipmentFromMasterList(storeId: $storeId, input: $input) {
      ... on InvoiceNode {
        id
      }
      ...Documents_MutationError
    }
  }
`);

export function useAddToOutboundFromMasterList() {
  return useDocumentMutation(
    'addToOutboundShipmentFromMasterList',
    async (storeId, input: AddToOutboundShipmentFromMasterListInput) =>
      (await gqlRequest(AddFromMasterListMutation, { storeId, input }))
        .addToOutboundShipmentFromMasterList,
  );
}
