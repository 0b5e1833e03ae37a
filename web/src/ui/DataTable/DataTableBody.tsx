import { useVirtualizer } from '@tanstack/react-virtual';
import { DataTableRow } from './DataTableRow';
import { DEFAULT_OVERSCAN, ROW_HEIGHT } from './dimensions';
import type { RowsProps } from './rowParts';
import type { RowWithId } from './types';

export interface DataTableBodyProps<T extends RowWithId> extends RowsProps<T> {
  scrollElement: HTMLDivElement | null;
  headerHeight: number;
  overscan?: number | undefined;
}

function Spacer({ height, span }: { height: number; span: number }) {
  if (height <= 0) return null;
  return (
    <tbody aria-hidden>
      <tr style={{ height }}>
        <td colSpan={span} style={{ padding: 0, border: 0 }} />
      </tr>
    </tbody>
  );
}

/**
 * Only the rows in view (plus overscan) are in the DOM; spacers keep the scroll height true.
 * Each row sits in its own tbody so an expanded row can be measured as one element.
 */
export function DataTableBody<T extends RowWithId>(props: DataTableBodyProps<T>) {
  const { rows, columns, scrollElement, headerHeight, ExpandContent } = props;
  const hasExpandColumn = Boolean(ExpandContent);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_HEIGHT,
    overscan: props.overscan ?? DEFAULT_OVERSCAN,
    paddingStart: headerHeight,
    getItemKey: (index) => rows[index]?.id ?? index,
    initialRect: { width: 0, height: typeof window === 'undefined' ? 0 : window.innerHeight },
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const top = first ? first.start - headerHeight : 0;
  const bottom = last ? virtualizer.getTotalSize() - last.end : 0;
  const span = columns.length + (props.hasSelection ? 1 : 0) + (hasExpandColumn ? 1 : 0);

  return (
    <>
      <Spacer height={top} span={span} />
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        const isExpanded = props.expandedIds.has(row.id);
        return (
          <tbody
            key={item.key}
            data-index={item.index}
            ref={hasExpandColumn ? virtualizer.measureElement : undefined}
          >
            <DataTableRow
              row={row}
              rowIndex={item.index}
              columns={columns}
              formatter={props.formatter}
              hasSelection={props.hasSelection}
              isSelected={props.selectedIds.has(row.id)}
              onToggleSelected={props.onToggleSelected}
              hasExpandColumn={hasExpandColumn}
              canExpand={hasExpandColumn && (props.isRowExpandable?.(row) ?? true)}
              isExpanded={isExpanded}
              onToggleExpanded={props.onToggleExpanded}
              ExpandContent={ExpandContent}
              onRowClick={props.onRowClick}
              isDisabled={props.getRowIsDisabled?.(row) ?? false}
              getRowStyle={props.getRowStyle}
            />
          </tbody>
        );
      })}
      <Spacer height={bottom} span={span} />
    </>
  );
}
