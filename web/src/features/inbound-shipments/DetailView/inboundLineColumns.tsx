import { catalogueColumn, type ColumnDefinition } from '../../../ui/DataTable';
import type { InboundLine } from '../api/useInboundShipments';

/** The lines of a receipt (spec 001 section 9 catalogue): one batch received per line. */
export function inboundLineColumns(): ColumnDefinition<InboundLine>[] {
  return [
    catalogueColumn('itemCode', { sortable: false }),
    catalogueColumn('itemName', { sortable: false, cardTitle: true, width: 240 }),
    catalogueColumn('batch', { sortable: false }),
    catalogueColumn('expiryDate', { sortable: false, priority: 2 }),
    catalogueColumn('location', {
      sortable: false,
      priority: 3,
      accessor: (line) => line.location?.code ?? '',
    }),
    catalogueColumn('packSize', { sortable: false, priority: 2 }),
    catalogueColumn('numberOfPacks', { sortable: false }),
    catalogueColumn('unitQuantity', {
      sortable: false,
      accessor: (line) => line.numberOfPacks * line.packSize,
    }),
    catalogueColumn('costPricePerPack', { sortable: false, priority: 3, width: 110 }),
    catalogueColumn('sellPricePerPack', { sortable: false, priority: 3 }),
    catalogueColumn('lineTotal', {
      sortable: false,
      priority: 2,
      accessor: (line) => line.totalAfterTax,
    }),
  ];
}
