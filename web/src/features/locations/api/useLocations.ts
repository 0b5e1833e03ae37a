import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { throwIfUserError } from '../../../core/graphql/userErrors';
import { gqlRequest } from '../../../core/graphql';
import { useStoreId } from '../../../core/session';
import type { LocationInput } from '../../../gql/graphql';
import {
  DeleteLocationsMutation,
  InsertLocationMutation,
  LocationsQuery,
  UpdateLocationMutation,
} from './operations';

// Stock lines show location codes, so a location change refreshes the inventory queries too.
const locationKeys = { all: ['locations'] as const, inventory: ['inventory'] as const };

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
    /** `isNew` inserts `input` under its id (the draft's, the same for every retry). */
    mutationFn: async ({ input, isNew }: { input: LocationInput; isNew: boolean }) => {
      const answer = isNew
        ? (await gqlRequest(InsertLocationMutation, { storeId, input })).insertLocation
        : (await gqlRequest(UpdateLocationMutation, { storeId, input })).updateLocation;
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
