import { useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../../core/graphql';
import { useStoreId } from '../../../core/session';
import { BatchExpiryQuery, ItemStatusCountsQuery } from './operations';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  batchExpiry: (storeId: string) => ['dashboard', 'batch-expiry', storeId] as const,
  itemStatus: (storeId: string) => ['dashboard', 'item-status', storeId] as const,
};

export function useBatchExpiry(enabled: boolean) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: dashboardKeys.batchExpiry(storeId),
    queryFn: async () => (await gqlRequest(BatchExpiryQuery, { storeId })).batchExpirySummary,
    enabled: enabled && storeId !== '',
  });
}

export function useItemStatusCounts() {
  const storeId = useStoreId();
  return useQuery({
    queryKey: dashboardKeys.itemStatus(storeId),
    queryFn: async () =>
      (await gqlRequest(ItemStatusCountsQuery, { storeId })).itemStockStatusCounts,
    enabled: storeId !== '',
  });
}
