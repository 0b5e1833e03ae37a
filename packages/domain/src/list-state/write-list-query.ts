import { LIST_PARAMS, parseListQuery, toQueryEntries } from './parse-list-query';
import { normaliseRowsPerPage, offsetOf } from './paging';
import type {
  FilterValue,
  ListConfig,
  ListState,
  QueryEntries,
  QueryInput,
  SortState,
} from './types';
import { formatFilterValue } from './url-values';

/** One user action on a list. Every change except 'page' starts again at page 1. */
export type ListChange =
  | { readonly type: 'page'; readonly page: number }
  | { readonly type: 'pageSize'; readonly pageSize: number }
  /** undefined returns to the default sort. */
  | { readonly type: 'sort'; readonly sort: SortState | undefined }
  /** undefined or an empty value ('', [], an empty range) clears the rule. */
  | {
      readonly type: 'filter';
      readonly urlParameter: string;
      readonly value: FilterValue | undefined;
    }
  | { readonly type: 'clearFilters' };

function withPage(state: Omit<ListState, 'offset'>): ListState {
  return { ...state, offset: offsetOf(state.page, state.pageSize) };
}

export function reduceListState(state: ListState, change: ListChange): ListState {
  switch (change.type) {
    case 'page': {
      const page = Number.isSafeInteger(change.page) && change.page > 0 ? change.page : 1;
      return withPage({ ...state, page });
    }
    case 'pageSize':
      return withPage({
        ...state,
        page: 1,
        pageSize: normaliseRowsPerPage(change.pageSize, state.pageSize),
      });
    case 'sort':
      return withPage({ ...state, page: 1, sort: change.sort });
    case 'filter': {
      const { [change.urlParameter]: _previous, ...others } = state.filters;
      const filters =
        formatFilterValue(change.value) === '' || change.value === undefined
          ? others
          : { ...others, [change.urlParameter]: change.value };
      return withPage({ ...state, page: 1, filters });
    }
    case 'clearFilters':
      return withPage({ ...state, page: 1, filters: {} });
  }
}

function sameSort(a: SortState | undefined, b: SortState | undefined): boolean {
  return a?.key === b?.key && a?.direction === b?.direction;
}

/** The list's own query parameters for a state, leaving out page 1, the default sort and the default rows. */
export function serialiseListState(state: ListState, config: ListConfig = {}): QueryEntries {
  const entries: QueryEntries = [];
  if (state.page > 1) entries.push([LIST_PARAMS.page, String(state.page)]);
  if (state.sort !== undefined && !sameSort(state.sort, config.defaultSort)) {
    entries.push([LIST_PARAMS.sort, state.sort.key], [LIST_PARAMS.dir, state.sort.direction]);
  }
  if (state.pageSize !== normaliseRowsPerPage(config.defaultPageSize)) {
    entries.push([LIST_PARAMS.rows, String(state.pageSize)]);
  }
  for (const [name, value] of Object.entries(state.filters)) {
    const text = formatFilterValue(value);
    if (text !== '') entries.push([name, text]);
  }
  return entries;
}

/**
 * The whole query after a change: parameters the list does not own (a tab, another widget's)
 * keep their place; the list's own are written afresh after them.
 */
export function applyListChange(
  query: QueryInput,
  change: ListChange,
  config: ListConfig = {},
): QueryEntries {
  const entries = toQueryEntries(query);
  const next = reduceListState(parseListQuery(entries, config), change);
  const owned = new Set<string>([
    ...Object.values(LIST_PARAMS),
    ...(config.filters ?? []).map((definition) => definition.urlParameter),
    ...(change.type === 'filter' ? [change.urlParameter] : []),
  ]);
  return [...entries.filter(([name]) => !owned.has(name)), ...serialiseListState(next, config)];
}
