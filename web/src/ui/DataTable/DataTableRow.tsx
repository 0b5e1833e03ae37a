import { memo, type ComponentType, type KeyboardEvent, type MouseEvent } from 'react';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { ChevronEndIcon, ExpandMoreIcon } from '../icons';
import { CellContent } from './cells/CellContent';
import { cellTextSx, columnSizeSx, textAlignOf } from './cellStyle';
import { ROW_HEIGHT } from './dimensions';
import type { ColumnDefinition, RowWithId } from './types';

export interface DataTableRowProps<T extends RowWithId> {
  row: T;
  rowIndex: number;
  columns: readonly ColumnDefinition<T>[];
  hasSelection: boolean;
  isSelected: boolean;
  onToggleSelected: (id: string) => void;
  hasExpandColumn: boolean;
  canExpand: boolean;
  isExpanded: boolean;
  onToggleExpanded: (id: string) => void;
  ExpandContent?: ComponentType<{ row: T }> | undefined;
  onRowClick?: ((row: T) => void) | undefined;
  isDisabled: boolean;
}

function readValue<T extends RowWithId>(column: ColumnDefinition<T>, row: T): unknown {
  if (column.accessor) return column.accessor(row);
  return (row as unknown as Record<string, unknown>)[column.key];
}

const stop = (event: MouseEvent) => event.stopPropagation();

function DataTableRowInner<T extends RowWithId>(props: DataTableRowProps<T>) {
  const { row, rowIndex, columns, isSelected, isExpanded, isDisabled, onRowClick, ExpandContent } = props;
  const { t } = useTranslation();
  const clickable = Boolean(onRowClick) && !isDisabled;
  const onKeyDown = (event: KeyboardEvent) => {
    if (clickable && event.key === 'Enter' && event.target === event.currentTarget) onRowClick?.(row);
  };
  const span = columns.length + (props.hasSelection ? 1 : 0) + (props.hasExpandColumn ? 1 : 0);
  return (
    <>
      <TableRow
        hover={clickable}
        selected={isSelected}
        aria-rowindex={rowIndex + 2}
        aria-selected={props.hasSelection ? isSelected : undefined}
        aria-disabled={isDisabled || undefined}
        tabIndex={clickable ? 0 : undefined}
        onClick={clickable ? () => onRowClick?.(row) : undefined}
        onKeyDown={onKeyDown}
        sx={{
          height: ROW_HEIGHT,
          cursor: clickable ? 'pointer' : 'default',
          ...(isDisabled ? { opacity: 0.55 } : {}),
        }}
      >
        {props.hasSelection ? (
          <TableCell padding="checkbox" sx={{ textAlign: 'center', paddingBlock: 0 }} onClick={stop}>
            <Checkbox
              size="small"
              checked={isSelected}
              onChange={() => props.onToggleSelected(row.id)}
              slotProps={{ input: { 'aria-label': t('table.select-row') } }}
            />
          </TableCell>
        ) : null}
        {props.hasExpandColumn ? (
          <TableCell sx={{ paddingBlock: 0, paddingInline: 0.5 }} onClick={stop}>
            {props.canExpand ? (
              <IconButton
                size="small"
                aria-expanded={isExpanded}
                aria-label={isExpanded ? t('table.collapse-row') : t('table.expand-row')}
                onClick={() => props.onToggleExpanded(row.id)}
              >
                {isExpanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronEndIcon fontSize="small" />}
              </IconButton>
            ) : null}
          </TableCell>
        ) : null}
        {columns.map((column) => {
          const value = readValue(column, row);
          const isError = column.getIsError?.(row) ?? false;
          const cellDisabled = isDisabled || (column.getIsDisabled?.(row) ?? false);
          const cellProps = { row, column, value, rowIndex, isDisabled: cellDisabled, isError };
          return (
            <TableCell
              key={column.key}
              data-error={isError || undefined}
              sx={{
                ...cellTextSx,
                ...columnSizeSx(column),
                textAlign: textAlignOf(column),
                ...(column.backgroundColor ? { backgroundColor: column.backgroundColor } : {}),
                ...(isError ? { color: 'error.main', backgroundColor: 'rgba(198, 40, 40, 0.08)' } : {}),
                ...(cellDisabled ? { color: 'text.disabled' } : {}),
              }}
            >
              {column.Cell ? <column.Cell {...cellProps} /> : <CellContent {...cellProps} />}
            </TableCell>
          );
        })}
      </TableRow>
      {isExpanded && ExpandContent ? (
        <TableRow>
          <TableCell colSpan={span} sx={{ paddingInlineStart: 6, backgroundColor: 'background.default' }}>
            <ExpandContent row={row} />
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}

/** One table row (plus its expanded content); memoised so scrolling re-renders only new rows. */
export const DataTableRow = memo(DataTableRowInner) as typeof DataTableRowInner;
