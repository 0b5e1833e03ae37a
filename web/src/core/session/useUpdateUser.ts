import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../toast';
import { useAppTranslation } from '../app-i18n';
import { gqlRequest } from '../graphql/client';
import { ConnectionError } from '../graphql/errors';
import { invalidateAfter, queryKeys } from '../graphql/queryKeys';
import { LastSuccessfulUserSyncQuery, UpdateUserMutation } from './operations';
import { reloadUserAndPermissions } from './sessionApi';
import { useSession } from './useSession';

/** When the user record was last synced; never cached (spec 000 section 7). */
export function useLastUserSync() {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.lastUserSync(),
    queryFn: async () =>
      (await gqlRequest(LastSuccessfulUserSyncQuery)).lastSuccessfulUserSync.lastSuccessfulSync ??
      null,
    enabled: Boolean(session?.store),
    gcTime: 0,
    staleTime: 0,
  });
}

/**
 * The user-sync message of spec 000 section 8: a connection error says the server cannot be
 * reached; InvalidCredentials, MissingCredentials and anything else ask to log in again.
 */
export function userSyncErrorKey(
  error: string | undefined,
): 'error.unable-to-connect-server' | 'error.unable-to-retrieve-user-details' {
  return error === 'ConnectionError'
    ? 'error.unable-to-connect-server'
    : 'error.unable-to-retrieve-user-details';
}

/** updateUser; on success re-reads permissions and the store, on error shows spec 000 section 8's message. */
export function useUpdateUser() {
  const { t } = useTranslation();
  const { t: appT } = useAppTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { updateUser } = await gqlRequest(UpdateUserMutation);
      if (updateUser.__typename === 'UpdateUserError')
        return { error: updateUser.error.__typename };
      await reloadUserAndPermissions();
      return {
        lastSuccessfulSync:
          updateUser.__typename === 'UpdateUserNode' ? updateUser.lastSuccessfulSync : null,
      };
    },
    onSuccess: async (result) => {
      if ('error' in result) {
        toast.error(t(userSyncErrorKey(result.error)));
        return;
      }
      toast.success(appT('shell.user-synced'));
      await invalidateAfter(queryClient, 'updateUser');
    },
    onError: (error) => {
      toast.error(
        t(userSyncErrorKey(error instanceof ConnectionError ? 'ConnectionError' : undefined)),
      );
    },
  });
}
