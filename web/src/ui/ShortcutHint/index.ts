export { ShortcutHint, type ShortcutHintProps } from './ShortcutHint';
