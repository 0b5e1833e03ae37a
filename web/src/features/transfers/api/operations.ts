// The transfers screen's GraphQL documents; codegen types them (npm run codegen -w web).
import { graphql } from '../../../gql';

export const TransferFailuresQuery = graphql(`
  query Transfers_TransferFailures($storeId: String!) {
    transferFailures(storeId: $storeId) {
      invoiceId
      storeId
      error
      attempts
      firstFailedDatetime
      lastFailedDatetime
    }
  }
`);

export const RunTransfersMutation = graphql(`
  mutation Transfers_RunTransfers($storeId: String!) {
    runTransfers(storeId: $storeId) {
      documents
      transferred
      failed
    }
  }
`);
