import { uuidv7 } from '@dawa/domain';
import { gtinCheckDigit } from '@dawa/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { givenStockLine, itemId } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';

const INSERT = `mutation($storeId: String!, $input: InsertBarcodeInput!) {
  insertBarcode(storeId: $storeId, input: $input) { __typename ... on BarcodeNode { gtin } ... on InsertBarcodeError { error { __typename } } }
}`;
const SCAN = `query($storeId: String!, $scan: String!) {
  barcodeScan(storeId: $storeId, scan: $scan) {
    __typename
    ... on BarcodeScanNode { gtin batch expiryDate itemId packSize stockLineIds }
    ... on BarcodeScanError { error { __typename description } }
  }
}`;
type ScanOut = {
  barcodeScan: {
    __typename: string;
    itemId?: string;
    stockLineIds?: string[];
    batch?: string;
    expiryDate?: string;
    error?: { __typename: string; description: string };
  };
};

const body = '0950600013435';
const GTIN = `${body}${gtinCheckDigit(body)}`;

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.close();
});

describe('barcodes', () => {
  it('finds the item and the batch of a scanned GS1 label, with or without parentheses', async () => {
    const admin = await h.as('admin');
    const ins = await admin<{ insertBarcode: { __typename: string } }>(INSERT, {
      storeId: storeId('DNS'),
      input: { id: uuidv7(), gtin: GTIN, itemId: itemId('AMOX250T'), packSize: 100 },
    });
    expect(ins.data?.insertBarcode.__typename).toBe('BarcodeNode');
    const line = await givenStockLine(h.deps, {
      store: 'DNS',
      item: 'AMOX250T',
      batch: 'B-77',
      packs: 3,
    });
    await givenStockLine(h.deps, { store: 'DNS', item: 'AMOX250T', batch: 'OTHER', packs: 3 });
    const keeper = await h.as('storekeeper');
    for (const scan of [`(01)${GTIN}(17)280630(10)B-77`, `]d201${GTIN}17280630` + `10B-77`]) {
      const res = await keeper<ScanOut>(SCAN, { storeId: storeId('DNS'), scan });
      expect(res.data?.barcodeScan).toEqual({
        __typename: 'BarcodeScanNode',
        gtin: GTIN,
        batch: 'B-77',
        expiryDate: '2028-06-30',
        itemId: itemId('AMOX250T'),
        packSize: 100,
        stockLineIds: [line.id],
      });
    }
  });

  it('says "Unable to read barcode" for a scan that is not GS1, and when the GTIN is unknown', async () => {
    const keeper = await h.as('storekeeper');
    const bad = await keeper<ScanOut>(SCAN, { storeId: storeId('DNS'), scan: '(01)12345' });
    expect(bad.data?.barcodeScan.error).toMatchObject({
      __typename: 'UnableToReadBarcode',
      description: 'Unable to read barcode',
    });
    const unknown = await keeper<ScanOut>(SCAN, { storeId: storeId('DNS'), scan: GTIN });
    expect(unknown.data?.barcodeScan.error?.__typename).toBe('BarcodeNotFound');
  });

  it('refuses an invalid or duplicate GTIN, and needs ITEM_MUTATE', async () => {
    const admin = await h.as('admin');
    const input = { id: uuidv7(), gtin: GTIN, itemId: itemId('AMOX250T') };
    await admin(INSERT, { storeId: storeId('DNS'), input });
    // The same insert again (a retry) answers the barcode; another with this GTIN is refused.
    const again = await admin<{ insertBarcode: { __typename: string; gtin?: string } }>(INSERT, {
      storeId: storeId('DNS'),
      input,
    });
    expect(again.data?.insertBarcode).toEqual({ __typename: 'BarcodeNode', gtin: GTIN });
    const dup = await admin<{ insertBarcode: { error?: { __typename: string } } }>(INSERT, {
      storeId: storeId('DNS'),
      input: { ...input, id: uuidv7() },
    });
    expect(dup.data?.insertBarcode.error?.__typename).toBe('GtinAlreadyUsed');
    const withoutId = await admin(INSERT, {
      storeId: storeId('DNS'),
      input: { gtin: GTIN, itemId: itemId('AMOX250T') },
    });
    expect(withoutId.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const bad = await admin<{ insertBarcode: { error?: { __typename: string } } }>(INSERT, {
      storeId: storeId('DNS'),
      input: { id: uuidv7(), gtin: '12345678', itemId: itemId('AMOX250T') },
    });
    expect(bad.data?.insertBarcode.error?.__typename).toBe('InvalidGtin');
    const keeper = await h.as('storekeeper');
    expect(
      (await keeper(INSERT, { storeId: storeId('DNS'), input })).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
  });
});

describe('reference data', () => {
  it('answers VVM statuses, master lists visible to the store, and reasons (managed with EDIT_CENTRAL_DATA)', async () => {
    const admin = await h.as('admin');
    const res = await admin<{
      vvmStatuses: { code: string; unusable: boolean }[];
      masterLists: { name: string; lineCount: number }[];
    }>(
      `query($s: String!) { vvmStatuses(storeId: $s) { code unusable } masterLists(storeId: $s) { name lineCount } }`,
      { s: storeId('CDP') },
    );
    expect(res.data?.vvmStatuses.map((v) => [v.code, v.unusable])).toEqual([
      ['VVM1', false],
      ['VVM2', false],
      ['VVM3', true],
      ['VVM4', true],
    ]);
    expect(res.data?.masterLists.length).toBe(2);
    const add = `mutation($s: String!, $r: String!) { insertReasonOption(storeId: $s, type: NEGATIVE_INVENTORY_ADJUSTMENT, reason: $r) { ... on ReasonOptionNode { reason type } ... on InsertReasonOptionError { error { __typename } } } }`;
    type AddOut = { insertReasonOption: { reason?: string; error?: { __typename: string } } };
    const added = await admin<AddOut>(add, { s: storeId('DNS'), r: ' Broken ' });
    expect(added.data?.insertReasonOption.reason).toBe('Broken');
    const blank = await admin<AddOut>(add, { s: storeId('DNS'), r: '  ' });
    expect(blank.data?.insertReasonOption.error?.__typename).toBe('ReasonTextInvalid');
    const keeper = await h.as('storekeeper');
    expect((await keeper(add, { s: storeId('DNS'), r: 'x' })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });
});
