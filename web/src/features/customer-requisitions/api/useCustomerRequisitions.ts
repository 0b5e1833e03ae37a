import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ServerListInput } from '@dawa/domain';
import { gqlRequest } from '../../../core/graphql';
import { queryKeys } from '../../../core/graphql/queryKeys';
import {
  documentListVariables,
  useDocumentMutation as useRequisitionMutation,
} from '../../../core/documents/useDocumentMutation';
import { useStoreId } from '../../../core/session';
import type {
  InsertResponseRequisitionInput,
  InsertResponseRequisitionLineInput,
  RequisitionFilterInput,
  RequisitionLineApprovalInput,
  RequisitionSortInput,
  UpdateResponseRequisitionInput,
  UpdateResponseRequisitionLineInput,
} from '../../../gql/graphql';
import {
  ApprovalMutation,
  CreateShipmentMutation,
  CustomerRequisitionQuery,
  CustomerRequisitionsQuery,
  DeleteCustomerRequisitionLinesMutation,
  DeleteCustomerRequisitionMutation,
  FinaliseCustomerRequisitionMutation,
  InsertCustomerRequisitionLinesMutation,
  InsertCustomerRequisitionMutation,
  SupplyRequestedMutation,
  UpdateCustomerRequisitionLinesMutation,
  UpdateCustomerRequisitionMutation,
} from './operations';

const TYPE = 'customer-requisition';

/** A page of the store's customer requisitions (RESPONSE) for the list state's input. */
export function useCustomerRequisitions(input: ServerListInput) {
  const storeId = useStoreId();
  const variables = documentListVariables<RequisitionFilterInput, RequisitionSortInput>(input);
  const filter: RequisitionFilterInput = { ...variables.filter, type: { equalTo: 'RESPONSE' } };
  return useQuery({
    queryKey: queryKeys.documentList(storeId, TYPE, variables),
    queryFn: async () =>
      (await gqlRequest(CustomerRequisitionsQuery, { storeId, ...variables, filter })).requisitions,
    placeholderData: keepPreviousData,
    enabled: storeId !== '',
  });
}

export type CustomerRequisitionRow = NonNullable<
  ReturnType<typeof useCustomerRequisitions>['data']
>['nodes'][number];

/** One customer requisition with its lines and their figures; null when there is none (or the
 * id is an internal order's). */
export function useCustomerRequisition(id: string) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.document(storeId, TYPE, id),
    queryFn: async () => {
      const found = (await gqlRequest(CustomerRequisitionQuery, { storeId, id })).requisition;
      return found?.type === 'RESPONSE' ? found : null;
    },
    enabled: storeId !== '' && id !== '',
  });
}

export type CustomerRequisition = NonNullable<ReturnType<typeof useCustomerRequisition>['data']>;
export type CustomerRequisitionLine = CustomerRequisition['lines'][number];

export function useInsertCustomerRequisition() {
  return useRequisitionMutation(
    'insertResponseRequisition',
    async (storeId, input: InsertResponseRequisitionInput) =>
      (await gqlRequest(InsertCustomerRequisitionMutation, { storeId, input }))
        .insertResponseRequisition,
  );
}

export function useUpdateCustomerRequisition() {
  return useRequisitionMutation(
    'updateResponseRequisition',
    async (storeId, input: UpdateResponseRequisitionInput) =>
      (await gqlRequest(UpdateCustomerRequisitionMutation, { storeId, input }))
        .updateResponseRequisition,
  );
}

export function useFinaliseCustomerRequisition() {
  return useRequisitionMutation(
    'finaliseResponseRequisition',
    async (storeId, id: string) =>
      (await gqlRequest(FinaliseCustomerRequisitionMutation, { storeId, id }))
        .finaliseResponseRequisition,
  );
}

export function useDeleteCustomerRequisition() {
  return useRequisitionMutation(
    'deleteResponseRequisition',
    async (storeId, id: string) =>
      (await gqlRequest(DeleteCustomerRequisitionMutation, { storeId, id }))
        .deleteResponseRequisition,
  );
}

export function useInsertCustomerRequisitionLines(requisitionId: string) {
  return useRequisitionMutation(
    'insertResponseRequisitionLines',
    async (storeId, lines: InsertResponseRequisitionLineInput[]) =>
      (
        await gqlRequest(InsertCustomerRequisitionLinesMutation, {
          storeId,
          input: { requisitionId, lines },
        })
      ).insertResponseRequisitionLines,
  );
}

export function useUpdateCustomerRequisitionLines(requisitionId: string) {
  return useRequisitionMutation(
    'updateResponseRequisitionLines',
    async (storeId, lines: UpdateResponseRequisitionLineInput[]) =>
      (
        await gqlRequest(UpdateCustomerRequisitionLinesMutation, {
          storeId,
          input: { requisitionId, lines },
        })
      ).updateResponseRequisitionLines,
  );
}

export function useDeleteCustomerRequisitionLines(requisitionId: string) {
  return useRequisitionMutation(
    'deleteResponseRequisitionLines',
    async (storeId, lineIds: string[]) =>
      (
        await gqlRequest(DeleteCustomerRequisitionLinesMutation, {
          storeId,
          input: { requisitionId, lineIds },
        })
      ).deleteResponseRequisitionLines,
  );
}

export function useSupplyRequested(requisitionId: string) {
  return useRequisitionMutation(
    'supplyRequestedQuantity',
    async (storeId, _input: void) =>
      (await gqlRequest(SupplyRequestedMutation, { storeId, requisitionId }))
        .supplyRequestedQuantity,
  );
}

export function useSetApproval(requisitionId: string) {
  return useRequisitionMutation(
    'setResponseRequisitionApproval',
    async (
      storeId,
      input: { action: 'APPROVE' | 'DENY'; lines?: RequisitionLineApprovalInput[] },
    ) =>
      (
        await gqlRequest(ApprovalMutation, {
          storeId,
          input: { id: requisitionId, ...input },
        })
      ).setResponseRequisitionApproval,
  );
}

/** An outbound shipment for what remains; `id` is the new shipment's, made once per draft. */
export function useCreateRequisitionShipment(requisitionId: string) {
  return useRequisitionMutation(
    'createRequisitionShipment',
    async (storeId, id: string) =>
      (
        await gqlRequest(CreateShipmentMutation, {
          storeId,
          input: { id, responseRequisitionId: requisitionId },
        })
      ).createRequisitionShipment,
  );
}
