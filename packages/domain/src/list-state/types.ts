// Shapes of list state (what a list page keeps in the URL) and of the server list input
// (what the GraphQL list fields take). Conversion between them lives in server-input.ts only.

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  readonly key: string;
  readonly direction: SortDirection;
}

/** Either side may be absent ('2024-01-01_' or '_5'); both sides are of one kind. */
export interface FilterRange<T extends string | number = string | number> {
  readonly from?: T;
  readonly to?: T;
}

/**
 * A filter value as kept in list state. Dates stay in their URL form
 * ('yyyy-MM-dd' or 'yyyy-MM-dd HH:mm', local time) until they become server input.
 */
export type FilterValue =
  string | number | boolean | readonly string[] | FilterRange<number> | FilterRange<string>;

export type FilterType = 'text' | 'enum' | 'date' | 'dateTime' | 'number' | 'boolean';

/** 'between' takes a 'from_to' range; 'plain' sends a boolean as the bare value, not {equalTo}. */
export type FilterRule =
  'like' | 'equalTo' | 'equalAny' | 'afterOrEqualTo' | 'beforeOrEqualTo' | 'between' | 'plain';

export type ComparisonRule = 'equalTo' | 'afterOrEqualTo' | 'beforeOrEqualTo' | 'between';

interface FilterDefinitionBase {
  /** The query parameter that holds the value. */
  readonly urlParameter: string;
  /** The server filter field; defaults to urlParameter. */
  readonly key?: string;
}

/** One filter of one list. The rule defaults are: text like, enum equalTo, boolean equalTo, others between. */
export type FilterDefinition = FilterDefinitionBase &
  (
    | { readonly type: 'text'; readonly rule?: 'like' | 'equalTo' }
    | {
        readonly type: 'enum';
        readonly rule?: 'equalTo' | 'equalAny';
        readonly options?: readonly string[];
      }
    | { readonly type: 'date' | 'dateTime' | 'number'; readonly rule?: ComparisonRule }
    | { readonly type: 'boolean'; readonly rule?: 'equalTo' | 'plain' }
  );

export interface ListState {
  /** 1-based, as in the URL. */
  readonly page: number;
  readonly pageSize: number;
  /** (page - 1) * pageSize */
  readonly offset: number;
  readonly sort: SortState | undefined;
  /** Valid filter values by URL parameter; a cleared rule is absent. */
  readonly filters: Readonly<Record<string, FilterValue>>;
}

/** What a list page knows about its own query. Every field is optional. */
export interface ListConfig {
  readonly filters?: readonly FilterDefinition[];
  /** Used when the URL has no sort, and omitted from the URL when chosen. */
  readonly defaultSort?: SortState;
  /** When given, a sort key outside this list is ignored. */
  readonly sortKeys?: readonly string[];
  /** Rows per page when the URL has none (the stored setting); otherwise 20. */
  readonly defaultPageSize?: number;
}

export type ServerScalar = string | number | boolean;

export interface ServerFieldFilter {
  readonly like?: string;
  readonly equalTo?: ServerScalar;
  readonly equalAny?: readonly string[];
  readonly afterOrEqualTo?: string | number;
  readonly beforeOrEqualTo?: string | number;
}

export type ServerFilter = Readonly<Record<string, ServerFieldFilter | boolean>>;

export interface ServerSort {
  readonly key: string;
  readonly desc: boolean;
}

export interface ServerListInput {
  readonly filter: ServerFilter;
  readonly page: { readonly first: number; readonly offset: number };
  readonly sort: readonly ServerSort[];
}

/** A query as URLSearchParams (or any iterable of pairs) or as a plain record. */
export type QueryInput =
  | Iterable<readonly [string, string]>
  | Readonly<Record<string, string | readonly string[] | undefined>>;

export type QueryEntries = [string, string][];
