// One stock line as the list answers it, for the dialogs' tests: 20 packs of 10 tablets.
import type { StockLineRow } from '../stockLineColumns';

export const line: StockLineRow = {
  id: 'line-1',
  itemId: 'item-1',
  item: { code: 'AMX', name: 'Amoxicillin', unitName: 'tablet', isVaccine: false },
  batch: 'B1',
  expiryDate: '2030-01-31',
  packSize: 10,
  totalNumberOfPacks: 20,
  availableNumberOfPacks: 20,
  costPricePerPack: 0,
  sellPricePerPack: 0,
  locationId: null,
  location: null,
  onHold: false,
  vvmStatusId: null,
  vvmStatus: null,
  unusableReasons: [],
  note: null,
  barcode: null,
  supplier: null,
  donorId: null,
  donor: null,
};
