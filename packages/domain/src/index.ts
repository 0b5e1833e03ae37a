// Enumerations, ids, permissions, number entry, currency and expiry rules.
export * from './enums';
export * from './id';
export * from './permissions';
export * from './number';
export * from './currency';
export * from './expiry';

// List state in the URL and its conversion to server list input (spec 000 sections 2, 5, 9).
export type {
  ComparisonRule,
  FilterDefinition,
  FilterRange,
  FilterRule,
  FilterType,
  FilterValue,
  ListConfig,
  ListState,
  QueryEntries,
  QueryInput,
  ServerFieldFilter,
  ServerFilter,
  ServerListInput,
  ServerScalar,
  ServerSort,
  SortDirection,
  SortState,
} from './list-state/types';
export type { UrlDateParts } from './list-state/url-values';
export {
  RANGE_SEPARATOR,
  formatFilterValue,
  isFilterRange,
  isUrlDate,
  parseFilterValue,
  parseUrlDate,
  parseUrlNumber,
} from './list-state/url-values';
export { parseFilterParam, ruleOf, serverKeyOf } from './list-state/filter-definition';
export {
  LIST_PARAMS,
  parseListQuery,
  parseSort,
  toQueryEntries,
} from './list-state/parse-list-query';
export type { ListChange } from './list-state/write-list-query';
export {
  applyListChange,
  reduceListState,
  serialiseListState,
} from './list-state/write-list-query';
export { isDateTimeKey, toServerListInput, urlDateToServer } from './list-state/server-input';
export type { PagerRange } from './list-state/paging';
export {
  DEFAULT_ROWS_PER_PAGE,
  ROWS_PER_PAGE_OPTIONS,
  clampPage,
  normaliseRowsPerPage,
  offsetOf,
  pagerRange,
  parsePage,
} from './list-state/paging';

// GS1 barcodes on medicine packs and cartons (spec 001 section 3.2, "Barcode data").
export type { Gs1Data, Gs1Element, Gs1Error, Gs1ParseResult } from './barcode/gs1';
export { GS1_GROUP_SEPARATOR, parseGs1 } from './barcode/gs1';
export { GTIN_LENGTHS, gtinCheckDigit, isValidGtin, normaliseGtin } from './barcode/gtin';

// Naive 'YYYY-MM-DD' dates, free of time zones.
export type { NaiveDate } from './naive-date';
export { formatNaiveDate, parseNaiveDate } from './naive-date';

// Stock statistics: AMC, months of stock, status classes, suggested quantity, expiry classes
// (DOMAIN.md 8; spec 000 sections 5 and 9; spec 001 sections 4 and 9).
export type { ExpiryStatus, Statistic, StockStatus } from './stock/statistics';
export {
  DAYS_PER_MONTH,
  FORMULAS,
  adjustedMonthlyConsumption,
  averageMonthlyConsumption,
  expiryStatus,
  isExpiringWithin,
  monthsOfStock,
  stockStatus,
  suggestedQuantity,
} from './stock/statistics';

// Which batches can be issued: on hold, location on hold, expired, unusable VVM (decision 2).
export type { BatchCondition, UnusableReason } from './stock/usability';
export { UNUSABLE_REASONS, isUsable, unusableReasons } from './stock/usability';

// The one allocator of stock-out documents and the manual entry of one batch (decision 1).
export type {
  AllocatedBatch,
  Allocation,
  AllocationBatch,
  AllocationInput,
  AllocationNote,
  AllocationNoteKind,
  AllocationOptions,
  SkippedBatch,
} from './documents/allocation';
export {
  ALLOCATION_EXPIRING_SOON_DAYS,
  allocateStockOut,
  vvmIssuePriority,
} from './documents/allocation';
export { RESIDUAL_PACK_TOLERANCE } from './documents/allocation-quantity';
export type { ManualEntry, ManualEntryInput } from './documents/allocation-manual';
export { MANUAL_ENTRY_REFUSED_REASONS, manualEntry } from './documents/allocation-manual';

// Requisition and R&R quantities: minimum, maximum, requested, low-stock hints (spec 000 s. 9).
export type { LowStockLevel } from './stock/requisition';
export {
  LOW_STOCK_LEVELS,
  lowStockLevel,
  maximumQuantity,
  minimumQuantity,
  requestedQuantity,
} from './stock/requisition';

// Bounds of every number and string the API accepts (one definition for server and web).
export type { NumberKind, NumberLimit, NumberProblem, TextProblem } from './limits';
export {
  LIMITS,
  MAX_FILTER_IDS,
  MAX_INPUT_RECORDS,
  MAX_FILTER_PATTERN_LENGTH,
  MAX_ID_LENGTH,
  MAX_PAGE_SIZE,
  MAX_PASSWORD_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_USERNAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  decimalsOf,
  isStorablePackCount,
  numberProblem,
  textProblem,
} from './limits';

// Bounds of a store's month preferences (issue 13: administrators edit them).
export type { StorePreferenceMonthField, StorePreferenceProblem } from './stores/preferences';
export {
  STORE_PREFERENCE_LIMITS,
  STORE_PREFERENCE_MONTH_FIELDS,
  storePreferenceProblem,
} from './stores/preferences';

// Reasons for stock changes: which fit which direction, when one is required (spec 001 s. 5).
export type { AdjustmentDirection, ReasonCheck, ReasonLike, ReasonProblem } from './stock/reasons';
export {
  isReasonRequired,
  reasonFits,
  reasonProblem,
  reasonTypesFor,
  reasonsThatFit,
} from './stock/reasons';

// Item validity: stock items, pack sizes, item and variant fields (spec 001 s. 5).
export type {
  ItemFields,
  ItemProblem,
  ItemVariantProblem,
  PackVariantProblem,
} from './items/validity';
export {
  isPositivePackSize,
  isStockItem,
  itemProblem,
  itemVariantProblem,
  packVariantProblem,
} from './items/validity';

// Date rules: real calendar days, movements not dated ahead (spec 001 s. 5).
export type { DateProblem } from './date-rules';
export { expiryDateProblem, isValidNaiveDate, movementDateProblem } from './date-rules';

// Invoice lifecycles: statuses in order, who sets which, dates stamped, stock effect once.
export type {
  InvoiceStatus,
  InvoiceType,
  LineDirection,
  StatusDatetimeField,
  StatusMove,
  StatusMovePlan,
  StatusMoveOptions,
  StatusMoveRefusal,
  StockEffect,
} from './documents/invoice-status';
export {
  INVOICE_STATUSES,
  INVOICE_TYPES,
  LIFECYCLES,
  STATUS_DATETIME,
  hasStockEffect,
  isEditableStatus,
  planStatusMove,
  statusRank,
} from './documents/invoice-status';

// Transfers between two stores of one site: what the processor does with a pair of documents.
export type { TransferAction, TransferReceiver, TransferSource } from './documents/transfer';
export {
  TRANSFER_TARGET_TYPE,
  linesEditable,
  planTransfer,
  transferComment,
  transferLinesEditable,
  transferTheirReference,
} from './documents/transfer';

// Stocktakes: what a stocktake's state allows, the reason rule of a count difference, the
// mismatch of a batch that moved during the count and its two resolutions (decision 8).
export type {
  BatchNow,
  MismatchResolution,
  SettledLine,
  StocktakeAction,
  StocktakeReasonCheck,
  StocktakeReasonProblem,
  StocktakeRefusal,
  StocktakeSortKey,
  StocktakeState,
  StocktakeStatus,
} from './documents/stocktake';
export {
  MISMATCH_RESOLUTIONS,
  STOCKTAKE_SORT_KEYS,
  STOCKTAKE_STATUSES,
  STOCKTAKE_TOLERANCE,
  countDifference,
  countDirection,
  isSnapshotMismatch,
  reducesBelowReserved,
  settleMismatch,
  stocktakeReasonProblem,
  stocktakeRefusal,
  unitsToPacks,
} from './documents/stocktake';

// Requisitions: types, statuses and their moves, approval, the suggested quantity with its
// working, remaining to supply, the requisition hint (DOCUMENTS.md 5 and 6, decisions 7 and 10).
export type {
  ApprovalAction,
  RequisitionApprovalStatus,
  RequisitionLifecycle,
  RequisitionMover,
  RequisitionMoveRefusal,
  RequisitionSortKey,
  RequisitionStatus,
  RequisitionType,
  SendRefusal,
  SuggestedQuantityWorking,
  SuggestedRule,
} from './documents/requisition';
export {
  REQUISITION_APPROVAL_STATUSES,
  REQUISITION_LIFECYCLES,
  REQUISITION_SORT_KEYS,
  REQUISITION_STATUSES,
  REQUISITION_TYPES,
  SUGGESTED_QUANTITY_FORMULA,
  approvalAfter,
  defaultSupplyQuantity,
  emergencyItemsOver,
  isFrozenByApproval,
  isRequisitionEditable,
  needsVarianceReason,
  remainingToSupply,
  requisitionLowStock,
  requisitionMoveRefusal,
  sendRefusal,
  suggestedQuantityWorking,
} from './documents/requisition';

// R&R forms and program periods: line figures, the balance check, the window of 5 + 5 periods
// and their availability per order type (DOCUMENTS.md 7 and 8).
export type {
  AvailablePeriod,
  RnrFormSortKey,
  RnrFormStatus,
  RnrLineFigures,
  RnrLineInput,
  RnrLineProblem,
  SchedulePeriod,
} from './documents/rnr';
export {
  PROGRAM_PERIODS_AHEAD,
  PROGRAM_PERIODS_BACK,
  RNR_AMC_PREVIOUS_PERIODS,
  RNR_BALANCE_TOLERANCE,
  RNR_FORM_SORT_KEYS,
  RNR_FORM_STATUSES,
  adjustedConsumption,
  availablePeriods,
  monthlyConsumption,
  periodDays,
  programPeriodWindow,
  rnrAverageMonthlyConsumption,
  rnrFinalBalance,
  rnrLineFigures,
  rnrLineProblems,
  sameOrderType,
  stockOutDays,
} from './documents/rnr';
