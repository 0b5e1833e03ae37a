import { memo, type ComponentType, type CSSProperties } from 'react';
import type { CellFormatter } from './cells/cellFormatter';
import { renderCell } from './cells/renderCell';
import { textAlignOf } from './cellStyle';
import { ExpandControl, SelectionControl, rowAttributes } from './rowParts';
import type { ColumnDefinition, RowWithId } from './types';

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

/**
 * A body cell's column look, set once per cell as it mounts: alignment as an attribute the
 * table's stylesheet reads (widths come from the header, the table's layout being fixed), an
 * inline style only for a column with a colour of its own. Inline styles on every cell cost a
 * style write each as rows mount while scrolling.
 */
function cellLook<T extends RowWithId>(column: ColumnDefinition<T>) {
  const align = textAlignOf(column);
  return {
    'data-align': align === 'start' ? undefined : align,
    style: column.backgroundColor ? { backgroundColor: column.backgroundColor } : undefined,
  };
}

function DataTableRowInner<T extends RowWithId>(props: DataTableRowProps<T>) {
  const { row, rowIndex, columns, formatter, isSelected, isExpanded, isDisabled } = props;
  const span = columns.length + (props.hasSelection ? 1 : 0) + (props.hasExpandColumn ? 1 : 0);
  return (
    <>
      <tr
        className="dt-row"
        {...rowAttributes(props, row, { ariaRowIndex: rowIndex + 2, isSelected, isDisabled })}
      >
        {props.hasSelection ? (
          <SelectionControl tag="td" row={row} isSelected={isSelected} owner={props} />
        ) : null}
        {props.hasExpandColumn ? (
          <ExpandControl
            tag="td"
            row={row}
            isExpanded={isExpanded}
            canExpand={props.canExpand}
            owner={props}
          />
        ) : null}
        {columns.map((column) => {
          const cell = renderCell(column, row, rowIndex, isDisabled, formatter);
          return (
            <td
              key={column.key}
              className="dt-cell"
              data-column={column.key}
              data-error={cell.isError || undefined}
              data-disabled={cell.isDisabled || undefined}
              {...cellLook(column)}
            >
              {cell.content}
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
