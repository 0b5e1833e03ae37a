// The shapes of list arguments, shared by schema (which maps GraphQL inputs onto
// them) and repositories (which turn them into SQL). No GraphQL types here.
export interface StringFilter {
  equalTo?: string | null;
  /** Case-insensitive "contains". */
  like?: string | null;
}

export interface EqualFilter<T = string> {
  equalTo?: T | null;
  notEqualTo?: T | null;
  equalAny?: readonly T[] | null;
  notEqualAll?: readonly T[] | null;
}

export interface RangeFilter<T = string> {
  equalTo?: T | null;
  beforeOrEqualTo?: T | null;
  afterOrEqualTo?: T | null;
}

export interface Page {
  first: number;
  offset: number;
}

export interface Sort<K extends string> {
  key: K;
  desc: boolean;
}

export const DEFAULT_PAGE_SIZE = 20;
/** The largest page a list answers (rows-per-page options go up to 500). */
export const MAX_PAGE_SIZE = 1000;

export interface Connection<T> {
  totalCount: number;
  nodes: T[];
}
