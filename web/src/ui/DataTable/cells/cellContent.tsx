import type { ReactNode } from 'react';
import type { CellProps, RowWithId } from '../types';
import { CurrencyCell } from './CurrencyCell';
import { DateCell } from './DateCell';
import { NumberCell } from './NumberCell';

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** The default display of a cell, by the column's format (or its formatter). */
export function CellContent<T extends RowWithId>({ column, row, value }: CellProps<T>): ReactNode {
  if (column.formatter) return column.formatter(value, row);
  switch (column.format) {
    case 'Currency':
      return <CurrencyCell value={value} {...(column.currencyCode ? { currencyCode: column.currencyCode } : {})} />;
    case 'Date':
      return <DateCell value={value} highlightAlmostExpired={column.highlightAlmostExpired ?? false} />;
    case 'Integer':
      return <NumberCell value={value} integer />;
    case 'Real':
      return <NumberCell value={value} />;
    default:
      return text(value);
  }
}
