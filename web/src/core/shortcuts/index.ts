export {
  isEditable,
  matchShortcut,
  SHORTCUT_KEYS,
  type Shortcut,
  type ShortcutAction,
  type ShortcutHandler,
  type ShortcutScope,
} from './shortcuts';
export {
  overlayOpen,
  ShortcutProvider,
  useShortcut,
  type UseShortcutOptions,
} from './ShortcutProvider';
