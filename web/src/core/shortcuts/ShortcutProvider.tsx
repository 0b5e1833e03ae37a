import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  createShortcutRegistry,
  matchShortcut,
  SCANNER_KEY_GAP_MS,
  type ShortcutAction,
  type ShortcutHandler,
  type ShortcutRegistry,
  type ShortcutScope,
} from './shortcuts';

const ShortcutContext = createContext<ShortcutRegistry | null>(null);

/** A dialog or menu is showing (MUI marks dialogs role="dialog" and menus as popovers). */
export function overlayOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="presentation"].MuiPopover-root') !== null;
}

const MODIFIERS = new Set(['Alt', 'AltGraph', 'Control', 'Meta', 'Shift']);

/**
 * Owns the registry and the one window listener that turns key presses into shortcuts. The app
 * shell mounts it; without it, useShortcut does nothing (kit tests, the sign-in page).
 */
export function ShortcutProvider({ children }: { children: ReactNode }) {
  const [registry] = useState(createShortcutRegistry);
  useEffect(() => {
    let lastKeyAt = Number.NEGATIVE_INFINITY;
    const onKeyDown = (event: KeyboardEvent) => {
      if (MODIFIERS.has(event.key)) return;
      const gap = event.timeStamp - lastKeyAt;
      lastKeyAt = event.timeStamp;
      if (event.defaultPrevented || event.repeat) return;
      const shortcut = matchShortcut(event);
      if (!shortcut || (event.key === '+' && gap < SCANNER_KEY_GAP_MS)) return;
      if (registry.dispatch(shortcut, overlayOpen())) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [registry]);
  return <ShortcutContext.Provider value={registry}>{children}</ShortcutContext.Provider>;
}

export interface UseShortcutOptions {
  /** 'dialog' for handlers of an open dialog: they shadow every page handler. */
  scope?: ShortcutScope;
  /** Registered while true; by default while there is a handler. */
  enabled?: boolean;
}

/**
 * Answers a shortcut while the component is mounted: `useShortcut('add', openNewDialog)` on a page,
 * `useShortcut('save', save, { scope: 'dialog', enabled: open })` in a dialog (the kit's Modal does
 * this for every dialog). The handler may change on every render; the registration stays, so a
 * page re-rendering never jumps above an open dialog. An undefined handler ignores the key.
 */
export function useShortcut(
  action: ShortcutAction,
  handler: ShortcutHandler | undefined,
  { scope = 'page', enabled = handler !== undefined }: UseShortcutOptions = {},
): void {
  const registry = useContext(ShortcutContext);
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!registry || !enabled) return undefined;
    return registry.register(scope, action, (shortcut) => {
      const current = latest.current;
      return current ? current(shortcut) : false;
    });
  }, [registry, enabled, scope, action]);
}
