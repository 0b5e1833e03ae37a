// Supplier returns through the API (issue 12 item 2; DOCUMENTS.md 4.1, 4.3 and scenario 39):
// every step with each batch's total and available packs checked ("total/avail") and the
// ledger checked; quarantined stock returned (decision 0029); over-returns refused; who may;
// ids of another store or kind; the same insert twice at once; hostile numbers and strings.
import { uuidv7 } from '@dawa/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { demoId } from '../src/demo/ids';
import { findLedgerDisagreements } from '../src/modules/stock/ledger.repository';
import { givenLocation, givenReason, givenStockLine } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';
import { countInPacks, returnsApi, type Doc } from './returns.helpers';

const DNS = storeId('DNS');
const KHC = storeId('KHC');
const SUPPLIER = demoId('name:SUP-UNICEF');

let h: Harness;
let DAMAGED: string;
let WRONG_ITEM: string;
let ADJUSTMENT_REASON: string;
beforeEach(async () => {
  await h?.close();
  h = await createHarness();
  DAMAGED = await givenReason(h.deps, 'RETURN_REASON', 'Damaged on arrival');
  WRONG_ITEM = await givenReason(h.deps, 'RETURN_REASON', 'Wrong item');
  ADJUSTMENT_REASON = await givenReason(h.deps, 'NEGATIVE_INVENTORY_ADJUSTMENT', 'Damaged');
  await countInPacks(h, [DNS]);
});
afterAll(async () => {
  await h.close();
});
const api = returnsApi(() => h);
const { mutate, raw, batch } = api;

const insertReturn = (input: Record<string, unknown>, user = 'storekeeper', store = DNS) =>
  mutate(user, 'insertSupplierReturn', {
    storeId: store,
    input: { id: uuidv7(), otherPartyId: SUPPLIER, ...input },
  });
const setLines = (returnId: string, lines: Record<string, unknown>[]) =>
  mutate('storekeeper', 'updateSupplierReturnLines', { storeId: DNS, input: { returnId, lines } });
const update = (input: Record<string, unknown>) =>
  mutate('storekeeper', 'updateSupplierReturn', { storeId: DNS, input });
const line = (stockLineId: string, numberOfPacks: number, more: Record<string, unknown> = {}) => ({
  id: uuidv7(),
  stockLineId,
  numberOfPacks,
  reasonId: DAMAGED,
  ...more,
});
const supplierReturn = (id: string) => api.doc('storekeeper', 'supplierReturn', DNS, id);
const ledgerClean = async () => expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);

/** A receipt at DNS from the supplier, of `packs` packs of batch `name`, moved to `status`. */
async function receipt(name: string, packs: number, status = 'RECEIVED') {
  const inbound = await mutate('storekeeper', 'insertInboundShipment', {
    storeId: DNS,
    input: { id: uuidv7(), otherPartyId: SUPPLIER },
  });
  await mutate('storekeeper', 'insertInboundShipmentLine', {
    storeId: DNS,
    input: {
      id: uuidv7(),
      invoiceId: inbound.id,
      itemId: demoId('item:AMOX250T'),
      packSize: 100,
      numberOfPacks: packs,
      batch: name,
      costPricePerPack: 2,
    },
  });
  if (status !== 'NEW')
    await mutate('storekeeper', 'updateInboundShipment', {
      storeId: DNS,
      input: { id: inbound.id, status },
    });
  const stock = await h.deps.db
    .selectFrom('stock_line')
    .select('id')
    .where('store_id', '=', DNS)
    .where('batch', '=', name)
    .execute();
  return { inbound: inbound.id, stockLineId: stock[0]?.id ?? '' };
}

describe('a supplier return from a received inbound shipment (scenario 39)', () => {
  it('is shipped at once: the stock leaves, the return names the inbound and the inbound lists it', async () => {
    const { inbound, stockLineId } = await receipt('SR-A', 10);
    expect(await batch(stockLineId)).toBe('10/10');
    const made = await insertReturn({
      inboundShipmentId: inbound,
      lines: [line(stockLineId, 4, { note: 'Crushed boxes' })],
    });
    expect(made).toMatchObject({
      __typename: 'InvoiceNode',
      type: 'SUPPLIER_RETURN',
      status: 'SHIPPED',
      originalShipmentId: inbound,
    });
    expect(made.pickedDatetime).not.toBeNull();
    expect(made.shippedDatetime).toBe(made.pickedDatetime);
    expect(made.lines).toEqual([
      expect.objectContaining({
        type: 'STOCK_OUT',
        stockLineId,
        numberOfPacks: 4,
        reasonOptionId: DAMAGED,
        note: 'Crushed boxes',
      }),
    ]);
    expect(await batch(stockLineId)).toBe('6/6');
    const original = await api.doc('storekeeper', 'inboundShipment', DNS, inbound);
    expect(original?.returns).toEqual([{ id: made.id, type: 'SUPPLIER_RETURN' }]);
    // Shipped: nothing on it changes any more.
    expect((await setLines(made.id, [line(stockLineId, 1)])).error?.__typename).toBe(
      'InvoiceIsNotEditable',
    );
    expect((await update({ id: made.id, status: 'PICKED' })).error?.__typename).toBe(
      'InvoiceIsNotEditable',
    );
    await ledgerClean();
  });

  it('refuses an inbound shipment not yet arrived, another kind of document and another store’s', async () => {
    const { inbound, stockLineId } = await receipt('SR-B', 10, 'NEW');
    const fromNew = await insertReturn({
      inboundShipmentId: inbound,
      lines: [line(stockLineId, 1)],
    });
    expect(fromNew.error?.__typename).toBe('CannotReturnInboundShipment');
    const stock = await givenStockLine(h.deps, { packs: 10, batch: 'SR-B2' });
    const outbound = await mutate('storekeeper', 'insertOutboundShipment', {
      storeId: DNS,
      input: { id: uuidv7(), otherPartyId: demoId('name:KHC') },
    });
    const notInbound = await insertReturn({
      inboundShipmentId: outbound.id,
      lines: [line(stock.id, 1)],
    });
    expect(notInbound.error?.__typename).toBe('OriginalInvoiceNotAnInboundShipment');
    const khcInbound = await mutate('storekeeper', 'insertInboundShipment', {
      storeId: KHC,
      input: { id: uuidv7(), otherPartyId: SUPPLIER },
    });
    const elsewhere = await insertReturn({
      inboundShipmentId: khcInbound.id,
      lines: [line(stock.id, 1)],
    });
    expect(elsewhere.error?.__typename).toBe('InboundShipmentDoesNotBelongToCurrentStore');
    expect(await batch(stock.id)).toBe('10/10');
    expect(
      await h.deps.db
        .selectFrom('invoice')
        .select('id')
        .where('type', '=', 'SUPPLIER_RETURN')
        .execute(),
    ).toEqual([]);
  });
});

describe('a supplier return entered by hand, step by step (DOCUMENTS.md 4.1)', () => {
  it('reserves at add, moves the shelf once at PICKED, and frees what is removed', async () => {
    const a = await givenStockLine(h.deps, { packs: 10, batch: 'SR-C' });
    const b = await givenStockLine(h.deps, { packs: 8, batch: 'SR-D' });
    const first = line(a.id, 4);
    const made = await insertReturn({ lines: [first] });
    expect(made).toMatchObject({ status: 'NEW', originalShipmentId: null });
    expect(await batch(a.id)).toBe('10/6');

    // More of A, then B added; A changed to 5, B 3.
    const second = line(b.id, 3, { reasonId: WRONG_ITEM, note: 'Sent in error' });
    let now = await setLines(made.id, [{ ...first, numberOfPacks: 5 }, second]);
    expect(now.lines.map((l) => [l.stockLineId, l.numberOfPacks])).toEqual(
      expect.arrayContaining([
        [a.id, 5],
        [b.id, 3],
      ]),
    );
    expect([await batch(a.id), await batch(b.id)]).toEqual(['10/5', '8/5']);

    // A line moved to another batch gives its packs back to the first.
    now = await setLines(made.id, [{ ...first, stockLineId: b.id, numberOfPacks: 2 }]);
    expect([await batch(a.id), await batch(b.id)]).toEqual(['10/10', '8/6']);
    now = await setLines(made.id, [{ ...first, numberOfPacks: 5 }, second]);
    expect([await batch(a.id), await batch(b.id)]).toEqual(['10/5', '8/5']);

    // The same batch twice is refused, and changes nothing.
    const twice = await setLines(made.id, [first, { ...second, stockLineId: a.id }]);
    expect(twice.error?.__typename).toBe('StockLineAlreadyExistsInInvoice');
    expect([await batch(a.id), await batch(b.id)]).toEqual(['10/5', '8/5']);

    // On hold: the status is frozen until the same call lifts the hold.
    expect((await update({ id: made.id, onHold: true })).onHold).toBe(true);
    expect((await update({ id: made.id, status: 'PICKED' })).error?.__typename).toBe(
      'CannotChangeStatusOfInvoiceOnHold',
    );
    const picked = await update({ id: made.id, onHold: false, status: 'PICKED' });
    expect(picked).toMatchObject({ status: 'PICKED', onHold: false });
    expect([await batch(a.id), await batch(b.id)]).toEqual(['5/5', '5/5']);

    // While picked a line's packs still change the shelf at once; deleting one does not.
    now = await setLines(made.id, [{ ...first, numberOfPacks: 6 }, second]);
    expect([await batch(a.id), await batch(b.id)]).toEqual(['4/4', '5/5']);
    expect((await setLines(made.id, [first])).error?.__typename).toBe(
      'CanOnlyDeleteLinesOfNewInvoice',
    );
    expect(
      (await raw('storekeeper', 'deleteSupplierReturn', { storeId: DNS, id: made.id })).data?.r
        ?.error?.__typename,
    ).toBe('CannotDeleteInvoiceWithStockMovements');

    const shipped = await update({ id: made.id, status: 'SHIPPED' });
    expect(shipped.status).toBe('SHIPPED');
    expect([await batch(a.id), await batch(b.id)]).toEqual(['4/4', '5/5']);
    const read = await supplierReturn(made.id);
    expect(read?.lines.find((l) => l.stockLineId === b.id)).toMatchObject({
      reasonOptionId: WRONG_ITEM,
      note: 'Sent in error',
    });
    await ledgerClean();
  });

  it('another supplier while NEW; deleted while NEW gives everything back', async () => {
    const a = await givenStockLine(h.deps, { packs: 10, batch: 'SR-E' });
    const made = await insertReturn({ lines: [line(a.id, 7)] });
    const moved = await update({ id: made.id, otherPartyId: demoId('name:SUP-GDF') });
    expect(moved.otherPartyId).toBe(demoId('name:SUP-GDF'));
    expect(
      (await update({ id: made.id, otherPartyId: demoId('name:DON-GAVI') })).error?.__typename,
    ).toBe('OtherPartyNotVisible');
    expect(
      (await update({ id: made.id, otherPartyId: demoId('name:DNS') })).error?.__typename,
    ).toBe('OtherPartyIsThisStore');
    expect(await batch(a.id)).toBe('10/3');
    const gone = await mutate('storekeeper', 'deleteSupplierReturn', { storeId: DNS, id: made.id });
    expect(gone).toMatchObject({ __typename: 'DeleteResponse', id: made.id });
    expect(await batch(a.id)).toBe('10/10');
    expect(await supplierReturn(made.id)).toBeNull();
    await ledgerClean();
  });

  it('zero quantities: kept while NEW, removed on leaving NEW, and never all of them', async () => {
    const a = await givenStockLine(h.deps, { packs: 10, batch: 'SR-F' });
    const b = await givenStockLine(h.deps, { packs: 10, batch: 'SR-G' });
    const zeroOnly = await insertReturn({ lines: [line(a.id, 0)] });
    expect(zeroOnly.lines).toHaveLength(1);
    expect((await update({ id: zeroOnly.id, status: 'SHIPPED' })).error?.__typename).toBe(
      'CannotChangeStatusWithoutLines',
    );
    const mixed = await insertReturn({ lines: [line(a.id, 0), line(b.id, 2)] });
    const shipped = await update({ id: mixed.id, status: 'SHIPPED' });
    expect(shipped.lines.map((l) => l.stockLineId)).toEqual([b.id]);
    expect([await batch(a.id), await batch(b.id)]).toEqual(['10/10', '8/8']);
    // Created as shipped with nothing to return: refused as a whole.
    const empty = await insertReturn({ status: 'SHIPPED', lines: [line(a.id, 0)] });
    expect(empty.error?.__typename).toBe('CannotChangeStatusWithoutLines');
    await ledgerClean();
  });

  it('needs a return reason while the site has return reasons, and only a return reason', async () => {
    const a = await givenStockLine(h.deps, { packs: 10, batch: 'SR-H' });
    const none = await insertReturn({ lines: [line(a.id, 1, { reasonId: null })] });
    expect(none.error?.__typename).toBe('ReasonRequired');
    const wrong = await insertReturn({ lines: [line(a.id, 1, { reasonId: ADJUSTMENT_REASON })] });
    expect(wrong.error?.__typename).toBe('WrongReasonType');
    const unknown = await insertReturn({ lines: [line(a.id, 1, { reasonId: uuidv7() })] });
    expect(unknown.error?.__typename).toBe('RecordNotFound');
    expect(await batch(a.id)).toBe('10/10');
  });
});

describe('quarantined stock goes back (decision 0029, #10487)', () => {
  it('returns a batch on hold and a batch in a location on hold', async () => {
    const held = await givenStockLine(h.deps, { packs: 10, batch: 'SR-Q1', onHold: true });
    const quarantine = await givenLocation(h.deps, { code: 'QUARANTINE', onHold: true });
    const inQuarantine = await givenStockLine(h.deps, {
      packs: 5,
      batch: 'SR-Q2',
      locationId: quarantine,
    });
    const made = await insertReturn({
      status: 'SHIPPED',
      lines: [line(held.id, 10), line(inQuarantine.id, 5)],
    });
    expect(made.status).toBe('SHIPPED');
    expect([await batch(held.id), await batch(inQuarantine.id)]).toEqual(['0/0', '0/0']);
    await ledgerClean();
  });

  it('offers the item’s batches with what can go back and the hold flag, and named batches even when empty', async () => {
    const held = await givenStockLine(h.deps, { packs: 10, batch: 'SR-Q3', onHold: true });
    const free = await givenStockLine(h.deps, {
      packs: 4,
      batch: 'SR-Q4',
      expiryDate: '2027-01-31',
    });
    const empty = await givenStockLine(h.deps, { packs: 0, batch: 'SR-Q5' });
    const made = await insertReturn({ lines: [line(free.id, 3)] });
    const candidates = await api.query<
      {
        stockLineId: string;
        availableNumberOfPacks: number;
        onHold: boolean;
        numberOfPacksToReturn: number;
      }[]
    >(
      'storekeeper',
      `query($s: String!, $item: String, $ids: [String!], $r: String) {
        r: supplierReturnLineCandidates(storeId: $s, itemId: $item, stockLineIds: $ids, returnId: $r) {
          stockLineId availableNumberOfPacks onHold numberOfPacksToReturn } }`,
      { s: DNS, item: demoId('item:AMOX250T'), ids: [empty.id], r: made.id },
    );
    const byId = new Map(candidates.map((c) => [c.stockLineId, c]));
    expect(byId.get(held.id)).toMatchObject({ availableNumberOfPacks: 10, onHold: true });
    expect(byId.get(free.id)).toMatchObject({
      availableNumberOfPacks: 4,
      onHold: false,
      numberOfPacksToReturn: 3,
    });
    expect(byId.get(empty.id)).toMatchObject({ availableNumberOfPacks: 0 });
    // The batch expiring first comes first.
    expect(candidates[0]?.stockLineId).toBe(free.id);
  });
});

describe('more than is there', () => {
  it('refuses returning more than is available, and changes nothing', async () => {
    const a = await givenStockLine(h.deps, { packs: 10, batch: 'SR-O' });
    const over = await insertReturn({ lines: [line(a.id, 11)] });
    expect(over.error?.__typename).toBe('NotEnoughStockForReduction');
    const reserved = await insertReturn({ lines: [line(a.id, 6)] });
    expect(await batch(a.id)).toBe('10/4');
    const more = await insertReturn({ lines: [line(a.id, 5)] });
    expect(more.error?.__typename).toBe('NotEnoughStockForReduction');
    const grow = await setLines(reserved.id, [
      { id: reserved.lines[0]?.id, stockLineId: a.id, numberOfPacks: 11, reasonId: DAMAGED },
    ]);
    expect(grow.error?.__typename).toBe('NotEnoughStockForReduction');
    expect(await batch(a.id)).toBe('10/4');
    const count = await h.deps.db
      .selectFrom('invoice')
      .select('id')
      .where('type', '=', 'SUPPLIER_RETURN')
      .execute();
    expect(count).toHaveLength(1);
    await ledgerClean();
  });

  it.each([
    ['1e300', 1e300],
    ['9e15', 9e15],
    ['5e-324', 5e-324],
    ['-1', -1],
  ])('refuses %s packs and writes nothing', async (_label, packs) => {
    const a = await givenStockLine(h.deps, { packs: 10, batch: 'SR-N' });
    const res = await raw('storekeeper', 'insertSupplierReturn', {
      storeId: DNS,
      input: { id: uuidv7(), otherPartyId: SUPPLIER, lines: [line(a.id, packs)] },
    });
    const refused =
      res.errors?.[0]?.extensions?.code === 'BAD_USER_INPUT' ||
      ['StockQuantityOutOfRange', 'NumberOfPacksBelowZero', 'NotEnoughStockForReduction'].includes(
        res.data?.r?.error?.__typename ?? '',
      );
    expect(refused, JSON.stringify(res)).toBe(true);
    expect(await batch(a.id)).toBe('10/10');
  });

  it('refuses hostile strings at the edge', async () => {
    const a = await givenStockLine(h.deps, { packs: 10, batch: 'SR-S' });
    for (const note of ['x'.repeat(100_000), 'nul\u0000byte']) {
      const res = await raw('storekeeper', 'insertSupplierReturn', {
        storeId: DNS,
        input: { id: uuidv7(), otherPartyId: SUPPLIER, lines: [line(a.id, 1, { note })] },
      });
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const quoted = await insertReturn({
      comment: "'); DROP TABLE invoice; --",
      lines: [line(a.id, 1, { note: '<script>alert(1)</script> مرتجع' })],
    });
    expect(quoted.comment).toBe("'); DROP TABLE invoice; --");
    expect(quoted.lines[0]?.note).toBe('<script>alert(1)</script> مرتجع');
  });
});

describe('who and which', () => {
  it('a viewer reads returns but cannot make one; a store keeper of another store is refused', async () => {
    const a = await givenStockLine(h.deps, { packs: 10, batch: 'SR-V' });
    const made = await insertReturn({ lines: [line(a.id, 2)] });
    const asViewer = await raw('viewer', 'insertSupplierReturn', {
      storeId: DNS,
      input: { id: uuidv7(), otherPartyId: SUPPLIER, lines: [line(a.id, 1)] },
    });
    expect(asViewer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const viewerUpdate = await raw('viewer', 'updateSupplierReturn', {
      storeId: DNS,
      input: { id: made.id, comment: 'x' },
    });
    expect(viewerUpdate.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const list = await api.query<{ totalCount: number }>(
      'viewer',
      `query($s: String!) { r: supplierReturns(storeId: $s) { totalCount } }`,
      { s: DNS },
    );
    expect(list.totalCount).toBe(1);
    const dispenser = await raw('dispenser', 'deleteSupplierReturn', { storeId: DNS, id: made.id });
    expect(dispenser.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await batch(a.id)).toBe('10/8');
  });

  it('ids of another store or of another kind are not found', async () => {
    const a = await givenStockLine(h.deps, { packs: 10, batch: 'SR-W' });
    const k = await givenStockLine(h.deps, { store: 'KHC', packs: 10, batch: 'SR-W' });
    const atKhc = await insertReturn({ lines: [line(k.id, 2)] }, 'storekeeper', KHC);
    expect(atKhc.__typename).toBe('InvoiceNode');
    expect((await update({ id: atKhc.id, comment: 'x' })).error?.__typename).toBe('RecordNotFound');
    expect((await setLines(atKhc.id, [])).error?.__typename).toBe('RecordNotFound');
    const del = await mutate('storekeeper', 'deleteSupplierReturn', { storeId: DNS, id: atKhc.id });
    expect(del.error?.__typename).toBe('RecordNotFound');
    // KHC's batch on a DNS return, and a DNS outbound shipment named as a return.
    const mine = await insertReturn({ lines: [line(a.id, 1)] });
    expect((await setLines(mine.id, [line(k.id, 1)])).error?.__typename).toBe('RecordNotFound');
    const outbound = await mutate('storekeeper', 'insertOutboundShipment', {
      storeId: DNS,
      input: { id: uuidv7(), otherPartyId: demoId('name:KHC') },
    });
    expect((await update({ id: outbound.id, status: 'PICKED' })).error?.__typename).toBe(
      'RecordNotFound',
    );
    expect((await setLines(outbound.id, [])).error?.__typename).toBe('RecordNotFound');
    expect(await api.doc('storekeeper', 'supplierReturn', DNS, outbound.id)).toBeNull();
    expect([await batch(a.id), await batch(k.id)]).toEqual(['10/9', '10/8']);
  });

  it('the same insert twice at once makes one return and reserves once', async () => {
    const a = await givenStockLine(h.deps, { packs: 10, batch: 'SR-T' });
    const input = { id: uuidv7(), otherPartyId: SUPPLIER, lines: [line(a.id, 3)] };
    const [one, two] = await Promise.all([
      mutate('storekeeper', 'insertSupplierReturn', { storeId: DNS, input }),
      mutate('storekeeper', 'insertSupplierReturn', { storeId: DNS, input }),
    ]);
    expect([one.__typename, two.__typename]).toEqual(['InvoiceNode', 'InvoiceNode']);
    expect(one.id).toBe(two.id);
    expect(await batch(a.id)).toBe('10/7');
    const again = await mutate('storekeeper', 'insertSupplierReturn', { storeId: DNS, input });
    expect(again.id).toBe(input.id);
    expect(await batch(a.id)).toBe('10/7');
  });
});

export type { Doc };
