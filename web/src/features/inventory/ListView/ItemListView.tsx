import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useNavigate } from 'react-router';
import type { FilterDefinition } from '@dawa/domain';
import { useAppTranslation } from '../../../core/app-i18n';
import { inventoryHeader } from '../../../core/app-i18n/InventoryText';
import { inventoryTOptional, useInventoryTranslation } from '../../../core/app-i18n/inventory';
import { useClampPageToTotal } from '../../../core/list-state/useClampPageToTotal';
import { useListState } from '../../../core/list-state/useListState';
import { useDenseTables } from '../../../core/preferences';
import { listArguments } from '../../../core/export/downloadExport';
import { usePermission, useStoreId } from '../../../core/session';
import { ExportButton } from '../../../ui/ExportButton/ExportButton';
import { useShortcut } from '../../../core/shortcuts';
import { ShortcutHint } from '../../../ui/ShortcutHint';
import { ListPage, ListPageTable } from '../../../ui/ListPage';
import {
  catalogueColumn,
  DataTable,
  type CellProps,
  type ColumnDefinition,
} from '../../../ui/DataTable';
import { BooleanFilter, FilterBar, TextFilter } from '../../../ui/Filters';
import type {
  ItemListView_ItemStatsQuery,
  ItemListView_ItemsQuery,
  StockStatus,
} from '../../../gql/graphql';
import { useFormat } from '../../../core/i18n';
import { useItemStats, useItems } from '../api/useInventoryQueries';
import { ChoiceFilter } from './ChoiceFilter';
import { useItemExportColumns } from './exportColumns';
import { BarcodeScanner } from '../barcode/BarcodeScanner';
import { ItemEditDialog } from '../ItemEditor/ItemEditDialog';

function VaccineCell({ row }: CellProps<ItemRow>) {
  const { t } = useInventoryTranslation();
  return <>{row.isVaccine ? t('value.yes') : ''}</>;
}

type Stats = NonNullable<ItemListView_ItemStatsQuery['items']>['nodes'][number]['stats'];
type ItemRow = NonNullable<ItemListView_ItemsQuery['items']>['nodes'][number] & {
  /** Undefined until the figures arrive. */
  stats?: Stats;
};

const STOCK_STATUSES: readonly StockStatus[] = [
  'OUT_OF_STOCK',
  'UNDERSTOCKED',
  'WELL_STOCKED',
  'OVERSTOCKED',
  'NO_CONSUMPTION',
];

const STATUS_COLOURS: Record<StockStatus, 'error' | 'warning' | 'success' | 'info' | 'default'> = {
  OUT_OF_STOCK: 'error',
  UNDERSTOCKED: 'warning',
  WELL_STOCKED: 'success',
  OVERSTOCKED: 'info',
  NO_CONSUMPTION: 'default',
};

const FILTERS: FilterDefinition[] = [
  { urlParameter: 'search', key: 'codeOrName', type: 'text' },
  { urlParameter: 'inStock', key: 'hasStock', type: 'boolean', rule: 'plain' },
  { urlParameter: 'vaccine', key: 'isVaccine', type: 'boolean', rule: 'plain' },
  {
    urlParameter: 'stockStatus',
    type: 'enum',
    rule: 'equalAny',
    options: STOCK_STATUSES,
  },
];

const SORT_KEYS = [
  'code',
  'name',
  'type',
  'stockOnHand',
  'availableStockOnHand',
  'averageMonthlyConsumption',
  'monthsOfStock',
];

function StockStatusCell({ row }: CellProps<ItemRow>) {
  const { t } = useInventoryTranslation();
  if (!row.stats) return null;
  const status = row.stats.stockStatus;
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[status]}
      variant={status === 'NO_CONSUMPTION' ? 'outlined' : 'filled'}
      label={t(`status.${status}`)}
      data-stock-status={status}
    />
  );
}

/** Units a month, to one decimal: a column of 2,066.67 did not fit its width. */
function AmcCell({ row }: CellProps<ItemRow>) {
  const format = useFormat();
  const amc = row.stats?.averageMonthlyConsumption;
  return <>{amc === undefined ? '' : format.number(amc, { maximumFractionDigits: 1 })}</>;
}

function MonthsOfStockCell({ row }: CellProps<ItemRow>) {
  const format = useFormat();
  const months = row.stats?.monthsOfStock;
  return (
    <>
      {months === null || months === undefined
        ? ''
        : format.number(months, { maximumFractionDigits: 1 })}
    </>
  );
}

const columns: ColumnDefinition<ItemRow>[] = [
  catalogueColumn('itemCode', {
    accessor: (row) => row.code,
    sortBy: 'code',
    width: 100,
    priority: 2,
  }),
  // The name keeps room to be read; the columns beside it are as narrow as their values, and
  // the descriptive ones give way first on narrower screens (1366 px: vaccine and type).
  catalogueColumn('itemName', {
    accessor: (row) => row.name,
    sortBy: 'name',
    minWidth: 240,
    cardTitle: true,
  }),
  catalogueColumn('unit', {
    accessor: (row) => row.unitName,
    sortable: false,
    width: 80,
    priority: 3,
  }),
  catalogueColumn('packSize', {
    accessor: (row) => row.defaultPackSize,
    sortable: false,
    width: 80,
    priority: 3,
  }),
  catalogueColumn('type', {
    accessor: (row) => inventoryTOptional(`item-type.${row.type}`) ?? row.type,
    width: 90,
    priority: 3,
  }),
  {
    key: 'isVaccine',
    Header: inventoryHeader('column.vaccine'),
    width: 70,
    priority: 3,
    Cell: VaccineCell,
  },
  catalogueColumn('stockOnHand', { accessor: (row) => row.stats?.stockOnHand ?? '' }),
  catalogueColumn('availableStockOnHand', {
    accessor: (row) => row.stats?.availableStockOnHand ?? '',
  }),
  catalogueColumn('monthlyConsumption', {
    accessor: (row) => row.stats?.averageMonthlyConsumption ?? '',
    sortBy: 'averageMonthlyConsumption',
    priority: 2,
    Cell: AmcCell,
  }),
  {
    key: 'monthsOfStock',
    Header: inventoryHeader('column.months-of-stock'),
    width: 110,
    sortable: true,
    align: 'right',
    priority: 2,
    Cell: MonthsOfStockCell,
  },
  {
    key: 'stockStatus',
    Header: inventoryHeader('column.stock-status'),
    width: 140,
    Cell: StockStatusCell,
  },
];

/** Items visible to the store, found by code or name, opening the item page. */
export function ItemListView() {
  const { t } = useInventoryTranslation();
  const navigate = useNavigate();
  const [dense] = useDenseTables();
  const list = useListState({
    filters: FILTERS,
    defaultSort: { key: 'name', direction: 'asc' },
    sortKeys: SORT_KEYS,
  });
  const items = useItems(list.serverInput);
  const storeId = useStoreId();
  const exportColumns = useItemExportColumns();
  const app = useAppTranslation().t;
  const ids = useMemo(() => (items.data?.nodes ?? []).map((n) => n.id), [items.data]);
  const stats = useItemStats(ids);
  const rows = useMemo<ItemRow[]>(
    () =>
      (items.data?.nodes ?? []).map((n) => {
        const figures = stats.data?.get(n.id);
        return figures ? { ...n, stats: figures } : n;
      }),
    [items.data, stats.data],
  );
  const statusFilter = list.filters.stockStatus;
  const canCreate = usePermission('ITEM_MUTATE');
  const [creating, setCreating] = useState(false);
  useShortcut('add', canCreate ? () => setCreating(true) : undefined);
  useClampPageToTotal(items.data?.totalCount);
  const search = list.filters.search;
  return (
    <ListPage>
      <FilterBar
        activeCount={Object.keys(list.filters).length}
        hints={<BarcodeScanner />}
        actions={
          <>
            <ExportButton
              list="items"
              arguments={listArguments(storeId, list.serverInput)}
              columns={exportColumns}
              tableId="inventory-items"
              title={app('nav.inventory-items')}
            />
            {canCreate ? (
              <ShortcutHint action="add">
                <Button variant="contained" onClick={() => setCreating(true)}>
                  {t('items.new')}
                </Button>
              </ShortcutHint>
            ) : null}
          </>
        }
      >
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
        <ChoiceFilter
          label={t('items.status-filter')}
          value={
            Array.isArray(statusFilter) ? String(statusFilter[0] ?? '') || undefined : undefined
          }
          onChange={(status) => list.setFilter('stockStatus', status ? [status] : undefined)}
          choices={STOCK_STATUSES.map((status) => ({ id: status, text: t(`status.${status}`) }))}
        />
      </FilterBar>
      <ListPageTable>
        <DataTable
          id="inventory-items"
          columns={columns}
          data={rows}
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
      </ListPageTable>
      {creating ? <ItemEditDialog onClose={() => setCreating(false)} /> : null}
    </ListPage>
  );
}
