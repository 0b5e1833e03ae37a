import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import type { FilterDefinition } from '@dawa/domain';
import { inventoryHeader } from '../../../core/app-i18n/InventoryText';
import { inventoryTOptional, useInventoryTranslation } from '../../../core/app-i18n/inventory';
import { useClampPageToTotal } from '../../../core/list-state/useClampPageToTotal';
import { useListState } from '../../../core/list-state/useListState';
import { useDenseTables } from '../../../core/preferences';
import { usePermission } from '../../../core/session';
import { useShortcut } from '../../../core/shortcuts';
import { ShortcutHint } from '../../../ui/ShortcutHint';
import {
  catalogueColumn,
  DataTable,
  type CellProps,
  type ColumnDefinition,
} from '../../../ui/DataTable';
import { BooleanFilter, TextFilter } from '../../../ui/Filters';
import type { ItemListView_ItemsQuery } from '../../../gql/graphql';
import { useItems } from '../api/useInventoryQueries';
import { BarcodeScanner } from '../barcode/BarcodeScanner';
import { ItemEditDialog } from '../ItemEditor/ItemEditDialog';

function VaccineCell({ row }: CellProps<ItemRow>) {
  const { t } = useInventoryTranslation();
  return <>{row.isVaccine ? t('value.yes') : ''}</>;
}

type ItemRow = NonNullable<ItemListView_ItemsQuery['items']>['nodes'][number];

const FILTERS: FilterDefinition[] = [
  { urlParameter: 'search', key: 'codeOrName', type: 'text' },
  { urlParameter: 'inStock', key: 'hasStock', type: 'boolean', rule: 'plain' },
  { urlParameter: 'vaccine', key: 'isVaccine', type: 'boolean', rule: 'plain' },
];

const columns: ColumnDefinition<ItemRow>[] = [
  catalogueColumn('itemCode', { accessor: (row) => row.code, sortBy: 'code' }),
  catalogueColumn('itemName', { accessor: (row) => row.name, sortBy: 'name' }),
  catalogueColumn('unit', { accessor: (row) => row.unitName, sortable: false, width: 100 }),
  catalogueColumn('packSize', { accessor: (row) => row.defaultPackSize, sortable: false }),
  catalogueColumn('type', {
    accessor: (row) => inventoryTOptional(`item-type.${row.type}`) ?? row.type,
  }),
  {
    key: 'isVaccine',
    Header: inventoryHeader('column.vaccine'),
    width: 90,
    Cell: VaccineCell,
  },
];

export const LIST_HEIGHT = 'calc(100vh - 230px)';

/** Items visible to the store, found by code or name, opening the item page. */
export function ItemListView() {
  const { t } = useInventoryTranslation();
  const navigate = useNavigate();
  const [dense] = useDenseTables();
  const list = useListState({
    filters: FILTERS,
    defaultSort: { key: 'name', direction: 'asc' },
    sortKeys: ['code', 'name', 'type'],
  });
  const items = useItems(list.serverInput);
  const canCreate = usePermission('ITEM_MUTATE');
  const [creating, setCreating] = useState(false);
  useShortcut('add', canCreate ? () => setCreating(true) : undefined);
  useClampPageToTotal(items.data?.totalCount);
  const search = list.filters.search;
  return (
    <Stack spacing={2} sx={{ padding: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
        <TextFilter
          label={t('items.search')}
          value={typeof search === 'string' ? search : undefined}
          onChange={(value) => list.setFilter('search', value)}
          width={240}
        />
        <BooleanFilter
          label={t('items.in-stock-only')}
          value={list.filters.inStock === true ? true : undefined}
          onChange={(value) => list.setFilter('inStock', value)}
        />
        <BooleanFilter
          label={t('items.vaccines-only')}
          value={list.filters.vaccine === true ? true : undefined}
          onChange={(value) => list.setFilter('vaccine', value)}
        />
        <Box sx={{ flexGrow: 1 }} />
        <BarcodeScanner />
        {canCreate ? (
          <ShortcutHint action="add">
            <Button variant="contained" onClick={() => setCreating(true)}>
              {t('items.new')}
            </Button>
          </ShortcutHint>
        ) : null}
      </Stack>
      <Box sx={{ height: LIST_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <DataTable
          id="inventory-items"
          columns={columns}
          data={items.data?.nodes ?? []}
          isLoading={items.isPending}
          isError={items.isError}
          noDataMessage={t('items.empty')}
          sort={list.sort}
          onSortChange={(sort) => list.setSort(sort)}
          pagination={{
            page: list.page,
            rowsPerPage: list.pageSize,
            total: items.data?.totalCount ?? 0,
          }}
          onPageChange={(page) => list.setPage(page)}
          onRowsPerPageChange={(rows) => list.setPageSize(rows)}
          onRowClick={(row) => void navigate(`/inventory/items/${row.id}`)}
          dense={dense}
        />
      </Box>
      {creating ? <ItemEditDialog onClose={() => setCreating(false)} /> : null}
    </Stack>
  );
}
