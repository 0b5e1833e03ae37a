import type { ComponentType } from 'react';
import {
  catalogueColumn,
  numberInputCell,
  type CellProps,
  type ColumnDefinition,
  type RowWithId,
} from '../DataTable';
import type { ReturnDocument } from './ReturnDocumentPage';

/** A return's line as its table shows it: the packs going back and the reason's text. */
export type ReturnLineRow = ReturnDocument['lines'][number] & { returnReason: string };

type PacksKey = 'numberOfPacksToReturn' | 'numberOfPacksReturned';

const NumberCell = numberInputCell<RowWithId>({ decimalLimit: 2 });

/** The packs typed in a row that opens on click: typing in the cell does not open the row. */
function PacksCell(props: CellProps<RowWithId>) {
  return (
    <span style={{ display: 'contents' }} onClick={(event) => event.stopPropagation()}>
      <NumberCell {...props} />
    </span>
  );
}

/**
 * The lines of a return (spec 001 section 9: item, batch, expiry, pack size, what can go back,
 * the packs, return reason, note); the packs are typed in the table while the return can change.
 * `limit` is the column beside the packs: a batch's available packs, or what a shipment issued.
 */
export function returnLineColumns<
  K extends PacksKey,
  T extends ReturnLineRow & Record<K, number>,
>(options: {
  packs: K;
  /** Absent on a return of nothing in particular (a customer return typed by hand). */
  limit?: ColumnDefinition<T> | undefined;
  editable: boolean;
  onPacks: (lineId: string, packs: number) => void;
}): ColumnDefinition<T>[] {
  const { packs } = options;
  return [
    catalogueColumn('itemCode', { sortable: false, priority: 2 }),
    catalogueColumn('itemName', { sortable: false, cardTitle: true, width: 200 }),
    catalogueColumn('batch', { sortable: false }),
    catalogueColumn('expiryDate', { sortable: false, priority: 2 }),
    catalogueColumn('packSize', { sortable: false, priority: 3 }),
    ...(options.limit ? [options.limit] : []),
    catalogueColumn<T>(packs, {
      sortable: false,
      ...(options.editable
        ? {
            // One cell component for every return table: a new one per render would remount
            // the cells (and lose the focus) each time the lines come back from a save.
            Cell: PacksCell as unknown as ComponentType<CellProps<T>>,
            setter: (update: Partial<T> & { id: string }) => {
              const value = update[packs];
              if (typeof value === 'number') options.onPacks(update.id, value);
            },
          }
        : {}),
    }),
    // Why it goes back matters as much as how much: it stays when the table is narrow.
    catalogueColumn('returnReason', { sortable: false }),
    catalogueColumn('note', { sortable: false, priority: 3 }),
  ];
}
