import type { QueryClient } from '@tanstack/react-query';
import { queryKeys, useDeclaredMutation, type MutationName } from '../graphql/queryKeys';
import { throwIfUserError } from '../graphql/userErrors';
import { useStoreId } from '../session';

/** A document mutation of the store: throws the user error it answered (decision 0012) and,
 * on success, refreshes the queries that read what it changes (core/graphql/queryKeys). */
export function useDocumentMutation<TInput, TResult>(
  mutation: MutationName,
  run: (storeId: string, input: TInput) => Promise<TResult | null | undefined>,
  /** See useDeclaredMutation: the answer put into the cached queries at once. */
  applyAnswer?: (queryClient: QueryClient, storeId: string, answer: TResult) => void,
) {
  const storeId = useStoreId();
  return useDeclaredMutation(
    mutation,
    async (input: TInput) => {
      const answer = await run(storeId, input);
      throwIfUserError(answer as object | null | undefined);
      return answer as TResult;
    },
    applyAnswer && ((queryClient, answer) => applyAnswer(queryClient, storeId, answer)),
  );
}

/** Puts a line as the server answered it into the cached document of `type` that holds it. */
export function replaceCachedLine<L extends { id: string }>(
  queryClient: QueryClient,
  storeId: string,
  type: string,
  line: L,
): void {
  queryClient.setQueriesData<{ lines: readonly L[] } | null>(
    { queryKey: queryKeys.document(storeId, type, '').slice(0, 3) },
    (cached) =>
      cached?.lines?.some((l) => l.id === line.id)
        ? { ...cached, lines: cached.lines.map((l) => (l.id === line.id ? { ...l, ...line } : l)) }
        : cached,
  );
}

/** The list input of the list state as the generated input types of a document list. */
export function documentListVariables<TFilter, TSort>(input: {
  filter: object;
  page: { first: number; offset: number };
  sort: readonly object[];
}): { filter: TFilter; page: { first: number; offset: number }; sort: TSort[] } {
  // The list state speaks the server's filter shape; the generated input types are its names.
  return {
    filter: input.filter as unknown as TFilter,
    page: { ...input.page },
    sort: input.sort.map((sort) => ({ ...sort })) as unknown as TSort[],
  };
}
