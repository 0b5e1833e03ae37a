import type { ReactNode } from 'react';
import {
  DetailPanelContext,
  RecordLabelContext,
  type DetailPanelState,
  type SetRecordLabel,
} from '../core/shell';
import { ShortcutProvider } from '../core/shortcuts';
import { StorePreferencesProvider } from '../core/storePreferences';

/**
 * How pages reach the shell: keyboard shortcuts, their record's label, the detail panel, and
 * the store's preferences.
 */
export function ShellProviders({
  detailPanel,
  setRecordLabel,
  children,
}: {
  detailPanel: DetailPanelState;
  setRecordLabel: SetRecordLabel;
  children: ReactNode;
}) {
  return (
    <ShortcutProvider>
      <RecordLabelContext.Provider value={setRecordLabel}>
        <DetailPanelContext.Provider value={detailPanel}>
          <StorePreferencesProvider>{children}</StorePreferencesProvider>
        </DetailPanelContext.Provider>
      </RecordLabelContext.Provider>
    </ShortcutProvider>
  );
}
