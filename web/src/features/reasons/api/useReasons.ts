import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReasonOptionType } from '@dawa/domain';
import { throwIfUserError } from '../../../core/graphql/userErrors';
import { gqlRequest } from '../../../core/graphql';
import { queryKeys, useDeclaredMutation } from '../../../core/graphql/queryKeys';
import { useStoreId } from '../../../core/session';
import {
  InsertReasonOptionMutation,
  ReasonOptionsQuery,
  UpdateReasonOptionMutation,
} from './operations';

/** Every reason of one type (or of all types), active or not, by type then text. */
export function useReasons(type: ReasonOptionType | undefined) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.reasons(storeId, type ?? 'all'),
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
  return useDeclaredMutation(
    ['insertReasonOption', 'updateReasonOption'],
    async ({ draft, newId }: { draft: ReasonDraft; newId: string }) => {
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
  );
}
