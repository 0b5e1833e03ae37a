// A stocktake's lines a page at a time (issue 12 item 7): a page of items (group by item, the
// stocktake's default) whose lines are read when the item is opened, or a page of lines, each
// filtered and sorted by the server, so a 10,000-line stocktake shows its first screen without
// reading the rest. An item's figures come summed from the server: a group is never split.
import {
  createContext,
  useContext,
  useMemo,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ListStateApi } from '../../../core/list-state/useListState';
import { listTableProps } from '../../../core/list-state/listTableProps';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { errorMessage } from '../../../core/graphql/userErrors';
import { useFormat } from '../../../core/i18n';
import { useDenseTables, useGroupByItem } from '../../../core/preferences';
import { useToast } from '../../../core/toast';
import { ConfirmationDialog } from '../../../ui/ConfirmationDialog';
import {
  catalogueColumn,
  DataTable,
  PAGER_HEIGHT,
  ROW_HEIGHT,
  type ColumnDefinition,
} from '../../../ui/DataTable';
import { documentsHeader } from '../../../ui/document';
import type { StocktakeLineFilterInput } from '../../../gql/graphql';
import {
  useItemLines,
  useStocktakeItemGroups,
  useStocktakeLines,
  type StocktakeItemGroup,
  type StocktakeLine,
  type StocktakeLinesInput,
} from '../api/useStocktakes';
import { EditLine, type CountRow } from './stocktakeLineColumns';
import { StocktakeLineDialog } from './StocktakeLineDialog';

/** The sorts the server answers for a stocktake's lines (StocktakeLineSortFieldInput). */
export const STOCKTAKE_LINE_SORT_KEYS = [
  'itemName',
  'itemCode',
  'batch',
  'expiryDate',
  'location',
  'snapshotNumberOfPacks',
  'countedNumberOfPacks',
  'difference',
] as const;
type SortKey = (typeof STOCKTAKE_LINE_SORT_KEYS)[number];

/** What an item's lines, read when it is opened, are shown with. */
interface GroupContext {
  stocktakeId: string;
  filter: StocktakeLineFilterInput;
  columns: readonly ColumnDefinition<CountRow>[];
  toRow: (line: StocktakeLine) => CountRow;
  getRowStyle: ((row: CountRow) => CSSProperties | undefined) | undefined;
}
const Group = createContext<GroupContext | null>(null);

/** An item's lines the filter keeps, read when its row is opened. */
function GroupLines({ row }: { row: StocktakeItemGroup }) {
  const group = useContext(Group);
  const lines = useItemLines(group?.stocktakeId ?? '', row.itemId, group?.filter ?? {});
  const toRow = group?.toRow;
  const data = useMemo(
    () => (toRow ? (lines.data?.nodes ?? []).map(toRow) : []),
    [lines.data, toRow],
  );
  return (
    <DataTable
      id="stocktake-lines-group"
      columns={group?.columns ?? []}
      data={data}
      isLoading={lines.isPending}
      // Its header (dense, a row high), its rows and the column menu under them: none hidden.
      height={(Math.max(data.length, row.lineCount, 1) + 1) * ROW_HEIGHT + PAGER_HEIGHT}
      {...(group?.getRowStyle ? { getRowStyle: group.getRowStyle } : {})}
      dense
      neverCards
    />
  );
}

const groupColumns: ColumnDefinition<StocktakeItemGroup>[] = [
  catalogueColumn('itemCode', { sortBy: 'itemCode' }),
  catalogueColumn('itemName', { sortBy: 'itemName', cardTitle: true }),
  {
    key: 'lineCount',
    Header: documentsHeader('lines.line-count'),
    format: 'Integer',
    align: 'right',
    width: 100,
  },
  catalogueColumn('unitQuantity', { key: 'countedUnits', sortable: false, align: 'right' }),
];

/**
 * The page of items (grouped) or of lines asked for the list state and the filter. Called by
 * the page before its header is read, so the first rows are asked at once, beside it.
 */
export function useStocktakeLinesPage(
  stocktakeId: string,
  list: ListStateApi,
  filter: StocktakeLineFilterInput,
) {
  const [grouped, setGrouped] = useGroupByItem('stocktake');
  const sort: StocktakeLinesInput['sort'] =
    list.sort && (!grouped || list.sort.key === 'itemCode' || list.sort.key === 'itemName')
      ? [{ key: list.sort.key as SortKey, desc: list.sort.direction === 'desc' }]
      : [];
  const input: StocktakeLinesInput = {
    filter,
    page: { first: list.pageSize, offset: list.offset },
    sort,
  };
  const groups = useStocktakeItemGroups(stocktakeId, input, grouped);
  const lines = useStocktakeLines(stocktakeId, input, !grouped);
  return { grouped, setGrouped, groups, lines };
}

export interface StocktakeLinesTableProps {
  stocktakeId: string;
  /** What useStocktakeLinesPage answered. */
  page: ReturnType<typeof useStocktakeLinesPage>;
  /** The server filter of the lines shown. */
  filter: StocktakeLineFilterInput;
  /** Page, page size and sort, in the URL. */
  list: ListStateApi;
  columns: readonly ColumnDefinition<CountRow>[];
  /** The line as shown: with the count typed that the server has not taken yet. */
  toRow: (line: StocktakeLine) => CountRow;
  /** How many lines the filter keeps, and their units counted (from the server). */
  shown: { lineCount: number; countedUnits: number } | undefined;
  emptyMessage: string;
  actions?: ReactNode;
  /** Above the table: the filter chips. */
  chips?: ReactNode;
  /** Given, lines can be chosen: deletes the chosen lines of the page. */
  deleteLines?: (ids: string[]) => Promise<void>;
  /** Given, lines can be chosen: counts as snapshot the chosen lines, or (`all`) every line
   * the filter keeps. */
  countAsSnapshot?: (chosen: { ids: string[]; all: boolean }) => Promise<boolean>;
  /** A line marked (the one a scan found), and the item groups to open (its item's). */
  highlightedLineId?: string | undefined;
  openItemIds?: readonly string[] | undefined;
  /** A line corrected in its dialog was taken by the server. */
  onLineSaved?: (lineId: string) => void;
}

/** How the marked line stands out: an outline, which a selected row's colour leaves alone. */
const HIGHLIGHT: CSSProperties = { outline: '3px solid #1f6f8b', outlineOffset: -3 };

export function StocktakeLinesTable(props: StocktakeLinesTableProps) {
  const { t } = useDocumentsTranslation();
  const format = useFormat();
  const toast = useToast();
  const [dense] = useDenseTables();
  const { grouped, setGrouped, groups, lines } = props.page;
  const [selected, setSelected] = useState<string[]>([]);
  const [allMatching, setAllMatching] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState<CountRow | null>(null);
  const { list, filter, toRow, columns, stocktakeId, highlightedLineId } = props;
  const rows = useMemo(() => (lines.data?.nodes ?? []).map(toRow), [lines.data, toRow]);
  const getRowStyle = useMemo(
    () =>
      highlightedLineId
        ? (row: CountRow) => (row.id === highlightedLineId ? HIGHLIGHT : undefined)
        : undefined,
    [highlightedLineId],
  );
  const group = useMemo(
    () => ({ stocktakeId, filter, columns, toRow, getRowStyle }),
    [stocktakeId, filter, columns, toRow, getRowStyle],
  );
  const selectable = Boolean(props.deleteLines ?? props.countAsSnapshot);
  const total = (grouped ? groups.data?.totalCount : lines.data?.totalCount) ?? 0;
  const pageChosen = rows.length > 0 && rows.every((row) => selected.includes(row.id));
  const choose = (ids: string[]) => {
    setSelected(ids);
    setAllMatching(false);
  };
  const tableProps = listTableProps(list, total);

  const body = (
    <Stack spacing={1} sx={{ flexGrow: 1, minHeight: 0 }}>
      {props.chips}
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
        <FormControlLabel
          label={t('lines.group-by-item')}
          control={
            <Checkbox
              size="small"
              checked={grouped}
              onChange={(event) => {
                setGrouped(event.target.checked);
                // A page of items is not a page of lines: start again at the first.
                list.setPage(1);
              }}
            />
          }
        />
        <Box sx={{ flexGrow: 1 }} />
        {!grouped && pageChosen && total > rows.length && !allMatching ? (
          <Button color="inherit" onClick={() => setAllMatching(true)}>
            {t('stocktake.choose-all-lines', { number: format.integer(total) })}
          </Button>
        ) : null}
        {!grouped && allMatching ? (
          <Typography variant="body2">
            {t('stocktake.all-lines-chosen', { number: format.integer(total) })}
          </Typography>
        ) : null}
        {!grouped && props.countAsSnapshot ? (
          <Button
            color="inherit"
            onClick={() => {
              if (selected.length === 0 && !allMatching)
                return toast.info(t('stocktake.select-lines'));
              void props
                .countAsSnapshot?.({ ids: selected, all: allMatching })
                .then((done) => done && choose([]));
            }}
          >
            {t('stocktake.count-as-snapshot')}
          </Button>
        ) : null}
        {!grouped && props.deleteLines ? (
          <Button
            color="inherit"
            onClick={() =>
              selected.length === 0
                ? toast.info(t('lines.select-rows-to-delete'))
                : setConfirming(true)
            }
          >
            {t('lines.delete')}
          </Button>
        ) : null}
        {props.actions}
      </Stack>
      <Box
        sx={{
          flexGrow: 1,
          minHeight: 280,
          display: 'flex',
          flexDirection: 'column',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {grouped ? (
          <Group.Provider value={group}>
            <DataTable
              id="stocktake-lines-by-item"
              columns={groupColumns}
              data={groups.data?.nodes ?? []}
              isLoading={groups.isPending}
              isError={groups.isError}
              noDataMessage={props.emptyMessage}
              ExpandContent={GroupLines}
              {...(props.openItemIds ? { openRowIds: props.openItemIds } : {})}
              dense={dense}
              {...tableProps}
            />
          </Group.Provider>
        ) : (
          <DataTable
            id="stocktake-lines"
            columns={columns}
            data={rows}
            isLoading={lines.isPending}
            isError={lines.isError}
            noDataMessage={props.emptyMessage}
            {...(selectable ? { selectedIds: selected, onSelectionChange: choose } : {})}
            {...(getRowStyle ? { getRowStyle } : {})}
            dense={dense}
            {...tableProps}
          />
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="document-lines-totals">
        {props.shown
          ? t('lines.totals', {
              lines: format.integer(props.shown.lineCount),
              units: format.number(props.shown.countedUnits),
            })
          : ''}
      </Typography>
      <ConfirmationDialog
        open={confirming}
        title={t('page.confirm-title')}
        message={t('lines.delete-confirm', { number: selected.length })}
        confirmLabel={t('lines.delete')}
        onConfirm={async () => {
          await props.deleteLines?.(selected);
          toast.success(t('lines.deleted', { number: selected.length }));
          choose([]);
        }}
        onError={(error) => {
          const { message, detail } = errorMessage(error, t('page.could-not-save'));
          toast.error(message, detail);
        }}
        onClose={() => setConfirming(false)}
      />
      {editing ? (
        <StocktakeLineDialog
          stocktakeId={stocktakeId}
          line={editing}
          onClose={() => setEditing(null)}
          {...(props.onLineSaved ? { onSaved: props.onLineSaved } : {})}
        />
      ) : null}
    </Stack>
  );
  return <EditLine.Provider value={setEditing}>{body}</EditLine.Provider>;
}
