// Lines from one of the store's master lists (DOCUMENTS.md 2.3): an empty line per item the
// receipt does not hold yet, to fill in as the goods are counted.
import { useDocumentMutation } from '../../../core/documents/useDocumentMutation';
import { gqlRequest } from '../../../core/graphql';
import { graphql } from '../../../gql';
import type { AddToInboundShipmentFromMasterListInput } from '../../../gql/graphql';

const AddFromMasterListMutation = graphql(`
  mutation InboundShipmentDetail_AddFromMasterList(
    $storeId: String!
    $input: AddToInboundShipmentFromMasterListInput!
  ) {
    addToInboundShipmentFromMasterList(storeId: $storeId, input: $input) {
      ... on InvoiceNode {
        id
      }
      ...Documents_MutationError
    }
  }
`);

export function useAddToInboundFromMasterList() {
  return useDocumentMutation(
    'addToInboundShipmentFromMasterList',
    async (storeId, input: AddToInboundShipmentFromMasterListInput) =>
      (await gqlRequest(AddFromMasterListMutation, { storeId, input }))
        .addToInboundShipmentFromMasterList,
  );
}
