import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InvoiceStatus, ServerListInput } from '@dawa/domain';
import { gqlRequest } from '../../../core/graphql';
import { queryKeys } from '../../../core/graphql/queryKeys';
import {
  documentListVariables,
  replaceCachedLine,
  useDocumentMutation as useShipmentMutation,
} from '../../../core/documents/useDocumentMutation';
import { useStoreId } from '../../../core/session';
import { mayIn, type OtherStore } from '../../../ui/document';
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
  LinkedInboundShipmentQuery,
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

/** The receipt a transfer made at the receiving store: null when the user may not read the
 * receiver's inbound shipments, or when there is none yet. */
export function useLinkedInboundShipment(store: OtherStore | undefined, id: string | null) {
  const storeId = store?.id ?? '';
  return useQuery({
    queryKey: queryKeys.document(storeId, 'linked-inbound-shipment', id ?? ''),
    queryFn: async () =>
      (await mayIn(storeId, 'INBOUND_SHIPMENT_QUERY'))
        ? ((await gqlRequest(LinkedInboundShipmentQuery, { storeId, id: id ?? '' }))
            .inboundShipment ?? null)
        : null,
    enabled: storeId !== '' && Boolean(id),
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

/** Moves a shipment to a status a user sets (the table's user targets); others are no move. */
export function useChangeOutboundStatus(): (id: string, status: InvoiceStatus) => Promise<void> {
  const update = useUpdateOutboundShipment();
  return async (id, status) => {
    if (status === 'ALLOCATED' || status === 'PICKED' || status === 'SHIPPED')
      await update.mutateAsync({ id, status });
  };
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
    // The edited line shows as answered at once; the shipment's totals follow the refresh.
    (queryClient, storeId, line) => {
      if (line && 'id' in line) replaceCachedLine(queryClient, storeId, TYPE, line);
    },
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
