import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InvoiceStatus, ServerListInput } from '@dawa/domain';
import { gqlRequest } from '../../../core/graphql';
import { queryKeys } from '../../../core/graphql/queryKeys';
import { documentListVariables } from '../../../core/documents/useDocumentMutation';
import { useUpdateCustomerReturn } from '../../../core/documents/useReturns';
import { useStoreId } from '../../../core/session';
import type { InvoiceFilterInput, InvoiceSortInput } from '../../../gql/graphql';
import { CustomerReturnQuery, CustomerReturnsQuery } from './operations';

const TYPE = 'customer-return';

/** A page of the store's customer returns for the list state's filter, page and sort. */
export function useCustomerReturns(input: ServerListInput) {
  const storeId = useStoreId();
  const variables = documentListVariables<InvoiceFilterInput, InvoiceSortInput>(input);
  return useQuery({
    queryKey: queryKeys.documentList(storeId, TYPE, variables),
    queryFn: async () =>
      (await gqlRequest(CustomerReturnsQuery, { storeId, ...variables })).customerReturns,
    placeholderData: keepPreviousData,
    enabled: storeId !== '',
  });
}

/** One customer return with its lines; null when the store has none of this id. */
export function useCustomerReturn(id: string) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.document(storeId, TYPE, id),
    queryFn: async () =>
      (await gqlRequest(CustomerReturnQuery, { storeId, id })).customerReturn ?? null,
    enabled: storeId !== '' && id !== '',
  });
}

export type CustomerReturnRow = NonNullable<
  ReturnType<typeof useCustomerReturns>['data']
>['nodes'][number];
export type CustomerReturn = NonNullable<ReturnType<typeof useCustomerReturn>['data']>;
export type CustomerReturnLine = CustomerReturn['lines'][number];

/** Moves a return to a status a user sets (received: the stock comes back; verified). */
export function useChangeCustomerReturnStatus(): (
  id: string,
  status: InvoiceStatus,
) => Promise<void> {
  const update = useUpdateCustomerReturn();
  return async (id, status) => {
    if (status === 'RECEIVED' || status === 'VERIFIED') await update.mutateAsync({ id, status });
  };
}
