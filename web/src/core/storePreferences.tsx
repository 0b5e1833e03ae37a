// The current store's preferences the interface follows (spec 001 section 9: packToOne).
import { useContext, type ReactNode } from 'react';
import { QueryClientContext, useQuery } from '@tanstack/react-query';
import { graphql } from '../gql';
import { gqlRequest } from './graphql/client';
import { queryKeys } from './graphql/queryKeys';
import { StorePackToOneContext } from './preferences';
import { useStoreId } from './session';

const StorePreferencesQuery = graphql(`
  query storePreferences($storeId: String!) {
    store(storeId: $storeId) {
      id
      preferences {
        id
        packToOne
      }
    }
  }
`);

function ReadStorePreferences({ children }: { children: ReactNode }) {
  const storeId = useStoreId();
  const preferences = useQuery({
    queryKey: queryKeys.storePreferences(storeId),
    queryFn: async () =>
      (await gqlRequest(StorePreferencesQuery, { storeId })).store?.preferences ?? null,
    enabled: storeId !== '',
    staleTime: Infinity,
  });
  return (
    <StorePackToOneContext.Provider value={preferences.data?.packToOne ?? true}>
      {children}
    </StorePackToOneContext.Provider>
  );
}

/**
 * Reads the store's preferences once per store and hands them to the screens below; without a
 * query cache (a test of the shell alone) the screens keep the defaults.
 */
export function StorePreferencesProvider({ children }: { children: ReactNode }) {
  const client = useContext(QueryClientContext);
  if (!client) return <>{children}</>;
  return <ReadStorePreferences>{children}</ReadStorePreferences>;
}
