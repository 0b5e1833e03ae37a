// Which columns give way when a table has too little room (issue 10, "every screen size").
import type { ColumnDefinition, ColumnPriority, RowWithId } from './types';

/** A column without a width or a minimum width is given this much room. */
export const DEFAULT_COLUMN_WIDTH = 100;

/** Columns of this priority and above are left out of the stacked cards. */
export const CARD_LEFT_OUT_PRIORITY: ColumnPriority = 3;

export type TableLayout = 'table' | 'cards';

export function columnNeed<T extends RowWithId>(column: ColumnDefinition<T>): number {
  return column.width ?? column.minWidth ?? DEFAULT_COLUMN_WIDTH;
}

export function totalNeed<T extends RowWithId>(columns: readonly ColumnDefinition<T>[]): number {
  return columns.reduce((total, column) => total + columnNeed(column), 0);
}

export interface ColumnFit {
  layout: TableLayout;
  /** Columns left out to make room (or out of the cards), by key. */
  hidden: ReadonlySet<string>;
}

export interface FitInput<T extends RowWithId> {
  /** The columns the user has not hidden, in their order. */
  columns: readonly ColumnDefinition<T>[];
  /** The table's width in pixels; 0 while unknown (nothing is left out then). */
  available: number;
  /** Room taken by the selection and expand columns. */
  controlsWidth: number;
  /** Columns the user chose to show: they never give way. */
  pinned: ReadonlySet<string>;
  /** The simplified layout (spec 001 section 9) may stack rows as cards. */
  simplified: boolean;
}

/**
 * Leaves out priority 3 columns, then priority 2, each time the last one first, until the rest
 * fit. If even the remaining columns do not fit and the simplified layout is on, rows become
 * cards, which leave out priority 3 columns only; otherwise the table scrolls sideways.
 */
export function fitColumns<T extends RowWithId>(input: FitInput<T>): ColumnFit {
  const { columns, available, pinned } = input;
  const room = available - input.controlsWidth;
  if (available <= 0) return { layout: 'table', hidden: new Set() };
  const givers = columns
    .map((column, index) => ({ column, index, priority: column.priority ?? 1 }))
    .filter(({ column, priority }) => priority > 1 && !pinned.has(column.key))
    .sort((a, b) => b.priority - a.priority || b.index - a.index);
  const hidden = new Set<string>();
  let total = totalNeed(columns);
  for (const { column } of givers) {
    if (total <= room) break;
    hidden.add(column.key);
    total -= columnNeed(column);
  }
  if (total <= room || !input.simplified) return { layout: 'table', hidden };
  const leftOut = columns
    .filter((column) => (column.priority ?? 1) >= CARD_LEFT_OUT_PRIORITY && !pinned.has(column.key))
    .map((column) => column.key);
  return { layout: 'cards', hidden: new Set(leftOut) };
}
