import { cloneElement, type ReactElement } from 'react';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { SHORTCUT_KEYS } from '../../core/shortcuts';

export interface ShortcutHintProps {
  action: keyof typeof SHORTCUT_KEYS;
  /** The button the shortcut presses; it gets aria-keyshortcuts. */
  children: ReactElement<{ 'aria-keyshortcuts'?: string }>;
}

function isMac(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.userAgent);
}

/**
 * Tells sighted users (a tooltip) and assistive technology (aria-keyshortcuts) which keys press
 * this button. The span lets the tooltip work while the button is disabled.
 */
export function ShortcutHint({ action, children }: ShortcutHintProps) {
  const { t } = useTranslation();
  const alt = isMac() ? '⌥' : 'Alt+';
  const title = action === 'add' ? t('shortcut.add', { alt }) : t('shortcut.save', { alt });
  return (
    <Tooltip title={title} describeChild>
      <span style={{ display: 'inline-flex' }}>
        {cloneElement(children, { 'aria-keyshortcuts': SHORTCUT_KEYS[action] })}
      </span>
    </Tooltip>
  );
}
