import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ServerListInput } from '@dawa/domain';
import { gqlRequest } from '../../../core/graphql';
import { useStoreId } from '../../../core/session';
import type { ItemSearch } from '../../../ui/Pickers';
import type {
  ItemFilterInput,
  ItemSortInput,
  LedgerTable_LedgerQueryVariables,
  StockLineFilterInput,
  StockLineSortInput,
} from '../../../gql/graphql';
import { queryKeys } from '../../../core/graphql/queryKeys';
import {
  InventoryOptionsQuery,
  ItemQuery,
  ItemStatsQuery,
  ItemsQuery,
  LedgerQuery,
  SuppliersOrDonorsQuery,
  StockLinesQuery,
} from './operations';

// The list state speaks the server's filter shape; the generated input types are its names.
function listVariables<F, S>(input: ServerListInput) {
  return {
    filter: input.filter as unknown as F,
    page: { ...input.page },
    sort: input.sort.map((sort) => ({ ...sort })) as unknown as S[],
  };
}

export function useItems(input: ServerListInput) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.itemList(storeId, input),
    queryFn: async () =>
      (
        await gqlRequest(ItemsQuery, {
          storeId,
          ...listVariables<ItemFilterInput, ItemSortInput>(input),
        })
      ).items,
    placeholderData: keepPreviousData,
    enabled: storeId !== '',
  });
}

/** Items asked for their figures per request: within the cost limit's share for statistics. */
const STATS_PER_REQUEST = 500;

/** The stock figures of the items shown, by item id. */
export function useItemStats(ids: readonly string[]) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.itemStats(storeId, ids),
    queryFn: async () => {
      const pieces = [];
      for (let i = 0; i < ids.length; i += STATS_PER_REQUEST)
        pieces.push(ids.slice(i, i + STATS_PER_REQUEST));
      const answers = await Promise.all(
        pieces.map((piece) => gqlRequest(ItemStatsQuery, { storeId, ids: piece })),
      );
      return new Map(
        answers.flatMap((a) => a.items?.nodes ?? []).map((node) => [node.id, node.stats]),
      );
    },
    placeholderData: keepPreviousData,
    enabled: storeId !== '' && ids.length > 0,
  });
}

/** How many items a picker offers at a time: typing narrows the search. */
export const ITEM_SEARCH_LIMIT = 20;

/** Stock items of the store whose code or name contains the text, by name (item pickers). */
export function useItemSearch(text: string) {
  const trimmed = text.trim();
  return useItems({
    filter: {
      type: { equalTo: 'STOCK' },
      ...(trimmed === '' ? {} : { codeOrName: { like: trimmed } }),
    },
    page: { first: ITEM_SEARCH_LIMIT, offset: 0 },
    sort: [{ key: 'name', desc: false }],
  });
}

/** The item search of the kit's ItemPicker: stock items matching the text, and whether the
 * answer is the one for this text (not the previous one kept on screen while asking). */
export function useItemChoices(text: string): ItemSearch {
  const items = useItemSearch(text);
  return {
    items: items.data?.nodes,
    answered: items.data !== undefined && !items.isPlaceholderData && !items.isFetching,
  };
}

export function useItem(id: string) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.item(storeId, id),
    queryFn: async () => (await gqlRequest(ItemQuery, { storeId, id })).item,
    enabled: storeId !== '' && id !== '',
  });
}

export function useStockLines(input: ServerListInput, extra: StockLineFilterInput = {}) {
  const storeId = useStoreId();
  const variables = listVariables<StockLineFilterInput, StockLineSortInput>(input);
  const filter = { ...variables.filter, ...extra };
  return useQuery({
    queryKey: queryKeys.stockLines(storeId, { ...variables, filter }),
    queryFn: async () =>
      (await gqlRequest(StockLinesQuery, { storeId, ...variables, filter })).stockLines,
    placeholderData: keepPreviousData,
    enabled: storeId !== '',
  });
}

export function useLedger(
  target: { itemId: string } | { stockLineId: string },
  page: { first: number; offset: number },
) {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.ledger(storeId, { ...target, page }),
    queryFn: async () => {
      const variables: LedgerTable_LedgerQueryVariables = { storeId, ...target, page };
      return (await gqlRequest(LedgerQuery, variables)).ledger;
    },
    placeholderData: keepPreviousData,
    enabled: storeId !== '',
  });
}

/** Locations, reasons and VVM statuses the dialogs choose from. */
export function useInventoryOptions() {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.inventoryOptions(storeId),
    queryFn: () => gqlRequest(InventoryOptionsQuery, { storeId }),
    enabled: storeId !== '',
  });
}

/** Suppliers or donors to choose from (a store deals with a handful). */
export function useNames(kind: 'supplier' | 'donor') {
  const storeId = useStoreId();
  return useQuery({
    queryKey: queryKeys.names(storeId, kind),
    queryFn: async () =>
      (
        await gqlRequest(SuppliersOrDonorsQuery, {
          storeId,
          filter: kind === 'supplier' ? { isSupplier: true } : { isDonor: true },
        })
      ).names?.nodes ?? [],
    enabled: storeId !== '',
    staleTime: 5 * 60_000,
  });
}
