import { useCallback, useMemo } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useLocalStorage } from '../../core/useLocalStorage';
import type { ColumnDefinition, RowWithId } from './types';

/** Local storage key of a table's column choices (keys carry the app's '/' prefix). */
export function hiddenColumnsStorageKey(tableId: string): string {
  return `/columns/hidden/${tableId}`;
}

/** A column the user hid (true) or showed again (false); absent means "as defined". */
type ColumnChoices = Record<string, boolean>;

export interface HiddenColumns {
  isHidden: (key: string) => boolean;
  toggle: (key: string) => void;
  reset: () => void;
}

export interface ColumnChoiceState extends HiddenColumns {
  /** The user chose to show this column: it does not give way when room is short. */
  isPinned: (key: string) => boolean;
  setHidden: (key: string, hidden: boolean) => void;
}

/**
 * Which columns are hidden, remembered per table in the browser. Columns marked
 * defaultHideOnMobile start hidden on small screens until the user shows them.
 */
export function useHiddenColumns<T extends RowWithId>(
  tableId: string,
  columns: readonly ColumnDefinition<T>[],
): ColumnChoiceState {
  const [choices, setChoices] = useLocalStorage<ColumnChoices>(
    hiddenColumnsStorageKey(tableId),
    {},
  );
  const isMobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const hiddenByDefault = useMemo(
    () =>
      new Set(
        isMobile
          ? columns.filter((column) => column.defaultHideOnMobile).map((column) => column.key)
          : [],
      ),
    [columns, isMobile],
  );
  const isHidden = useCallback(
    (key: string) => choices[key] ?? hiddenByDefault.has(key),
    [choices, hiddenByDefault],
  );
  const isPinned = useCallback((key: string) => choices[key] === false, [choices]);
  const setHidden = useCallback(
    (key: string, hidden: boolean) => setChoices({ ...choices, [key]: hidden }),
    [choices, setChoices],
  );
  const toggle = useCallback(
    (key: string) => setHidden(key, !isHidden(key)),
    [isHidden, setHidden],
  );
  const reset = useCallback(() => setChoices({}), [setChoices]);
  return useMemo(
    () => ({ isHidden, isPinned, setHidden, toggle, reset }),
    [isHidden, isPinned, setHidden, toggle, reset],
  );
}
