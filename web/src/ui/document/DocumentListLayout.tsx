// The frame every document list shares (shipments, returns, stocktakes, internal orders,
// customer requisitions, R&R forms): the search and filters on the left, the actions on the
// right (wrapping together, never one by one among the filters), the table below with the list
// state's page and sort, selection where the user may delete, and the page's dialogs. The
// feature keeps its query, its columns and its rules; the frame knows none of them.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useDocumentsTranslation } from '../../core/app-i18n/documents';
import { listTableProps } from '../../core/list-state/listTableProps';
import { useClampPageToTotal } from '../../core/list-state/useClampPageToTotal';
import type { ListStateApi } from '../../core/list-state/useListState';
import { useDenseTables } from '../../core/preferences';
import { useShortcut } from '../../core/shortcuts';
import { DataTable, type ColumnDefinition } from '../DataTable';
import type { RowWithId } from '../DataTable/types';
import { TextFilter } from '../Filters';
import { ListPage, ListPageTable } from '../ListPage';
import { ShortcutHint } from '../ShortcutHint';

/** What the feature's list query answers for the list state. */
export interface DocumentRows<T> {
  data?: { totalCount: number; nodes: readonly T[] } | null | undefined;
  isPending: boolean;
  isError: boolean;
}

export interface DocumentListLayoutProps<T extends RowWithId> {
  /** Names the table (hidden columns, tests). */
  id: string;
  list: ListStateApi;
  rows: DocumentRows<T>;
  /** The rows shown, when not the query's nodes as they came (sorted here, say). */
  nodes?: readonly T[] | undefined;
  columns: readonly ColumnDefinition<T>[];
  /** The free-text search and the list state's filter it sets. */
  search?: { label: string; filter: string } | undefined;
  /** The other filters, after the search. */
  filters?: ReactNode;
  /** Actions before "delete selected" (a bulk status change). */
  actions?: ReactNode;
  /** Asks to delete the selected rows; absent when the user may not: no selection either. */
  onDeleteSelected?: (() => void) | undefined;
  selection?: { selected: string[]; onChange: (ids: string[]) => void } | undefined;
  /** Absent when the user may not create: no button, no shortcut. */
  create?: { label: string; onCreate: () => void } | undefined;
  noDataMessage: string;
  onOpen: (row: T) => void;
  /** The page's dialogs. */
  children?: ReactNode;
}

export function DocumentListLayout<T extends RowWithId>(props: DocumentListLayoutProps<T>) {
  const { t } = useDocumentsTranslation();
  const [dense] = useDenseTables();
  const { list, rows, search, create, selection } = props;
  useClampPageToTotal(rows.data?.totalCount);
  useShortcut('add', create?.onCreate);
  const searched = search ? list.filters[search.filter] : undefined;

  return (
    <ListPage>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
        {search ? (
          <TextFilter
            label={search.label}
            value={typeof searched === 'string' ? searched : undefined}
            onChange={(value) => list.setFilter(search.filter, value)}
            width={220}
          />
        ) : null}
        {props.filters}
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
          {props.actions}
          {props.onDeleteSelected ? (
            <Button color="inherit" onClick={props.onDeleteSelected}>
              {t('list.delete-selected')}
            </Button>
          ) : null}
          {create ? (
            <ShortcutHint action="add">
              <Button variant="contained" onClick={create.onCreate}>
                {create.label}
              </Button>
            </ShortcutHint>
          ) : null}
        </Stack>
      </Stack>
      <ListPageTable>
        <DataTable
          id={props.id}
          columns={props.columns}
          data={props.nodes ?? rows.data?.nodes ?? []}
          isLoading={rows.isPending}
          isError={rows.isError}
          noDataMessage={props.noDataMessage}
          {...(create ? { onCreate: create.onCreate } : {})}
          {...listTableProps(list, rows.data?.totalCount)}
          {...(selection
            ? { selectedIds: selection.selected, onSelectionChange: selection.onChange }
            : {})}
          onRowClick={props.onOpen}
          dense={dense}
        />
      </ListPageTable>
      {props.children}
    </ListPage>
  );
}
