// Display preferences kept on this device.
import { useLocalStorage } from '../ui/hooks/useLocalStorage';

export const DENSE_TABLES_KEY = '/preference/densetables';
export const DRAWER_OPEN_KEY = '/appdrawer/open';
export const DETAIL_PANEL_OPEN_KEY = '/detailpanel/open';

/** Whether tables use short rows; list pages pass it to DataTable's `dense`. */
export function useDenseTables(): [boolean, (dense: boolean) => void] {
  return useLocalStorage<boolean>(DENSE_TABLES_KEY, false);
}
