import { graphql } from '../../gql';

/** What a scanned barcode names: the item, the batch and the store's stock lines of it. */
export const BarcodeScanQuery = graphql(`
  query BarcodeScanner_Scan($storeId: String!, $scan: String!) {
    barcodeScan(storeId: $storeId, scan: $scan) {
      __typename
      ... on BarcodeScanNode {
        itemId
        batch
        stockLineIds
      }
      ... on BarcodeScanError {
        error {
          __typename
          description
        }
      }
    }
  }
`);
