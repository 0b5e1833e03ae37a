// What the return screens and the shipment pages' "return" actions read and write: the return
// reasons, the lines a return can take (batches of the store, lines of a shipped outbound), the
// returns made from a shipment, and the return mutations (each refreshes what it changes).
import { useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../graphql';
import { queryKeys } from '../graphql/queryKeys';
import { useStoreId } from '../session';
import type {
  InsertCustomerReturnInput,
  InsertSupplierReturnInput,
  UpdateCustomerReturnInput,
  UpdateCustomerReturnLinesInput,
  UpdateSupplierReturnInput,
  UpdateSupplierReturnLinesInput,
} from '../../gql/graphql';
import {
  CustomerReturnCandidatesQuery,
  DeleteCustomerReturnMutation,
  DeleteSupplierReturnMutation,
  InsertCustomerReturnMutation,
  InsertSupplierReturnMutation,
  ReturnReasonsQuery,
  ShipmentReturnsQuery,
  SupplierReturnCandidatesQuery,
  UpdateCustomerReturnLinesMutation,
  UpdateCustomerReturnMutation,
  UpdateSupplierReturnLinesMutation,
  UpdateSupplierReturnMutation,
} from './returnOperations';
import { useDocumentMutation } from './useDocumentMutation';

/** The active return reasons (RETURN_REASON), to choose one per line. */
export function useReturnReasons() {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.reasons(storeId, 'RETURN_REASON:active'),
    queryFn: async () =>
      ((await gqlRequest(ReturnReasonsQuery, { storeId })).reasonOptions ?? []).filter(
        (reason) => reason.isActive,
      ),
    enabled: storeId !== '',
  });
}

/** The batches a supplier return can take: those named, an item's, and the return's own. */
export function useSupplierReturnCandidates(
  input: { itemId?: string; returnId?: string; stockLineIds?: string[] },
  enabled = true,
) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.document(storeId, 'supplier-return-candidates', JSON.stringify(input)),
    queryFn: async () =>
      (await gqlRequest(SupplierReturnCandidatesQuery, { storeId, ...input }))
        .supplierReturnLineCandidates ?? [],
    enabled: storeId !== '' && enabled,
  });
}

export type SupplierReturnCandidate = NonNullable<
  ReturnType<typeof useSupplierReturnCandidates>['data']
>[number];

/** The lines of a shipped outbound a customer return can bring back, with what each issued. */
export function useCustomerReturnCandidates(outboundShipmentId: string, returnId?: string) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.document(
      storeId,
      'customer-return-candidates',
      `${outboundShipmentId}:${returnId ?? ''}`,
    ),
    queryFn: async () =>
      (
        await gqlRequest(CustomerReturnCandidatesQuery, {
          storeId,
          outboundShipmentId,
          ...(returnId ? { returnId } : {}),
        })
      ).customerReturnLineCandidates ?? [],
    enabled: storeId !== '' && outboundShipmentId !== '',
  });
}

export type CustomerReturnCandidate = NonNullable<
  ReturnType<typeof useCustomerReturnCandidates>['data']
>[number];

/** A shipment's returns (and, for a receipt, the batches of its lines). */
export function useShipmentReturns(kind: 'inbound' | 'outbound', id: string) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.document(storeId, `${kind}-shipment-returns`, id),
    queryFn: async () => {
      const data = await gqlRequest(ShipmentReturnsQuery, {
        storeId,
        inbound: kind === 'inbound',
        id,
      });
      const shipment = kind === 'inbound' ? data.inboundShipment : data.outboundShipment;
      if (!shipment) return null;
      return { returns: shipment.returns, lines: data.inboundShipment?.lines ?? [] };
    },
    enabled: storeId !== '' && id !== '',
  });
}

export function useInsertSupplierReturn() {
  return useDocumentMutation(
    'insertSupplierReturn',
    async (storeId, input: InsertSupplierReturnInput) =>
      (await gqlRequest(InsertSupplierReturnMutation, { storeId, input })).insertSupplierReturn,
  );
}

export function useUpdateSupplierReturn() {
  return useDocumentMutation(
    'updateSupplierReturn',
    async (storeId, input: UpdateSupplierReturnInput) =>
      (await gqlRequest(UpdateSupplierReturnMutation, { storeId, input })).updateSupplierReturn,
  );
}

export function useUpdateSupplierReturnLines() {
  return useDocumentMutation(
    'updateSupplierReturnLines',
    async (storeId, input: UpdateSupplierReturnLinesInput) =>
      (await gqlRequest(UpdateSupplierReturnLinesMutation, { storeId, input }))
        .updateSupplierReturnLines,
  );
}

export function useDeleteSupplierReturn() {
  return useDocumentMutation(
    'deleteSupplierReturn',
    async (storeId, id: string) =>
      (await gqlRequest(DeleteSupplierReturnMutation, { storeId, id })).deleteSupplierReturn,
  );
}

export function useInsertCustomerReturn() {
  return useDocumentMutation(
    'insertCustomerReturn',
    async (storeId, input: InsertCustomerReturnInput) =>
      (await gqlRequest(InsertCustomerReturnMutation, { storeId, input })).insertCustomerReturn,
  );
}

export function useUpdateCustomerReturn() {
  return useDocumentMutation(
    'updateCustomerReturn',
    async (storeId, input: UpdateCustomerReturnInput) =>
      (await gqlRequest(UpdateCustomerReturnMutation, { storeId, input })).updateCustomerReturn,
  );
}

export function useUpdateCustomerReturnLines() {
  return useDocumentMutation(
    'updateCustomerReturnLines',
    async (storeId, input: UpdateCustomerReturnLinesInput) =>
      (await gqlRequest(UpdateCustomerReturnLinesMutation, { storeId, input }))
        .updateCustomerReturnLines,
  );
}

export function useDeleteCustomerReturn() {
  return useDocumentMutation(
    'deleteCustomerReturn',
    async (storeId, id: string) =>
      (await gqlRequest(DeleteCustomerReturnMutation, { storeId, id })).deleteCustomerReturn,
  );
}
