import { catalogueColumn, type ColumnDefinition } from '../../../ui/DataTable';
import { returnLineColumns, type ReturnLineRow } from '../../../ui/document';

/** A line as the table shows it: what its shipment line issued beside what comes back. */
export type CustomerReturnRowView = ReturnLineRow & {
  numberOfPacksIssued: number | undefined;
  numberOfPacksReturned: number;
};

/** The lines of a customer return: packs returned beside what the shipment line issued. */
export function customerReturnLineColumns(options: {
  /** The return brings back a shipment (its own or the sender's): what it issued shows. */
  fromShipment: boolean;
  editable: boolean;
  onPacks: (lineId: string, packs: number) => void;
}): ColumnDefinition<CustomerReturnRowView>[] {
  return returnLineColumns<'numberOfPacksReturned', CustomerReturnRowView>({
    editable: options.editable,
    onPacks: options.onPacks,
    packs: 'numberOfPacksReturned',
    limit: options.fromShipment
      ? catalogueColumn('numberOfPacks', {
          key: 'numberOfPacksIssued',
          label: 'label.packs-issued',
          sortable: false,
          priority: 3,
          width: 125,
        })
      : undefined,
  });
}
