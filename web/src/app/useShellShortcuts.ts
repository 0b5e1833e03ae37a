import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parentPath } from './breadcrumbs';

function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** Ctrl/Cmd+K opens the command palette; Escape goes up one breadcrumb level when nothing else uses it. */
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
      if (document.querySelector('[role="dialog"], [role="presentation"].MuiPopover-root')) return;
      const parent = parentPath(pathname);
      if (parent) void navigate(parent);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [navigate, pathname, openPalette]);
}
