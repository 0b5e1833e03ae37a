import {
  memo,
  type ComponentType,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import IconButton from '@mui/material/IconButton';
import { ChevronEndIcon, ExpandMoreIcon } from '../icons';
import type { CellFormatter } from './cells/cellFormatter';
import { cellContent } from './cells/cellContent';
import { textAlignOf } from './cellStyle';
import { TableCheckbox } from './TableCheckbox';
import type { ColumnDefinition, RowWithId } from './types';

const isTextColumn = <T extends RowWithId>(column: ColumnDefinition<T>): boolean =>
  !column.formatter && (column.format ?? 'Text') === 'Text';

export interface DataTableRowProps<T extends RowWithId> {
  row: T;
  rowIndex: number;
  columns: readonly ColumnDefinition<T>[];
  formatter: CellFormatter;
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
  /** Called here rather than by the body, so a memoised row is not re-rendered for a new object. */
  getRowStyle?: ((row: T) => CSSProperties | undefined) | undefined;
}

function readValue<T extends RowWithId>(column: ColumnDefinition<T>, row: T): unknown {
  if (column.accessor) return column.accessor(row);
  return (row as unknown as Record<string, unknown>)[column.key];
}

function cellStyle<T extends RowWithId>(column: ColumnDefinition<T>): CSSProperties {
  return {
    textAlign: textAlignOf(column),
    width: column.width,
    minWidth: column.minWidth,
    maxWidth: column.maxWidth,
    backgroundColor: column.backgroundColor,
  };
}

const stop = (event: MouseEvent) => event.stopPropagation();

function DataTableRowInner<T extends RowWithId>(props: DataTableRowProps<T>) {
  const { row, rowIndex, columns, formatter, isSelected, isExpanded, isDisabled, onRowClick } =
    props;
  const { t } = formatter;
  const clickable = Boolean(onRowClick) && !isDisabled;
  const onKeyDown = (event: KeyboardEvent) => {
    if (clickable && event.key === 'Enter' && event.target === event.currentTarget)
      onRowClick?.(row);
  };
  const span = columns.length + (props.hasSelection ? 1 : 0) + (props.hasExpandColumn ? 1 : 0);
  return (
    <>
      <tr
        className="dt-row"
        style={props.getRowStyle?.(row)}
        aria-rowindex={rowIndex + 2}
        aria-selected={props.hasSelection ? isSelected : undefined}
        aria-disabled={isDisabled || undefined}
        data-clickable={clickable}
        tabIndex={clickable ? 0 : undefined}
        onClick={clickable ? () => onRowClick?.(row) : undefined}
        onKeyDown={onKeyDown}
      >
        {props.hasSelection ? (
          <td className="dt-cell dt-control" onClick={stop}>
            <TableCheckbox
              checked={isSelected}
              label={t('table.select-row')}
              onChange={() => props.onToggleSelected(row.id)}
            />
          </td>
        ) : null}
        {props.hasExpandColumn ? (
          <td className="dt-cell dt-control" onClick={stop}>
            {props.canExpand ? (
              <IconButton
                size="small"
                aria-expanded={isExpanded}
                aria-label={isExpanded ? t('table.collapse-row') : t('table.expand-row')}
                onClick={() => props.onToggleExpanded(row.id)}
              >
                {isExpanded ? (
                  <ExpandMoreIcon fontSize="small" />
                ) : (
                  <ChevronEndIcon fontSize="small" />
                )}
              </IconButton>
            ) : null}
          </td>
        ) : null}
        {columns.map((column) => {
          const value = readValue(column, row);
          const isError = column.getIsError?.(row) ?? false;
          const cellDisabled = isDisabled || (column.getIsDisabled?.(row) ?? false);
          const cellProps = { row, column, value, rowIndex, isDisabled: cellDisabled, isError };
          return (
            <td
              key={column.key}
              className="dt-cell"
              data-error={isError || undefined}
              data-disabled={cellDisabled || undefined}
              style={cellStyle(column)}
            >
              {column.Cell ? (
                <column.Cell {...cellProps} />
              ) : isTextColumn(column) ? (
                // Text of the other direction (an English item name in an Arabic table) keeps
                // its own order and is cut at its end, not its start.
                <span dir="auto" className="dt-text">
                  {cellContent(cellProps, formatter)}
                </span>
              ) : (
                cellContent(cellProps, formatter)
              )}
            </td>
          );
        })}
      </tr>
      {isExpanded && props.ExpandContent ? (
        <tr>
          <td colSpan={span} className="dt-cell dt-expanded">
            <props.ExpandContent row={row} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** One table row (plus its expanded content); memoised so scrolling re-renders only new rows. */
export const DataTableRow = memo(DataTableRowInner) as typeof DataTableRowInner;
