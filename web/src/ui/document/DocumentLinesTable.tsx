// A document's lines (spec 001 sections 4 and 9): the type's columns, one row per line, or,
// with "group by item" (off by default for every type but stocktakes), one row per item with its
// quantity summed and its lines beneath when expanded; the count and units in all underneath.
import { useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentsTranslation } from '../../core/app-i18n/documents';
import { useFormat } from '../../core/i18n';
import { errorMessage } from '../../core/graphql/userErrors';
import { useDenseTables, useGroupByItem, type GroupByItemDocument } from '../../core/preferences';
import { useToast } from '../../core/toast';
import { ConfirmationDialog } from '../ConfirmationDialog';
import { catalogueColumn, DataTable, ROW_HEIGHT, type ColumnDefinition } from '../DataTable';
import { documentsHeader } from './documentColumns';

/** What the kit needs of a line: its item and its quantity. */
export interface DocumentLineRow {
  id: string;
  itemId: string;
  itemCode: string;
  itemName: string;
  packSize: number;
  numberOfPacks: number;
}

interface ItemGroup<T extends DocumentLineRow> {
  id: string;
  itemCode: string;
  itemName: string;
  lineCount: number;
  units: number;
  lines: T[];
}

const unitsOf = (line: DocumentLineRow) => line.numberOfPacks * line.packSize;

export function groupLinesByItem<T extends DocumentLineRow>(lines: readonly T[]): ItemGroup<T>[] {
  const groups = new Map<string, ItemGroup<T>>();
  for (const line of lines) {
    const group = groups.get(line.itemId) ?? {
      id: line.itemId,
      itemCode: line.itemCode,
      itemName: line.itemName,
      lineCount: 0,
      units: 0,
      lines: [],
    };
    group.lineCount += 1;
    group.units += unitsOf(line);
    group.lines.push(line);
    groups.set(line.itemId, group);
  }
  return [...groups.values()];
}

export interface DocumentLinesTableProps<T extends DocumentLineRow> {
  /** Names the table (hidden columns, tests). */
  id: string;
  /** The document type whose "group by item" choice the table remembers (spec 001 s. 4). */
  groupByItemOf: GroupByItemDocument;
  lines: readonly T[];
  columns: readonly ColumnDefinition<T>[];
  isLoading?: boolean;
  /** Translated: shown when the document has no line. */
  emptyMessage: string;
  onRowClick?: (line: T) => void;
  /** Buttons above the table (add an item). */
  actions?: ReactNode;
  /** Deletes one line; given, lines can be chosen and deleted after a confirmation. */
  deleteLine?: (id: string) => Promise<void>;
  /** Buttons acting on the chosen lines (a stocktake's "counted = snapshot"); given, lines can
   * be chosen. `clear` empties the choice once they have acted. */
  selectionActions?: (selected: readonly string[], clear: () => void) => ReactNode;
}

export function DocumentLinesTable<T extends DocumentLineRow>(props: DocumentLinesTableProps<T>) {
  const { t } = useDocumentsTranslation();
  const format = useFormat();
  const [dense] = useDenseTables();
  const toast = useToast();
  const [grouped, setGrouped] = useGroupByItem(props.groupByItemOf);
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const { deleteLine, selectionActions } = props;
  const selectable = Boolean(deleteLine ?? selectionActions);
  const deleteChosen = async () => {
    let deleted = 0;
    try {
      for (const id of selected) {
        await deleteLine?.(id);
        deleted += 1;
      }
    } finally {
      setSelected((ids) => ids.slice(deleted));
      if (deleted > 0) toast.success(t('lines.deleted', { number: deleted }));
    }
  };
  const groups = useMemo(() => groupLinesByItem(props.lines), [props.lines]);
  const totalUnits = props.lines.reduce((sum, line) => sum + unitsOf(line), 0);
  const { columns } = props;
  const groupColumns = useMemo<ColumnDefinition<ItemGroup<T>>[]>(
    () => [
      catalogueColumn('itemCode', { sortable: false }),
      catalogueColumn('itemName', { sortable: false, cardTitle: true }),
      {
        key: 'lineCount',
        Header: documentsHeader('lines.line-count'),
        format: 'Integer',
        align: 'right',
        width: 100,
      },
      catalogueColumn('unitQuantity', { key: 'units', sortable: false, align: 'right' }),
    ],
    [],
  );
  const GroupLines = useMemo(
    () =>
      function GroupLines({ row }: { row: ItemGroup<T> }) {
        return (
          <DataTable
            id={`${props.id}-group`}
            columns={columns}
            data={row.lines}
            height={(row.lines.length + 1.5) * ROW_HEIGHT}
            dense
            neverCards
          />
        );
      },
    [columns, props.id],
  );

  return (
    <Stack spacing={1} sx={{ flexGrow: 1, minHeight: 0 }}>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
        <FormControlLabel
          label={t('lines.group-by-item')}
          control={
            <Checkbox
              size="small"
              checked={grouped}
              onChange={(event) => setGrouped(event.target.checked)}
            />
          }
        />
        <Box sx={{ flexGrow: 1 }} />
        {selectionActions?.(selected, () => setSelected([]))}
        {deleteLine ? (
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
          <DataTable
            id={`${props.id}-by-item`}
            columns={groupColumns}
            data={groups}
            isLoading={props.isLoading ?? false}
            noDataMessage={props.emptyMessage}
            ExpandContent={GroupLines}
            dense={dense}
          />
        ) : (
          <DataTable
            id={props.id}
            columns={columns}
            data={props.lines}
            isLoading={props.isLoading ?? false}
            noDataMessage={props.emptyMessage}
            {...(props.onRowClick ? { onRowClick: props.onRowClick } : {})}
            {...(selectable ? { selectedIds: selected, onSelectionChange: setSelected } : {})}
            dense={dense}
          />
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="document-lines-totals">
        {t('lines.totals', {
          lines: format.integer(props.lines.length),
          units: format.number(totalUnits),
        })}
      </Typography>
      <ConfirmationDialog
        open={confirming}
        title={t('page.confirm-title')}
        message={t('lines.delete-confirm', { number: selected.length })}
        confirmLabel={t('lines.delete')}
        onConfirm={deleteChosen}
        onError={(error) => {
          const { message, detail } = errorMessage(error, t('page.could-not-save'));
          toast.error(message, detail);
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
