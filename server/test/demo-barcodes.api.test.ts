// The demo's barcodes (server/src/demo/barcodes.ts): every stock item of the catalogue has one,
// valid, unique, and a scan of it with a batch finds the store's batch.
import { isValidGtin } from '@dawa/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoBarcodes } from '../src/demo/barcodes';
import { CATALOGUE } from '../src/demo/catalogue';
import { givenStockLine, itemId } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';

const SCAN = `query($storeId: String!, $scan: String!) {
  barcodeScan(storeId: $storeId, scan: $scan) {
    __typename
    ... on BarcodeScanNode { itemId batch stockLineIds }
    ... on BarcodeScanError { error { __typename } }
  }
}`;

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.close();
});

describe('demo barcodes', () => {
  it('gives every stock item of the catalogue a valid barcode of its own', () => {
    const barcodes = demoBarcodes();
    expect(barcodes).toHaveLength(CATALOGUE.filter((item) => item.type === 'STOCK').length);
    expect(new Set(barcodes.map((b) => b.gtin)).size).toBe(barcodes.length);
    for (const { gtin } of barcodes) {
      expect(gtin).toMatch(/^02\d{12}$/);
      expect(isValidGtin(gtin)).toBe(true);
    }
  });

  it('finds the scanned batch of the store from a demo barcode', async () => {
    const gtin = demoBarcodes().find((b) => b.itemCode === 'AMOX250T')?.gtin;
    expect(gtin).toBeDefined();
    const line = await givenStockLine(h.deps, {
      store: 'DNS',
      item: 'AMOX250T',
      batch: 'DEMO-1',
      packs: 4,
    });
    const keeper = await h.as('storekeeper');
    const res = await keeper<{ barcodeScan: unknown }>(SCAN, {
      storeId: storeId('DNS'),
      scan: `01${gtin}10DEMO-1`,
    });
    expect(res.data?.barcodeScan).toEqual({
      __typename: 'BarcodeScanNode',
      itemId: itemId('AMOX250T'),
      batch: 'DEMO-1',
      stockLineIds: [line.id],
    });
  });
});
