// The internal orders' queries and mutations: the list, one order with its lines, the store's
// programs (order types and their periods), the variance reasons, and every change an order
// takes in DRAFT. A refusal is thrown translated-ready (UserFacingError) by the kit's rule.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ServerListInput } from '@dawa/domain';
import { gqlRequest } from '../../../core/graphql';
import { queryKeys } from '../../../core/graphql/queryKeys';
import {
  documentListVariables,
  replaceCachedLine,
  useDocumentMutation,
} from '../../../core/documents/useDocumentMutation';
import { useStoreId } from '../../../core/session';
import type {
  InsertProgramRequestRequisitionInput,
  InsertRequestRequisitionInput,
  RequisitionFilterInput,
  RequisitionSortInput,
  UpdateRequestRequisitionInput,
  UpdateRequestRequisitionLineInput,
} from '../../../gql/graphql';
import {
  AddFromMasterListMutation,
  DeleteInternalOrderLinesMutation,
  DeleteInternalOrderMutation,
  InsertInternalOrderLinesMutation,
  InsertInternalOrderMutation,
  InsertProgramInternalOrderMutation,
  InternalOrderOptionsQuery,
  InternalOrderQuery,
  InternalOrdersQuery,
  SendInternalOrderMutation,
  StoreProgramsQuery,
  SupplierStoresQuery,
  UpdateInternalOrderLinesMutation,
  UpdateInternalOrderMutation,
  UseSuggestedMutation,
} from './operations';

const TYPE = 'internal-order';

/** A page of the store's internal orders for the list state's filter, page and sort. */
export function useInternalOrders(input: ServerListInput) {
  const storeId = useStoreId();
  const variables = documentListVariables<RequisitionFilterInput, RequisitionSortInput>(input);
  const filter: RequisitionFilterInput = { ...variables.filter, type: { equalTo: 'REQUEST' } };
  return useQuery({
    queryKey: queryKeys.documentList(storeId, TYPE, variables),
    queryFn: async () =>
      (await gqlRequest(InternalOrdersQuery, { storeId, ...variables, filter })).requisitions,
    placeholderData: keepPreviousData,
    enabled: storeId !== '',
  });
}

export type InternalOrderRow = NonNullable<
  ReturnType<typeof useInternalOrders>['data']
>['nodes'][number];

/** One internal order with its lines; null when the store has no internal order of this id. */
export function useInternalOrder(id: string) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.document(storeId, TYPE, id),
    queryFn: async () => {
      const order = (await gqlRequest(InternalOrderQuery, { storeId, id })).requisition ?? null;
      // A customer requisition of the same store is not an internal order.
      return order?.type === 'REQUEST' ? order : null;
    },
    enabled: storeId !== '' && id !== '',
  });
}

export type InternalOrder = NonNullable<ReturnType<typeof useInternalOrder>['data']>;
export type InternalOrderLine = InternalOrder['lines'][number];

/** The store's programs with each order type's window of periods. */
export function useStorePrograms(enabled = true) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.storePrograms(storeId),
    queryFn: async () => (await gqlRequest(StoreProgramsQuery, { storeId })).programs ?? [],
    enabled: storeId !== '' && enabled,
  });
}

export type StoreProgram = NonNullable<ReturnType<typeof useStorePrograms>['data']>[number];
export type StoreOrderType = StoreProgram['orderTypes'][number];

/** The visible suppliers that are stores (DOCUMENTS.md 5.1: an internal order goes to a store;
 * the server refuses any other). */
export function useSupplierStores() {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.names(storeId, 'supplier-store'),
    queryFn: async () =>
      ((await gqlRequest(SupplierStoresQuery, { storeId })).names?.nodes ?? []).filter(
        (name) => name.type === 'STORE',
      ),
    enabled: storeId !== '',
    staleTime: 5 * 60_000,
  });
}

/** Whether a reason is asked where requested differs from suggested (the store's preference
 * and an active variance reason, decision 0032), and the active reasons to choose from. */
export function useVarianceReasons() {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.reasons(storeId, 'internal-order'),
    queryFn: async () => {
      const answer = await gqlRequest(InternalOrderOptionsQuery, { storeId });
      const reasons = (answer.reasonOptions ?? []).filter((reason) => reason.isActive);
      const asked = answer.store?.preferences.extraFieldsInRequisition ?? false;
      return { required: asked && reasons.length > 0, reasons };
    },
    enabled: storeId !== '',
  });
}

export function useInsertInternalOrder() {
  return useDocumentMutation(
    'insertRequestRequisition',
    async (storeId, input: InsertRequestRequisitionInput) =>
      (await gqlRequest(InsertInternalOrderMutation, { storeId, input })).insertRequestRequisition,
  );
}

export function useInsertProgramInternalOrder() {
  return useDocumentMutation(
    'insertProgramRequestRequisition',
    async (storeId, input: InsertProgramRequestRequisitionInput) =>
      (await gqlRequest(InsertProgramInternalOrderMutation, { storeId, input }))
        .insertProgramRequestRequisition,
  );
}

export function useUpdateInternalOrder() {
  return useDocumentMutation(
    'updateRequestRequisition',
    async (storeId, input: UpdateRequestRequisitionInput) =>
      (await gqlRequest(UpdateInternalOrderMutation, { storeId, input })).updateRequestRequisition,
  );
}

export function useDeleteInternalOrder() {
  return useDocumentMutation(
    'deleteRequestRequisition',
    async (storeId, id: string) =>
      (await gqlRequest(DeleteInternalOrderMutation, { storeId, id })).deleteRequestRequisition,
  );
}

export function useSendInternalOrder() {
  return useDocumentMutation(
    'sendRequestRequisition',
    async (storeId, id: string) =>
      (await gqlRequest(SendInternalOrderMutation, { storeId, id })).sendRequestRequisition,
  );
}

export function useInsertInternalOrderLines(requisitionId: string) {
  return useDocumentMutation(
    'insertRequestRequisitionLines',
    async (storeId, lines: { id: string; itemId: string }[]) =>
      (
        await gqlRequest(InsertInternalOrderLinesMutation, {
          storeId,
          input: { requisitionId, lines },
        })
      ).insertRequestRequisitionLines,
  );
}

export function useAddFromMasterList(requisitionId: string) {
  return useDocumentMutation(
    'addFromMasterListToRequestRequisition',
    async (storeId, masterListId: string) =>
      (
        await gqlRequest(AddFromMasterListMutation, {
          storeId,
          input: { requisitionId, masterListId },
        })
      ).addFromMasterListToRequestRequisition,
  );
}

export function useUpdateInternalOrderLines(requisitionId: string) {
  return useDocumentMutation(
    'updateRequestRequisitionLines',
    async (storeId, lines: UpdateRequestRequisitionLineInput[]) =>
      (
        await gqlRequest(UpdateInternalOrderLinesMutation, {
          storeId,
          input: { requisitionId, lines },
        })
      ).updateRequestRequisitionLines,
    // The line shows as the server answered at once, before the order is read again.
    (queryClient, storeId, answer) => {
      if (answer.__typename !== 'RequisitionLinesNode') return;
      for (const line of answer.lines) replaceCachedLine(queryClient, storeId, TYPE, line);
    },
  );
}

export function useDeleteInternalOrderLines(requisitionId: string) {
  return useDocumentMutation(
    'deleteRequestRequisitionLines',
    async (storeId, lineIds: string[]) =>
      (
        await gqlRequest(DeleteInternalOrderLinesMutation, {
          storeId,
          input: { requisitionId, lineIds },
        })
      ).deleteRequestRequisitionLines,
  );
}

export function useUseSuggested(requisitionId: string) {
  return useDocumentMutation(
    'useSuggestedQuantity',
    async (storeId, _none: void) =>
      (await gqlRequest(UseSuggestedMutation, { storeId, requisitionId })).useSuggestedQuantity,
  );
}
