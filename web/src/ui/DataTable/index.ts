export { DataTable, type DataTableProps } from './DataTable';
export type {
  CellProps,
  ColumnAlign,
  ColumnDefinition,
  ColumnFormat,
  HeaderProps,
  PaginationState,
  RowWithId,
  SortDirection,
  SortState,
} from './types';
export {
  COLUMN_CATALOGUE,
  COLUMN_WIDTHS,
  catalogueColumn,
  type CatalogueColumnKey,
} from './columnCatalogue';
export * from './dimensions';
export { nextSort } from './sort';
export { hiddenColumnsStorageKey } from './useHiddenColumns';
export { CurrencyCell } from './cells/CurrencyCell';
export { DateCell } from './cells/DateCell';
export { NumberCell } from './cells/NumberCell';
export { ValueTooltip } from './cells/ValueTooltip';
export {
  NumberInputCell,
  numberInputCell,
  type NumberInputCellOptions,
} from './cells/NumberInputCell';
export { CellProblem } from './cells/CellInput';
export { QuantityInputCell } from './cells/QuantityInputCell';
export { TextInputCell } from './cells/TextInputCell';
