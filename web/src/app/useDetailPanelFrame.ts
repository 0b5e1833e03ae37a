import { useCallback, useMemo, useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DETAIL_PANEL_OPEN_KEY } from '../core/preferences';
import type { DetailPanelState } from '../core/shell';
import { useLocalStorage } from '../core/useLocalStorage';

export interface DetailPanelFrame {
  /** The value of DetailPanelContext. */
  context: DetailPanelState;
  /** Whether the current page has put content in the panel. */
  available: boolean;
  open: boolean;
  /** Beside the page from the md breakpoint; over it below. */
  inline: boolean;
  toggle: () => void;
  setContainer: (element: HTMLElement | null) => void;
}

/**
 * The detail panel's state. From md (1025 px) it sits beside the page and the user's choice is
 * kept under /detailpanel/open; until they choose, the width decides (open from lg, 1441 px).
 * Below md it covers the page, so it starts closed and the choice lasts for the visit only.
 */
export function useDetailPanelFrame(): DetailPanelFrame {
  const theme = useTheme();
  const inline = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const large = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [stored, setStored] = useLocalStorage<boolean | null>(DETAIL_PANEL_OPEN_KEY, null);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const [pages, setPages] = useState(0);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const open = inline ? (stored ?? large) : overlayOpen;

  const setOpen = useCallback(
    (next: boolean) => (inline ? setStored(next) : setOverlayOpen(next)),
    [inline, setStored],
  );
  const toggle = useCallback(() => setOpen(!open), [open, setOpen]);
  const register = useCallback(() => {
    setPages((count) => count + 1);
    return () => setPages((count) => count - 1);
  }, []);
  const context = useMemo(
    () => ({ container, open, setOpen, register }),
    [container, open, setOpen, register],
  );
  return { context, available: pages > 0, open, inline, toggle, setContainer };
}
