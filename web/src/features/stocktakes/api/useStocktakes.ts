import { useCallback } from 'react';
import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type ServerListInput } from '@dawa/domain';
import { DocumentLineOptionsQuery } from '../../../core/documents/operations';
import { gqlRequest } from '../../../core/graphql';
import { queryKeys, useDeclaredMutation, type MutationName } from '../../../core/graphql/queryKeys';
import { UserFacingError } from '../../../core/graphql/userErrors';
import { documentListVariables } from '../../../core/documents/useDocumentMutation';
import { useStoreId } from '../../../core/session';
import type {
  FinaliseStocktakeInput,
  InsertStocktakeInput,
  InsertStocktakeLineInput,
  StocktakeDetail_CountSheetQuery,
  StocktakeFilterInput,
  StocktakeLineFilterInput,
  StocktakeLineSortInput,
  StocktakeMismatchResolution,
  StocktakeSortInput,
  UpdateStocktakeInput,
  UpdateStocktakeLineInput,
} from '../../../gql/graphql';
import {
  CountAsSnapshotMutation,
  CountSheetLinesQuery,
  DeleteStocktakeLinesMutation,
  DeleteStocktakeMutation,
  FinaliseStocktakeMutation,
  InsertStocktakeLinesMutation,
  InsertStocktakeMutation,
  ResolveAllMismatchesMutation,
  ResolveMismatchMutation,
  StocktakeBatchesQuery,
  StocktakeCountQuery,
  StocktakeFiguresQuery,
  StocktakeItemGroupsQuery,
  StocktakeLinesQuery,
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
    // The counted lines show as answered at once, in every cached page that holds them.
    applyLines
      ? (queryClient, answer) =>
          patchCachedLines(
            queryClient,
            storeId,
            (answer as { lines?: readonly StocktakeLine[] }).lines ?? [],
          )
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

/** One stocktake's header; null when the store has none of this id. */
export function useStocktake(id: string) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.document(storeId, TYPE, id),
    queryFn: async () => (await gqlRequest(StocktakeQuery, { storeId, id })).stocktake ?? null,
    enabled: storeId !== '' && id !== '',
  });
}

export type Stocktake = NonNullable<ReturnType<typeof useStocktake>['data']>;

/** What a page of lines or of items asks: the filter, the page and the sort. */
export interface StocktakeLinesInput {
  filter: StocktakeLineFilterInput;
  page: { first: number; offset: number };
  sort: StocktakeLineSortInput[];
}

function linesQuery(storeId: string, id: string, input: StocktakeLinesInput) {
  return {
    queryKey: queryKeys.documentLines(storeId, TYPE, id, ['lines', input]),
    queryFn: async () =>
      (await gqlRequest(StocktakeLinesQuery, { storeId, id, ...input })).stocktakeLines ?? null,
  };
}

/** A page of the stocktake's lines the filter keeps (the lines one by one). */
export function useStocktakeLines(id: string, input: StocktakeLinesInput, enabled = true) {
  const storeId = useStoreId();
  return useQuery({
    ...linesQuery(storeId, id, input),
    placeholderData: keepPreviousData,
    enabled: enabled && storeId !== '' && id !== '',
  });
}

export type StocktakeLine = NonNullable<
  NonNullable<ReturnType<typeof useStocktakeLines>['data']>
>['nodes'][number];

const itemLinesInput = (itemId: string, filter: StocktakeLineFilterInput) => ({
  filter: { ...filter, itemId: { equalTo: itemId } },
  page: { first: MAX_PAGE_SIZE, offset: 0 },
  sort: [],
});

/** Every line of one item the filter keeps (an item's group expanded). */
export function useItemLines(id: string, itemId: string, filter: StocktakeLineFilterInput) {
  return useStocktakeLines(id, itemLinesInput(itemId, filter));
}

/** Reads every line of one item (what a scan looks for), sharing useItemLines' cache. */
export function useFetchItemLines(id: string) {
  const storeId = useStoreId();
  const queryClient = useQueryClient();
  return useCallback(
    async (itemId: string): Promise<StocktakeLine[]> => {
      const input = itemLinesInput(itemId, {});
      const page = await queryClient.fetchQuery(linesQuery(storeId, id, input));
      return page?.nodes ?? [];
    },
    [queryClient, storeId, id],
  );
}

/** The lines whose batch moved since they were counted (decision 8's dialog). */
export function useMismatchedLines(id: string, enabled: boolean) {
  return useStocktakeLines(
    id,
    {
      filter: { hasSnapshotMismatch: true },
      page: { first: MAX_PAGE_SIZE, offset: 0 },
      sort: [],
    },
    enabled,
  );
}

/** A page of the items whose lines the filter keeps, with their figures (group by item). */
export function useStocktakeItemGroups(id: string, input: StocktakeLinesInput, enabled = true) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.documentLines(storeId, TYPE, id, ['groups', input]),
    queryFn: async () =>
      (await gqlRequest(StocktakeItemGroupsQuery, { storeId, id, ...input })).stocktakeItemGroups ??
      null,
    placeholderData: keepPreviousData,
    enabled: enabled && storeId !== '' && id !== '',
  });
}

export type StocktakeItemGroup = NonNullable<
  NonNullable<ReturnType<typeof useStocktakeItemGroups>['data']>
>['nodes'][number];

/** The figures of every line (footer, filter chips) and of the lines the filter keeps. */
export function useStocktakeFigures(id: string, filter: StocktakeLineFilterInput) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.documentFigures(storeId, TYPE, id, filter),
    queryFn: () => gqlRequest(StocktakeFiguresQuery, { storeId, id, filter }),
    placeholderData: keepPreviousData,
    enabled: storeId !== '' && id !== '',
  });
}

/** Every line, in location order, for the count sheet (read when it is printed). */
export function useCountSheetLines(id: string, enabled: boolean) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.documentLines(storeId, TYPE, id, ['count-sheet']),
    queryFn: async () => {
      const lines: CountSheetLine[] = [];
      for (let offset = 0; ; offset += MAX_PAGE_SIZE) {
        const page = (
          await gqlRequest(CountSheetLinesQuery, {
            storeId,
            id,
            page: { first: MAX_PAGE_SIZE, offset },
          })
        ).stocktakeLines;
        lines.push(...(page?.nodes ?? []));
        if (!page || offset + MAX_PAGE_SIZE >= page.totalCount) return lines;
      }
    },
    enabled: enabled && storeId !== '' && id !== '',
  });
}

export type CountSheetLine = NonNullable<
  StocktakeDetail_CountSheetQuery['stocktakeLines']
>['nodes'][number];

interface CachedPage {
  totalCount: number;
  nodes: readonly ({ id: string } & Partial<StocktakeLine & StocktakeItemGroup>)[];
}

const countedUnits = (line: StocktakeLine) => (line.countedNumberOfPacks ?? 0) * line.packSize;

/**
 * Lines as the server answered them put into every cached page holding them, and their items'
 * figures (group by item) moved by the difference: a count changes one line, so the pages are
 * not read again (only the figures are, as queryKeys declares).
 */
export function patchCachedLines(
  queryClient: QueryClient,
  storeId: string,
  answered: readonly StocktakeLine[],
): void {
  if (answered.length === 0) return;
  // Every page of lines or items of every stocktake of the store: line ids are unique.
  const cached = () => ({
    queryKey: queryKeys.documentLines(storeId, TYPE, '', null).slice(0, 3),
  });
  const byId = new Map(answered.map((line) => [line.id, line]));
  const before = new Map<string, StocktakeLine>();
  for (const [, page] of queryClient.getQueriesData<CachedPage | null>(cached()))
    for (const node of page?.nodes ?? [])
      if (byId.has(node.id) && node.snapshotNumberOfPacks !== undefined)
        before.set(node.id, node as StocktakeLine);
  const moved = new Map<string, { units: number; counted: number }>();
  for (const [lineId, old] of before) {
    const now = byId.get(lineId);
    if (!now) continue;
    const m = moved.get(now.itemId) ?? { units: 0, counted: 0 };
    m.units += countedUnits(now) - countedUnits(old);
    m.counted +=
      Number(now.countedNumberOfPacks !== null) - Number(old.countedNumberOfPacks !== null);
    moved.set(now.itemId, m);
  }
  queryClient.setQueriesData<CachedPage | null>(cached(), (page) => {
    if (!page?.nodes) return page;
    let changed = false;
    const nodes = page.nodes.map((node) => {
      const line = byId.get(node.id);
      if (line && node.snapshotNumberOfPacks !== undefined) {
        changed = true;
        return { ...node, ...line };
      }
      const m = node.lineCount !== undefined ? moved.get(node.id) : undefined;
      if (!m) return node;
      changed = true;
      return {
        ...node,
        countedUnits: (node.countedUnits ?? 0) + m.units,
        countedLineCount: (node.countedLineCount ?? 0) + m.counted,
      };
    });
    return changed ? { ...page, nodes } : page;
  });
}
export type StocktakeRow = NonNullable<ReturnType<typeof useStocktakes>['data']>['nodes'][number];

/** The store's locations (the lines' location filter), when `enabled`: the same answer as the
 * document line dialogs' choices. */
export function useLocationChoices(enabled: boolean) {
  const storeId = useStoreId();
  return (
    useQuery({
      queryKey: queryKeys.documentOptions(storeId),
      queryFn: () => gqlRequest(DocumentLineOptionsQuery, { storeId }),
      enabled: enabled && storeId !== '',
    }).data?.locations?.nodes ?? []
  );
}

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

/** Counts as their snapshot the lines named, or every line the filter keeps (not only a page). */
export function useCountAsSnapshot(stocktakeId: string) {
  return useStocktakeMutation(
    'countStocktakeLinesAsSnapshot',
    async (storeId, input: { lineIds?: string[]; filter?: StocktakeLineFilterInput }) =>
      (
        await gqlRequest(CountAsSnapshotMutation, {
          storeId,
          input: { stocktakeId, ...input },
        })
      ).countStocktakeLinesAsSnapshot,
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
