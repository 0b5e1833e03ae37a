import { useSyncExternalStore } from 'react';
import { DEFAULT_ROWS_PER_PAGE, normaliseRowsPerPage } from '@dawa/domain';

/** Spec 000 section 9: the rows-per-page choice is remembered in the browser under this key. */
export const ROWS_PER_PAGE_STORAGE_KEY = '/pagination/rowsperpage';

// Every list on the page follows a new choice at once; 'storage' covers other browser tabs.
const CHANGED_HERE = 'dawa:rows-per-page';

function readStoredRowsPerPage(): number {
  try {
    return normaliseRowsPerPage(
      window.localStorage.getItem(ROWS_PER_PAGE_STORAGE_KEY) ?? undefined,
    );
  } catch {
    return DEFAULT_ROWS_PER_PAGE;
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

/** The stored rows per page (20 when none or not an offered choice). */
export function useStoredRowsPerPage(): number {
  return useSyncExternalStore(subscribe, readStoredRowsPerPage, () => DEFAULT_ROWS_PER_PAGE);
}
