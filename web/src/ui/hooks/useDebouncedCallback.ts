import { useCallback, useEffect, useRef } from 'react';

/** The debounce used when a caller names none (spec 000 section 9). */
export const DEFAULT_DEBOUNCE_MS = 500;

/**
 * A stable function that runs `callback` once calls have paused for `delay` ms, always with the
 * latest callback and arguments. Pending calls are dropped on unmount.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delay: number = DEFAULT_DEBOUNCE_MS,
): ((...args: Args) => void) & { cancel: () => void; flush: () => void } {
  const callbackRef = useRef(callback);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pendingRef = useRef<Args | undefined>(undefined);

  useEffect(() => {
    callbackRef.current = callback;
  }, [callback]);

  const cancel = useCallback(() => {
    clearTimeout(timerRef.current);
    timerRef.current = undefined;
    pendingRef.current = undefined;
  }, []);

  const flush = useCallback(() => {
    const args = pendingRef.current;
    cancel();
    if (args) callbackRef.current(...args);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);

  const debounced = useCallback(
    (...args: Args) => {
      pendingRef.current = args;
      clearTimeout(timerRef.current);
      timerRef.current = setTimeout(flush, delay);
    },
    [delay, flush],
  );

  return Object.assign(debounced, { cancel, flush });
}
