// Enumerations, ids, permissions, number entry, currency and expiry rules.
export * from './enums';
export * from './id';
export * from './permissions';
export * from './number';
export * from './currency';
export * from './expiry';

// List state in the URL and its conversion to server list input (spec 000 sections 2, 5, 9).
export type {
  ComparisonRule,
  FilterDefinition,
  FilterRange,
  FilterRule,
  FilterType,
  FilterValue,
  ListConfig,
  ListState,
  QueryEntries,
  QueryInput,
  ServerFieldFilter,
  ServerFilter,
  ServerListInput,
  ServerScalar,
  ServerSort,
  SortDirection,
  SortState,
} from './list-state/types';
export type { UrlDateParts } from './list-state/url-values';
export {
  RANGE_SEPARATOR,
  formatFilterValue,
  isFilterRange,
  isUrlDate,
  parseFilterValue,
  parseUrlDate,
  parseUrlNumber,
} from './list-state/url-values';
export { parseFilterParam, ruleOf, serverKeyOf } from './list-state/filter-definition';
export {
  LIST_PARAMS,
  parseListQuery,
  parseSort,
  toQueryEntries,
} from './list-state/parse-list-query';
export type { ListChange } from './list-state/write-list-query';
export {
  applyListChange,
  reduceListState,
  serialiseListState,
} from './list-state/write-list-query';
export { isDateTimeKey, toServerListInput, urlDateToServer } from './list-state/server-input';
export type { PagerRange } from './list-state/paging';
export {
  DEFAULT_ROWS_PER_PAGE,
  ROWS_PER_PAGE_OPTIONS,
  clampPage,
  normaliseRowsPerPage,
  offsetOf,
  pagerRange,
  parsePage,
} from './list-state/paging';
