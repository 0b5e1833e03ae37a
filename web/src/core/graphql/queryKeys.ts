// Every query key of the app, and what each mutation makes stale, in one place. A query's key
// starts with its kind; each kind declares the records its answer is made of, and each mutation
// the records it changes. A successful mutation refreshes exactly the queries that read what it
// changed: a new query kind (a shipment list that reads stock) is refreshed by every stock
// change without any mutation naming it. Components never build keys or invalidate themselves
// (queryKeys.test.ts reads the source to hold that).
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

/** The kinds of records a mutation changes and a query reads. */
export type Resource =
  | 'items'
  | 'stock'
  | 'locations'
  | 'reasons'
  | 'master-lists'
  | 'names'
  | 'vvm-statuses'
  | 'stores'
  | 'user'
  | 'documents'
  /** What a count changes beyond its own line (patched into the cached pages): the figures. */
  | 'line-counts'
  | 'transfers';

/** Each kind of query and the records its answer shows. */
const READS = {
  'item-list': ['items', 'stock'],
  'item-stats': ['items', 'stock'],
  item: ['items', 'stock'],
  'item-variants': ['items'],
  'item-edit': ['items', 'master-lists'],
  'item-master-lists': ['master-lists'],
  'stock-lines': ['stock', 'items', 'locations', 'vvm-statuses', 'names'],
  ledger: ['stock', 'items'],
  'inventory-options': ['locations', 'reasons', 'vvm-statuses'],
  names: ['names'],
  locations: ['locations', 'stock'],
  reasons: ['reasons'],
  'master-list-summaries': ['master-lists'],
  'master-list-items': ['master-lists', 'items'],
  'dashboard-batch-expiry': ['stock'],
  'dashboard-item-status': ['stock', 'items'],
  'store-preferences': ['stores'],
  me: ['user'],
  'last-user-sync': ['user'],
  'document-list': ['documents'],
  document: ['documents', 'stock', 'items', 'locations'],
  /** A page of a document's lines (or of its items), asked apart from the document. */
  'document-lines': ['documents', 'stock', 'items', 'locations'],
  /** The figures of a document's lines (a stocktake's counted, uncounted...). */
  'document-figures': ['documents', 'line-counts', 'stock'],
  'document-item-search': ['items'],
  'document-options': ['locations', 'vvm-statuses', 'names'],
  'document-master-lists': ['master-lists', 'names'],
  'transfer-failures': ['transfers'],
  /** The store's programs with each order type's periods and the orders made for them. */
  'store-programs': ['documents', 'master-lists'],
  /** The closed periods of a program with the store's R&R form of each. */
  'rnr-form-periods': ['documents'],
  /** The store's programs by name, for R&R forms. */
  'rnr-programs': ['master-lists'],
} as const satisfies Record<string, readonly Resource[]>;

export type QueryKind = keyof typeof READS;

/** Each mutation (by its GraphQL field) and the records it changes. */
export const CHANGES = {
  insertInventoryAdjustment: ['stock'],
  insertStockLine: ['stock'],
  updateStockLine: ['stock'],
  updateStockLineVvmStatus: ['stock'],
  insertRepack: ['stock'],
  insertItem: ['items', 'master-lists'],
  updateItem: ['items', 'master-lists'],
  upsertItemVariant: ['items'],
  upsertPackVariant: ['items'],
  upsertBundledItem: ['items'],
  deleteItemVariant: ['items'],
  deletePackVariant: ['items'],
  deleteBundledItem: ['items'],
  insertLocation: ['locations'],
  updateLocation: ['locations'],
  deleteLocations: ['locations'],
  insertReasonOption: ['reasons'],
  updateReasonOption: ['reasons'],
  updateUser: ['user'],
  updateUserLanguage: ['user'],
  updateUserPreferences: ['user'],
  insertOutboundShipment: ['documents'],
  updateOutboundShipment: ['documents', 'stock'],
  deleteOutboundShipment: ['documents', 'stock'],
  insertOutboundShipmentLine: ['documents', 'stock'],
  updateOutboundShipmentLine: ['documents', 'stock'],
  deleteOutboundShipmentLine: ['documents', 'stock'],
  insertOutboundShipmentUnallocatedLine: ['documents'],
  updateOutboundShipmentUnallocatedLine: ['documents'],
  issueOutboundShipmentItem: ['documents', 'stock'],
  insertInboundShipment: ['documents'],
  updateInboundShipment: ['documents', 'stock'],
  deleteInboundShipment: ['documents', 'stock'],
  insertInboundShipmentLine: ['documents', 'stock'],
  updateInboundShipmentLine: ['documents', 'stock'],
  deleteInboundShipmentLine: ['documents', 'stock'],
  addToOutboundShipmentFromMasterList: ['documents'],
  addToInboundShipmentFromMasterList: ['documents'],
  insertStocktake: ['documents'],
  updateStocktake: ['documents'],
  deleteStocktake: ['documents'],
  insertStocktakeLines: ['documents'],
  // The answer is patched into the cached pages of lines: only the figures are read again.
  updateStocktakeLines: ['line-counts'],
  countStocktakeLinesAsSnapshot: ['documents'],
  deleteStocktakeLines: ['documents'],
  resolveStocktakeMismatch: ['documents'],
  resolveAllStocktakeMismatches: ['documents'],
  finaliseStocktake: ['documents', 'stock'],
  insertSupplierReturn: ['documents', 'stock'],
  updateSupplierReturn: ['documents', 'stock'],
  updateSupplierReturnLines: ['documents', 'stock'],
  deleteSupplierReturn: ['documents', 'stock'],
  insertCustomerReturn: ['documents', 'stock'],
  updateCustomerReturn: ['documents', 'stock'],
  updateCustomerReturnLines: ['documents', 'stock'],
  deleteCustomerReturn: ['documents', 'stock'],
  // Customer requisitions: their lines' figures read shipments and stock with the document.
  insertResponseRequisition: ['documents'],
  updateResponseRequisition: ['documents'],
  finaliseResponseRequisition: ['documents'],
  deleteResponseRequisition: ['documents'],
  insertResponseRequisitionLines: ['documents'],
  updateResponseRequisitionLines: ['documents'],
  deleteResponseRequisitionLines: ['documents'],
  supplyRequestedQuantity: ['documents'],
  setResponseRequisitionApproval: ['documents'],
  createRequisitionShipment: ['documents'],
  // A run creates, replaces or deletes the receipts of other stores and clears failures.
  runTransfers: ['transfers', 'documents'],
  updateStorePreferences: ['stores'],
  // Internal orders (issue 13): a program order counts against its period, so the programs'
  // periods read 'documents' too; sending makes the supplier's customer requisition.
  insertRequestRequisition: ['documents'],
  insertProgramRequestRequisition: ['documents'],
  updateRequestRequisition: ['documents'],
  deleteRequestRequisition: ['documents'],
  insertRequestRequisitionLines: ['documents'],
  addFromMasterListToRequestRequisition: ['documents'],
  // The answer (the whole line, with its suggested quantity) is patched into the cached order,
  // and a line's change shows nowhere else: a 1,500-line order is not read again per edit.
  updateRequestRequisitionLines: [],
  deleteRequestRequisitionLines: ['documents'],
  useSuggestedQuantity: ['documents'],
  sendRequestRequisition: ['documents'],
  // R&R forms (issue 13): finalising makes an internal order and the supplier's requisition.
  insertRnrForm: ['documents'],
  updateRnrForm: ['documents'],
  finaliseRnrForm: ['documents'],
  deleteRnrForm: ['documents'],
} as const satisfies Record<string, readonly Resource[]>;

export type MutationName = keyof typeof CHANGES;

const key = <K extends QueryKind, R extends readonly unknown[]>(kind: K, ...rest: R) =>
  [kind, ...rest] as const;

/** The key of every query; its first element is the query's kind. */
export const queryKeys = {
  itemList: (storeId: string, input: unknown) => key('item-list', storeId, input),
  itemStats: (storeId: string, ids: readonly string[]) => key('item-stats', storeId, ids),
  item: (storeId: string, id: string) => key('item', storeId, id),
  itemVariants: (storeId: string, id: string) => key('item-variants', storeId, id),
  itemEdit: (storeId: string, id: string) => key('item-edit', storeId, id),
  itemMasterLists: (storeId: string) => key('item-master-lists', storeId),
  stockLines: (storeId: string, input: unknown) => key('stock-lines', storeId, input),
  ledger: (storeId: string, input: unknown) => key('ledger', storeId, input),
  inventoryOptions: (storeId: string) => key('inventory-options', storeId),
  names: (storeId: string, kind: string) => key('names', storeId, kind),
  locations: (storeId: string) => key('locations', storeId),
  reasons: (storeId: string, type: string) => key('reasons', storeId, type),
  masterListSummaries: (storeId: string) => key('master-list-summaries', storeId),
  masterListItems: (storeId: string, input: unknown) => key('master-list-items', storeId, input),
  dashboardBatchExpiry: (storeId: string) => key('dashboard-batch-expiry', storeId),
  dashboardItemStatus: (storeId: string) => key('dashboard-item-status', storeId),
  storePreferences: (storeId: string) => key('store-preferences', storeId),
  /** Every preference of the store, for its administrators' page. */
  storePreferencesAll: (storeId: string) => key('store-preferences', storeId, 'all'),
  me: (userId: string) => key('me', userId),
  lastUserSync: () => key('last-user-sync'),
  /** A list of one document type ('outbound-shipment', ...) for one list input. */
  documentList: (storeId: string, type: string, input: unknown) =>
    key('document-list', storeId, type, input),
  document: (storeId: string, type: string, id: string) => key('document', storeId, type, id),
  documentLines: (storeId: string, type: string, id: string, input: unknown) =>
    key('document-lines', storeId, type, id, input),
  documentFigures: (storeId: string, type: string, id: string, input: unknown) =>
    key('document-figures', storeId, type, id, input),
  documentItemSearch: (storeId: string, text: string) => key('document-item-search', storeId, text),
  documentOptions: (storeId: string) => key('document-options', storeId),
  documentMasterLists: (storeId: string, nameId: string) =>
    key('document-master-lists', storeId, nameId),
  transferFailures: (storeId: string) => key('transfer-failures', storeId),
  storePrograms: (storeId: string) => key('store-programs', storeId),
  rnrFormPeriods: (storeId: string, programId: string) =>
    key('rnr-form-periods', storeId, programId),
  rnrPrograms: (storeId: string) => key('rnr-programs', storeId),
};

/** Whether a query of this key shows any of these records (unknown kinds: yes, to be safe). */
export function readsAny(queryKey: readonly unknown[], changed: readonly Resource[]): boolean {
  const kind = queryKey[0];
  if (typeof kind !== 'string' || !(kind in READS)) return true;
  const reads: readonly Resource[] = READS[kind as QueryKind];
  return reads.some((resource) => changed.includes(resource));
}

/** Marks stale, and refetches when shown, every query that reads what the mutations change. */
export function invalidateAfter(
  queryClient: QueryClient,
  mutations: MutationName | readonly MutationName[],
): Promise<void> {
  const names: readonly MutationName[] = typeof mutations === 'string' ? [mutations] : mutations;
  const changed = names.flatMap((name): readonly Resource[] => CHANGES[name]);
  return queryClient.invalidateQueries({ predicate: (query) => readsAny(query.queryKey, changed) });
}

/**
 * A mutation that refreshes, once it succeeds, the queries reading what it changes (as
 * declared in CHANGES). `run` throws a refusal (throwIfUserError) so callers see it.
 */
export function useDeclaredMutation<TInput, TResult = void>(
  mutations: MutationName | readonly MutationName[],
  run: (input: TInput) => Promise<TResult>,
  /** Puts the answer into the cached queries it changes (a line into its document): the
   * screen shows it at once, and the declared refresh then runs in the background instead of
   * holding the answer until every query is read again (a 1,500-line shipment). */
  applyAnswer?: (queryClient: QueryClient, answer: TResult) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (answer) => {
      if (!applyAnswer) return invalidateAfter(queryClient, mutations);
      applyAnswer(queryClient, answer);
      void invalidateAfter(queryClient, mutations);
      return undefined;
    },
  });
}

/** Asks again every query on screen whose last answer was an error ("Try again"). */
export function retryFailedQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.refetchQueries({
    type: 'active',
    predicate: (query) => query.state.status === 'error',
  });
}

/** After the store changes every answer is of the other store: refetch everything. */
export function refreshAllQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries();
}
