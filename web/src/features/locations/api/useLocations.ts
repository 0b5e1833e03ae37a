import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { uuidv7 } from '@dawa/domain';
import { throwIfUserError } from '../../../core/app-i18n/inventory';
import { gqlRequest } from '../../../core/graphql';
import { useSession } from '../../../core/session';
import type { LocationInput } from '../../../gql/graphql';
import {
  DeleteLocationsMutation,
  InsertLocationMutation,
  LocationsQuery,
  UpdateLocationMutation,
} from './operations';

// Stock lines show location codes, so a location change refreshes the inventory queries too.
const locationKeys = { all: ['locations'] as const, inventory: ['inventory'] as const };

function useStoreId(): string {
  return useSession()?.store?.id ?? '';
}

export function useLocations() {
  const storeId = useStoreId();
  return useQuery({
    queryKey: [...locationKeys.all, storeId],
    queryFn: async () => (await gqlRequest(LocationsQuery, { storeId })).locations,
    enabled: storeId !== '',
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: locationKeys.all });
    await queryClient.invalidateQueries({ queryKey: locationKeys.inventory });
  };
}

export function useSaveLocation() {
  const storeId = useStoreId();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: Omit<LocationInput, 'id'> & { id?: string }) => {
      const answer = input.id
        ? (await gqlRequest(UpdateLocationMutation, { storeId, input: { ...input, id: input.id } }))
            .updateLocation
        : (await gqlRequest(InsertLocationMutation, { storeId, input: { ...input, id: uuidv7() } }))
            .insertLocation;
      throwIfUserError(answer);
    },
    onSuccess: invalidate,
  });
}

export function useDeleteLocations() {
  const storeId = useStoreId();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      const answer = (await gqlRequest(DeleteLocationsMutation, { storeId, ids })).deleteLocations;
      return answer ?? { deletedCount: 0, failedCount: ids.length };
    },
    onSuccess: invalidate,
  });
}
