export const ROWS_PER_PAGE_OPTIONS = [20, 50, 100, 500] as const;
export const DEFAULT_ROWS_PER_PAGE = 20;

/** A rows-per-page choice from a number or its text; anything not offered falls back. */
export function normaliseRowsPerPage(
  value: unknown,
  fallback: number = DEFAULT_ROWS_PER_PAGE,
): number {
  const number = typeof value === 'string' && /^[1-9]\d*$/.test(value) ? Number(value) : value;
  return ROWS_PER_PAGE_OPTIONS.some((option) => option === number) ? (number as number) : fallback;
}

/** A 1-based page from its URL text: a positive whole number, otherwise 1. */
export function parsePage(value: string | undefined): number {
  if (value === undefined || !/^[1-9]\d*$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) ? page : 1;
}

export function offsetOf(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/**
 * The page to show once the total is known: a page that starts at or past the end of a
 * non-empty result goes back to the first page.
 */
export function clampPage(page: number, pageSize: number, total: number): number {
  return total > 0 && offsetOf(page, pageSize) >= total ? 1 : page;
}

export interface PagerRange {
  readonly from: number;
  readonly to: number;
  readonly total: number;
}

/** The numbers of "showing X-Y of N": 0-0 of 0 when empty; a page past the end counts as page 1. */
export function pagerRange(page: number, pageSize: number, total: number): PagerRange {
  if (total <= 0) return { from: 0, to: 0, total: 0 };
  const offset = offsetOf(clampPage(page, pageSize, total), pageSize);
  return { from: offset + 1, to: Math.min(offset + pageSize, total), total };
}
