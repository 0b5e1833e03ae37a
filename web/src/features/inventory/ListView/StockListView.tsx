import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { FilterDefinition } from '@dawa/domain';
import { useInventoryTranslation } from '../../../core/app-i18n/inventory';
import { useClampPageToTotal } from '../../../core/list-state/useClampPageToTotal';
import { useListState } from '../../../core/list-state/useListState';
import { BooleanFilter, TextFilter } from '../../../ui/Filters';
import { TextInput } from '../../../ui/TextInput';
import { useInventoryOptions, useStockLines } from '../api/useInventoryQueries';
import { BarcodeScanner } from '../barcode/BarcodeScanner';
import { SelectedStockLine } from '../StockLine/SelectedStockLine';
import { StockLineTable } from '../StockLine/StockLineTable';
import { LIST_HEIGHT } from './ItemListView';

const FILTERS: FilterDefinition[] = [
  { urlParameter: 'search', key: 'itemCodeOrName', type: 'text' },
  { urlParameter: 'onHold', type: 'boolean', rule: 'plain' },
  { urlParameter: 'location', key: 'locationId', type: 'enum' },
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

/** Every stock line of the store, filtered by item, location, hold and expiry. */
export function StockListView() {
  const { t } = useInventoryTranslation();
  const list = useListState({
    filters: FILTERS,
    defaultSort: { key: 'expiryDate', direction: 'asc' },
    sortKeys: SORT_KEYS,
  });
  const lines = useStockLines(list.serverInput);
  const options = useInventoryOptions();
  useClampPageToTotal(lines.data?.totalCount);
  const { search, location } = list.filters;
  const common = useTranslation().t;
  return (
    <Stack spacing={2} sx={{ padding: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
        <TextFilter
          label={t('stock.search')}
          value={typeof search === 'string' ? search : undefined}
          onChange={(value) => list.setFilter('search', value)}
          width={240}
        />
        <TextInput
          select
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          label={t('stock.location-filter')}
          value={typeof location === 'string' ? location : ''}
          onChange={(event) => list.setFilter('location', event.target.value || undefined)}
          width={180}
        >
          <MenuItem value="">{common('label.all')}</MenuItem>
          {(options.data?.locations?.nodes ?? []).map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.code}
            </MenuItem>
          ))}
        </TextInput>
        <BooleanFilter
          label={t('stock.on-hold-only')}
          value={list.filters.onHold === true ? true : undefined}
          onChange={(value) => list.setFilter('onHold', value)}
        />
        <Box sx={{ flexGrow: 1 }} />
        <BarcodeScanner />
      </Stack>
      <Box sx={{ height: LIST_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1 }}>
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
      </Box>
      <SelectedStockLine />
    </Stack>
  );
}
