import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ServerListInput } from '@dawa/domain';
import { gqlRequest } from '../../../core/graphql';
import { queryKeys, useDeclaredMutation, type MutationName } from '../../../core/graphql/queryKeys';
import { UserFacingError } from '../../../core/graphql/userErrors';
import {
  documentListVariables,
  replaceCachedLine,
} from '../../../core/documents/useDocumentMutation';
import { useStoreId } from '../../../core/session';
import type {
  FinaliseStocktakeInput,
  InsertStocktakeInput,
  InsertStocktakeLineInput,
  StocktakeFilterInput,
  StocktakeMismatchResolution,
  StocktakeSortInput,
  UpdateStocktakeInput,
  UpdateStocktakeLineInput,
} from '../../../gql/graphql';
import {
  DeleteStocktakeLinesMutation,
  DeleteStocktakeMutation,
  FinaliseStocktakeMutation,
  InsertStocktakeLinesMutation,
  InsertStocktakeMutation,
  ResolveAllMismatchesMutation,
  ResolveMismatchMutation,
  StocktakeBatchesQuery,
  StocktakeCountQuery,
  StocktakeOptionsQuery,
  StocktakeQuery,
  StocktakesQuery,
  UpdateStocktakeLinesMutation,
  UpdateStocktakeMutation,
} from './operations';

const TYPE = 'stocktake';

/** A stocktake's refusal, with the lines it is about (a missing reason, moved stock), so the
 * screen can show it on them. */
export class StocktakeRefusal extends UserFacingError {
  constructor(
    typename: string,
    description: string,
    readonly lineIds: readonly string[],
  ) {
    super(typename, description);
  }
}

interface AnsweredError {
  error: {
    __typename: string;
    description: string;
    lineId?: string | null;
    lineIds?: string | null;
  };
}

/** The lines a refusal names: one id, or a list the server sends comma separated. */
function lineIdsOf(error: AnsweredError['error']): string[] {
  const ids = [error.lineId ?? '', ...(error.lineIds ?? '').split(',')];
  return ids.map((id) => id.trim()).filter((id) => id !== '');
}

function throwIfRefused(answer: object | null | undefined): void {
  if (!answer) throw new StocktakeRefusal('RecordNotFound', 'No answer', []);
  if ('error' in answer) {
    const { error } = answer as AnsweredError;
    throw new StocktakeRefusal(error.__typename, error.description, lineIdsOf(error));
  }
}

function useStocktakeMutation<TInput, TResult>(
  mutation: MutationName,
  run: (storeId: string, input: TInput) => Promise<TResult | null | undefined>,
  applyLines = false,
) {
  const storeId = useStoreId();
  return useDeclaredMutation(
    mutation,
    async (input: TInput) => {
      const answer = await run(storeId, input);
      throwIfRefused(answer as object | null | undefined);
      return answer as TResult;
    },
    // The counted lines show as answered at once; the stocktake is read again behind them.
    applyLines
      ? (queryClient, answer) => {
          const lines = (answer as { lines?: readonly { id: string }[] }).lines ?? [];
          for (const line of lines) replaceCachedLine(queryClient, storeId, TYPE, line);
        }
      : undefined,
  );
}

/** A page of the store's stocktakes for the list state's filter, page and sort. */
export function useStocktakes(input: ServerListInput) {
  const storeId = useStoreId();
  const variables = documentListVariables<StocktakeFilterInput, StocktakeSortInput>(input);
  return useQuery({
    queryKey: queryKeys.documentList(storeId, TYPE, variables),
    queryFn: async () => (await gqlRequest(StocktakesQuery, { storeId, ...variables })).stocktakes,
    placeholderData: keepPreviousData,
    enabled: storeId !== '',
  });
}

/** Whether the store has any stocktake (an initial stocktake needs none). */
export function useHasStocktakes() {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.documentList(storeId, TYPE, 'count'),
    queryFn: async () =>
      ((await gqlRequest(StocktakeCountQuery, { storeId })).stocktakes?.totalCount ?? 0) > 0,
    enabled: storeId !== '',
  });
}

/** One stocktake with its lines; null when the store has none of this id. */
export function useStocktake(id: string) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.document(storeId, TYPE, id),
    queryFn: async () => (await gqlRequest(StocktakeQuery, { storeId, id })).stocktake ?? null,
    enabled: storeId !== '' && id !== '',
  });
}

export type Stocktake = NonNullable<ReturnType<typeof useStocktake>['data']>;
export type StocktakeLine = Stocktake['lines'][number];
export type StocktakeRow = NonNullable<ReturnType<typeof useStocktakes>['data']>['nodes'][number];

/** The reasons a count difference may give. */
export function useStocktakeReasons() {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.reasons(storeId, 'stocktake'),
    queryFn: async () => (await gqlRequest(StocktakeOptionsQuery, { storeId })).reasonOptions ?? [],
    enabled: storeId !== '',
  });
}

/** The store's batches of an item holding stock, to add one to a count. */
export function useStocktakeBatches(itemId: string) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.document(storeId, 'stocktake-batches', itemId),
    queryFn: async () =>
      (await gqlRequest(StocktakeBatchesQuery, { storeId, itemId })).stockLines?.nodes ?? [],
    enabled: storeId !== '' && itemId !== '',
  });
}

export function useInsertStocktake() {
  return useStocktakeMutation(
    'insertStocktake',
    async (storeId, input: InsertStocktakeInput) =>
      (await gqlRequest(InsertStocktakeMutation, { storeId, input })).insertStocktake,
  );
}

export function useUpdateStocktake() {
  return useStocktakeMutation(
    'updateStocktake',
    async (storeId, input: UpdateStocktakeInput) =>
      (await gqlRequest(UpdateStocktakeMutation, { storeId, input })).updateStocktake,
  );
}

export function useDeleteStocktake() {
  return useStocktakeMutation(
    'deleteStocktake',
    async (storeId, id: string) =>
      (await gqlRequest(DeleteStocktakeMutation, { storeId, id })).deleteStocktake,
  );
}

export function useInsertStocktakeLines(stocktakeId: string) {
  return useStocktakeMutation(
    'insertStocktakeLines',
    async (storeId, lines: InsertStocktakeLineInput[]) =>
      (
        await gqlRequest(InsertStocktakeLinesMutation, {
          storeId,
          input: { stocktakeId, lines },
        })
      ).insertStocktakeLines,
  );
}

export function useUpdateStocktakeLines(stocktakeId: string) {
  return useStocktakeMutation(
    'updateStocktakeLines',
    async (storeId, lines: UpdateStocktakeLineInput[]) =>
      (
        await gqlRequest(UpdateStocktakeLinesMutation, {
          storeId,
          input: { stocktakeId, lines },
        })
      ).updateStocktakeLines,
    true,
  );
}

export function useDeleteStocktakeLines(stocktakeId: string) {
  return useStocktakeMutation(
    'deleteStocktakeLines',
    async (storeId, lineIds: string[]) =>
      (
        await gqlRequest(DeleteStocktakeLinesMutation, {
          storeId,
          input: { stocktakeId, lineIds },
        })
      ).deleteStocktakeLines,
  );
}

/** Settles the lines whose batch moved during the count, each its own way (decision 8). */
export function useResolveMismatch(stocktakeId: string) {
  return useStocktakeMutation(
    'resolveStocktakeMismatch',
    async (storeId, lines: { id: string; resolution: StocktakeMismatchResolution }[]) =>
      (
        await gqlRequest(ResolveMismatchMutation, {
          storeId,
          input: { stocktakeId, lines },
        })
      ).resolveStocktakeMismatch,
    true,
  );
}

/** Settles every line whose batch moved during the count the same way (decision 8). */
export function useResolveAllMismatches(stocktakeId: string) {
  return useStocktakeMutation(
    'resolveAllStocktakeMismatches',
    async (storeId, resolution: StocktakeMismatchResolution) =>
      (
        await gqlRequest(ResolveAllMismatchesMutation, {
          storeId,
          input: { stocktakeId, resolution },
        })
      ).resolveAllStocktakeMismatches,
    true,
  );
}

export function useFinaliseStocktake() {
  return useStocktakeMutation(
    'finaliseStocktake',
    async (storeId, input: FinaliseStocktakeInput) =>
      (await gqlRequest(FinaliseStocktakeMutation, { storeId, input })).finaliseStocktake,
  );
}
