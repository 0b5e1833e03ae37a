// The document kit (decision 0025, issue 11): list page, document page, lines table, statuses;
// no query and no rule of a type beyond the shared lifecycle table.
export {
  DOCUMENT_LIST_FILTERS,
  DOCUMENT_LIST_SORT_KEYS,
  DocumentListPage,
  type DocumentListPageProps,
  type DocumentRows,
} from './DocumentListPage';
export { DocumentPage, type DocumentPageProps } from './DocumentPage';
export { DocumentFooter } from './DocumentFooter';
export { DocumentListFilters } from './DocumentListFilters';
export { DocumentListLayout, type DocumentListLayoutProps } from './DocumentListLayout';
export { DeleteDocumentDialog } from './DeleteDocumentDialog';
export { useListDelete } from './useListDelete';
export { CommittedText, DocumentHeader } from './DocumentHeader';
export {
  DocumentSidePanel,
  isolate,
  type DocumentSidePanelProps,
  type RelatedDocument,
} from './DocumentSidePanel';
export {
  mayIn,
  relatedAtStore,
  useOpenInStore,
  useStoreOfParty,
  type OtherStore,
} from './otherStore';
export {
  DocumentLinesTable,
  groupLinesByItem,
  type DocumentLineRow,
  type DocumentLinesTableProps,
} from './DocumentLinesTable';
export {
  documentListColumns,
  documentsHeader,
  type DocumentDateColumn,
  type DocumentRow,
} from './documentColumns';
export { documentStatusMap, statusLogOf, type DocumentDates } from './documentStatus';
export { nextMoveOf } from './documentMoves';
export type { DocumentPatch, DocumentView } from './documentTypes';
export { NewDocumentDialog } from './NewDocumentDialog';
export {
  ReturnLinesDialog,
  useLineIds,
  type ReturnChoice,
  type ReturnLineChoice,
  type ReturnLinesDialogProps,
} from './ReturnLinesDialog';
export { CustomerReturnButton, ReturnToSupplierButton } from './ShipmentReturnButtons';
export {
  ReturnDocumentPage,
  useReturnSaveFailure,
  type ReturnDocument,
} from './ReturnDocumentPage';
export { returnLineColumns, type ReturnLineRow } from './returnLineColumns';
export { BatchFields, useBatchFields, type BatchFieldsState } from './BatchFields';
export { useReturnPacks, type ReturnPacks } from './useReturnPacks';
export { useLinkedReturn, useReturnRelated, useReturnsRelated } from './returnLinks';
