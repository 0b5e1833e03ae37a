// Pages are fetched on demand (code splitting). A fetch that never settles would leave the user
// on the loading screen for good: after 120 s (spec 001 section 9) it fails instead, so the
// error screen offers "try again".

import { withTimeout } from './withTimeout';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The error of a page's code that could not be fetched in time. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** `load`, failing with ChunkLoadError when it has not settled within `timeoutMs`. */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    withTimeout(
      load(),
      timeoutMs,
      () => new ChunkLoadError(`Loading the page took longer than ${timeoutMs / 1000} s`),
    );
}

/**
 * A page's code that could not be fetched: our timeout, or the browser's failed dynamic import.
 * React remembers a failed lazy page, so only a reload tries the fetch again.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}
