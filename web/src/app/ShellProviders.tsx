import type { ReactNode } from 'react';
import {
  DetailPanelContext,
  RecordLabelContext,
  type DetailPanelState,
  type SetRecordLabel,
} from '../core/shell';
import { ShortcutProvider } from '../core/shortcuts';

/** How pages reach the shell: keyboard shortcuts, their record's label, the detail panel. */
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
        <DetailPanelContext.Provider value={detailPanel}>{children}</DetailPanelContext.Provider>
      </RecordLabelContext.Provider>
    </ShortcutProvider>
  );
}
