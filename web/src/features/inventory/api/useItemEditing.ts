import { useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../../core/graphql';
import type {
  BundledItemInput,
  InsertItemInput,
  ItemVariantInput,
  PackVariantInput,
  UpdateItemInput,
} from '../../../gql/graphql';
import {
  DeleteBundledItemMutation,
  DeleteItemVariantMutation,
  DeletePackVariantMutation,
  InsertItemMutation,
  ItemEditQuery,
  ItemVariantsQuery,
  MasterListsQuery,
  UpdateItemMutation,
  UpsertBundledItemMutation,
  UpsertItemVariantMutation,
  UpsertPackVariantMutation,
} from './itemOperations';
import { queryKeys } from '../../../core/graphql/queryKeys';
import { useInventoryMutation } from './useInventoryMutations';
import { useStoreId } from '../../../core/session';

/** An item's variants (with their bundles) and pack variants. */
export function useItemVariants(itemId: string) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.itemVariants(storeId, itemId),
    queryFn: async () => {
      const item = (await gqlRequest(ItemVariantsQuery, { storeId, id: itemId })).item;
      return item?.__typename === 'ItemNode' ? item : undefined;
    },
    enabled: storeId !== '' && itemId !== '',
  });
}

/** Every editable field of an item (the edit form starts from them). */
export function useItemForEdit(itemId: string | undefined) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.itemEdit(storeId, itemId ?? ''),
    queryFn: async () => {
      const item = (await gqlRequest(ItemEditQuery, { storeId, id: itemId ?? '' })).item;
      return item?.__typename === 'ItemNode' ? item : undefined;
    },
    enabled: storeId !== '' && Boolean(itemId),
  });
}

export function useMasterLists() {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.itemMasterLists(storeId),
    queryFn: async () => (await gqlRequest(MasterListsQuery, { storeId })).masterLists ?? [],
    enabled: storeId !== '',
  });
}

export function useInsertItem() {
  return useInventoryMutation<InsertItemInput>(
    'insertItem',
    async (storeId, input) => (await gqlRequest(InsertItemMutation, { storeId, input })).insertItem,
  );
}

export function useUpdateItem() {
  return useInventoryMutation<UpdateItemInput>(
    'updateItem',
    async (storeId, input) => (await gqlRequest(UpdateItemMutation, { storeId, input })).updateItem,
  );
}

/** A new variant when the id is new; a dialog's draft keeps one id for every retry. */
export function useUpsertItemVariant() {
  return useInventoryMutation<ItemVariantInput>(
    'upsertItemVariant',
    async (storeId, input) =>
      (await gqlRequest(UpsertItemVariantMutation, { storeId, input })).upsertItemVariant,
  );
}

export function useUpsertPackVariant() {
  return useInventoryMutation<PackVariantInput>(
    'upsertPackVariant',
    async (storeId, input) =>
      (await gqlRequest(UpsertPackVariantMutation, { storeId, input })).upsertPackVariant,
  );
}

export function useUpsertBundledItem() {
  return useInventoryMutation<BundledItemInput>(
    'upsertBundledItem',
    async (storeId, input) =>
      (await gqlRequest(UpsertBundledItemMutation, { storeId, input })).upsertBundledItem,
  );
}

export type VariantPart = 'variant' | 'pack' | 'bundle';

const DELETE_MUTATION = {
  variant: 'deleteItemVariant',
  pack: 'deletePackVariant',
  bundle: 'deleteBundledItem',
} as const;

/** Deletes a variant, a pack variant or a bundle. */
export function useDeleteVariantPart(part: VariantPart) {
  return useInventoryMutation<string>(DELETE_MUTATION[part], async (storeId, id) => {
    switch (part) {
      case 'variant':
        return (await gqlRequest(DeleteItemVariantMutation, { storeId, id })).deleteItemVariant;
      case 'pack':
        return (await gqlRequest(DeletePackVariantMutation, { storeId, id })).deletePackVariant;
      case 'bundle':
        return (await gqlRequest(DeleteBundledItemMutation, { storeId, id })).deleteBundledItem;
    }
  });
}
