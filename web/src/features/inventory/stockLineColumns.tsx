// The stock line table's columns, shared by the stock list and the item page.
import { inventoryHeader } from '../../core/app-i18n/InventoryText';
import { useInventoryTranslation } from '../../core/app-i18n/inventory';
import { catalogueColumn, type CellProps, type ColumnDefinition } from '../../ui/DataTable';
import type { InventoryStockLineFragment } from '../../gql/graphql';
import { BatchStatusChip } from './ExpiryChip';

export type StockLineRow = InventoryStockLineFragment;

/** Held from issue by a hold, the line's own or its location's: what the list shows as on hold
 * (the export writes the two holds apart). */
export const isHeld = (line: Pick<StockLineRow, 'onHold' | 'location'>): boolean =>
  line.onHold || Boolean(line.location?.onHold);

function BatchStatusCell({ row }: CellProps<StockLineRow>) {
  return <BatchStatusChip expiryDate={row.expiryDate} unusableReasons={row.unusableReasons} />;
}

function OnHoldCell({ row }: CellProps<StockLineRow>) {
  const { t } = useInventoryTranslation();
  return <>{isHeld(row) ? t('value.yes') : t('value.no')}</>;
}

/**
 * Widths and priorities (issue 10): the name, batch, expiry, status and quantities always show;
 * VVM status and location give way first, then on hold, pack size and code (an unusable
 * batch's status chip still names its hold or VVM discard). At 1366 px with the menu open the
 * stock list loses VVM status and location, at 1280 px on hold too; the name keeps 240 px.
 */
export function stockLineColumns(withItem: boolean): ColumnDefinition<StockLineRow>[] {
  const itemColumns: ColumnDefinition<StockLineRow>[] = withItem
    ? [
        catalogueColumn('itemCode', {
          accessor: (row) => row.item.code,
          width: 100,
          priority: 2,
        }),
        catalogueColumn('itemName', {
          accessor: (row) => row.item.name,
          minWidth: 240,
          cardTitle: true,
        }),
      ]
    : [];
  return [
    ...itemColumns,
    catalogueColumn('batch', withItem ? {} : { cardTitle: true }),
    catalogueColumn('expiryDate', { highlightAlmostExpired: true }),
    {
      key: 'expiryStatus',
      Header: inventoryHeader('column.batch-status'),
      width: 150,
      Cell: BatchStatusCell,
    },
    catalogueColumn('location', {
      accessor: (row) => row.location?.code ?? '',
      sortBy: 'locationCode',
      priority: 3,
    }),
    catalogueColumn('packSize', { width: 70, priority: 2 }),
    catalogueColumn('numberOfPacks', { accessor: (row) => row.totalNumberOfPacks, width: 90 }),
    catalogueColumn('availableNumberOfPacks', { width: 90 }),
    {
      key: 'vvmStatus',
      Header: inventoryHeader('column.vvm-status'),
      width: 90,
      sortable: true,
      priority: 3,
      accessor: (row) => row.vvmStatus?.code ?? '',
    },
    {
      key: 'onHold',
      Header: inventoryHeader('column.on-hold'),
      width: 80,
      priority: 2,
      Cell: OnHoldCell,
    },
  ];
}
