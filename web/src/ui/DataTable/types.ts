import type { CellFormatter } from './cells/cellFormatter';
import type { ComponentType, ReactNode } from 'react';
import type { SortDirection, SortState } from '@dawa/domain';
import type { TranslationKey } from '../../core/i18n';

// Sort state is the list state's own shape (kept in the URL by core/list-state).
export type { SortDirection, SortState };

/** Every table row needs a stable id. */
export interface RowWithId {
  id: string;
}

/** 1 essential, 2 useful, 3 first to give way (see ColumnDefinition.priority). */
export type ColumnPriority = 1 | 2 | 3;

export type ColumnFormat = 'Currency' | 'Date' | 'Integer' | 'Real' | 'Text';
/** Read as start/end in right-to-left pages: 'left' means the reading start. */
export type ColumnAlign = 'left' | 'right' | 'center';
export interface CellProps<T extends RowWithId> {
  row: T;
  column: ColumnDefinition<T>;
  value: unknown;
  rowIndex: number;
  isDisabled: boolean;
  isError: boolean;
  /** The table's translation and formats, made once per table: a cell mounts with every row
   * scrolled into view, and asking i18next for them per cell cost more than the cell. */
  formatter: CellFormatter;
  /** The id of what names the cell's field where no header stands above it (a card's label). */
  labelledBy?: string | undefined;
}

export interface HeaderProps<T extends RowWithId> {
  column: ColumnDefinition<T>;
}

/** A table column (spec 001 section 9, "Column definition fields"). */
export interface ColumnDefinition<T extends RowWithId> {
  key: string;
  /** Translation key of the header; a colon is appended unless it ends with ? or :. */
  label?: TranslationKey;
  labelProps?: Record<string, string | number>;
  /** Already translated: names an editable cell's field when the header is not `label` (a
   * header of another namespace). */
  inputLabel?: string;
  /** Translation key of the header's tooltip. */
  description?: TranslationKey;
  format?: ColumnFormat;
  align?: ColumnAlign;
  width?: number;
  minWidth?: number;
  maxWidth?: number;
  sortable?: boolean;
  /** The sort key sent to the page owner; defaults to `key`. */
  sortBy?: string;
  /** Sorts this column its own way instead of the table's onSortChange (header click). */
  onChangeSortBy?: (sort: SortState) => void;
  /** Date columns sort newest first on the first click unless this says otherwise. */
  sortDescendingFirst?: boolean;
  /** Reads the value; defaults to `row[key]`. */
  accessor?: (row: T) => unknown;
  /**
   * Receives the row with this column's new value, from the kit's editable cells
   * (NumberInputCell, QuantityInputCell, TextInputCell).
   */
  setter?: (update: Partial<T> & RowWithId) => void;
  /** Editable text cells: the most characters the value may have. */
  maxLength?: number;
  /** Where the column stands among the others (lower first); columns without keep their place. */
  order?: number;
  /** Replaces the whole cell. */
  Cell?: ComponentType<CellProps<T>>;
  Header?: ComponentType<HeaderProps<T>>;
  /** Turns the value into what is shown, replacing the format's own display. */
  formatter?: (value: unknown, row: T) => ReactNode;
  /** Currency columns: the currency of the amounts (default $). */
  currencyCode?: string;
  /** Date columns: show dates within the almost-expired threshold in red. */
  highlightAlmostExpired?: boolean;
  defaultHideOnMobile?: boolean;
  /**
   * What gives way when space is short (issue 10; not one of the spec's column fields): 1 (the
   * default) always shows; 3, then 2, columns hide, the last first, while the table is wider
   * than its room; the stacked cards of the simplified layout leave out 3. The user can show a
   * hidden one again from the column menu.
   */
  priority?: ColumnPriority;
  /** In the stacked cards, this column's value heads the card (an item's name). */
  cardTitle?: boolean;
  getIsError?: (row: T) => boolean;
  getIsDisabled?: (row: T) => boolean;
  backgroundColor?: string;
}

export interface PaginationState {
  /** 1-based, as in the URL. */
  page: number;
  rowsPerPage: number;
  total: number;
}
