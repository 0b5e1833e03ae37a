import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type CSSProperties,
} from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import { useDebouncedCallback } from '../hooks/useDebouncedCallback';
import { useSimplifiedMobileUi } from '../../core/preferences';
import { ColumnVisibilityMenu } from './ColumnVisibilityMenu';
import { fitColumns, totalNeed } from './columnFit';
import { DataTableBody } from './DataTableBody';
import { CardSortBar } from './CardSortBar';
import { DataTableCards } from './DataTableCards';
import { DataTableHeader, type SelectionState } from './DataTableHeader';
import { DataTablePager } from './DataTablePager';
import type { RowsProps } from './rowParts';
import { TableEmpty, TableError, TableLoading } from './DataTableStates';
import {
  DENSE_HEADER_HEIGHT,
  EXPAND_COLUMN_WIDTH,
  HEADER_HEIGHT,
  PAGER_HEIGHT,
  SELECTION_COLUMN_WIDTH,
  SORT_DEBOUNCE_MS,
} from './dimensions';
import { useCellFormatterValue } from './cells/cellFormatter';
import { nextSort } from './sort';
import { bodyStyles } from './tableStyles';
import type { ColumnDefinition, PaginationState, RowWithId, SortState } from './types';
import { useElementWidth } from './useElementWidth';
import { useHiddenColumns, type HiddenColumns } from './useHiddenColumns';

/** Narrower than this, the pager drops its first/last buttons and wraps (a phone). */
const COMPACT_PAGER_WIDTH = 600;

export interface DataTableProps<T extends RowWithId> {
  /** Names the table in local storage (hidden columns); unique per list. */
  id: string;
  columns: readonly ColumnDefinition<T>[];
  data: readonly T[];
  isLoading?: boolean;
  isError?: boolean;
  /** Already translated; replaces "no results" when the table is empty. */
  noDataMessage?: string;
  /** Shows a "create a new one" button in the empty state. */
  onCreate?: () => void;
  /** Controlled sort: the page owner keeps it (in the URL) and re-fetches. */
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** Controlled paging, page 1-based (core/list-state keeps it in the URL). Without it no pager shows. */
  pagination?: PaginationState;
  onPageChange?: (page: number) => void;
  onRowsPerPageChange?: (rowsPerPage: number) => void;
  /** Controlled selection; providing onSelectionChange adds the selection column. */
  selectedIds?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  ExpandContent?: ComponentType<{ row: T }>;
  isRowExpandable?: (row: T) => boolean;
  /** Rows opened from outside (the item a scan found), each time a new array is given; the
   * user may close them again. */
  openRowIds?: readonly string[];
  onRowClick?: (row: T) => void;
  getRowIsDisabled?: (row: T) => boolean;
  /** A row's own style (spec 001 s.9 "styled" rows), e.g. a colour for an expired batch. */
  getRowStyle?: (row: T) => CSSProperties | undefined;
  dense?: boolean;
  /**
   * Rows never stack as cards (a table inside another's expanded row, sized for its rows): when
   * its columns do not fit, the lower priorities give way and then it scrolls sideways.
   */
  neverCards?: boolean;
  enableColumnSelection?: boolean;
  overscan?: number;
  /** Height of the whole table; the rows scroll inside it. Defaults to filling the parent. */
  height?: number | string;
}

/** Columns sorted by `order`, which defaults to a column's position in the list (stable). */
function inOrder<T extends RowWithId>(
  columns: readonly ColumnDefinition<T>[],
): readonly ColumnDefinition<T>[] {
  if (!columns.some((column) => column.order !== undefined)) return columns;
  return columns
    .map((column, index) => ({ column, rank: column.order ?? index }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ column }) => column);
}

function toggleInSet(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export function DataTable<T extends RowWithId>(props: DataTableProps<T>) {
  const { id, columns, data, sort, onSortChange, pagination, onPageChange, onSelectionChange } =
    props;
  const dense = props.dense ?? false;
  // Held in state, not a ref: the body's virtualiser must re-render once the element exists.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const [rootElement, setRootElement] = useState<HTMLDivElement | null>(null);
  const width = useElementWidth(rootElement);
  const simplified = useSimplifiedMobileUi();
  const choices = useHiddenColumns(id, columns);
  const orderedColumns = useMemo(() => inOrder(columns), [columns]);
  const chosenColumns = useMemo(
    () => orderedColumns.filter((column) => !choices.isHidden(column.key)),
    [orderedColumns, choices],
  );
  const hasSelection = Boolean(onSelectionChange);
  const controlsWidth =
    (hasSelection ? SELECTION_COLUMN_WIDTH : 0) + (props.ExpandContent ? EXPAND_COLUMN_WIDTH : 0);
  const fit = useMemo(() => {
    const pinned = new Set(chosenColumns.filter((c) => choices.isPinned(c.key)).map((c) => c.key));
    return fitColumns({
      columns: chosenColumns,
      available: width,
      controlsWidth,
      pinned,
      simplified: simplified && !props.neverCards,
    });
  }, [chosenColumns, choices, width, controlsWidth, simplified, props.neverCards]);
  const visibleColumns = useMemo(
    () => chosenColumns.filter((column) => !fit.hidden.has(column.key)),
    [chosenColumns, fit],
  );
  // The menu shows what is on screen: a column that gave way reads as hidden, and ticking it
  // shows it for good (pinned).
  const hiddenColumns = useMemo<HiddenColumns>(() => {
    const isHidden = (key: string) => choices.isHidden(key) || fit.hidden.has(key);
    return {
      isHidden,
      toggle: (key) => choices.setHidden(key, !isHidden(key)),
      reset: choices.reset,
    };
  }, [choices, fit]);
  const cards = fit.layout === 'cards';
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<string>>(() => new Set());
  const { openRowIds } = props;
  useEffect(() => {
    if (openRowIds?.length) setExpandedIds((ids) => new Set([...ids, ...openRowIds]));
  }, [openRowIds]);
  const selectedIds = useMemo(() => new Set(props.selectedIds ?? []), [props.selectedIds]);
  const formatter = useCellFormatterValue();
  const headerHeight = dense ? DENSE_HEADER_HEIGHT : HEADER_HEIGHT;

  const sortClick = useDebouncedCallback((column: ColumnDefinition<T>) => {
    const next = nextSort(sort, column);
    if (column.onChangeSortBy) column.onChangeSortBy(next);
    else onSortChange?.(next);
  }, SORT_DEBOUNCE_MS);
  const sortable = Boolean(onSortChange) || columns.some((column) => column.onChangeSortBy);

  const onToggleSelected = useCallback(
    (rowId: string) => onSelectionChange?.([...toggleInSet(selectedIds, rowId)]),
    [onSelectionChange, selectedIds],
  );
  const onToggleExpanded = useCallback(
    (rowId: string) => setExpandedIds((ids) => toggleInSet(ids, rowId)),
    [],
  );

  const selectedOnPage = data.filter((row) => selectedIds.has(row.id)).length;
  const selectionState: SelectionState =
    data.length > 0 && selectedOnPage === data.length
      ? 'all'
      : selectedOnPage > 0
        ? 'some'
        : 'none';
  const onToggleAll = () => {
    const next = new Set(selectedIds);
    for (const row of data) {
      if (selectionState === 'all') next.delete(row.id);
      else next.add(row.id);
    }
    onSelectionChange?.([...next]);
  };

  useEffect(() => {
    if (scrollElement) scrollElement.scrollTop = 0;
  }, [scrollElement, pagination?.page, pagination?.rowsPerPage, sort?.key, sort?.direction]);

  const minWidth = totalNeed(visibleColumns) + controlsWidth;
  const showRows = !props.isLoading && !props.isError && data.length > 0;
  const showFooter = Boolean(pagination && onPageChange) || props.enableColumnSelection !== false;
  const rowsProps: RowsProps<T> = {
    rows: data,
    columns: visibleColumns,
    formatter,
    selectedIds,
    hasSelection,
    onToggleSelected,
    expandedIds,
    onToggleExpanded,
    ExpandContent: props.ExpandContent,
    isRowExpandable: props.isRowExpandable,
    onRowClick: props.onRowClick,
    getRowIsDisabled: props.getRowIsDisabled,
    getRowStyle: props.getRowStyle,
  };

  return (
    <Box
      ref={setRootElement}
      data-testid={`data-table-${id}`}
      data-layout={fit.layout}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: props.height ?? '100%',
        minHeight: 0,
      }}
    >
      <Box
        ref={setScrollElement}
        data-testid="data-table-scroller"
        sx={{
          flex: '1 1 auto',
          minHeight: 0,
          overflow: 'auto',
          position: 'relative',
          // Rows come and go above the viewport on every frame: no scroll anchoring to recompute.
          overflowAnchor: 'none',
        }}
      >
        {cards ? (
          <>
            {sortable ? (
              <CardSortBar columns={visibleColumns} sort={sort} onSortClick={sortClick} />
            ) : null}
            {showRows ? <DataTableCards {...rowsProps} /> : null}
          </>
        ) : (
          <Table
            stickyHeader
            size={dense ? 'small' : 'medium'}
            aria-rowcount={data.length + 1}
            sx={(theme) => ({ ...bodyStyles(theme), minWidth })}
          >
            <DataTableHeader
              columns={visibleColumns}
              sort={sort}
              onSortClick={sortable ? sortClick : undefined}
              selection={
                hasSelection
                  ? { state: selectionState, onToggleAll, disabled: !showRows }
                  : undefined
              }
              hasExpandColumn={Boolean(props.ExpandContent)}
              dense={dense}
            />
            {showRows ? (
              <DataTableBody
                {...rowsProps}
                scrollElement={scrollElement}
                headerHeight={headerHeight}
                overscan={props.overscan}
              />
            ) : null}
          </Table>
        )}
        {props.isLoading ? <TableLoading /> : null}
        {!props.isLoading && props.isError ? <TableError /> : null}
        {!props.isLoading && !props.isError && data.length === 0 ? (
          <TableEmpty message={props.noDataMessage} onCreate={props.onCreate} />
        ) : null}
      </Box>
      {showFooter ? (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            minHeight: PAGER_HEIGHT,
            borderTop: 1,
            borderColor: 'divider',
            paddingInlineStart: 1,
          }}
        >
          {props.enableColumnSelection === false ? null : (
            <ColumnVisibilityMenu columns={orderedColumns} hiddenColumns={hiddenColumns} />
          )}
          {pagination && onPageChange ? (
            <DataTablePager
              compact={width > 0 && width < COMPACT_PAGER_WIDTH}
              pagination={pagination}
              onPageChange={onPageChange}
              onRowsPerPageChange={props.onRowsPerPageChange}
            />
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
