import type { AuthMarker } from '../session/markers';

const ALWAYS_ALLOWED: readonly string[] = ['authToken', 'me'];
const BLOCKING_WITHOUT_STORE: readonly AuthMarker[] = [
  'NoStoreAssigned',
  'Unauthenticated',
  'Timeout',
  'ServerError',
];

/**
 * Spec 000 section 4: before a store is assigned, any of four markers holds every request back
 * except authToken and me; once a store is assigned only NoStoreAssigned does.
 */
export function isRequestSkipped(
  operationName: string,
  marker: AuthMarker | null,
  hasStore: boolean,
): boolean {
  if (ALWAYS_ALLOWED.includes(operationName) || marker === null) return false;
  if (hasStore) return marker === 'NoStoreAssigned';
  return BLOCKING_WITHOUT_STORE.includes(marker);
}
