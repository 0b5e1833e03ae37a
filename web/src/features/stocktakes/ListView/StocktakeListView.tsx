import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { STOCKTAKE_SORT_KEYS, STOCKTAKE_STATUSES, type FilterDefinition } from '@dawa/domain';
import { useDocumentsTranslation, type DocumentsT } from '../../../core/app-i18n/documents';
import { useListState } from '../../../core/list-state/useListState';
import { usePermission } from '../../../core/session';
import { catalogueColumn, type ColumnDefinition } from '../../../ui/DataTable';
import {
  DocumentListFilters,
  DocumentListLayout,
  documentsHeader,
  useListDelete,
} from '../../../ui/document';
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
  const canMutate = usePermission('STOCKTAKE_MUTATE');
  const remove = useDeleteStocktake();
  const [creating, setCreating] = useState(false);
  const list = useListState({
    filters: FILTERS,
    defaultSort: { key: 'stocktakeNumber', direction: 'desc' },
    sortKeys: [...STOCKTAKE_SORT_KEYS],
  });
  const rows = useStocktakes(list.serverInput);
  const columns = useMemo(() => stocktakeColumns(t), [t]);

  const { selected, setSelected, askDelete, dialog } = useListDelete({
    rows: rows.data?.nodes ?? [],
    locked: (row) => row.status !== 'NEW' || row.onHold || row.isLocked,
    remove: async (row) => {
      await remove.mutateAsync(row.id);
    },
    confirmMessage: (count) => t('stocktake.confirm-delete', { count }),
    lockedMessage: (count) => t('stocktake.cannot-delete', { count }),
  });

  return (
    <DocumentListLayout
      id="stocktakes"
      list={list}
      rows={rows}
      columns={columns}
      search={{ label: t('stocktake.search'), filter: 'description' }}
      filters={
        <DocumentListFilters
          list={list}
          statuses={STOCKTAKE_STATUSES}
          statusLabel={(value) => t(`stocktake.status.${value}`)}
        />
      }
      onDeleteSelected={canMutate ? askDelete : undefined}
      selection={canMutate ? { selected, onChange: setSelected } : undefined}
      create={
        canMutate ? { label: t('stocktake.new'), onCreate: () => setCreating(true) } : undefined
      }
      noDataMessage={t('stocktake.empty')}
      onOpen={(row) => void navigate(`${STOCKTAKES_PATH}/${row.id}`)}
    >
      {dialog}
      {creating ? (
        <NewStocktakeDialog
          onCreated={(id) => void navigate(`${STOCKTAKES_PATH}/${id}`)}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </DocumentListLayout>
  );
}
