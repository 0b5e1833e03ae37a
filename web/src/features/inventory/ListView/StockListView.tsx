import { useState } from 'react';
import Button from '@mui/material/Button';
import type { FilterDefinition } from '@dawa/domain';
import { useAppTranslation } from '../../../core/app-i18n';
import { useInventoryTranslation, vvmStatusText } from '../../../core/app-i18n/inventory';
import { dateRangeOfFilter, filterOfDateRange } from '../../../core/list-state/dateRangeFilter';
import { useClampPageToTotal } from '../../../core/list-state/useClampPageToTotal';
import { useListState } from '../../../core/list-state/useListState';
import { listArguments } from '../../../core/export/downloadExport';
import { usePermission, useStoreId } from '../../../core/session';
import { ExportButton } from '../../../ui/ExportButton/ExportButton';
import { useShortcut } from '../../../core/shortcuts';
import { BooleanFilter, DateRangeFilter, FilterBar, TextFilter } from '../../../ui/Filters';
import { ShortcutHint } from '../../../ui/ShortcutHint';
import { ListPage, ListPageTable } from '../../../ui/ListPage';
import { useInventoryOptions, useStockLines } from '../api/useInventoryQueries';
import { BarcodeScanner } from '../barcode/BarcodeScanner';
import { NewStockDialog } from '../StockLine/NewStockDialog';
import { SelectedStockLine } from '../StockLine/SelectedStockLine';
import { StockLineTable } from '../StockLine/StockLineTable';
import { ChoiceFilter } from './ChoiceFilter';
import { useStockLineExportColumns } from './exportColumns';

const FILTERS: FilterDefinition[] = [
  { urlParameter: 'search', key: 'itemCodeOrName', type: 'text' },
  { urlParameter: 'onHold', type: 'boolean', rule: 'plain' },
  { urlParameter: 'location', key: 'locationId', type: 'enum' },
  // 'from_to' in the URL (either end may be empty), plain dates to the server.
  { urlParameter: 'expiryDate', type: 'date' },
  { urlParameter: 'vvmStatus', key: 'vvmStatusId', type: 'enum' },
];

const SORT_KEYS = [
  'itemCode',
  'itemName',
  'batch',
  'expiryDate',
  'locationCode',
  'packSize',
  'numberOfPacks',
  'availableNumberOfPacks',
  'vvmStatus',
];

/** Every stock line of the store, filtered by item, location, expiry, hold and VVM status. */
export function StockListView() {
  const { t } = useInventoryTranslation();
  const storeId = useStoreId();
  const exportColumns = useStockLineExportColumns();
  const app = useAppTranslation().t;
  const list = useListState({
    filters: FILTERS,
    defaultSort: { key: 'expiryDate', direction: 'asc' },
    sortKeys: SORT_KEYS,
  });
  const lines = useStockLines(list.serverInput);
  const options = useInventoryOptions();
  useClampPageToTotal(lines.data?.totalCount);
  const canAddStock = usePermission('INVENTORY_ADJUSTMENT_MUTATE');
  const [adding, setAdding] = useState(false);
  useShortcut('add', canAddStock ? () => setAdding(true) : undefined);
  const { search, location, vvmStatus } = list.filters;
  return (
    <ListPage>
      <FilterBar
        activeCount={Object.keys(list.filters).length}
        hints={<BarcodeScanner />}
        actions={
          <>
            <ExportButton
              list="stockLines"
              arguments={listArguments(storeId, list.serverInput)}
              columns={exportColumns}
              tableId="inventory-stock"
              title={app('nav.inventory-stock')}
            />
            {canAddStock ? (
              <ShortcutHint action="add">
                <Button variant="contained" onClick={() => setAdding(true)}>
                  {t('action.new-stock')}
                </Button>
              </ShortcutHint>
            ) : null}
          </>
        }
      >
        <TextFilter
          label={t('stock.search')}
          value={typeof search === 'string' ? search : undefined}
          onChange={(value) => list.setFilter('search', value)}
          width={240}
        />
        <ChoiceFilter
          label={t('stock.location-filter')}
          value={typeof location === 'string' ? location : undefined}
          onChange={(id) => list.setFilter('location', id)}
          choices={(options.data?.locations?.nodes ?? []).map(({ id, code }) => ({
            id,
            text: code,
          }))}
        />
        <DateRangeFilter
          fromLabel={t('stock.expiry-from')}
          toLabel={t('stock.expiry-to')}
          value={dateRangeOfFilter(list.filters.expiryDate)}
          onChange={(range) => list.setFilter('expiryDate', filterOfDateRange(range))}
        />
        <ChoiceFilter
          label={t('stock.vvm-filter')}
          value={typeof vvmStatus === 'string' ? vvmStatus : undefined}
          onChange={(id) => list.setFilter('vvmStatus', id)}
          choices={(options.data?.vvmStatuses ?? []).map((status) => ({
            id: status.id,
            text: vvmStatusText(status),
          }))}
        />
        <BooleanFilter
          label={t('stock.on-hold-only')}
          value={list.filters.onHold === true ? true : undefined}
          onChange={(value) => list.setFilter('onHold', value)}
        />
      </FilterBar>
      <ListPageTable>
        <StockLineTable
          id="inventory-stock"
          withItem
          data={lines.data?.nodes ?? []}
          isLoading={lines.isPending}
          isError={lines.isError}
          noDataMessage={t('stock.empty')}
          sort={list.sort}
          onSortChange={(sort) => list.setSort(sort)}
          pagination={{
            page: list.page,
            rowsPerPage: list.pageSize,
            total: lines.data?.totalCount ?? 0,
          }}
          onPageChange={(page) => list.setPage(page)}
          onRowsPerPageChange={(rows) => list.setPageSize(rows)}
        />
      </ListPageTable>
      <SelectedStockLine />
      {adding ? (
        <NewStockDialog
          locations={options.data?.locations?.nodes ?? []}
          reasons={options.data?.reasonOptions ?? []}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </ListPage>
  );
}
