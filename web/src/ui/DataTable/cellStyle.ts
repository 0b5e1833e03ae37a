import type { SxProps, Theme } from '@mui/material/styles';
import type { ColumnAlign, ColumnDefinition, RowWithId } from './types';

const NUMERIC_FORMATS = new Set(['Currency', 'Integer', 'Real']);

/** Logical alignment, so "right" numbers sit at the reading end in right-to-left pages too. */
export function textAlignOf<T extends RowWithId>(
  column: ColumnDefinition<T>,
): 'start' | 'end' | 'center' {
  const align: ColumnAlign =
    column.align ?? (NUMERIC_FORMATS.has(column.format ?? 'Text') ? 'right' : 'left');
  if (align === 'center') return 'center';
  return align === 'right' ? 'end' : 'start';
}

export function columnSizeSx<T extends RowWithId>(column: ColumnDefinition<T>): SxProps<Theme> {
  return {
    ...(column.width === undefined ? {} : { width: column.width }),
    ...(column.minWidth === undefined ? {} : { minWidth: column.minWidth }),
    ...(column.maxWidth === undefined ? {} : { maxWidth: column.maxWidth }),
  };
}

/** Cells keep to one line so every row is exactly one row-height tall. */
export const cellTextSx = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  paddingBlock: 0,
  paddingInline: 1,
} as const;
