import { useDeclaredMutation, type MutationName } from '../graphql/queryKeys';
import { throwIfUserError } from '../graphql/userErrors';
import { useStoreId } from '../session';

/** A document mutation of the store: throws the user error it answered (decision 0012) and,
 * on success, refreshes the queries that read what it changes (core/graphql/queryKeys). */
export function useDocumentMutation<TInput, TResult>(
  mutation: MutationName,
  run: (storeId: string, input: TInput) => Promise<TResult | null | undefined>,
) {
  const storeId = useStoreId();
  return useDeclaredMutation(mutation, async (input: TInput) => {
    const answer = await run(storeId, input);
    throwIfUserError(answer as object | null | undefined);
    return answer as TResult;
  });
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
