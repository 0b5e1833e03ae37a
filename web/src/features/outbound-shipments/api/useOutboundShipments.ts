import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ServerListInput } from '@dawa/domain';
import { gqlRequest } from '../../../core/graphql';
import { queryKeys } from '../../../core/graphql/queryKeys';
import {
  documentListVariables,
  useDocumentMutation as useShipmentMutation,
} from '../../../core/documents/useDocumentMutation';
import { useStoreId } from '../../../core/session';
import type {
  InsertOutboundShipmentInput,
  InvoiceFilterInput,
  InvoiceSortInput,
  IssueOutboundShipmentItemInput,
  UpdateOutboundShipmentInput,
  UpdateOutboundShipmentLineInput,
} from '../../../gql/graphql';
import {
  DeleteLineMutation,
  DeleteOutboundShipmentMutation,
  InsertOutboundShipmentMutation,
  IssueItemMutation,
  ItemBatchesQuery,
  OutboundShipmentQuery,
  OutboundShipmentsQuery,
  UpdateLineMutation,
  UpdateOutboundShipmentMutation,
} from './operations';

const TYPE = 'outbound-shipment';

/** A page of the store's outbound shipments for the list state's filter, page and sort. */
export function useOutboundShipments(input: ServerListInput) {
  const storeId = useStoreId();
  const variables = documentListVariables<InvoiceFilterInput, InvoiceSortInput>(input);
  return useQuery({
    queryKey: queryKeys.documentList(storeId, TYPE, variables),
    queryFn: async () =>
      (await gqlRequest(OutboundShipmentsQuery, { storeId, ...variables })).outboundShipments,
    placeholderData: keepPreviousData,
    enabled: storeId !== '',
  });
}

/** One shipment with its lines; null when the store has no shipment of this id. */
export function useOutboundShipment(id: string) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.document(storeId, TYPE, id),
    queryFn: async () =>
      (await gqlRequest(OutboundShipmentQuery, { storeId, id })).outboundShipment ?? null,
    enabled: storeId !== '' && id !== '',
  });
}

export type OutboundShipment = NonNullable<ReturnType<typeof useOutboundShipment>['data']>;
export type OutboundLine = OutboundShipment['lines'][number];

export function useInsertOutboundShipment() {
  return useShipmentMutation(
    'insertOutboundShipment',
    async (storeId, input: InsertOutboundShipmentInput) =>
      (await gqlRequest(InsertOutboundShipmentMutation, { storeId, input })).insertOutboundShipment,
  );
}

export function useUpdateOutboundShipment() {
  return useShipmentMutation(
    'updateOutboundShipment',
    async (storeId, input: UpdateOutboundShipmentInput) =>
      (await gqlRequest(UpdateOutboundShipmentMutation, { storeId, input })).updateOutboundShipment,
  );
}

export function useDeleteOutboundShipment() {
  return useShipmentMutation(
    'deleteOutboundShipment',
    async (storeId, id: string) =>
      (await gqlRequest(DeleteOutboundShipmentMutation, { storeId, id })).deleteOutboundShipment,
  );
}

export function useIssueItem() {
  return useShipmentMutation(
    'issueOutboundShipmentItem',
    async (storeId, input: IssueOutboundShipmentItemInput) =>
      (await gqlRequest(IssueItemMutation, { storeId, input })).issueOutboundShipmentItem,
  );
}

export function useUpdateOutboundLine() {
  return useShipmentMutation(
    'updateOutboundShipmentLine',
    async (storeId, input: UpdateOutboundShipmentLineInput) =>
      (await gqlRequest(UpdateLineMutation, { storeId, input })).updateOutboundShipmentLine,
  );
}

export function useDeleteOutboundLine() {
  return useShipmentMutation(
    'deleteOutboundShipmentLine',
    async (storeId, id: string) =>
      (await gqlRequest(DeleteLineMutation, { storeId, id })).deleteOutboundShipmentLine,
  );
}

/** The store's batches of an item, to name the batches the allocator chose or skipped. */
export function useItemBatches(itemId: string) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.document(storeId, 'item-batches', itemId),
    queryFn: async () =>
      (await gqlRequest(ItemBatchesQuery, { storeId, itemId })).stockLines?.nodes ?? [],
    enabled: storeId !== '' && itemId !== '',
  });
}
