// A keyboard-wedge scanner "types" the barcode much faster than a person and ends with Enter.
// Keys closer together than MAX_KEY_GAP_MS form one burst; a burst of MIN_SCAN_LENGTH or more
// characters ended by Enter is a scan. A burst that never ends within SCAN_TIMEOUT_MS is a
// failed scan (spec 001 section 9: scan time-out 5000 ms).
import { useEffect, useRef } from 'react';

export const MAX_KEY_GAP_MS = 50;
export const MIN_SCAN_LENGTH = 6;
export const SCAN_TIMEOUT_MS = 5000;

export interface BarcodeWedgeHandlers {
  onScan: (scan: string) => void;
  /** A burst that looked like a scan but did not finish in time. */
  onTimeout: () => void;
  enabled?: boolean;
}

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Listens on the window for scanner bursts typed outside text fields. */
export function useBarcodeWedge({ onScan, onTimeout, enabled = true }: BarcodeWedgeHandlers) {
  const handlers = useRef({ onScan, onTimeout });
  handlers.current = { onScan, onTimeout };

  useEffect(() => {
    if (!enabled) return undefined;
    let buffer = '';
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reset = () => {
      buffer = '';
      if (timer) clearTimeout(timer);
      timer = undefined;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.altKey || event.metaKey || isEditable(event.target)) {
        reset();
        return;
      }
      const now = Date.now();
      const fast = now - last <= MAX_KEY_GAP_MS;
      last = now;
      if (event.key === 'Enter') {
        if (fast && buffer.length >= MIN_SCAN_LENGTH) {
          event.preventDefault();
          const scan = buffer;
          reset();
          handlers.current.onScan(scan);
        } else reset();
        return;
      }
      if (event.key.length !== 1) return;
      buffer = fast ? buffer + event.key : event.key;
      if (buffer.length === MIN_SCAN_LENGTH && !timer) {
        timer = setTimeout(() => {
          reset();
          handlers.current.onTimeout();
        }, SCAN_TIMEOUT_MS);
      }
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      reset();
    };
  }, [enabled]);
}
