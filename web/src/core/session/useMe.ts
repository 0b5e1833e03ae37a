import { useQuery } from '@tanstack/react-query';
import { gqlRequest } from '../graphql/client';
import { queryKeys } from '../graphql/queryKeys';
import { MeQuery } from './operations';
import { useSession } from './useSession';

/** The signed-in user's record, stores included (spec 000 section 3). */
export function useMe() {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.me(session?.user?.id ?? ''),
    queryFn: async () => (await gqlRequest(MeQuery)).me,
    enabled: Boolean(session?.token),
  });
}
