import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReasonOptionType } from '@dawa/domain';
import { throwIfUserError } from '../../../core/graphql/userErrors';
import { gqlRequest } from '../../../core/graphql';
import { useStoreId } from '../../../core/session';
import {
  InsertReasonOptionMutation,
  ReasonOptionsQuery,
  UpdateReasonOptionMutation,
} from './operations';

// Under 'inventory': the adjustment dialogs offer the active reasons, so a change here refreshes
// them too.
const reasonKeys = {
  all: ['inventory'] as const,
  list: (storeId: string, type: ReasonOptionType | undefined) =>
    ['inventory', 'log-reasons', storeId, type ?? 'all'] as const,
};

/** Every reason of one type (or of all types), active or not, by type then text. */
export function useReasons(type: ReasonOptionType | undefined) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: reasonKeys.list(storeId, type),
    queryFn: async () =>
      (await gqlRequest(ReasonOptionsQuery, { storeId, ...(type ? { type } : {}) }))
        .reasonOptions ?? [],
    placeholderData: keepPreviousData,
    enabled: storeId !== '',
  });
}

export interface ReasonDraft {
  id?: string;
  type: ReasonOptionType;
  reason: string;
  isActive: boolean;
}

/** Adds a reason under `newId` (the draft's, the same for every retry), or edits the text and
 * active flag of one when the draft has an id. */
export function useSaveReason() {
  const storeId = useStoreId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ draft, newId }: { draft: ReasonDraft; newId: string }) => {
      const answer = draft.id
        ? (
            await gqlRequest(UpdateReasonOptionMutation, {
              storeId,
              id: draft.id,
              reason: draft.reason,
              isActive: draft.isActive,
            })
          ).updateReasonOption
        : (
            await gqlRequest(InsertReasonOptionMutation, {
              storeId,
              id: newId,
              type: draft.type,
              reason: draft.reason,
            })
          ).insertReasonOption;
      throwIfUserError(answer);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reasonKeys.all }),
  });
}
