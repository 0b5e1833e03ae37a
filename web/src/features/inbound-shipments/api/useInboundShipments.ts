import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InvoiceStatus, ServerListInput } from '@dawa/domain';
import { gqlRequest } from '../../../core/graphql';
import { queryKeys } from '../../../core/graphql/queryKeys';
import {
  documentListVariables,
  useDocumentMutation,
} from '../../../core/documents/useDocumentMutation';
import { useStoreId } from '../../../core/session';
import { mayIn, type OtherStore } from '../../../ui/document';
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
  LinkedOutboundShipmentQuery,
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

/** The sending store's shipment a transfer receipt came from: null when the user may not read
 * the sender's shipments, or when there is none. */
export function useLinkedOutboundShipment(store: OtherStore | undefined, id: string | null) {
  const storeId = store?.id ?? '';
  return useQuery({
    queryKey: queryKeys.document(storeId, 'linked-outbound-shipment', id ?? ''),
    queryFn: async () =>
      (await mayIn(storeId, 'OUTBOUND_SHIPMENT_QUERY'))
        ? ((await gqlRequest(LinkedOutboundShipmentQuery, { storeId, id: id ?? '' }))
            .outboundShipment ?? null)
        : null,
    enabled: storeId !== '' && Boolean(id),
  });
}

export type InboundShipmentRow = NonNullable<
  ReturnType<typeof useInboundShipments>['data']
>['nodes'][number];

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

/** Moves a receipt to a status a user sets (the table's user targets); others are no move. */
export function useChangeInboundStatus(): (id: string, status: InvoiceStatus) => Promise<void> {
  const update = useUpdateInboundShipment();
  return async (id, status) => {
    if (
      status === 'SHIPPED' ||
      status === 'DELIVERED' ||
      status === 'RECEIVED' ||
      status === 'VERIFIED'
    )
      await update.mutateAsync({ id, status });
  };
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
