import { describe, expect, it } from 'vitest';
import { COLUMN_WIDTHS, SELECTION_COLUMN_WIDTH, catalogueColumn } from './columnCatalogue';

// Spec 001 section 9, "Column catalogue (key, width)".
const SPEC_WIDTHS = {
  availableStockOnHand: 100,
  monthlyConsumption: 100,
  numberOfPacks: 100,
  expiryDate: 110,
  itemCode: 125,
  name: 75,
  otherPartyName: 75,
  stocktakeNumber: 50,
  invoiceNumber: 50,
  type: 150,
  status: 110,
  createdDatetime: 150,
  stocktakeDate: 130,
  allocatedDatetime: 130,
  deliveredDatetime: 130,
  totalAfterTax: 100,
  comment: 250,
  description: 250,
  code: 100,
  packSize: 125,
  quantity: 100,
  batch: 100,
  costPricePerPack: 50,
  sellPricePerPack: 120,
  sellPricePerUnit: 100,
  location: 90,
  unitQuantity: 100,
  lineTotal: 100,
  requestedQuantity: 100,
  supplyQuantity: 100,
  stockOnHand: 100,
  theirReference: 100,
  numberOfPacksToReturn: 125,
  numberOfPacksReturned: 125,
  availableNumberOfPacks: 125,
  returnReason: 200,
  note: 250,
} as const;

describe('column catalogue', () => {
  it.each(Object.entries(SPEC_WIDTHS))('%s is %d wide', (key, width) => {
    expect(COLUMN_WIDTHS[key as keyof typeof COLUMN_WIDTHS]).toEqual({ width });
  });

  it('caps the item name at 400 and leaves the unit unsized', () => {
    expect(COLUMN_WIDTHS.itemName).toEqual({ maxWidth: 400 });
    expect(COLUMN_WIDTHS.unit).toEqual({});
  });

  it('has exactly the spec keys', () => {
    expect(Object.keys(COLUMN_WIDTHS).sort()).toEqual(
      [...Object.keys(SPEC_WIDTHS), 'itemName', 'unit'].sort(),
    );
  });

  it('makes a sortable column with overrides', () => {
    expect(catalogueColumn('expiryDate', { highlightAlmostExpired: true })).toEqual({
      key: 'expiryDate',
      label: 'label.expiry',
      format: 'Date',
      width: 110,
      sortable: true,
      highlightAlmostExpired: true,
    });
    expect(SELECTION_COLUMN_WIDTH).toBe(60);
  });
});
