import { catalogueColumn, numberInputCell, type ColumnDefinition } from '../../../ui/DataTable';
import type { SupplierReturnLine } from '../api/useSupplierReturns';

/** A line as the table shows it: the batch's packs still available and its hold beside it. */
export type SupplierReturnRowView = SupplierReturnLine & {
  numberOfPacksToReturn: number;
  availableNumberOfPacks: number | undefined;
  returnReason: string;
};

const PacksCell = numberInputCell<SupplierReturnRowView>({ decimalLimit: 2 });

/** The lines of a supplier return (spec 001 section 9: batch, expiry, pack size, available
 * packs, packs to return, return reason, note); the packs are typed in the table while the
 * return can change. */
export function supplierReturnLineColumns(options: {
  editable: boolean;
  onPacks: (lineId: string, packs: number) => void;
}): ColumnDefinition<SupplierReturnRowView>[] {
  return [
    catalogueColumn('itemCode', { sortable: false, priority: 2 }),
    catalogueColumn('itemName', { sortable: false, cardTitle: true, width: 200 }),
    catalogueColumn('batch', { sortable: false }),
    catalogueColumn('expiryDate', { sortable: false, priority: 2 }),
    catalogueColumn('packSize', { sortable: false, priority: 3 }),
    catalogueColumn('availableNumberOfPacks', { sortable: false, priority: 3 }),
    catalogueColumn('numberOfPacksToReturn', {
      sortable: false,
      ...(options.editable
        ? {
            Cell: PacksCell,
            setter: (update: Partial<SupplierReturnRowView> & { id: string }) => {
              if (typeof update.numberOfPacksToReturn === 'number')
                options.onPacks(update.id, update.numberOfPacksToReturn);
            },
          }
        : {}),
    }),
    // Why it goes back matters as much as how much: it stays when the table is narrow.
    catalogueColumn('returnReason', { sortable: false }),
    catalogueColumn('note', { sortable: false, priority: 3 }),
  ];
}
