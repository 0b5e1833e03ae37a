// The keyboard shortcuts of spec 001 section 2 without React: which key press means what, and
// which registered handler answers it. The provider (ShortcutProvider) wires this to the window.

/** Add a record (Alt+N or '+'), save (Alt/Option+S), or switch to the tab at `index` (Ctrl+digit). */
export type Shortcut = { action: 'add' } | { action: 'save' } | { action: 'tab'; index: number };

export type ShortcutAction = Shortcut['action'];

/**
 * Where a handler lives. A dialog's handlers shadow the page's: while any dialog is open only
 * dialog handlers answer, so Alt+N never adds a record behind a dialog.
 */
export type ShortcutScope = 'page' | 'dialog';

/** Returns false when it did not handle the key (e.g. no such tab), so the browser keeps it. */
export type ShortcutHandler = (shortcut: Shortcut) => boolean | void;

/** The keys as aria-keyshortcuts writes them ('Plus' names the + key, since '+' joins keys). */
export const SHORTCUT_KEYS = { add: 'Alt+N Plus', save: 'Alt+S' } as const;

/** A '+' this soon after the previous key belongs to a barcode scanner's burst, not to a person. */
export const SCANNER_KEY_GAP_MS = 50;

export interface KeyPress {
  key: string;
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}

export function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * The shortcut a key press stands for. Letters match on the physical key (event.code) as well as
 * the character: Option+S on a Mac types 'ß', and Arabic layouts type Arabic letters. Ctrl+Alt is
 * AltGr on Windows, so it is never Alt+letter. '+' is text inside a field, so it only adds outside.
 */
export function matchShortcut(press: KeyPress): Shortcut | undefined {
  const { key, code, altKey, ctrlKey, metaKey } = press;
  if (altKey && !ctrlKey && !metaKey) {
    if (code === 'KeyN' || key.toLowerCase() === 'n') return { action: 'add' };
    if (code === 'KeyS' || key.toLowerCase() === 's') return { action: 'save' };
    return undefined;
  }
  if (ctrlKey && !altKey && !metaKey) {
    const digit = /^(?:Digit|Numpad)([1-9])$/.exec(code)?.[1];
    return digit ? { action: 'tab', index: Number(digit) - 1 } : undefined;
  }
  if (key === '+' && !altKey && !ctrlKey && !metaKey && !isEditable(press.target))
    return { action: 'add' };
  return undefined;
}

export interface ShortcutRegistry {
  /** Adds a handler; the returned function removes it. */
  register(scope: ShortcutScope, action: ShortcutAction, handler: ShortcutHandler): () => void;
  /**
   * Runs the handler that answers the shortcut and says whether one did. `overlayOpen` tells of a
   * dialog or menu the registry does not know (the command palette, a session dialog): it blocks
   * page handlers as a registered dialog does.
   */
  dispatch(shortcut: Shortcut, overlayOpen: boolean): boolean;
}

interface Entry {
  scope: ShortcutScope;
  action: ShortcutAction;
  handler: ShortcutHandler;
}

/**
 * Entries in registration order; the latest one for an action wins within its scope, so a dialog
 * opened on top of another answers first. Every open dialog registers 'save' (a no-op when it
 * cannot save), so Alt+S never reaches a dialog underneath.
 */
export function createShortcutRegistry(): ShortcutRegistry {
  const entries: Entry[] = [];
  return {
    register(scope, action, handler) {
      const entry = { scope, action, handler };
      entries.push(entry);
      return () => {
        const index = entries.indexOf(entry);
        if (index >= 0) entries.splice(index, 1);
      };
    },
    dispatch(shortcut, overlayOpen) {
      const dialogOpen = overlayOpen || entries.some((entry) => entry.scope === 'dialog');
      const scope: ShortcutScope = dialogOpen ? 'dialog' : 'page';
      const entry = entries.findLast(
        (candidate) => candidate.scope === scope && candidate.action === shortcut.action,
      );
      return entry ? entry.handler(shortcut) !== false : false;
    },
  };
}
