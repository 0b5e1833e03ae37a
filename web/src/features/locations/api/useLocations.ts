import { useQuery } from '@tanstack/react-query';
import { queryKeys, useDeclaredMutation } from '../../../core/graphql/queryKeys';
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

export function useLocations() {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.locations(storeId),
    queryFn: async () => (await gqlRequest(LocationsQuery, { storeId })).locations,
    enabled: storeId !== '',
  });
}

/** `isNew` inserts `input` under its id (the draft's, the same for every retry). */
export function useSaveLocation() {
  const storeId = useStoreId();
  return useDeclaredMutation(
    ['insertLocation', 'updateLocation'],
    async ({ input, isNew }: { input: LocationInput; isNew: boolean }) => {
      const answer = isNew
        ? (await gqlRequest(InsertLocationMutation, { storeId, input })).insertLocation
        : (await gqlRequest(UpdateLocationMutation, { storeId, input })).updateLocation;
      throwIfUserError(answer);
    },
  );
}

export function useDeleteLocations() {
  const storeId = useStoreId();
  return useDeclaredMutation('deleteLocations', async (ids: string[]) => {
    const answer = (await gqlRequest(DeleteLocationsMutation, { storeId, ids })).deleteLocations;
    return answer ?? { deletedCount: 0, failedCount: ids.length };
  });
}
