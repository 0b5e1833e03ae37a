import type { ReactNode } from 'react';
import type { ColumnDefinition, RowWithId } from '../types';
import type { CellFormatter } from './cellFormatter';
import { cellContent } from './cellContent';

const isTextColumn = <T extends RowWithId>(column: ColumnDefinition<T>): boolean =>
  !column.formatter && (column.format ?? 'Text') === 'Text';

export function readValue<T extends RowWithId>(column: ColumnDefinition<T>, row: T): unknown {
  if (column.accessor) return column.accessor(row);
  return (row as unknown as Record<string, unknown>)[column.key];
}

export interface RenderedCell {
  content: ReactNode;
  isError: boolean;
  isDisabled: boolean;
}

/** One cell's content, as a table cell or a card's field shows it. */
export function renderCell<T extends RowWithId>(
  column: ColumnDefinition<T>,
  row: T,
  rowIndex: number,
  rowDisabled: boolean,
  formatter: CellFormatter,
  labelledBy?: string,
): RenderedCell {
  const value = readValue(column, row);
  const isError = column.getIsError?.(row) ?? false;
  const isDisabled = rowDisabled || (column.getIsDisabled?.(row) ?? false);
  const cellProps = { row, column, value, rowIndex, isDisabled, isError, formatter, labelledBy };
  const content = column.Cell ? (
    <column.Cell {...cellProps} />
  ) : isTextColumn(column) ? (
    // Text of the other direction (an English item name in an Arabic table) keeps its own
    // order and is cut at its end, not its start.
    <span dir="auto" className="dt-text">
      {cellContent(cellProps, formatter)}
    </span>
  ) : (
    cellContent(cellProps, formatter)
  );
  return { content, isError, isDisabled };
}
