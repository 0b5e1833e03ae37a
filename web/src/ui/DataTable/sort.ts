import type { ColumnDefinition, RowWithId, SortState } from './types';

export function getSortKey<T extends RowWithId>(column: ColumnDefinition<T>): string {
  return column.sortBy ?? column.key;
}

export function sortsDescendingFirst<T extends RowWithId>(column: ColumnDefinition<T>): boolean {
  return column.sortDescendingFirst ?? column.format === 'Date';
}

/**
 * The sort after a header click: a new column starts ascending (dates descending),
 * the active column toggles between ascending and descending.
 */
export function nextSort<T extends RowWithId>(
  current: SortState | undefined,
  column: ColumnDefinition<T>,
): SortState {
  const key = getSortKey(column);
  if (current?.key === key) {
    return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key, direction: sortsDescendingFirst(column) ? 'desc' : 'asc' };
}
