// The inventory lists' columns as exported: for each table column key, the server's field and
// the header shown. Enumerations carry the texts the table shows for their values.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useInventoryTranslation } from '../../../core/app-i18n/inventory';
import type { ExportButtonColumn } from '../../../ui/ExportButton/ExportButton';

const STOCK_STATUSES = [
  'OUT_OF_STOCK',
  'UNDERSTOCKED',
  'WELL_STOCKED',
  'OVERSTOCKED',
  'NO_CONSUMPTION',
] as const;
const ITEM_TYPES = ['STOCK', 'NON_STOCK', 'SERVICE'] as const;

export function useStockLineExportColumns(): ExportButtonColumn[] {
  const { t } = useInventoryTranslation();
  const common = useTranslation().t;
  return useMemo(
    () => [
      { key: 'itemCode', field: 'item.code', header: common('label.code') },
      { key: 'itemName', field: 'item.name', header: common('label.name') },
      { key: 'batch', field: 'batch', header: common('label.batch') },
      { key: 'expiryDate', field: 'expiryDate', header: common('label.expiry') },
      { key: 'location', field: 'location.code', header: common('label.location') },
      { key: 'packSize', field: 'packSize', header: common('label.pack-size') },
      { key: 'numberOfPacks', field: 'totalNumberOfPacks', header: common('label.num-packs') },
      {
        key: 'availableNumberOfPacks',
        field: 'availableNumberOfPacks',
        header: common('label.available-packs'),
      },
      { key: 'vvmStatus', field: 'vvmStatus.code', header: t('column.vvm-status') },
      // The list's one on-hold column (the line's own hold or its location's) as its two holds.
      { key: 'onHold', field: 'onHold', header: t('column.on-hold') },
      {
        key: 'onHold',
        field: 'location.onHold',
        header: t('unusable.LOCATION_ON_HOLD'),
      },
    ],
    [t, common],
  );
}

export function useItemExportColumns(): ExportButtonColumn[] {
  const { t } = useInventoryTranslation();
  const common = useTranslation().t;
  return useMemo(
    () => [
      { key: 'itemCode', field: 'code', header: common('label.code') },
      { key: 'itemName', field: 'name', header: common('label.name') },
      { key: 'unit', field: 'unitName', header: common('label.unit') },
      { key: 'packSize', field: 'defaultPackSize', header: common('label.pack-size') },
      {
        key: 'type',
        field: 'type',
        header: common('label.type'),
        values: Object.fromEntries(ITEM_TYPES.map((type) => [type, t(`item-type.${type}`)])),
      },
      { key: 'isVaccine', field: 'isVaccine', header: t('column.vaccine') },
      { key: 'stockOnHand', field: 'stats.stockOnHand', header: common('label.soh') },
      {
        key: 'availableStockOnHand',
        field: 'stats.availableStockOnHand',
        header: common('label.available-soh'),
      },
      {
        key: 'monthlyConsumption',
        field: 'stats.averageMonthlyConsumption',
        header: common('label.amc'),
      },
      { key: 'monthsOfStock', field: 'stats.monthsOfStock', header: t('column.months-of-stock') },
      {
        key: 'stockStatus',
        field: 'stats.stockStatus',
        header: t('column.stock-status'),
        values: Object.fromEntries(STOCK_STATUSES.map((status) => [status, t(`status.${status}`)])),
      },
    ],
    [t, common],
  );
}

export function useLedgerExportColumns(): ExportButtonColumn[] {
  const { t } = useInventoryTranslation();
  const common = useTranslation().t;
  return useMemo(
    () => [
      { key: 'createdDatetime', field: 'datetime', header: common('label.date') },
      { key: 'type', field: 'invoiceType', header: common('label.type') },
      { key: 'invoiceNumber', field: 'invoiceNumber', header: common('label.number') },
      { key: 'otherPartyName', field: 'otherPartyName', header: t('column.other-party') },
      { key: 'numberOfPacks', field: 'numberOfPacks', header: t('column.movement') },
      { key: 'balancePacks', field: 'balancePacks', header: t('column.balance') },
      { key: 'packSize', field: 'packSize', header: common('label.pack-size') },
      { key: 'returnReason', field: 'reason', header: common('label.reason') },
    ],
    [t, common],
  );
}
