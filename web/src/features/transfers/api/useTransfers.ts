import { useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../../core/graphql';
import { queryKeys, useDeclaredMutation } from '../../../core/graphql/queryKeys';
import { useStoreId } from '../../../core/session';
import { RunTransfersMutation, TransferFailuresQuery } from './operations';

/** The transfers of this store that failed and wait for their next attempt. */
export function useTransferFailures() {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.transferFailures(storeId),
    queryFn: async () => (await gqlRequest(TransferFailuresQuery, { storeId })).transferFailures,
    enabled: storeId !== '',
  });
}

/** Runs the transfer processor now, failed transfers included; answers what it did. */
export function useRunTransfers() {
  const storeId = useStoreId();
  return useDeclaredMutation(
    'runTransfers',
    async () => (await gqlRequest(RunTransfersMutation, { storeId })).runTransfers,
  );
}
