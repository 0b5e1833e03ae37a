import { createContext, useContext } from 'react';

export interface DetailPanelState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

/** The right-hand detail panel's open state (persisted under /detailpanel/open); pages that have one read it. */
export const DetailPanelContext = createContext<DetailPanelState>({
  open: false,
  setOpen: () => undefined,
});

export function useDetailPanel(): DetailPanelState {
  return useContext(DetailPanelContext);
}
