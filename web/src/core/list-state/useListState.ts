import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  applyListChange,
  parseListQuery,
  ROWS_PER_PAGE_OPTIONS,
  toServerListInput,
  type FilterDefinition,
  type FilterValue,
  type ListChange,
  type ListConfig,
  type ServerListInput,
  type SortState,
} from '@dawa/domain';
import { storeRowsPerPage, useStoredRowsPerPage } from './useStoredRowsPerPage';

export interface ListStateOptions {
  readonly filters?: readonly FilterDefinition[];
  /** Used when the URL has no sort, and left out of the URL when chosen. */
  readonly defaultSort?: SortState;
  /** When given, other sort keys in the URL are ignored. */
  readonly sortKeys?: readonly string[];
  /**
   * Rows per page until the user picks a number (stored for every list): 20 by default, or
   * ALTERNATIVE_DEFAULT_ROWS_PER_PAGE (500) for a list of a whole document's lines.
   */
  readonly defaultPageSize?: number;
}

export interface ListStateApi {
  /** 1-based */
  readonly page: number;
  readonly pageSize: number;
  readonly offset: number;
  readonly sort: SortState | undefined;
  readonly filters: Readonly<Record<string, FilterValue>>;
  /** `{ filter, page: { first, offset }, sort: [{ key, desc }] }` for the list query. */
  readonly serverInput: ServerListInput;
  setPage(page: number): void;
  /** Remembers the choice for every list and starts again at page 1. */
  setPageSize(pageSize: number): void;
  /** undefined returns to the default sort. Starts again at page 1. */
  setSort(sort: SortState | undefined): void;
  /** '' or undefined clears the rule. Starts again at page 1; replaces the history entry. */
  setFilter(urlParameter: string, value: FilterValue | undefined): void;
  clearFilters(): void;
}

/**
 * The state of a list page, kept in the URL query (spec 000 section 2). Page and sort changes
 * push a history entry so back and forward walk through them; filter changes replace the entry
 * so typing in a filter does not flood the history.
 */
export function useListState(options: ListStateOptions = {}): ListStateApi {
  const [searchParams, setSearchParams] = useSearchParams();
  const storedRows = useStoredRowsPerPage(options.defaultPageSize);
  // Options are plain data: compare by content so inline literals do not re-parse every render.
  const optionsKey = JSON.stringify(options);
  const config = useMemo<ListConfig>(
    () => ({ ...(JSON.parse(optionsKey) as ListStateOptions), defaultPageSize: storedRows }),
    [optionsKey, storedRows],
  );
  const query = searchParams.toString();
  const state = useMemo(() => parseListQuery(new URLSearchParams(query), config), [query, config]);
  const serverInput = useMemo(
    () => toServerListInput(state, config.filters ?? []),
    [state, config],
  );

  const write = useCallback(
    (change: ListChange, replace: boolean, writeConfig: ListConfig = config) => {
      const next = new URLSearchParams(
        applyListChange(new URLSearchParams(query), change, writeConfig),
      );
      if (next.toString() === query) return;
      setSearchParams(next, { replace });
    },
    [config, query, setSearchParams],
  );

  const setPage = useCallback((page: number) => write({ type: 'page', page }, false), [write]);
  const setSort = useCallback(
    (sort: SortState | undefined) => write({ type: 'sort', sort }, false),
    [write],
  );
  const setFilter = useCallback(
    (urlParameter: string, value: FilterValue | undefined) =>
      write({ type: 'filter', urlParameter, value }, true),
    [write],
  );
  const clearFilters = useCallback(() => write({ type: 'clearFilters' }, true), [write]);
  const setPageSize = useCallback(
    (pageSize: number) => {
      if (!ROWS_PER_PAGE_OPTIONS.some((option) => option === pageSize)) return;
      storeRowsPerPage(pageSize);
      // The new choice is now the default, so the URL needs no 'rows'.
      write({ type: 'pageSize', pageSize }, false, { ...config, defaultPageSize: pageSize });
    },
    [config, write],
  );

  return {
    page: state.page,
    pageSize: state.pageSize,
    offset: state.offset,
    sort: state.sort,
    filters: state.filters,
    serverInput,
    setPage,
    setPageSize,
    setSort,
    setFilter,
    clearFilters,
  };
}
