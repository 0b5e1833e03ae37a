import type { ReactNode } from 'react';
import type { CellProps, RowWithId } from '../types';
import type { CellFormatter } from './cellFormatter';
import { renderCurrency, renderDate, renderNumber } from './renderers';

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** The default display of a cell, by the column's format (or its formatter). */
export function cellContent<T extends RowWithId>(
  { column, row, value }: CellProps<T>,
  formatter: CellFormatter,
): ReactNode {
  if (column.formatter) return column.formatter(value, row);
  switch (column.format) {
    case 'Currency':
      return renderCurrency(value, column.currencyCode, formatter);
    case 'Date':
      return renderDate(value, column.highlightAlmostExpired ?? false);
    case 'Integer':
      return renderNumber(value, true, formatter);
    case 'Real':
      return renderNumber(value, false, formatter);
    default:
      return text(value);
  }
}
