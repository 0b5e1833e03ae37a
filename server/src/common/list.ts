// The shapes of list arguments, shared by schema (which maps GraphQL inputs onto
// them) and repositories (which turn them into SQL). No GraphQL types here.
export interface StringFilter {
  equalTo?: string | null;
  /** Case-insensitive "contains", at most MAX_FILTER_PATTERN_LENGTH characters (the edge refuses more). */
  like?: string | null;
}

export interface EqualFilter<T = string> {
  equalTo?: T | null;
  notEqualTo?: T | null;
  /** At most MAX_FILTER_IDS values (the edge refuses more). */
  equalAny?: readonly T[] | null;
  /** At most MAX_FILTER_IDS values (the edge refuses more). */
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
/** The largest page a list answers: one definition, in packages/domain/limits.ts. */
export { MAX_PAGE_SIZE } from '@dawa/domain';

export interface Connection<T> {
  totalCount: number;
  nodes: T[];
}
