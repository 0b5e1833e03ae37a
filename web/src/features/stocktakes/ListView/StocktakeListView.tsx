import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import { STOCKTAKE_SORT_KEYS, STOCKTAKE_STATUSES, type FilterDefinition } from '@dawa/domain';
import { useDocumentsTranslation, type DocumentsT } from '../../../core/app-i18n/documents';
import { errorMessage } from '../../../core/graphql/userErrors';
import { listTableProps } from '../../../core/list-state/listTableProps';
import { useClampPageToTotal } from '../../../core/list-state/useClampPageToTotal';
import { useListState } from '../../../core/list-state/useListState';
import { useDenseTables } from '../../../core/preferences';
import { usePermission } from '../../../core/session';
import { useShortcut } from '../../../core/shortcuts';
import { useToast } from '../../../core/toast';
import { ConfirmationDialog } from '../../../ui/ConfirmationDialog';
import { catalogueColumn, DataTable, type ColumnDefinition } from '../../../ui/DataTable';
import { DocumentListFilters, documentsHeader } from '../../../ui/document';
import { TextFilter } from '../../../ui/Filters';
import { ListPage, ListPageTable } from '../../../ui/ListPage';
import { ShortcutHint } from '../../../ui/ShortcutHint';
import { useDeleteStocktake, useStocktakes, type StocktakeRow } from '../api/useStocktakes';
import { STOCKTAKES_PATH } from '../paths';
import { StocktakeStatusChip } from '../stocktakeStatus';
import { NewStocktakeDialog } from './NewStocktakeDialog';

const FILTERS: readonly FilterDefinition[] = [
  { urlParameter: 'description', type: 'text' },
  { urlParameter: 'status', type: 'enum' },
  { urlParameter: 'onHold', type: 'boolean', rule: 'plain' },
  { urlParameter: 'createdDatetime', type: 'date' },
];

/** Spec 001 section 9's stocktake columns. */
function stocktakeColumns(t: DocumentsT): ColumnDefinition<StocktakeRow>[] {
  return [
    catalogueColumn('stocktakeNumber', { width: 90, align: 'right' }),
    catalogueColumn('status', {
      sortable: false,
      width: 200,
      formatter: (_value, row) => <StocktakeStatusChip t={t} row={row} />,
    }),
    catalogueColumn('stocktakeDate'),
    catalogueColumn('description', { cardTitle: true, width: 220 }),
    catalogueColumn('comment', { priority: 3, width: 200 }),
    catalogueColumn('createdDatetime', { priority: 2 }),
    {
      key: 'finalisedDatetime',
      Header: documentsHeader('stocktake.finalised'),
      format: 'Date',
      width: 130,
      priority: 2,
      sortDescendingFirst: true,
    },
  ];
}

/** The store's stocktakes: filtered and sorted in the URL; a new one in any creation mode; the
 * NEW ones chosen deleted after a confirmation. */
export function StocktakeListView() {
  const { t } = useDocumentsTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [dense] = useDenseTables();
  const canMutate = usePermission('STOCKTAKE_MUTATE');
  const remove = useDeleteStocktake();
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState<StocktakeRow[] | null>(null);
  const list = useListState({
    filters: FILTERS,
    defaultSort: { key: 'stocktakeNumber', direction: 'desc' },
    sortKeys: [...STOCKTAKE_SORT_KEYS],
  });
  const rows = useStocktakes(list.serverInput);
  useClampPageToTotal(rows.data?.totalCount);
  useShortcut('add', canMutate ? () => setCreating(true) : undefined);
  const columns = useMemo(() => stocktakeColumns(t), [t]);
  const nodes = rows.data?.nodes ?? [];
  const { description } = list.filters;

  const askDelete = () => {
    const chosen = nodes.filter((row) => selected.includes(row.id));
    if (chosen.length === 0) return toast.info(t('list.select-rows-to-delete'));
    const kept = chosen.filter((row) => row.status !== 'NEW' || row.onHold || row.isLocked);
    if (kept.length > 0) return toast.info(t('stocktake.cannot-delete', { count: kept.length }));
    setConfirming(chosen);
  };
  const deleteChosen = async (chosen: readonly StocktakeRow[]) => {
    let deleted = 0;
    try {
      for (const row of chosen) {
        await remove.mutateAsync(row.id);
        deleted += 1;
      }
    } finally {
      setSelected([]);
      if (deleted > 0) toast.success(t('list.deleted', { number: deleted }));
    }
  };

  return (
    <ListPage>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
        <TextFilter
          label={t('stocktake.search')}
          value={typeof description === 'string' ? description : undefined}
          onChange={(value) => list.setFilter('description', value)}
          width={220}
        />
        <DocumentListFilters
          list={list}
          statuses={STOCKTAKE_STATUSES}
          statusLabel={(value) => t(`stocktake.status.${value}`)}
        />
        <Box sx={{ flexGrow: 1 }} />
        {canMutate ? (
          <Stack direction="row" spacing={1} alignItems="center">
            <Button color="inherit" onClick={askDelete}>
              {t('list.delete-selected')}
            </Button>
            <ShortcutHint action="add">
              <Button variant="contained" onClick={() => setCreating(true)}>
                {t('stocktake.new')}
              </Button>
            </ShortcutHint>
          </Stack>
        ) : null}
      </Stack>
      <ListPageTable>
        <DataTable
          id="stocktakes"
          columns={columns}
          data={nodes}
          isLoading={rows.isPending}
          isError={rows.isError}
          noDataMessage={t('stocktake.empty')}
          {...(canMutate ? { onCreate: () => setCreating(true) } : {})}
          {...listTableProps(list, rows.data?.totalCount)}
          {...(canMutate ? { selectedIds: selected, onSelectionChange: setSelected } : {})}
          onRowClick={(row) => void navigate(`${STOCKTAKES_PATH}/${row.id}`)}
          dense={dense}
        />
      </ListPageTable>
      <ConfirmationDialog
        open={confirming !== null}
        title={t('list.confirm-delete-title')}
        message={t('stocktake.confirm-delete', { count: confirming?.length ?? 0 })}
        confirmLabel={t('list.delete-selected')}
        onConfirm={() => deleteChosen(confirming ?? [])}
        onError={(error) => {
          const { message, detail } = errorMessage(error, t('list.delete-failed-generic'));
          toast.error(message, detail);
        }}
        onClose={() => setConfirming(null)}
      />
      {creating ? (
        <NewStocktakeDialog
          onCreated={(id) => void navigate(`${STOCKTAKES_PATH}/${id}`)}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </ListPage>
  );
}
