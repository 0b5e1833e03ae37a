import { useMutation, useQueryClient } from '@tanstack/react-query';
import { throwIfUserError } from '../../../core/graphql/userErrors';
import { gqlRequest } from '../../../core/graphql';
import type {
  InsertInventoryAdjustmentInput,
  InsertRepackInput,
  InsertStockLineInput,
  UpdateStockLineInput,
  UpdateStockLineVvmStatusInput,
} from '../../../gql/graphql';
import { inventoryKeys } from './keys';
import {
  InsertAdjustmentMutation,
  InsertRepackMutation,
  InsertStockLineMutation,
  UpdateStockLineMutation,
  UpdateVvmMutation,
} from './mutationOperations';
import { useStoreId } from '../../../core/session';

/** A mutation that throws its user error and refreshes every inventory query on success.
 * Inserts take their client ids from the draft (useDraftId), so a retry sends the same ones. */
export function useInventoryMutation<TInput>(
  run: (storeId: string, input: TInput) => Promise<object | null | undefined>,
) {
  const storeId = useStoreId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInput) => throwIfUserError(await run(storeId, input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}

export function useAdjustStock() {
  return useInventoryMutation<InsertInventoryAdjustmentInput>(
    async (storeId, input) =>
      (await gqlRequest(InsertAdjustmentMutation, { storeId, input })).insertInventoryAdjustment,
  );
}

export function useInsertStockLine() {
  return useInventoryMutation<InsertStockLineInput>(
    async (storeId, input) =>
      (await gqlRequest(InsertStockLineMutation, { storeId, input })).insertStockLine,
  );
}

export function useUpdateStockLine() {
  return useInventoryMutation<UpdateStockLineInput>(
    async (storeId, input) =>
      (await gqlRequest(UpdateStockLineMutation, { storeId, input })).updateStockLine,
  );
}

export function useUpdateVvmStatus() {
  return useInventoryMutation<UpdateStockLineVvmStatusInput>(
    async (storeId, input) =>
      (await gqlRequest(UpdateVvmMutation, { storeId, input })).updateStockLineVvmStatus,
  );
}

export function useRepack() {
  return useInventoryMutation<InsertRepackInput>(
    async (storeId, input) =>
      (await gqlRequest(InsertRepackMutation, { storeId, input })).insertRepack,
  );
}
