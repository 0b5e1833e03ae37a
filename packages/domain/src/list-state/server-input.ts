import { ruleOf, serverKeyOf } from './filter-definition';
import type {
  FilterDefinition,
  FilterValue,
  ListState,
  ServerFieldFilter,
  ServerListInput,
} from './types';
import { isFilterRange, parseUrlDate } from './url-values';

/** Spec 000 section 5: a server field whose key contains 'datetime' takes ISO timestamps, others plain dates. */
export function isDateTimeKey(key: string): boolean {
  return /datetime/i.test(key);
}

function localDate(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  ms: number,
): Date {
  // Built in its own year: a time that exists on that day is kept even where the same day of
  // another year had a daylight-saving gap at that hour.
  const date = new Date(year, month - 1, day, hour, minute, second, ms);
  if (year < 100) date.setFullYear(year, month - 1, day); // the constructor maps 0-99 to 19xx
  return date;
}

/**
 * A URL date as server input. Plain-date fields get 'yyyy-MM-dd' (any time is dropped).
 * Datetime fields get the ISO instant of the local start (edge 'from') or end (edge 'to') of
 * the minute given, or of the whole day when no time was given.
 */
export function urlDateToServer(
  value: string,
  key: string,
  edge: 'from' | 'to',
): string | undefined {
  const parts = parseUrlDate(value);
  if (parts === undefined) return undefined;
  if (!isDateTimeKey(key)) return value.slice(0, 10);
  const { year, month, day, time } = parts;
  const end = edge === 'to';
  const date = time
    ? localDate(year, month, day, time.hour, time.minute, end ? 59 : 0, end ? 999 : 0)
    : localDate(year, month, day, end ? 23 : 0, end ? 59 : 0, end ? 59 : 0, end ? 999 : 0);
  return date.toISOString();
}

type Bound = string | number | undefined;

function comparison(
  definition: FilterDefinition,
  value: FilterValue,
): ServerFieldFilter | undefined {
  const key = serverKeyOf(definition);
  const bound = (side: string | number | undefined, edge: 'from' | 'to'): Bound =>
    typeof side === 'string' ? urlDateToServer(side, key, edge) : side;
  const between = (from: Bound, to: Bound): ServerFieldFilter | undefined =>
    from === undefined && to === undefined
      ? undefined
      : {
          ...(from !== undefined && { afterOrEqualTo: from }),
          ...(to !== undefined && { beforeOrEqualTo: to }),
        };
  if (isFilterRange(value)) return between(bound(value.from, 'from'), bound(value.to, 'to'));
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const rule = ruleOf(definition);
  if (rule === 'afterOrEqualTo') return between(bound(value, 'from'), undefined);
  if (rule === 'beforeOrEqualTo') return between(undefined, bound(value, 'to'));
  // One instant cannot equal a day or a minute: on a datetime field equality covers all of it.
  if (typeof value === 'string' && isDateTimeKey(key))
    return between(bound(value, 'from'), bound(value, 'to'));
  const exact = bound(value, 'from');
  return exact === undefined ? undefined : { equalTo: exact };
}

function fieldFilter(
  definition: FilterDefinition,
  value: FilterValue,
): ServerFieldFilter | boolean | undefined {
  const rule = ruleOf(definition);
  switch (definition.type) {
    case 'text':
      return typeof value === 'string'
        ? rule === 'equalTo'
          ? { equalTo: value }
          : { like: value }
        : undefined;
    case 'enum':
      if (rule === 'equalAny') {
        const list =
          typeof value === 'string'
            ? [value]
            : Array.isArray(value)
              ? (value as readonly string[])
              : [];
        return list.length > 0 ? { equalAny: list } : undefined;
      }
      return typeof value === 'string' ? { equalTo: value } : undefined;
    case 'boolean':
      if (typeof value !== 'boolean') return undefined;
      return rule === 'plain' ? value : { equalTo: value };
    default:
      return comparison(definition, value);
  }
}

/**
 * The one place list state becomes server list input: `{ filter, page: { first, offset },
 * sort: [{ key, desc }] }`. Filters without a definition are not sent; two definitions on one
 * server field (say a 'from' and a 'to' parameter) are merged into one field filter.
 */
export function toServerListInput(
  state: ListState,
  definitions: readonly FilterDefinition[],
): ServerListInput {
  const filter: Record<string, ServerFieldFilter | boolean> = {};
  for (const definition of definitions) {
    const value = state.filters[definition.urlParameter];
    if (value === undefined) continue;
    const field = fieldFilter(definition, value);
    if (field === undefined) continue;
    const key = serverKeyOf(definition);
    const existing = filter[key];
    filter[key] =
      typeof existing === 'object' && typeof field === 'object' ? { ...existing, ...field } : field;
  }
  return {
    filter,
    page: { first: state.pageSize, offset: state.offset },
    sort:
      state.sort === undefined
        ? []
        : [{ key: state.sort.key, desc: state.sort.direction === 'desc' }],
  };
}
