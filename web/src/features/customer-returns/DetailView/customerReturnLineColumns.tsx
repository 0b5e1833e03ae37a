import { catalogueColumn, numberInputCell, type ColumnDefinition } from '../../../ui/DataTable';
import type { CustomerReturnLine } from '../api/useCustomerReturns';

/** A line as the table shows it: what its shipment line issued beside what comes back. */
export type CustomerReturnRowView = CustomerReturnLine & {
  numberOfPacksIssued: number | undefined;
  numberOfPacksReturned: number;
  returnReason: string;
};

const PacksCell = numberInputCell<CustomerReturnRowView>({ decimalLimit: 2 });

/** The lines of a customer return (spec 001 section 9: item, batch, expiry, pack size, packs
 * issued, packs returned, return reason, note); the packs are typed in the table while the
 * return is new. */
export function customerReturnLineColumns(options: {
  editable: boolean;
  onPacks: (lineId: string, packs: number) => void;
}): ColumnDefinition<CustomerReturnRowView>[] {
  return [
    catalogueColumn('itemCode', { sortable: false, priority: 2 }),
    catalogueColumn('itemName', { sortable: false, cardTitle: true, width: 200 }),
    catalogueColumn('batch', { sortable: false }),
    catalogueColumn('expiryDate', { sortable: false, priority: 2 }),
    catalogueColumn('packSize', { sortable: false, priority: 3 }),
    catalogueColumn('numberOfPacks', {
      key: 'numberOfPacksIssued',
      label: 'label.packs-issued',
      sortable: false,
      priority: 3,
      width: 125,
    }),
    catalogueColumn('numberOfPacksReturned', {
      sortable: false,
      ...(options.editable
        ? {
            Cell: PacksCell,
            setter: (update: Partial<CustomerReturnRowView> & { id: string }) => {
              if (typeof update.numberOfPacksReturned === 'number')
                options.onPacks(update.id, update.numberOfPacksReturned);
            },
          }
        : {}),
    }),
    // Why it came back matters as much as how much: it stays when the table is narrow.
    catalogueColumn('returnReason', { sortable: false }),
    catalogueColumn('note', { sortable: false, priority: 3 }),
  ];
}
