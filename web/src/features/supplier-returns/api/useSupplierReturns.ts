import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InvoiceStatus, ServerListInput } from '@dawa/domain';
import { gqlRequest } from '../../../core/graphql';
import { queryKeys } from '../../../core/graphql/queryKeys';
import { documentListVariables } from '../../../core/documents/useDocumentMutation';
import { useUpdateSupplierReturn } from '../../../core/documents/useReturns';
import { useStoreId } from '../../../core/session';
import type { InvoiceFilterInput, InvoiceSortInput } from '../../../gql/graphql';
import { SupplierReturnQuery, SupplierReturnsQuery } from './operations';

const TYPE = 'supplier-return';

/** A page of the store's supplier returns for the list state's filter, page and sort. */
export function useSupplierReturns(input: ServerListInput) {
  const storeId = useStoreId();
  const variables = documentListVariables<InvoiceFilterInput, InvoiceSortInput>(input);
  return useQuery({
    queryKey: queryKeys.documentList(storeId, TYPE, variables),
    queryFn: async () =>
      (await gqlRequest(SupplierReturnsQuery, { storeId, ...variables })).supplierReturns,
    placeholderData: keepPreviousData,
    enabled: storeId !== '',
  });
}

/** One supplier return with its lines; null when the store has none of this id. */
export function useSupplierReturn(id: string) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.document(storeId, TYPE, id),
    queryFn: async () =>
      (await gqlRequest(SupplierReturnQuery, { storeId, id })).supplierReturn ?? null,
    enabled: storeId !== '' && id !== '',
  });
}

export type SupplierReturnRow = NonNullable<
  ReturnType<typeof useSupplierReturns>['data']
>['nodes'][number];
export type SupplierReturn = NonNullable<ReturnType<typeof useSupplierReturn>['data']>;
export type SupplierReturnLine = SupplierReturn['lines'][number];

/** Moves a return to a status a user sets (picked, shipped); others are no move. */
export function useChangeSupplierReturnStatus(): (
  id: string,
  status: InvoiceStatus,
) => Promise<void> {
  const update = useUpdateSupplierReturn();
  return async (id, status) => {
    if (status === 'PICKED' || status === 'SHIPPED') await update.mutateAsync({ id, status });
  };
}
