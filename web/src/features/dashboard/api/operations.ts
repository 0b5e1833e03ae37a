// The dashboard's figures; codegen types them (npm run codegen -w web).
import { graphql } from '../../../gql';

export const BatchExpiryQuery = graphql(`
  query Dashboard_BatchExpiry($storeId: String!) {
    batchExpirySummary(storeId: $storeId) {
      expiredBatches
      expiringBatches
      today
      expiringUntil
      expiringWithinDays
    }
  }
`);

export const ItemStatusCountsQuery = graphql(`
  query Dashboard_ItemStatusCounts($storeId: String!) {
    itemStockStatusCounts(storeId: $storeId) {
      outOfStock
      understocked
      overstocked
    }
  }
`);
