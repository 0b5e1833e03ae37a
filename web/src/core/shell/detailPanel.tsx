import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface DetailPanelState {
  /** Where page content is drawn; null until the shell has drawn the panel. */
  container: HTMLElement | null;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Marks the current page as having a panel until the returned function runs. */
  register: () => () => void;
}

/** The right-hand (inline-end) detail panel of the app shell; null outside the shell. */
export const DetailPanelContext = createContext<DetailPanelState | null>(null);

/** The panel's open state, for a page that wants its own open or close control. */
export function useDetailPanel(): Pick<DetailPanelState, 'open' | 'setOpen'> {
  const panel = useContext(DetailPanelContext);
  return { open: panel?.open ?? false, setOpen: panel?.setOpen ?? (() => undefined) };
}

/**
 * Puts a page's content in the shell's detail panel (a portal, so it keeps the page's contexts).
 * The panel and its app-bar toggle exist only while a page renders this.
 */
export function DetailPanelContent({ children }: { children: ReactNode }) {
  const panel = useContext(DetailPanelContext);
  const register = panel?.register;
  useEffect(() => register?.(), [register]);
  return panel?.container ? createPortal(children, panel.container) : null;
}
