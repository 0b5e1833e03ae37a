// Outbound shipments through the API (issue 11 item 3), on the scenarios of DOCUMENTS.md
// section 12 (1 to 5 and 7) with the batch's total and available packs checked after every
// step and the ledger checked at the end; plus who may, which customer, and retries.
import { uuidv7 } from '@dawa/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { demoId } from '../src/demo/ids';
import { findLedgerDisagreements } from '../src/modules/stock/ledger.repository';
import { givenLocation, givenStockLine } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';

const DNS = storeId('DNS');
const CUSTOMER = demoId('name:KHC');

let h: Harness;
beforeEach(async () => {
  await h?.close();
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

interface Answer {
  __typename: string;
  id?: string;
  status?: string;
  error?: { __typename: string; lineIds?: string; lineId?: string };
  [key: string]: unknown;
}

const SHIPMENT_FIELDS = `... on InvoiceNode { id invoiceNumber status onHold otherPartyName
  allocatedDatetime pickedDatetime shippedDatetime expectedDeliveryDate totalBeforeTax
  lines { id type numberOfPacks stockLineId } }
  ... on InvoiceMutationError { error { __typename description
    ... on CanOnlyChangeToAllocatedWhenNoUnallocatedLines { lineIds }
    ... on StockLineAlreadyExistsInInvoice { lineId } } }`;
const LINE_FIELDS = `... on InvoiceLineNode { id type numberOfPacks totalBeforeTax sellPricePerPack }
  ... on InvoiceMutationError { error { __typename description
    ... on StockLineAlreadyExistsInInvoice { lineId } } }`;

async function call(
  user: string,
  field: string,
  args: string,
  variables: Record<string, unknown>,
  fields = SHIPMENT_FIELDS,
) {
  const as = await h.as(user);
  const decl = Object.keys(variables)
    .map((k) => `$${k}: ${k === 'storeId' || k === 'id' ? 'String!' : `${typeOfInput(field)}!`}`)
    .join(', ');
  const res = await as<Record<string, Answer>>(
    `mutation(${decl}) { r: ${field}(${args}) { __typename ${fields} } }`,
    variables,
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data?.r as Answer;
}

function typeOfInput(field: string): string {
  const base = field.charAt(0).toUpperCase() + field.slice(1);
  return `${base}Input`;
}

const insertShipment = (id = uuidv7(), user = 'storekeeper', otherPartyId = CUSTOMER) =>
  call(user, 'insertOutboundShipment', 'storeId: $storeId, input: $input', {
    storeId: DNS,
    input: { id, otherPartyId },
  });
const updateShipment = (input: Record<string, unknown>, user = 'storekeeper') =>
  call(user, 'updateOutboundShipment', 'storeId: $storeId, input: $input', { storeId: DNS, input });
const addLine = (invoiceId: string, stockLineId: string, numberOfPacks: number, id = uuidv7()) =>
  call(
    'storekeeper',
    'insertOutboundShipmentLine',
    'storeId: $storeId, input: $input',
    { storeId: DNS, input: { id, invoiceId, stockLineId, numberOfPacks } },
    LINE_FIELDS,
  );
const updateLine = (input: Record<string, unknown>) =>
  call(
    'storekeeper',
    'updateOutboundShipmentLine',
    'storeId: $storeId, input: $input',
    { storeId: DNS, input },
    LINE_FIELDS,
  );
const deleteLine = (id: string) =>
  call(
    'storekeeper',
    'deleteOutboundShipmentLine',
    'storeId: $storeId, id: $id',
    { storeId: DNS, id },
    `... on DeleteResponse { id } ... on InvoiceMutationError { error { __typename } }`,
  );

async function batch(id: string) {
  const row = await h.deps.db
    .selectFrom('stock_line')
    .select(['total_number_of_packs', 'available_number_of_packs'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return `${Number(row.total_number_of_packs)}/${Number(row.available_number_of_packs)}`;
}

async function ledgerIsClean() {
  expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
}

describe('outbound shipment status and stock (DOCUMENTS.md 12)', () => {
  it('1. reserves at add, deducts at pick, once; a shipped shipment cannot be edited', async () => {
    const a = await givenStockLine(h.deps, { packs: 10, batch: 'A' });
    const shipment = await insertShipment();
    expect(shipment).toMatchObject({
      __typename: 'InvoiceNode',
      status: 'NEW',
      otherPartyName: 'Kibera Health Centre',
    });
    const line = await addLine(shipment.id!, a.id, 4);
    expect(line).toMatchObject({
      __typename: 'InvoiceLineNode',
      type: 'STOCK_OUT',
      numberOfPacks: 4,
      totalBeforeTax: 12,
    });
    expect(await batch(a.id)).toBe('10/6');
    expect((await updateShipment({ id: shipment.id, status: 'ALLOCATED' })).status).toBe(
      'ALLOCATED',
    );
    expect(await batch(a.id)).toBe('10/6');
    const picked = await updateShipment({ id: shipment.id, status: 'PICKED' });
    expect(picked).toMatchObject({ status: 'PICKED' });
    expect(picked.pickedDatetime).not.toBeNull();
    expect(await batch(a.id)).toBe('6/6');
    expect((await updateShipment({ id: shipment.id, status: 'SHIPPED' })).status).toBe('SHIPPED');
    expect(await batch(a.id)).toBe('6/6');
    const edit = await updateLine({ id: line.id, numberOfPacks: 3 });
    expect(edit.error?.__typename).toBe('InvoiceIsNotEditable');
    const header = await updateShipment({ id: shipment.id, comment: 'late' });
    expect(header.error?.__typename).toBe('InvoiceIsNotEditable');
    expect(await batch(a.id)).toBe('6/6');
    await ledgerIsClean();
  });

  it('2. NEW to SHIPPED stamps the skipped dates alike and deducts once; going back is refused', async () => {
    const a = await givenStockLine(h.deps, { packs: 10 });
    const shipment = await insertShipment();
    await addLine(shipment.id!, a.id, 3);
    const shipped = await updateShipment({ id: shipment.id, status: 'SHIPPED' });
    expect(shipped.status).toBe('SHIPPED');
    expect(shipped.allocatedDatetime).toBe(shipped.shippedDatetime);
    expect(shipped.pickedDatetime).toBe(shipped.shippedDatetime);
    expect(await batch(a.id)).toBe('7/7');
    // Shipped: not editable, so no status can be asked for at all.
    expect((await updateShipment({ id: shipment.id, status: 'PICKED' })).error?.__typename).toBe(
      'InvoiceIsNotEditable',
    );
    const picked = await insertShipment();
    await addLine(picked.id!, a.id, 1);
    await updateShipment({ id: picked.id, status: 'PICKED' });
    expect((await updateShipment({ id: picked.id, status: 'ALLOCATED' })).error?.__typename).toBe(
      'CannotReverseInvoiceStatus',
    );
    expect(await batch(a.id)).toBe('6/6');
    await ledgerIsClean();
  });

  it('3. on hold, the status is frozen; lifting the hold in the same call moves it', async () => {
    const a = await givenStockLine(h.deps, { packs: 10 });
    const shipment = await insertShipment();
    await addLine(shipment.id!, a.id, 2);
    expect((await updateShipment({ id: shipment.id, onHold: true })).onHold).toBe(true);
    expect((await updateShipment({ id: shipment.id, status: 'ALLOCATED' })).error?.__typename).toBe(
      'CannotChangeStatusOfInvoiceOnHold',
    );
    const moved = await updateShipment({ id: shipment.id, onHold: false, status: 'ALLOCATED' });
    expect(moved).toMatchObject({ status: 'ALLOCATED', onHold: false });
  });

  it('4. a placeholder with a quantity keeps the shipment NEW; at zero it goes with the 0-pack lines', async () => {
    const a = await givenStockLine(h.deps, { packs: 10 });
    const shipment = await insertShipment();
    const placeholder = await call(
      'storekeeper',
      'insertOutboundShipmentUnallocatedLine',
      'storeId: $storeId, input: $input',
      {
        storeId: DNS,
        input: { id: uuidv7(), invoiceId: shipment.id, itemId: a.itemId, quantity: 5 },
      },
      LINE_FIELDS,
    );
    expect(placeholder).toMatchObject({ type: 'UNALLOCATED_STOCK', numberOfPacks: 5 });
    await addLine(shipment.id!, a.id, 0);
    const refused = await updateShipment({ id: shipment.id, status: 'ALLOCATED' });
    expect(refused.error).toMatchObject({
      __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines',
      lineIds: placeholder.id,
    });
    await call(
      'storekeeper',
      'updateOutboundShipmentUnallocatedLine',
      'storeId: $storeId, input: $input',
      { storeId: DNS, input: { id: placeholder.id, quantity: 0 } },
      LINE_FIELDS,
    );
    // Nothing with a quantity left: refused, rather than an empty shipment moving on.
    expect((await updateShipment({ id: shipment.id, status: 'ALLOCATED' })).error?.__typename).toBe(
      'CannotChangeStatusWithoutLines',
    );
    const b = await givenStockLine(h.deps, { packs: 4, batch: 'B' });
    await addLine(shipment.id!, b.id, 1);
    const allocated = await updateShipment({ id: shipment.id, status: 'ALLOCATED' });
    expect(allocated.status).toBe('ALLOCATED');
    expect((allocated.lines as { stockLineId: string }[]).map((l) => l.stockLineId)).toEqual([
      b.id,
    ]);
    expect(await batch(a.id)).toBe('10/10');
    expect(await batch(b.id)).toBe('4/3');
  });

  it('5. line edits on a PICKED shipment move the shelf at once; lines go only while NEW', async () => {
    const b = await givenStockLine(h.deps, { packs: 10, batch: 'B' });
    const a = await givenStockLine(h.deps, { packs: 10, batch: 'A' });
    const shipment = await insertShipment();
    await addLine(shipment.id!, a.id, 1);
    await updateShipment({ id: shipment.id, status: 'PICKED' });
    const line = await addLine(shipment.id!, b.id, 2);
    expect(await batch(b.id)).toBe('8/8');
    expect((await updateLine({ id: line.id, numberOfPacks: 3 })).numberOfPacks).toBe(3);
    expect(await batch(b.id)).toBe('7/7');
    expect((await updateLine({ id: line.id, numberOfPacks: 0 })).error?.__typename).toBe(
      'CanOnlyZeroQuantityInNew',
    );
    // Spec 001 section 4: lines are deleted only while the shipment is New.
    expect((await deleteLine(line.id!)).error?.__typename).toBe('CanOnlyDeleteLinesOfNewInvoice');
    expect(await batch(b.id)).toBe('7/7');
    await ledgerIsClean();

    const fresh = await insertShipment();
    const freshLine = await addLine(fresh.id!, b.id, 2);
    expect(await batch(b.id)).toBe('7/5');
    expect(await deleteLine(freshLine.id!)).toMatchObject({ __typename: 'DeleteResponse' });
    expect(await batch(b.id)).toBe('7/7');
  });

  it('7. the same batch twice and more than is available are refused, with nothing changed', async () => {
    const a = await givenStockLine(h.deps, { packs: 10 });
    const shipment = await insertShipment();
    const first = await addLine(shipment.id!, a.id, 2);
    const twice = await addLine(shipment.id!, a.id, 1);
    expect(twice.error).toMatchObject({
      __typename: 'StockLineAlreadyExistsInInvoice',
      lineId: first.id,
    });
    const other = await insertShipment();
    expect((await addLine(other.id!, a.id, 11)).error?.__typename).toBe(
      'NotEnoughStockForReduction',
    );
    expect((await addLine(other.id!, a.id, 9)).error?.__typename).toBe(
      'NotEnoughStockForReduction',
    );
    expect(await batch(a.id)).toBe('10/8');
    const lines = await h.deps.db
      .selectFrom('invoice_line')
      .select('id')
      .where('invoice_id', '=', other.id!)
      .execute();
    expect(lines).toEqual([]);
  });
});

describe('outbound shipment rules', () => {
  it('takes exactly what is available when a request is within a thousandth of a pack of it', async () => {
    const a = await givenStockLine(h.deps, { packs: 0.33332 });
    const shipment = await insertShipment();
    expect((await addLine(shipment.id!, a.id, 0.33333)).numberOfPacks).toBe(0.33332);
    expect(await batch(a.id)).toBe('0.33332/0');
  });

  it('refuses a batch on hold or in a location on hold; an expired batch may be issued by hand', async () => {
    const held = await givenStockLine(h.deps, { packs: 5, onHold: true });
    const shelf = await givenLocation(h.deps, { store: 'DNS', code: 'HOLD', onHold: true });
    const inHeldPlace = await givenStockLine(h.deps, {
      packs: 5,
      batch: 'L',
      locationId: shelf,
    });
    const expired = await givenStockLine(h.deps, {
      packs: 5,
      batch: 'X',
      expiryDate: '2020-01-01',
    });
    const shipment = await insertShipment();
    expect((await addLine(shipment.id!, held.id, 1)).error?.__typename).toBe('StockLineIsOnHold');
    expect((await addLine(shipment.id!, inHeldPlace.id, 1)).error?.__typename).toBe(
      'LocationIsOnHold',
    );
    expect((await addLine(shipment.id!, expired.id, 1)).__typename).toBe('InvoiceLineNode');
  });

  it('ships only to a visible customer, never to the store itself', async () => {
    expect(
      (await insertShipment(uuidv7(), 'storekeeper', demoId('name:DNS'))).error?.__typename,
    ).toBe('OtherPartyIsThisStore');
    expect((await insertShipment(uuidv7(), 'storekeeper', 'no-such-name')).error?.__typename).toBe(
      'OtherPartyDoesNotExist',
    );
    const supplierOnly = await h.deps.db
      .selectFrom('name_store_join')
      .select('name_id')
      .where('store_id', '=', DNS)
      .where('name_is_customer', '=', false)
      .executeTakeFirstOrThrow();
    expect(
      (await insertShipment(uuidv7(), 'storekeeper', supplierOnly.name_id)).error?.__typename,
    ).toBe('OtherPartyNotACustomer');
    await h.deps.db
      .deleteFrom('name_store_join')
      .where('store_id', '=', DNS)
      .where('name_id', '=', CUSTOMER)
      .execute();
    expect((await insertShipment()).error?.__typename).toBe('OtherPartyNotVisible');
  });

  it('answers the same shipment to the same insert sent twice in a row or at once', async () => {
    const id = uuidv7();
    const first = await insertShipment(id);
    const again = await insertShipment(id);
    expect(again).toMatchObject({ id, invoiceNumber: first.invoiceNumber });
    const burst = uuidv7();
    const answers = await Promise.all(Array.from({ length: 8 }, () => insertShipment(burst)));
    expect(new Set(answers.map((a) => a.invoiceNumber)).size).toBe(1);
    expect(answers.every((a) => a.id === burst)).toBe(true);
    const count = await h.deps.db
      .selectFrom('invoice')
      .select('id')
      .where('id', '=', burst)
      .execute();
    expect(count).toHaveLength(1);
  });

  it('never over-allocates a batch from shipments added to at once', async () => {
    const a = await givenStockLine(h.deps, { packs: 10 });
    const shipments = await Promise.all(Array.from({ length: 6 }, () => insertShipment()));
    const answers = await Promise.all(shipments.map((s) => addLine(s.id!, a.id, 3)));
    expect(answers.filter((r) => r.__typename === 'InvoiceLineNode')).toHaveLength(3);
    expect(
      answers.filter((r) => r.error?.__typename === 'NotEnoughStockForReduction'),
    ).toHaveLength(3);
    expect(await batch(a.id)).toBe('10/1');
  });

  it('deletes a shipment that moved no stock, giving back what it reserved; a picked one stays', async () => {
    const a = await givenStockLine(h.deps, { packs: 10 });
    const shipment = await insertShipment();
    await addLine(shipment.id!, a.id, 4);
    await updateShipment({ id: shipment.id, status: 'ALLOCATED' });
    const del = (id: string) =>
      call(
        'storekeeper',
        'deleteOutboundShipment',
        'storeId: $storeId, id: $id',
        { storeId: DNS, id },
        `... on DeleteResponse { id } ... on InvoiceMutationError { error { __typename } }`,
      );
    expect(await del(shipment.id!)).toMatchObject({
      __typename: 'DeleteResponse',
      id: shipment.id,
    });
    expect(await batch(a.id)).toBe('10/10');
    const picked = await insertShipment();
    await addLine(picked.id!, a.id, 4);
    await updateShipment({ id: picked.id, status: 'PICKED' });
    expect((await del(picked.id!)).error?.__typename).toBe('CannotDeleteInvoiceWithStockMovements');
    expect(await batch(a.id)).toBe('6/6');
  });

  it('fills the expected delivery date from the lead time when shipped, and refuses one before it', async () => {
    const a = await givenStockLine(h.deps, { packs: 10 });
    const shipment = await insertShipment();
    await addLine(shipment.id!, a.id, 1);
    const shipped = await updateShipment({ id: shipment.id, status: 'SHIPPED' });
    expect(shipped.expectedDeliveryDate).not.toBeNull();
    expect(
      String(shipped.expectedDeliveryDate) >= String(shipped.shippedDatetime).slice(0, 10),
    ).toBe(true);
    const other = await insertShipment();
    await addLine(other.id!, a.id, 1);
    const refused = await updateShipment({
      id: other.id,
      status: 'SHIPPED',
      expectedDeliveryDate: '2000-01-01',
    });
    expect(refused.error?.__typename).toBe('CannotHaveEstimatedDeliveryDateBeforeShippedDate');
    expect(await batch(a.id)).toBe('9/8');
  });

  it('needs OUTBOUND_SHIPMENT_MUTATE to change and OUTBOUND_SHIPMENT_QUERY to read', async () => {
    const viewer = await h.as('viewer');
    const refused = await viewer(
      `mutation($s: String!, $i: InsertOutboundShipmentInput!) { insertOutboundShipment(storeId: $s, input: $i) { __typename } }`,
      { s: DNS, i: { id: uuidv7(), otherPartyId: CUSTOMER } },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const shipment = await insertShipment();
    const list = await viewer<{
      outboundShipments: { totalCount: number; nodes: { id: string }[] };
    }>(`query($s: String!) { outboundShipments(storeId: $s) { totalCount nodes { id } } }`, {
      s: DNS,
    });
    expect(list.data?.outboundShipments.nodes.map((n) => n.id)).toEqual([shipment.id]);
    const dispenser = await h.as('dispenser');
    const hidden = await dispenser(
      `query($s: String!, $id: String!) { outboundShipment(storeId: $s, id: $id) { id } }`,
      { s: storeId('CDP'), id: shipment.id },
    );
    expect(hidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("never touches another store's shipment or batch", async () => {
    const other = await givenStockLine(h.deps, { store: 'KHC', packs: 10 });
    const shipment = await insertShipment();
    expect((await addLine(shipment.id!, other.id, 1)).error?.__typename).toBe('RecordNotFound');
    expect(await batch(other.id)).toBe('10/10');
    const admin = await h.as('admin');
    const elsewhere = await admin<{ r: Answer }>(
      `mutation($s: String!, $i: UpdateOutboundShipmentInput!) { r: updateOutboundShipment(storeId: $s, input: $i) { __typename ... on InvoiceMutationError { error { __typename } } } }`,
      { s: storeId('KHC'), i: { id: shipment.id, comment: 'x' } },
    );
    expect(elsewhere.data?.r.error?.__typename).toBe('RecordNotFound');
  });
});

describe('issuing a quantity of an item (the allocator, DOCUMENTS.md 12)', () => {
  const ISSUE = `mutation($s: String!, $i: IssueOutboundShipmentItemInput!) { r: issueOutboundShipmentItem(storeId: $s, input: $i) {
    __typename
    ... on IssuedItemNode { allocatedUnits placeholderUnits
      lines { type stockLineId numberOfPacks }
      notes { kind reason stockLineIds allocatedUnits requestedUnits } }
    ... on InvoiceMutationError { error { __typename } } } }`;
  interface Issued {
    __typename: string;
    allocatedUnits: number;
    placeholderUnits: number;
    lines: { type: string; stockLineId: string | null; numberOfPacks: number }[];
    notes: {
      kind: string;
      reason: string | null;
      stockLineIds: string[];
      allocatedUnits: number | null;
      requestedUnits: number | null;
    }[];
    error?: { __typename: string };
  }
  const issue = async (invoiceId: string, itemId: string, quantity: number) => {
    const as = await h.as('storekeeper');
    const res = await as<{ r: Issued }>(ISSUE, { s: DNS, i: { invoiceId, itemId, quantity } });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data?.r as Issued;
  };

  it('10. skips a batch on hold and says so; the shortfall is a placeholder that keeps the shipment NEW', async () => {
    const a = await givenStockLine(h.deps, {
      item: 'PARA500T',
      packs: 10,
      packSize: 1,
      batch: 'A',
      expiryDate: '2099-01-31',
    });
    const b = await givenStockLine(h.deps, {
      item: 'PARA500T',
      packs: 5,
      packSize: 1,
      batch: 'B',
      expiryDate: '2098-12-31',
      onHold: true,
    });
    const shipment = await insertShipment();
    const issued = await issue(shipment.id!, a.itemId, 12);
    expect(issued.lines).toEqual([
      { type: 'STOCK_OUT', stockLineId: a.id, numberOfPacks: 10 },
      { type: 'UNALLOCATED_STOCK', stockLineId: null, numberOfPacks: 2 },
    ]);
    expect(issued.notes).toContainEqual(
      expect.objectContaining({ kind: 'SKIPPED', reason: 'ON_HOLD', stockLineIds: [b.id] }),
    );
    expect(await batch(a.id)).toBe('10/0');
    expect(await batch(b.id)).toBe('5/5');
    expect((await updateShipment({ id: shipment.id, status: 'ALLOCATED' })).error?.__typename).toBe(
      'CanOnlyChangeToAllocatedWhenNoUnallocatedLines',
    );
  });

  it('11. first expiry first out across pack sizes, batches inserted in reverse order', async () => {
    const r = await givenStockLine(h.deps, {
      item: 'PARA500T',
      packs: 2,
      packSize: 1,
      batch: 'R',
      expiryDate: null,
    });
    const q = await givenStockLine(h.deps, {
      item: 'PARA500T',
      packs: 2,
      packSize: 3,
      batch: 'Q',
      expiryDate: '3021-02-01',
    });
    const p = await givenStockLine(h.deps, {
      item: 'PARA500T',
      packs: 10,
      packSize: 3,
      batch: 'P',
      expiryDate: '3021-01-01',
    });
    const shipment = await insertShipment();
    const issued = await issue(shipment.id!, p.itemId, 50);
    expect(issued.lines).toEqual(
      expect.arrayContaining([
        { type: 'STOCK_OUT', stockLineId: p.id, numberOfPacks: 10 },
        { type: 'STOCK_OUT', stockLineId: q.id, numberOfPacks: 2 },
        { type: 'STOCK_OUT', stockLineId: r.id, numberOfPacks: 2 },
        { type: 'UNALLOCATED_STOCK', stockLineId: null, numberOfPacks: 12 },
      ]),
    );
    expect(issued.lines).toHaveLength(4);
    expect(await batch(p.id)).toBe('10/0');
    expect(issued.placeholderUnits).toBe(12);
  });

  it('12. skips a batch expired yesterday; today and within six weeks are issued and flagged', async () => {
    // The harness's today is 2026-03-01.
    const given = (batch: string, expiryDate: string, packs: number) =>
      givenStockLine(h.deps, { item: 'PARA500T', packs, packSize: 1, batch, expiryDate });
    const e4 = await given('E4', '2027-03-01', 20);
    const e3 = await given('E3', '2026-03-31', 5);
    const e2 = await given('E2', '2026-03-01', 5);
    const e1 = await given('E1', '2026-02-28', 5);
    const shipment = await insertShipment();
    const issued = await issue(shipment.id!, e1.itemId, 12);
    expect(issued.lines).toEqual(
      expect.arrayContaining([
        { type: 'STOCK_OUT', stockLineId: e2.id, numberOfPacks: 5 },
        { type: 'STOCK_OUT', stockLineId: e3.id, numberOfPacks: 5 },
        { type: 'STOCK_OUT', stockLineId: e4.id, numberOfPacks: 2 },
      ]),
    );
    expect(issued.lines).toHaveLength(3);
    expect(issued.notes).toContainEqual(
      expect.objectContaining({ kind: 'SKIPPED', reason: 'EXPIRED', stockLineIds: [e1.id] }),
    );
    const soon = issued.notes.find((n) => n.kind === 'EXPIRING_SOON');
    expect(new Set(soon?.stockLineIds)).toEqual(new Set([e2.id, e3.id]));
    expect([
      await batch(e1.id),
      await batch(e2.id),
      await batch(e3.id),
      await batch(e4.id),
    ]).toEqual(['5/5', '5/0', '5/0', '20/18']);
    await ledgerIsClean();
  });

  it('17. under sortByVvmStatusThenExpiry, VVM stage 2 ("use first") goes before an earlier expiry; an unusable VVM is skipped', async () => {
    const vvm = (level: number) => `00000000-0000-7000-8000-00000000010${level}`;
    const given = (batch: string, expiryDate: string, level: number) =>
      givenStockLine(h.deps, {
        item: 'PARA500T',
        packs: 10,
        packSize: 1,
        batch,
        expiryDate,
        vvmStatusId: vvm(level),
      });
    const v1 = await given('V1', '2026-12-31', 1);
    const v2 = await given('V2', '2027-06-30', 2);
    const v3 = await given('V3', '2026-03-10', 3);
    const withoutPreference = await insertShipment();
    expect((await issue(withoutPreference.id!, v1.itemId, 5)).lines).toEqual([
      { type: 'STOCK_OUT', stockLineId: v1.id, numberOfPacks: 5 },
    ]);
    await h.deps.db
      .updateTable('store_preference')
      .set({ sort_by_vvm_status_then_expiry: true })
      .where('store_id', '=', DNS)
      .execute();
    const shipment = await insertShipment();
    const issued = await issue(shipment.id!, v1.itemId, 15);
    expect(issued.lines).toEqual([
      { type: 'STOCK_OUT', stockLineId: v2.id, numberOfPacks: 10 },
      { type: 'STOCK_OUT', stockLineId: v1.id, numberOfPacks: 5 },
    ]);
    expect(issued.notes).toContainEqual(
      expect.objectContaining({ kind: 'SKIPPED', reason: 'VVM_UNUSABLE', stockLineIds: [v3.id] }),
    );
    expect(issued.notes.some((n) => n.kind === 'EXPIRING_SOON')).toBe(false);
    expect([await batch(v1.id), await batch(v2.id), await batch(v3.id)]).toEqual([
      '10/0',
      '10/0',
      '10/10',
    ]);
  });

  it('14. only packs of 10 for 17 units: 2 packs, an over-allocation note, never a negative placeholder; issuing again changes nothing', async () => {
    const a = await givenStockLine(h.deps, { item: 'PARA500T', packs: 5, packSize: 10 });
    const shipment = await insertShipment();
    const issued = await issue(shipment.id!, a.itemId, 17);
    expect(issued.lines).toEqual([{ type: 'STOCK_OUT', stockLineId: a.id, numberOfPacks: 2 }]);
    expect(issued.notes).toContainEqual(
      expect.objectContaining({ kind: 'OVER_ALLOCATED', allocatedUnits: 20, requestedUnits: 17 }),
    );
    expect(await batch(a.id)).toBe('5/3');
    const again = await issue(shipment.id!, a.itemId, 17);
    expect(again.lines).toEqual(issued.lines);
    expect(await batch(a.id)).toBe('5/3');
    const less = await issue(shipment.id!, a.itemId, 0);
    expect(less.lines).toEqual([]);
    expect(await batch(a.id)).toBe('5/5');
    await ledgerIsClean();
  });
});

describe('concurrent shipments on the same batches', () => {
  it('picks, adds and edits at once without a deadlock, an INTERNAL answer or a wrong count', async () => {
    const a = await givenStockLine(h.deps, { packs: 100, batch: 'A' });
    const b = await givenStockLine(h.deps, { packs: 100, batch: 'B' });
    const shipments = await Promise.all(Array.from({ length: 6 }, () => insertShipment()));
    // Each shipment holds both batches, added in opposite orders.
    for (const [i, s] of shipments.entries()) {
      const [first, second] = i % 2 === 0 ? [a, b] : [b, a];
      await addLine(s.id!, first.id, 2);
      await addLine(s.id!, second.id, 3);
    }
    const fresh = await Promise.all(Array.from({ length: 6 }, () => insertShipment()));
    const answers = await Promise.all([
      ...shipments.map((s) => updateShipment({ id: s.id, status: 'PICKED' })),
      ...fresh.map((s, i) => addLine(s.id!, i % 2 === 0 ? a.id : b.id, 1)),
    ]);
    expect(answers.map((r) => r.__typename).filter((t) => t === 'InvoiceMutationError')).toEqual(
      [],
    );
    // Three shipments hold 2 of A and 3 of B, three the reverse: 15 of each left the shelf at
    // PICKED; the fresh lines reserve 3 more of each.
    expect(await batch(a.id)).toBe('85/82');
    expect(await batch(b.id)).toBe('85/82');
    await ledgerIsClean();
  });
});

describe('the outbound shipment list', () => {
  it('lists newest number first by default, sorts and filters as asked', async () => {
    const a = await givenStockLine(h.deps, { packs: 10 });
    const made = [await insertShipment(), await insertShipment(), await insertShipment()];
    await addLine(made[1]!.id!, a.id, 1);
    await updateShipment({ id: made[1]!.id, status: 'ALLOCATED' });
    const as = await h.as('storekeeper');
    const list = async (args: string) =>
      (
        await as<{
          outboundShipments: {
            totalCount: number;
            nodes: { invoiceNumber: number; status: string }[];
          };
        }>(
          `query($s: String!) { outboundShipments(storeId: $s${args}) { totalCount nodes { invoiceNumber status } } }`,
          { s: DNS },
        )
      ).data?.outboundShipments;
    const numbers = made.map((m) => m.invoiceNumber as number);
    expect((await list(''))?.nodes.map((n) => n.invoiceNumber)).toEqual([...numbers].reverse());
    expect(
      (await list(', sort: [{ key: invoiceNumber }]'))?.nodes.map((n) => n.invoiceNumber),
    ).toEqual(numbers);
    const allocated = await list(', filter: { status: { equalTo: "ALLOCATED" } }');
    expect(allocated).toEqual({
      totalCount: 1,
      nodes: [{ invoiceNumber: numbers[1], status: 'ALLOCATED' }],
    });
    const paged = await list(', page: { first: 1, offset: 1 }');
    expect(paged).toMatchObject({ totalCount: 3, nodes: [{ invoiceNumber: numbers[1] }] });
    // By the customer's name: the count follows the filter too.
    const toMara = await insertShipment(uuidv7(), 'storekeeper', demoId('name:MRH'));
    const byName = await list(', filter: { otherPartyName: { like: "mara" } }');
    expect(byName).toEqual({
      totalCount: 1,
      nodes: [{ invoiceNumber: toMara.invoiceNumber, status: 'NEW' }],
    });
    // By name, and a customer's shipments newest first, as the list shows them by default.
    const sortedByName = await list(', sort: [{ key: otherPartyName }]');
    expect(sortedByName?.nodes.map((n) => n.invoiceNumber)).toEqual([
      ...[...numbers].reverse(),
      toMara.invoiceNumber,
    ]);
    const sortedByNameDesc = await list(', sort: [{ key: otherPartyName, desc: true }]');
    expect(sortedByNameDesc?.nodes.map((n) => n.invoiceNumber)).toEqual([
      toMara.invoiceNumber,
      ...[...numbers].reverse(),
    ]);
  });
});

describe('who entered a shipment', () => {
  it('is named on the document, by first and last name, for every reader of the store', async () => {
    const made = await insertShipment(uuidv7(), 'storekeeper');
    const viewer = await h.as('viewer');
    const res = await viewer<{ outboundShipments: { nodes: { id: string; enteredBy: string }[] } }>(
      `query($s: String!) { outboundShipments(storeId: $s) { nodes { id enteredBy } } }`,
      { s: DNS },
    );
    expect(res.data?.outboundShipments.nodes.find((n) => n.id === made.id)?.enteredBy).toBe(
      'Joseph Otieno',
    );
  });
});

describe('the shipment’s tax (DOCUMENTS.md 1.1)', () => {
  it('rewrites every line’s tax and total after tax, and lines added later take it', async () => {
    const a = await givenStockLine(h.deps, { packs: 10, batch: 'TAX-A' });
    const b = await givenStockLine(h.deps, { packs: 10, batch: 'TAX-B' });
    const shipment = await insertShipment();
    await addLine(shipment.id!, a.id, 2);
    const taxed = await updateShipment({ id: shipment.id, taxPercentage: 10 });
    expect(taxed.__typename).toBe('InvoiceNode');
    await addLine(shipment.id!, b.id, 1);
    const rows = await h.deps.db
      .selectFrom('invoice_line')
      .select(['batch', 'tax_percentage', 'total_before_tax', 'total_after_tax'])
      .where('invoice_id', '=', shipment.id!)
      .orderBy('batch')
      .execute();
    // Sell price 3 per pack (fixtures): 2 packs 6, 6.6 after tax; 1 pack 3, 3.3 after tax.
    expect(
      rows.map((r) => [r.batch, r.tax_percentage, r.total_before_tax, r.total_after_tax]),
    ).toEqual([
      ['TAX-A', 10, 6, 6.6],
      ['TAX-B', 10, 3, 3.3],
    ]);
    const as = await h.as('storekeeper');
    const tooMuch = await as(
      `mutation($s: String!, $i: UpdateOutboundShipmentInput!) {
        updateOutboundShipment(storeId: $s, input: $i) { __typename } }`,
      { s: DNS, i: { id: shipment.id, taxPercentage: 101 } },
    );
    expect(tooMuch.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('lines from a master list (DOCUMENTS.md 1.2; spec 001 section 4)', () => {
  const add = (shipmentId: string, list: string) =>
    call('storekeeper', 'addToOutboundShipmentFromMasterList', 'storeId: $storeId, input: $input', {
      storeId: DNS,
      input: { shipmentId, masterListId: demoId(`master_list:${list}`) },
    });

  it('adds a placeholder of nothing per stock item of a list of the customer, once, while new', async () => {
    const shipment = await insertShipment();
    const vaccines = await h.deps.db
      .selectFrom('master_list_line')
      .innerJoin('item', 'item.id', 'master_list_line.item_id')
      .select('item.id')
      .where('master_list_line.master_list_id', '=', demoId('master_list:vaccines'))
      .where('item.type', '=', 'STOCK')
      .where('item.is_active', '=', true)
      .execute();
    expect(vaccines.length).toBeGreaterThan(0);
    const added = await add(shipment.id!, 'vaccines');
    expect(added.__typename).toBe('InvoiceNode');
    const lines = added.lines as { type: string; numberOfPacks: number }[];
    expect(lines).toHaveLength(vaccines.length);
    expect(new Set(lines.map((l) => `${l.type} ${l.numberOfPacks}`))).toEqual(
      new Set(['UNALLOCATED_STOCK 0']),
    );
    // Again: nothing more.
    expect(((await add(shipment.id!, 'vaccines')).lines as unknown[]).length).toBe(vaccines.length);
    // Kibera has no HIV, TB and malaria list: as good as unknown.
    expect((await add(shipment.id!, 'hiv-tb-malaria')).error?.__typename).toBe('RecordNotFound');
    // The empty placeholders go when it leaves NEW; past NEW nothing more can be added.
    const a = await givenStockLine(h.deps, { packs: 10 });
    await addLine(shipment.id!, a.id, 1);
    await updateShipment({ id: shipment.id, status: 'ALLOCATED' });
    expect((await add(shipment.id!, 'vaccines')).error?.__typename).toBe(
      'CanOnlyAddLinesToNewOutboundShipment',
    );
  });
});
