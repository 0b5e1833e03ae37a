import type { DocumentsT } from '../../../core/app-i18n/documents';
import { catalogueColumn, numberInputCell, type ColumnDefinition } from '../../../ui/DataTable';
import type { OutboundLine } from '../api/useOutboundShipments';

const PacksCell = numberInputCell<OutboundLine>({ decimalLimit: 2 });

/** The lines of an outbound shipment by batch (spec 001 section 9 catalogue); a batch's packs
 * are typed in the table while the shipment is editable; a placeholder shows its units. */
export function outboundLineColumns(
  t: DocumentsT,
  options: { editable: boolean; onPacks: (lineId: string, packs: number) => void },
): ColumnDefinition<OutboundLine>[] {
  const isBatch = (line: OutboundLine) => line.type === 'STOCK_OUT';
  return [
    catalogueColumn('itemCode', { sortable: false }),
    catalogueColumn('itemName', { sortable: false, cardTitle: true, width: 240 }),
    catalogueColumn('batch', {
      sortable: false,
      accessor: (line) => (isBatch(line) ? (line.batch ?? '') : t('lines.placeholder')),
    }),
    catalogueColumn('expiryDate', { sortable: false, priority: 2 }),
    catalogueColumn('location', {
      sortable: false,
      priority: 3,
      accessor: (line) => line.location?.code ?? '',
    }),
    catalogueColumn('packSize', { sortable: false, priority: 2 }),
    catalogueColumn('numberOfPacks', {
      sortable: false,
      width: 130,
      ...(options.editable
        ? {
            Cell: PacksCell,
            getIsDisabled: (line: OutboundLine) => !isBatch(line),
            setter: (update: Partial<OutboundLine> & { id: string }) => {
              if (typeof update.numberOfPacks === 'number')
                options.onPacks(update.id, update.numberOfPacks);
            },
          }
        : {}),
    }),
    catalogueColumn('unitQuantity', {
      sortable: false,
      accessor: (line) => line.numberOfPacks * line.packSize,
    }),
    catalogueColumn('availableNumberOfPacks', {
      sortable: false,
      priority: 3,
      accessor: (line) => line.stockLine?.availableNumberOfPacks,
    }),
    catalogueColumn('sellPricePerPack', { sortable: false, priority: 3 }),
    catalogueColumn('lineTotal', {
      sortable: false,
      priority: 2,
      accessor: (line) => line.totalAfterTax,
    }),
  ];
}
