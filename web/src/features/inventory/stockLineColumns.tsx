// The stock line table's columns, shared by the stock list and the item page.
import { inventoryHeader } from '../../core/app-i18n/InventoryText';
import { useInventoryTranslation } from '../../core/app-i18n/inventory';
import { catalogueColumn, type CellProps, type ColumnDefinition } from '../../ui/DataTable';
import type { InventoryStockLineFragment } from '../../gql/graphql';
import { BatchStatusChip } from './ExpiryChip';

export type StockLineRow = InventoryStockLineFragment;

function BatchStatusCell({ row }: CellProps<StockLineRow>) {
  return <BatchStatusChip expiryDate={row.expiryDate} unusableReasons={row.unusableReasons} />;
}

function OnHoldCell({ row }: CellProps<StockLineRow>) {
  const { t } = useInventoryTranslation();
  return <>{row.onHold || row.locationOnHold ? t('value.yes') : t('value.no')}</>;
}

export function stockLineColumns(withItem: boolean): ColumnDefinition<StockLineRow>[] {
  const itemColumns: ColumnDefinition<StockLineRow>[] = withItem
    ? [catalogueColumn('itemCode'), catalogueColumn('itemName')]
    : [];
  return [
    ...itemColumns,
    catalogueColumn('batch'),
    catalogueColumn('expiryDate', { highlightAlmostExpired: true }),
    {
      key: 'expiryStatus',
      Header: inventoryHeader('column.batch-status'),
      width: 150,
      Cell: BatchStatusCell,
    },
    catalogueColumn('location', {
      accessor: (row) => row.locationCode ?? '',
      sortBy: 'locationCode',
    }),
    catalogueColumn('packSize'),
    catalogueColumn('numberOfPacks', { accessor: (row) => row.totalNumberOfPacks }),
    catalogueColumn('availableNumberOfPacks'),
    {
      key: 'vvmStatus',
      Header: inventoryHeader('column.vvm-status'),
      width: 100,
      sortable: true,
      accessor: (row) => row.vvmStatusCode ?? '',
    },
    { key: 'onHold', Header: inventoryHeader('column.on-hold'), width: 90, Cell: OnHoldCell },
  ];
}
