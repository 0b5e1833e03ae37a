// Display preferences kept on this device (local storage, under /preference/ for preferences).
import { createContext, useContext } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useLocalStorage } from '../core/useLocalStorage';

export const DENSE_TABLES_KEY = '/preference/densetables';
export const DRAWER_OPEN_KEY = '/appdrawer/open';
export const DETAIL_PANEL_OPEN_KEY = '/detailpanel/open';
export const GROUP_BY_ITEM_KEY = '/preference/groupbyitem';
export const SIMPLIFIED_MOBILE_UI_KEY = '/preference/usesimplifiedmobileui';

/** Whether tables use short rows; list pages pass it to DataTable's `dense`. */
export function useDenseTables(): [boolean, (dense: boolean) => void] {
  return useLocalStorage<boolean>(DENSE_TABLES_KEY, false);
}

/** The documents whose lines can be grouped by item (spec 001 section 4). */
export type GroupByItemDocument =
  'outboundShipment' | 'inboundShipment' | 'supplierReturn' | 'customerReturn' | 'stocktake';

/** Grouping by item is off by default, except for stocktakes. */
export const DEFAULT_GROUP_BY_ITEM: Readonly<Record<GroupByItemDocument, boolean>> = {
  outboundShipment: false,
  inboundShipment: false,
  supplierReturn: false,
  customerReturn: false,
  stocktake: true,
};

/** Whether a document's lines are grouped by item, remembered per document type. */
export function useGroupByItem(document: GroupByItemDocument): [boolean, (on: boolean) => void] {
  const [stored, setStored] = useLocalStorage<Partial<Record<GroupByItemDocument, boolean>>>(
    GROUP_BY_ITEM_KEY,
    {},
  );
  const groupByItem = stored[document] ?? DEFAULT_GROUP_BY_ITEM[document];
  return [groupByItem, (on: boolean) => setStored({ ...stored, [document]: on })];
}

/** The two settings behind the simplified mobile interface; both default to on. */
export interface SimplifiedMobileUiSettings {
  /** The useSimplifiedMobileUi preference. */
  useSimplifiedMobileUi?: boolean | undefined;
  /** The store's packToOne preference. */
  packToOne?: boolean | undefined;
}

/** Spec 001 section 9: below the lg breakpoint, when both settings are on. */
export function isSimplifiedMobileUi(
  belowLg: boolean,
  { useSimplifiedMobileUi = true, packToOne = true }: SimplifiedMobileUiSettings = {},
): boolean {
  return belowLg && useSimplifiedMobileUi && packToOne;
}

/**
 * The current store's packToOne, given by the signed-in frame once the store is read; on
 * (the spec's default) until then and outside it.
 */
export const StorePackToOneContext = createContext<boolean>(true);

/** The useSimplifiedMobileUi preference, kept on this device; on by default. */
export function useSimplifiedMobileUiPreference(): [boolean, (on: boolean) => void] {
  return useLocalStorage<boolean>(SIMPLIFIED_MOBILE_UI_KEY, true);
}

/**
 * Whether screens use the simplified mobile interface now (follows the window width); settings
 * not given come from the preference and the store.
 */
export function useSimplifiedMobileUi(settings: SimplifiedMobileUiSettings = {}): boolean {
  const belowLg = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const [preference] = useSimplifiedMobileUiPreference();
  const packToOne = useContext(StorePackToOneContext);
  return isSimplifiedMobileUi(belowLg, {
    useSimplifiedMobileUi: settings.useSimplifiedMobileUi ?? preference,
    packToOne: settings.packToOne ?? packToOne,
  });
}
