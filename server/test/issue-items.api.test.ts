// Issuing many items in one request (issue 11 items 1 and 3: a shipment of 1,500 lines is
// allocated in one request): each item as issueOutboundShipmentItem would, first expiry first
// out, a shortfall to its placeholder; one item refused refuses them all; the same request
// again changes nothing; the stock of every batch checked and the ledger clean.
import { uuidv7 } from '@dawa/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { demoId } from '../src/demo/ids';
import { findLedgerDisagreements } from '../src/modules/stock/ledger.repository';
import { givenStockLine, itemId } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';

const DNS = storeId('DNS');

let h: Harness;
beforeEach(async () => {
  await h?.close();
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

interface Issued {
  __typename: string;
  items?: {
    itemId: string;
    requestedUnits: number;
    allocatedUnits: number;
    placeholderUnits: number;
    lines: { type: string; stockLineId: string | null; numberOfPacks: number }[];
  }[];
  error?: { __typename: string };
}

async function newShipment(): Promise<string> {
  const as = await h.as('storekeeper');
  const id = uuidv7();
  const res = await as(
    `mutation($s: String!, $i: InsertOutboundShipmentInput!) {
      insertOutboundShipment(storeId: $s, input: $i) { __typename } }`,
    { s: DNS, i: { id, otherPartyId: demoId('name:KHC') } },
  );
  expect(res.errors).toBeUndefined();
  return id;
}

async function issue(invoiceId: string, items: { itemId: string; quantity: number }[]) {
  const as = await h.as('storekeeper');
  const res = await as<{ r: Issued }>(
    `mutation($s: String!, $i: IssueOutboundShipmentItemsInput!) {
      r: issueOutboundShipmentItems(storeId: $s, input: $i) {
        __typename
        ... on IssuedItemsNode { items { itemId requestedUnits allocatedUnits placeholderUnits
          lines { type stockLineId numberOfPacks } } }
        ... on InvoiceMutationError { error { __typename } } } }`,
    { s: DNS, i: { invoiceId, items } },
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data?.r as Issued;
}

async function batch(id: string) {
  const row = await h.deps.db
    .selectFrom('stock_line')
    .select(['total_number_of_packs', 'available_number_of_packs'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return `${Number(row.total_number_of_packs)}/${Number(row.available_number_of_packs)}`;
}

describe('issueOutboundShipmentItems', () => {
  it('allocates every item first expiry first, a shortfall to its placeholder, in one request', async () => {
    const amoxLate = await givenStockLine(h.deps, {
      item: 'AMOX250T',
      packs: 10,
      packSize: 10,
      batch: 'L',
      expiryDate: '2029-01-31',
    });
    const amoxEarly = await givenStockLine(h.deps, {
      item: 'AMOX250T',
      packs: 2,
      packSize: 10,
      batch: 'E',
      expiryDate: '2028-01-31',
    });
    const para = await givenStockLine(h.deps, { item: 'PARA500T', packs: 3, packSize: 100 });
    const shipment = await newShipment();

    const answer = await issue(shipment, [
      { itemId: itemId('AMOX250T'), quantity: 50 },
      { itemId: itemId('PARA500T'), quantity: 500 },
    ]);
    expect(answer.__typename).toBe('IssuedItemsNode');
    const [amox, paracetamol] = answer.items ?? [];
    expect(amox).toMatchObject({ requestedUnits: 50, allocatedUnits: 50, placeholderUnits: 0 });
    expect(amox?.lines.map((l) => [l.stockLineId, l.numberOfPacks])).toEqual(
      expect.arrayContaining([
        [amoxEarly.id, 2],
        [amoxLate.id, 3],
      ]),
    );
    expect(paracetamol).toMatchObject({ allocatedUnits: 300, placeholderUnits: 200 });
    expect(paracetamol?.lines.map((l) => [l.type, l.numberOfPacks])).toEqual([
      ['STOCK_OUT', 3],
      ['UNALLOCATED_STOCK', 200],
    ]);
    expect([await batch(amoxEarly.id), await batch(amoxLate.id), await batch(para.id)]).toEqual([
      '2/0',
      '10/7',
      '3/0',
    ]);

    // The same request again: the same lines, nothing reserved twice.
    const again = await issue(shipment, [
      { itemId: itemId('AMOX250T'), quantity: 50 },
      { itemId: itemId('PARA500T'), quantity: 500 },
    ]);
    expect(again.items?.map((i) => i.lines.length)).toEqual([2, 2]);
    expect([await batch(amoxEarly.id), await batch(amoxLate.id), await batch(para.id)]).toEqual([
      '2/0',
      '10/7',
      '3/0',
    ]);

    // Fewer of one item, none of the other: lines shrink and drop out, stock comes back.
    await issue(shipment, [
      { itemId: itemId('AMOX250T'), quantity: 20 },
      { itemId: itemId('PARA500T'), quantity: 0 },
    ]);
    expect([await batch(amoxEarly.id), await batch(amoxLate.id), await batch(para.id)]).toEqual([
      '2/0',
      '10/10',
      '3/3',
    ]);
    const left = await h.deps.db
      .selectFrom('invoice_line')
      .select(['item_id', 'type'])
      .where('invoice_id', '=', shipment)
      .execute();
    expect(left).toEqual([{ item_id: itemId('AMOX250T'), type: 'STOCK_OUT' }]);
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });

  it('refuses them all when one item is unknown, not seen by the store, or negative', async () => {
    const para = await givenStockLine(h.deps, { item: 'PARA500T', packs: 3, packSize: 1 });
    const shipment = await newShipment();
    const unseen = itemId('AMOX250T');
    await h.deps.db.deleteFrom('master_list_line').where('item_id', '=', unseen).execute();
    for (const bad of [
      { itemId: 'no-such-item', quantity: 1 },
      { itemId: unseen, quantity: 1 },
    ]) {
      const answer = await issue(shipment, [{ itemId: itemId('PARA500T'), quantity: 2 }, bad]);
      expect(answer.error?.__typename).toBe('RecordNotFound');
    }
    const negative = await issue(shipment, [
      { itemId: itemId('PARA500T'), quantity: 2 },
      { itemId: itemId('PARA500T'), quantity: -1 },
    ]);
    expect(negative.error?.__typename).toBeDefined();
    expect(await batch(para.id)).toBe('3/3');
    const lines = await h.deps.db
      .selectFrom('invoice_line')
      .select('id')
      .where('invoice_id', '=', shipment)
      .execute();
    expect(lines).toEqual([]);
  });

  it('takes more items than a filter takes ids (a large shipment), but not without bound', async () => {
    const shipment = await newShipment();
    const many = Array.from({ length: 1_200 }, (_, i) => ({ itemId: `missing-${i}`, quantity: 1 }));
    const answer = await issue(shipment, many);
    // Read as a list of records, not refused at the edge: the service answers the first unknown.
    expect(answer.error?.__typename).toBe('RecordNotFound');
    const as = await h.as('storekeeper');
    const tooMany = await as(
      `mutation($s: String!, $i: IssueOutboundShipmentItemsInput!) {
        issueOutboundShipmentItems(storeId: $s, input: $i) { __typename } }`,
      {
        s: DNS,
        i: {
          invoiceId: shipment,
          items: Array.from({ length: 5_001 }, (_, i) => ({ itemId: `x${i}`, quantity: 1 })),
        },
      },
    );
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
