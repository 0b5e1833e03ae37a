import { useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../../../core/graphql';
import { queryKeys, useDeclaredMutation } from '../../../core/graphql/queryKeys';
import { throwIfUserError } from '../../../core/graphql/userErrors';
import { useStoreId } from '../../../core/session';
import type { UpdateStorePreferencesInput } from '../../../gql/graphql';
import { StorePreferencesPageQuery, UpdateStorePreferencesMutation } from './operations';

/** The current store with every one of its preferences. */
export function useStorePreferencesOfStore() {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.storePreferencesAll(storeId),
    queryFn: async () => (await gqlRequest(StorePreferencesPageQuery, { storeId })).store,
    enabled: storeId !== '',
  });
}

/** Saves the preferences changed; a refusal is thrown as the server's user error. */
export function useUpdateStorePreferences() {
  const storeId = useStoreId();
  return useDeclaredMutation('updateStorePreferences', async (input: UpdateStorePreferencesInput) =>
    throwIfUserError(
      (await gqlRequest(UpdateStorePreferencesMutation, { storeId, input })).updateStorePreferences,
    ),
  );
}
