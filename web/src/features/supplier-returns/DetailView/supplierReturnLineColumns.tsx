import { catalogueColumn, type ColumnDefinition } from '../../../ui/DataTable';
import { returnLineColumns, type ReturnLineRow } from '../../../ui/document';

/** A line as the table shows it: the batch's packs still available beside what goes back. */
export type SupplierReturnRowView = ReturnLineRow & {
  numberOfPacksToReturn: number;
  availableNumberOfPacks: number | undefined;
};

/** The lines of a supplier return: packs to return beside each batch's available packs. */
export function supplierReturnLineColumns(options: {
  editable: boolean;
  onPacks: (lineId: string, packs: number) => void;
}): ColumnDefinition<SupplierReturnRowView>[] {
  return returnLineColumns<'numberOfPacksToReturn', SupplierReturnRowView>({
    ...options,
    packs: 'numberOfPacksToReturn',
    limit: catalogueColumn('availableNumberOfPacks', { sortable: false, priority: 3 }),
  });
}
