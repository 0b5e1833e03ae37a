import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uuidv7 } from '@dawa/domain';
import { throwIfUserError } from '../../../core/app-i18n/inventory';
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
import { useStoreId } from './useInventoryQueries';

/** A mutation that throws its user error and refreshes every inventory query on success. */
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
  return useInventoryMutation<Omit<InsertInventoryAdjustmentInput, 'id'>>(
    async (storeId, input) =>
      (await gqlRequest(InsertAdjustmentMutation, { storeId, input: { ...input, id: uuidv7() } }))
        .insertInventoryAdjustment,
  );
}

export function useInsertStockLine() {
  return useInventoryMutation<Omit<InsertStockLineInput, 'id' | 'invoiceId'>>(
    async (storeId, input) =>
      (
        await gqlRequest(InsertStockLineMutation, {
          storeId,
          input: { ...input, id: uuidv7(), invoiceId: uuidv7() },
        })
      ).insertStockLine,
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
  return useInventoryMutation<Omit<InsertRepackInput, 'id'>>(
    async (storeId, input) =>
      (await gqlRequest(InsertRepackMutation, { storeId, input: { ...input, id: uuidv7() } }))
        .insertRepack,
  );
}
