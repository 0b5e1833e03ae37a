import { describe, expect, it } from 'vitest';
import { lineChanges, type LineDraft } from './StockLineEditDialog';

const before: LineDraft = {
  batch: 'B1',
  expiryDate: '2027-01-31',
  costPricePerPack: 2,
  sellPricePerPack: 3,
  locationId: '',
  onHold: false,
  donorId: 'gavi',
};

describe('lineChanges', () => {
  it('sends nothing when nothing changed', () => {
    expect(lineChanges(before, { ...before, batch: ' B1 ' })).toEqual({});
  });
  it('sends only what changed, clearing with null', () => {
    expect(
      lineChanges(before, {
        ...before,
        batch: '',
        expiryDate: null,
        sellPricePerPack: 4,
        locationId: 'loc',
        donorId: '',
      }),
    ).toEqual({
      batch: null,
      expiryDate: null,
      sellPricePerPack: 4,
      locationId: 'loc',
      donorId: null,
    });
  });
  it('keeps a price the user emptied rather than sending none', () => {
    expect(lineChanges(before, { ...before, costPricePerPack: undefined })).toEqual({});
  });
});
