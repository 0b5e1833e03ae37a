import { parseFilterParam } from './filter-definition';
import { normaliseRowsPerPage, offsetOf, parsePage } from './paging';
import type {
  FilterValue,
  ListConfig,
  ListState,
  QueryEntries,
  QueryInput,
  SortState,
} from './types';

/** Query parameters a list owns besides its filters. Page 1, the default sort and the default rows are left out. */
export const LIST_PARAMS = { page: 'page', sort: 'sort', dir: 'dir', rows: 'rows' } as const;

function isIterable(query: QueryInput): query is Iterable<readonly [string, string]> {
  return typeof (query as Partial<Iterable<unknown>>)[Symbol.iterator] === 'function';
}

/** Normalises any query input to a list of pairs, keeping order and repeats. */
export function toQueryEntries(query: QueryInput): QueryEntries {
  if (isIterable(query))
    return Array.from(query, ([name, value]): [string, string] => [name, value]);
  const entries: QueryEntries = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const values: readonly string[] = typeof value === 'string' ? [value] : value;
    for (const item of values) entries.push([name, item]);
  }
  return entries;
}

function valuesOf(entries: QueryEntries, name: string): string[] {
  return entries.filter(([key]) => key === name).map(([, value]) => value);
}

/**
 * The sort in the URL: 'sort' names the key and 'dir' is 'asc' or 'desc' (lowercase). Without a
 * valid 'dir' the default key keeps its default direction and any other key is ascending.
 * A 'dir' alone turns the default key. An unknown key gives the default sort.
 */
export function parseSort(entries: QueryEntries, config: ListConfig): SortState | undefined {
  const key = valuesOf(entries, LIST_PARAMS.sort)[0];
  const dir = valuesOf(entries, LIST_PARAMS.dir)[0];
  const known = (candidate: string): boolean =>
    candidate !== '' && (config.sortKeys === undefined || config.sortKeys.includes(candidate));
  if (key !== undefined && known(key)) {
    if (dir === 'asc' || dir === 'desc') return { key, direction: dir };
    return {
      key,
      direction: key === config.defaultSort?.key ? config.defaultSort.direction : 'asc',
    };
  }
  if (config.defaultSort === undefined) return undefined;
  if (key === undefined && (dir === 'asc' || dir === 'desc'))
    return { key: config.defaultSort.key, direction: dir };
  return config.defaultSort;
}

export function parseListQuery(query: QueryInput, config: ListConfig = {}): ListState {
  const entries = toQueryEntries(query);
  const page = parsePage(valuesOf(entries, LIST_PARAMS.page)[0]);
  const defaultPageSize = normaliseRowsPerPage(config.defaultPageSize);
  const pageSize = normaliseRowsPerPage(valuesOf(entries, LIST_PARAMS.rows)[0], defaultPageSize);
  const filters: Record<string, FilterValue> = {};
  for (const definition of config.filters ?? []) {
    const value = parseFilterParam(valuesOf(entries, definition.urlParameter), definition);
    if (value !== undefined) filters[definition.urlParameter] = value;
  }
  return {
    page,
    pageSize,
    offset: offsetOf(page, pageSize),
    sort: parseSort(entries, config),
    filters,
  };
}
