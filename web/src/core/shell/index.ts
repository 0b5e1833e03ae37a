// What a page tells the app shell: the label of the record it shows (breadcrumbs, page title)
// and the content of the detail panel. The shell (app/AppShell) provides both contexts.
export {
  DetailPanelContent,
  DetailPanelContext,
  useDetailPanel,
  type DetailPanelState,
} from './detailPanel';
export {
  normalisePath,
  RecordLabelContext,
  useRecordLabel,
  type RecordLabel,
  type SetRecordLabel,
} from './recordLabel';
