import { useSyncExternalStore } from 'react';
import { DEFAULT_ROWS_PER_PAGE, normaliseRowsPerPage } from '@dawa/domain';

/** Spec 000 section 9: the rows-per-page choice is remembered in the browser under this key. */
export const ROWS_PER_PAGE_STORAGE_KEY = '/pagination/rowsperpage';

// Every list on the page follows a new choice at once; 'storage' covers other browser tabs.
const CHANGED_HERE = 'dawa:rows-per-page';

/**
 * Spec 001 section 9: 20 rows by default; lists that show a whole document's lines may default
 * to 500 instead. Either applies only until the user picks a number.
 */
export const ALTERNATIVE_DEFAULT_ROWS_PER_PAGE = 500;

function readStoredRowsPerPage(fallback: number): number {
  try {
    return normaliseRowsPerPage(
      window.localStorage.getItem(ROWS_PER_PAGE_STORAGE_KEY) ?? undefined,
      fallback,
    );
  } catch {
    return fallback;
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent): void => {
    if (event.key === null || event.key === ROWS_PER_PAGE_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGED_HERE, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGED_HERE, onChange);
  };
}

export function storeRowsPerPage(rowsPerPage: number): void {
  try {
    window.localStorage.setItem(ROWS_PER_PAGE_STORAGE_KEY, String(rowsPerPage));
  } catch {
    // Storage disabled or full: the URL still carries the choice for this visit.
  }
  window.dispatchEvent(new Event(CHANGED_HERE));
}

/** The stored rows per page; `fallback` (20 unless given) when none or not an offered choice. */
export function useStoredRowsPerPage(fallback: number = DEFAULT_ROWS_PER_PAGE): number {
  const read = () => readStoredRowsPerPage(fallback);
  return useSyncExternalStore(subscribe, read, () => fallback);
}
