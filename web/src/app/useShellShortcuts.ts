import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isEditable, overlayOpen } from '../core/shortcuts';
import { parentPath } from './breadcrumbs';

/**
 * Ctrl/Cmd+K opens the command palette; Escape goes up one breadcrumb level when nothing else uses
 * it. The page and dialog shortcuts (Alt+N, '+', Alt+S, Ctrl+digit) go through ShortcutProvider.
 */
export function useShellShortcuts(openPalette: () => void): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        openPalette();
        return;
      }
      if (event.key !== 'Escape' || event.defaultPrevented || isEditable(event.target)) return;
      if (overlayOpen()) return;
      const parent = parentPath(pathname);
      if (parent) void navigate(parent);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate, pathname, openPalette]);
}
