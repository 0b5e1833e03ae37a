// A keyboard-wedge scanner "types" the barcode much faster than a person and ends with Enter.
// Keys closer together than MAX_KEY_GAP_MS form one burst; a burst of MIN_SCAN_LENGTH or more
// characters ended by Enter is a scan. A burst that never ends within SCAN_TIMEOUT_MS is a
// failed scan (spec 001 section 9: scan time-out 5000 ms).
import { useEffect, useRef } from 'react';
import { fieldOf, giveBack, restore, type HeldKeys } from './wedgeFields';

export const MAX_KEY_GAP_MS = 50;
export const MIN_SCAN_LENGTH = 6;
export const SCAN_TIMEOUT_MS = 5000;

export interface BarcodeWedgeHandlers {
  onScan: (scan: string) => void;
  /** A burst that looked like a scan but did not finish in time. */
  onTimeout: () => void;
  enabled?: boolean;
  /**
   * Also reads scans typed into a text field (a stocktake's count, where a scan leaves the
   * cursor): the burst's keys after its first are kept out of the field, the field gets back
   * what it held before the scan, and keys that were a person's, not a scan, are given back.
   */
  inFields?: boolean;
}

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Listens on the window for scanner bursts typed outside text fields (or in them too). */
export function useBarcodeWedge({
  onScan,
  onTimeout,
  enabled = true,
  inFields = false,
}: BarcodeWedgeHandlers) {
  const handlers = useRef({ onScan, onTimeout });
  handlers.current = { onScan, onTimeout };

  useEffect(() => {
    if (!enabled) return undefined;
    let buffer = '';
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Keys kept out of a field while a burst might be a scan, and what the field held first.
    let held: HeldKeys | undefined;
    let giveBackTimer: ReturnType<typeof setTimeout> | undefined;
    const settleHeld = (scanned: boolean) => {
      if (giveBackTimer) clearTimeout(giveBackTimer);
      giveBackTimer = undefined;
      if (held) (scanned ? restore : giveBack)(held);
      held = undefined;
    };
    const reset = () => {
      buffer = '';
      if (timer) clearTimeout(timer);
      timer = undefined;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const editable = isEditable(event.target);
      if (event.ctrlKey || event.altKey || event.metaKey || (editable && !inFields)) {
        settleHeld(false);
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
          settleHeld(true);
          reset();
          handlers.current.onScan(scan);
        } else {
          settleHeld(false);
          reset();
        }
        return;
      }
      if (event.key.length !== 1) return;
      if (fast && buffer !== '') {
        buffer += event.key;
        if (held) {
          event.preventDefault();
          held.keys += event.key;
          if (giveBackTimer) clearTimeout(giveBackTimer);
          // No Enter right after: a person's quick keys, given back to the field.
          giveBackTimer = setTimeout(() => settleHeld(false), MAX_KEY_GAP_MS + 20);
        }
      } else {
        settleHeld(false);
        buffer = event.key;
        held = editable ? fieldOf(event.target) : undefined;
      }
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
      settleHeld(false);
      reset();
    };
  }, [enabled, inFields]);
}
