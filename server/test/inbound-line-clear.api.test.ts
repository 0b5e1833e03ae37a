// Clearing a receipt line's optional fields (issue 11 item 4): a field sent as null is cleared,
// a field left out keeps its value. Before receipt the line changes; once received, its stock
// line follows.
import { uuidv7 } from '@dawa/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { demoId } from '../src/demo/ids';
import { givenLocation, itemId, vvmStatusId } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';

const DNS = storeId('DNS');
const SUPPLIER = demoId('name:SUP-MEDS');
const DONOR = demoId('name:DON-GAVI');

let h: Harness;
beforeEach(async () => {
  await h?.close();
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

async function mutate(field: string, input: Record<string, unknown>, fields: string) {
  const as = await h.as('storekeeper');
  const type = `${field.charAt(0).toUpperCase()}${field.slice(1)}Input`;
  const res = await as<{ r: { __typename: string; id?: string; error?: { __typename: string } } }>(
    `mutation($s: String!, $i: ${type}!) { r: ${field}(storeId: $s, input: $i) {
      __typename ${fields} ... on InvoiceMutationError { error { __typename } } } }`,
    { s: DNS, i: input },
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  expect(res.data!.r.__typename, JSON.stringify(res.data!.r)).not.toBe('InvoiceMutationError');
  return res.data!.r;
}

const OPTIONAL = ['batch', 'expiryDate', 'locationId', 'donorId', 'vvmStatusId', 'note'] as const;

async function givenFullLine() {
  const receipt = await mutate(
    'insertInboundShipment',
    { id: uuidv7(), otherPartyId: SUPPLIER },
    '... on InvoiceNode { id }',
  );
  const line = await mutate(
    'insertInboundShipmentLine',
    {
      id: uuidv7(),
      invoiceId: receipt.id,
      itemId: itemId('VAC-BCG'),
      packSize: 10,
      numberOfPacks: 5,
      batch: 'B-1',
      expiryDate: '2030-06-30',
      locationId: await givenLocation(h.deps, { code: 'CLR-1' }),
      donorId: DONOR,
      vvmStatusId: vvmStatusId(1),
      note: 'checked',
    },
    '... on InvoiceLineNode { id }',
  );
  return { receiptId: receipt.id!, lineId: line.id! };
}

async function stored(lineId: string) {
  const line = await h.deps.db
    .selectFrom('invoice_line')
    .select(['batch', 'expiry_date', 'location_id', 'donor_id', 'vvm_status_id', 'note'])
    .select('stock_line_id')
    .where('id', '=', lineId)
    .executeTakeFirstOrThrow();
  const stock = line.stock_line_id
    ? await h.deps.db
        .selectFrom('stock_line')
        .select(['batch', 'expiry_date', 'location_id', 'donor_id', 'vvm_status_id'])
        .where('id', '=', line.stock_line_id)
        .executeTakeFirstOrThrow()
    : null;
  return { line, stock };
}

describe('a receipt line cleared field by field', () => {
  it('null clears each optional field of a line not yet received; a field left out stays', async () => {
    const { lineId } = await givenFullLine();
    await mutate(
      'updateInboundShipmentLine',
      { id: lineId, batch: null, expiryDate: null, locationId: null },
      '... on InvoiceLineNode { id }',
    );
    const half = (await stored(lineId)).line;
    expect([half.batch, half.expiry_date, half.location_id]).toEqual([null, null, null]);
    // Left out: kept.
    expect(half.donor_id).toBe(DONOR);
    expect(half.vvm_status_id).toBe(vvmStatusId(1));
    expect(half.note).toBe('checked');
    await mutate(
      'updateInboundShipmentLine',
      { id: lineId, donorId: null, vvmStatusId: null, note: null },
      '... on InvoiceLineNode { id }',
    );
    const { line } = await stored(lineId);
    expect([line.donor_id, line.vvm_status_id, line.note]).toEqual([null, null, null]);
  });

  it('once received, the stock line is cleared too', async () => {
    const { receiptId, lineId } = await givenFullLine();
    await mutate(
      'updateInboundShipment',
      { id: receiptId, status: 'RECEIVED' },
      '... on InvoiceNode { id }',
    );
    const before = await stored(lineId);
    expect(before.stock?.batch).toBe('B-1');
    expect(before.stock?.donor_id).toBe(DONOR);
    await mutate(
      'updateInboundShipmentLine',
      { id: lineId, ...Object.fromEntries(OPTIONAL.map((f) => [f, null])) },
      '... on InvoiceLineNode { id }',
    );
    const { line, stock } = await stored(lineId);
    expect(line).toMatchObject({
      batch: null,
      expiry_date: null,
      location_id: null,
      donor_id: null,
      vvm_status_id: null,
      note: null,
    });
    expect(stock).toEqual({
      batch: null,
      expiry_date: null,
      location_id: null,
      donor_id: null,
      vvm_status_id: null,
    });
  });
});
