import { useEffect } from 'react';

/** How long a field is waited for: the page of the scanned item is read from the server. */
const WAIT_MS = 10_000;

/**
 * Brings into view and focuses the first element under `root` that `selector` finds, once it
 * is there (rows arrive from the server after the filter changes). `request` names the ask:
 * a new value asks again for the same selector.
 */
export function useFocusWhenShown(
  root: HTMLElement | null,
  selector: string | undefined,
  request: unknown,
) {
  useEffect(() => {
    if (!root || !selector) return undefined;
    let frame = 0;
    let done = false;
    // Found: brought into view once the rows are laid out (a table opened inside another
    // sizes itself after its rows arrive; scrolled earlier, it keeps a stale offset).
    const tryFocus = () => {
      if (done || !root.querySelector(selector)) return done;
      done = true;
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => {
          const element = root.querySelector<HTMLElement>(selector);
          element?.scrollIntoView?.({ block: 'nearest' });
          element?.focus({ preventScroll: true });
        });
      });
      return true;
    };
    const observer = new MutationObserver(() => {
      if (tryFocus()) observer.disconnect();
    });
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    if (!tryFocus()) observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [root, selector, request]);
}
