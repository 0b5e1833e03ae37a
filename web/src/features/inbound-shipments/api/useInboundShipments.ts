import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ServerListInput } from '@dawa/domain';
import { gqlRequest } from '../../../core/graphql';
import { queryKeys } from '../../../core/graphql/queryKeys';
import {
  documentListVariables,
  useDocumentMutation,
} from '../../../core/documents/useDocumentMutation';
import { useStoreId } from '../../../core/session';
import type {
  InsertInboundShipmentInput,
  InsertInboundShipmentLineInput,
  InvoiceFilterInput,
  InvoiceSortInput,
  UpdateInboundShipmentInput,
  UpdateInboundShipmentLineInput,
} from '../../../gql/graphql';
import {
  DeleteInboundLineMutation,
  DeleteInboundShipmentMutation,
  InboundShipmentQuery,
  InboundShipmentsQuery,
  InsertInboundLineMutation,
  InsertInboundShipmentMutation,
  UpdateInboundLineMutation,
  UpdateInboundShipmentMutation,
} from './operations';

const TYPE = 'inbound-shipment';

/** A page of the store's inbound shipments for the list state's filter, page and sort. */
export function useInboundShipments(input: ServerListInput) {
  const storeId = useStoreId();
  const variables = documentListVariables<InvoiceFilterInput, InvoiceSortInput>(input);
  return useQuery({
    queryKey: queryKeys.documentList(storeId, TYPE, variables),
    queryFn: async () =>
      (await gqlRequest(InboundShipmentsQuery, { storeId, ...variables })).inboundShipments,
    placeholderData: keepPreviousData,
    enabled: storeId !== '',
  });
}

/** One receipt with its lines; null when the store has no inbound shipment of this id. */
export function useInboundShipment(id: string) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.document(storeId, TYPE, id),
    queryFn: async () =>
      (await gqlRequest(InboundShipmentQuery, { storeId, id })).inboundShipment ?? null,
    enabled: storeId !== '' && id !== '',
  });
}

export type InboundShipment = NonNullable<ReturnType<typeof useInboundShipment>['data']>;
export type InboundLine = InboundShipment['lines'][number];

export function useInsertInboundShipment() {
  return useDocumentMutation(
    'insertInboundShipment',
    async (storeId, input: InsertInboundShipmentInput) =>
      (await gqlRequest(InsertInboundShipmentMutation, { storeId, input })).insertInboundShipment,
  );
}

export function useUpdateInboundShipment() {
  return useDocumentMutation(
    'updateInboundShipment',
    async (storeId, input: UpdateInboundShipmentInput) =>
      (await gqlRequest(UpdateInboundShipmentMutation, { storeId, input })).updateInboundShipment,
  );
}

export function useDeleteInboundShipment() {
  return useDocumentMutation(
    'deleteInboundShipment',
    async (storeId, id: string) =>
      (await gqlRequest(DeleteInboundShipmentMutation, { storeId, id })).deleteInboundShipment,
  );
}

export function useInsertInboundLine() {
  return useDocumentMutation(
    'insertInboundShipmentLine',
    async (storeId, input: InsertInboundShipmentLineInput) =>
      (await gqlRequest(InsertInboundLineMutation, { storeId, input })).insertInboundShipmentLine,
  );
}

export function useUpdateInboundLine() {
  return useDocumentMutation(
    'updateInboundShipmentLine',
    async (storeId, input: UpdateInboundShipmentLineInput) =>
      (await gqlRequest(UpdateInboundLineMutation, { storeId, input })).updateInboundShipmentLine,
  );
}

export function useDeleteInboundLine() {
  return useDocumentMutation(
    'deleteInboundShipmentLine',
    async (storeId, id: string) =>
      (await gqlRequest(DeleteInboundLineMutation, { storeId, id })).deleteInboundShipmentLine,
  );
}
