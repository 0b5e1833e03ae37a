import { DEFAULT_ROWS_PER_PAGE, ROWS_PER_PAGE_OPTIONS } from './dimensions';

/** The rows-per-page choice is remembered in the browser (spec 000 section 9). */
export const ROWS_PER_PAGE_STORAGE_KEY = '/pagination/rowsperpage';

export function readStoredRowsPerPage(fallback: number = DEFAULT_ROWS_PER_PAGE): number {
  try {
    const stored = Number(window.localStorage.getItem(ROWS_PER_PAGE_STORAGE_KEY));
    return (ROWS_PER_PAGE_OPTIONS as readonly number[]).includes(stored) ? stored : fallback;
  } catch {
    return fallback;
  }
}

export function storeRowsPerPage(rowsPerPage: number): void {
  try {
    window.localStorage.setItem(ROWS_PER_PAGE_STORAGE_KEY, String(rowsPerPage));
  } catch {
    // Storage disabled: the choice still applies to this page.
  }
}
