import { throwIfUserError } from '../../../core/graphql/userErrors';
import { gqlRequest } from '../../../core/graphql';
import type {
  InsertInventoryAdjustmentInput,
  InsertRepackInput,
  InsertStockLineInput,
  UpdateStockLineInput,
  UpdateStockLineVvmStatusInput,
} from '../../../gql/graphql';
import { useDeclaredMutation, type MutationName } from '../../../core/graphql/queryKeys';
import {
  InsertAdjustmentMutation,
  InsertRepackMutation,
  InsertStockLineMutation,
  UpdateStockLineMutation,
  UpdateVvmMutation,
} from './mutationOperations';
import { useStoreId } from '../../../core/session';

/** A mutation of the store that throws its user error and, on success, refreshes the queries
 * that read what it changes (core/graphql/queryKeys). Inserts take their client ids from the
 * draft (useDraftId), so a retry sends the same ones. */
export function useInventoryMutation<TInput>(
  mutation: MutationName,
  run: (storeId: string, input: TInput) => Promise<object | null | undefined>,
) {
  const storeId = useStoreId();
  return useDeclaredMutation(mutation, async (input: TInput) =>
    throwIfUserError(await run(storeId, input)),
  );
}

export function useAdjustStock() {
  return useInventoryMutation<InsertInventoryAdjustmentInput>(
    'insertInventoryAdjustment',
    async (storeId, input) =>
      (await gqlRequest(InsertAdjustmentMutation, { storeId, input })).insertInventoryAdjustment,
  );
}

export function useInsertStockLine() {
  return useInventoryMutation<InsertStockLineInput>(
    'insertStockLine',
    async (storeId, input) =>
      (await gqlRequest(InsertStockLineMutation, { storeId, input })).insertStockLine,
  );
}

export function useUpdateStockLine() {
  return useInventoryMutation<UpdateStockLineInput>(
    'updateStockLine',
    async (storeId, input) =>
      (await gqlRequest(UpdateStockLineMutation, { storeId, input })).updateStockLine,
  );
}

export function useUpdateVvmStatus() {
  return useInventoryMutation<UpdateStockLineVvmStatusInput>(
    'updateStockLineVvmStatus',
    async (storeId, input) =>
      (await gqlRequest(UpdateVvmMutation, { storeId, input })).updateStockLineVvmStatus,
  );
}

export function useRepack() {
  return useInventoryMutation<InsertRepackInput>(
    'insertRepack',
    async (storeId, input) =>
      (await gqlRequest(InsertRepackMutation, { storeId, input })).insertRepack,
  );
}
