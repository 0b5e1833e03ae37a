// Display preferences kept on this device (local storage, under /preference/ for preferences).
// The user's own preferences (the simplified mobile interface) are kept on the server and follow
// the user to any device; this device holds the last known value so screens read it at once.
import { createContext, useCallback, useContext } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useLocalStorage } from '../core/useLocalStorage';
import { gqlRequest } from './graphql/client';
import { UpdateUserPreferencesMutation } from './session/operations';
import { getSession } from './session/sessionCookie';

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

/**
 * The user whose preference change the server has not kept yet (it could not be reached): the
 * change is sent at their next sign-in on this device instead of being replaced by the stored one.
 */
export const PREFERENCES_NOT_SAVED_KEY = 'dawa.preferences-not-saved';

/** The preferences stored on the user, as `me` answers them. */
export interface UserPreferences {
  useSimplifiedMobileUi: boolean;
}

async function saveSimplifiedMobileUi(on: boolean): Promise<boolean> {
  try {
    const { updateUserPreferences } = await gqlRequest(UpdateUserPreferencesMutation, {
      input: { useSimplifiedMobileUi: on },
    });
    return updateUserPreferences.useSimplifiedMobileUi === on;
  } catch {
    return false;
  }
}

/** Stores the choice on the signed-in user; offline, it waits for their next sign-in here. */
async function keepSimplifiedMobileUi(on: boolean): Promise<void> {
  const userId = getSession()?.user?.id;
  if (!userId) return;
  if (await saveSimplifiedMobileUi(on)) localStorage.removeItem(PREFERENCES_NOT_SAVED_KEY);
  else localStorage.setItem(PREFERENCES_NOT_SAVED_KEY, userId);
}

/**
 * At sign-in: the preferences stored on the user apply on this device, unless this user changed
 * them here while the server could not be reached; that change is stored on the user now.
 */
export async function applyUserPreferencesAtSignIn(
  userId: string,
  stored: UserPreferences,
): Promise<void> {
  const unsaved = localStorage.getItem(PREFERENCES_NOT_SAVED_KEY);
  localStorage.removeItem(PREFERENCES_NOT_SAVED_KEY);
  if (unsaved === userId) {
    const local = localStorage.getItem(SIMPLIFIED_MOBILE_UI_KEY);
    const on = local === null ? stored.useSimplifiedMobileUi : local !== 'false';
    if (on === stored.useSimplifiedMobileUi || (await saveSimplifiedMobileUi(on))) return;
    localStorage.setItem(PREFERENCES_NOT_SAVED_KEY, userId);
    return;
  }
  localStorage.setItem(SIMPLIFIED_MOBILE_UI_KEY, JSON.stringify(stored.useSimplifiedMobileUi));
}

/** The useSimplifiedMobileUi preference of the signed-in user; on by default. */
export function useSimplifiedMobileUiPreference(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useLocalStorage<boolean>(SIMPLIFIED_MOBILE_UI_KEY, true);
  const choose = useCallback(
    (next: boolean) => {
      setOn(next);
      void keepSimplifiedMobileUi(next);
    },
    [setOn],
  );
  return [on, choose];
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
