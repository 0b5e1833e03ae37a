import { useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../../core/graphql';
import { queryKeys } from '../../../core/graphql/queryKeys';
import { useStoreId } from '../../../core/session';
import { BatchExpiryQuery, ItemStatusCountsQuery } from './operations';

export function useBatchExpiry(enabled: boolean) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.dashboardBatchExpiry(storeId),
    queryFn: async () => (await gqlRequest(BatchExpiryQuery, { storeId })).batchExpirySummary,
    enabled: enabled && storeId !== '',
  });
}

export function useItemStatusCounts() {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.dashboardItemStatus(storeId),
    queryFn: async () =>
      (await gqlRequest(ItemStatusCountsQuery, { storeId })).itemStockStatusCounts,
    enabled: storeId !== '',
  });
}
