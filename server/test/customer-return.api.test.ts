// Customer returns through the API (issue 12 item 3; DOCUMENTS.md 4.2, 4.3; spec 001 section 5,
// return rules): from a shipped outbound shipment's lines (batch, expiry and pack size copied,
// never more than issued, counting earlier returns) or entered by hand; the stock back as new
// batches at RECEIVED, once; zero quantities and placeholders; the links both ways;
// consumption net of returns (decision 6); who may, ids of another store or kind, the same
// insert twice at once, hostile numbers. Every batch's "total/avail" and the ledger checked.
import { uuidv7 } from '@dawa/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { demoId } from '../src/demo/ids';
import { visibleItemIds } from '../src/modules/items/item.list';
import { findLedgerDisagreements } from '../src/modules/stock/ledger.repository';
import { givenLocation, givenReason, givenStockLine } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';
import { countInPacks, returnsApi } from './returns.helpers';

const DNS = storeId('DNS');
const KHC = storeId('KHC');
const CUSTOMER = demoId('name:OLD');
const AMOX = demoId('item:AMOX250T');

let h: Harness;
let DAMAGED: string;
beforeEach(async () => {
  await h?.close();
  h = await createHarness();
  DAMAGED = await givenReason(h.deps, 'RETURN_REASON', 'Damaged on arrival');
  await countInPacks(h, [DNS, KHC]);
});
afterAll(async () => {
  await h.close();
});
const api = returnsApi(() => h);
const { mutate, raw, batch, batchesNamed } = api;
const ledgerClean = async () => expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
/** No customer return exists: a refused insert wrote nothing. */
const noReturnMade = async () =>
  expect(
    await h.deps.db
      .selectFrom('invoice')
      .select('id')
      .where('type', '=', 'CUSTOMER_RETURN')
      .execute(),
  ).toEqual([]);

const insertReturn = (input: Record<string, unknown>, user = 'storekeeper', store = DNS) =>
  mutate(user, 'insertCustomerReturn', {
    storeId: store,
    input: { id: uuidv7(), otherPartyId: CUSTOMER, ...input },
  });
const setLines = (returnId: string, lines: Record<string, unknown>[]) =>
  mutate('storekeeper', 'updateCustomerReturnLines', { storeId: DNS, input: { returnId, lines } });
const update = (input: Record<string, unknown>) =>
  mutate('storekeeper', 'updateCustomerReturn', { storeId: DNS, input });
const back = (outboundShipmentLineId: string, numberOfPacks: number) => ({
  id: uuidv7(),
  outboundShipmentLineId,
  numberOfPacks,
  reasonId: DAMAGED,
});
const byHand = (more: Record<string, unknown> = {}) => ({
  id: uuidv7(),
  itemId: AMOX,
  batch: 'CR-HAND',
  expiryDate: '2028-01-31',
  packSize: 10,
  numberOfPacks: 5,
  reasonId: DAMAGED,
  note: 'Left over after the campaign',
  ...more,
});

/** An outbound shipment of DNS to the customer: `packs` of a fresh batch, moved to `status`. */
async function shipped(packs: number, status = 'SHIPPED', batchName = 'CR-OUT') {
  const stock = await givenStockLine(h.deps, { packs: 10, batch: batchName });
  const shipment = await mutate('storekeeper', 'insertOutboundShipment', {
    storeId: DNS,
    input: { id: uuidv7(), otherPartyId: CUSTOMER },
  });
  const line = await mutate('storekeeper', 'insertOutboundShipmentLine', {
    storeId: DNS,
    input: { id: uuidv7(), invoiceId: shipment.id, stockLineId: stock.id, numberOfPacks: packs },
  });
  if (status !== 'NEW')
    await mutate('storekeeper', 'updateOutboundShipment', {
      storeId: DNS,
      input: { id: shipment.id, status },
    });
  return { shipment: shipment.id, line: line.id, stockLineId: stock.id };
}

describe('a customer return from a shipped outbound shipment', () => {
  it('comes back at once as a new batch, linked both ways, never more than was issued', async () => {
    const out = await shipped(4);
    expect(await batch(out.stockLineId)).toBe('6/6');
    const made = await insertReturn({
      outboundShipmentId: out.shipment,
      lines: [{ ...back(out.line, 3), note: 'Patient stopped treatment' }],
    });
    expect(made).toMatchObject({
      __typename: 'InvoiceNode',
      type: 'CUSTOMER_RETURN',
      status: 'VERIFIED',
      originalShipmentId: out.shipment,
    });
    expect(made.lines).toEqual([
      expect.objectContaining({
        type: 'STOCK_IN',
        batch: 'CR-OUT',
        expiryDate: '2028-06-30',
        packSize: 100,
        numberOfPacks: 3,
        costPricePerPack: 2.5,
        originalLineId: out.line,
        reasonOptionId: DAMAGED,
        note: 'Patient stopped treatment',
      }),
    ]);
    // The stock is back as a batch of its own; the issued batch is untouched.
    expect(await batch(out.stockLineId)).toBe('6/6');
    const newBatch = made.lines[0]?.stockLineId ?? '';
    expect(newBatch).not.toBe(out.stockLineId);
    expect(await batch(newBatch)).toBe('3/3');
    expect(await batchesNamed(DNS, 'CR-OUT')).toHaveLength(2);
    const shipment = await api.doc('storekeeper', 'outboundShipment', DNS, out.shipment);
    expect(shipment?.returns).toEqual([{ id: made.id, type: 'CUSTOMER_RETURN' }]);

    // 4 issued, 3 back: 2 more is refused with what can still come back; 1 more is not.
    const over = await insertReturn({
      outboundShipmentId: out.shipment,
      lines: [back(out.line, 2)],
    });
    expect(over.error).toEqual({
      __typename: 'ReturnExceedsIssuedQuantity',
      lineId: out.line,
      returnablePacks: 1,
    });
    const candidates = () =>
      api.query<
        {
          outboundShipmentLineId: string;
          numberOfPacksIssued: number;
          numberOfPacksReturned: number;
          returnablePacks: number;
        }[]
      >(
        'storekeeper',
        `query($s: String!, $o: String!) { r: customerReturnLineCandidates(storeId: $s, outboundShipmentId: $o) {
          outboundShipmentLineId numberOfPacksIssued numberOfPacksReturned returnablePacks } }`,
        { s: DNS, o: out.shipment },
      );
    expect(await candidates()).toEqual([
      {
        outboundShipmentLineId: out.line,
        numberOfPacksIssued: 4,
        numberOfPacksReturned: 3,
        returnablePacks: 1,
      },
    ]);
    const last = await insertReturn({
      outboundShipmentId: out.shipment,
      lines: [back(out.line, 1)],
    });
    expect(last.status).toBe('VERIFIED');
    expect((await candidates())[0]?.returnablePacks).toBe(0);
    expect(await batchesNamed(DNS, 'CR-OUT')).toEqual(
      expect.arrayContaining(['6/6', '3/3', '1/1']),
    );
    await ledgerClean();
  });

  it('refuses a shipment not yet shipped, another kind of document and another store’s', async () => {
    const out = await shipped(4, 'PICKED');
    const fromPicked = await insertReturn({
      outboundShipmentId: out.shipment,
      lines: [back(out.line, 1)],
    });
    expect(fromPicked.error?.__typename).toBe('CannotReturnOutboundShipment');
    const inbound = await mutate('storekeeper', 'insertInboundShipment', {
      storeId: DNS,
      input: { id: uuidv7(), otherPartyId: demoId('name:SUP-UNICEF') },
    });
    expect(
      (await insertReturn({ outboundShipmentId: inbound.id, lines: [] })).error?.__typename,
    ).toBe('OriginalInvoiceNotAnOutboundShipment');
    const khc = await mutate('storekeeper', 'insertOutboundShipment', {
      storeId: KHC,
      input: { id: uuidv7(), otherPartyId: CUSTOMER },
    });
    expect((await insertReturn({ outboundShipmentId: khc.id, lines: [] })).error?.__typename).toBe(
      'OutboundShipmentDoesNotBelongToCurrentStore',
    );
    // A line of another shipment is not one of this return's shipment.
    const other = await shipped(2, 'SHIPPED', 'CR-OTHER');
    const okShipment = await shipped(2, 'SHIPPED', 'CR-THIS');
    const wrongLine = await insertReturn({
      outboundShipmentId: okShipment.shipment,
      lines: [back(other.line, 1)],
    });
    expect(wrongLine.error?.__typename).toBe('RecordNotFound');
    await noReturnMade();
  });

  it('never returns a placeholder line (spec 001 section 5)', async () => {
    const out = await shipped(4);
    // A placeholder left on a shipped shipment (as a legacy sync could bring one).
    const placeholder = uuidv7();
    await h.deps.db
      .insertInto('invoice_line')
      .values({
        id: placeholder,
        invoice_id: out.shipment,
        item_id: AMOX,
        type: 'UNALLOCATED_STOCK',
        pack_size: 1,
        number_of_packs: 5,
        cost_price_per_pack: 0,
        sell_price_per_pack: 0,
        stock_line_id: null,
        batch: null,
        expiry_date: null,
        reason_option_id: null,
        location_id: null,
        note: null,
        tax_percentage: null,
        shipped_number_of_packs: null,
        shipped_pack_size: null,
        donor_id: null,
        vvm_status_id: null,
        item_variant_id: null,
      })
      .execute();
    const made = await insertReturn({
      outboundShipmentId: out.shipment,
      lines: [back(placeholder, 1)],
    });
    expect(made.error).toEqual({ __typename: 'CannotReturnPlaceholderLine', lineId: placeholder });
  });
});

describe('a customer return entered by hand, step by step (DOCUMENTS.md 4.2)', () => {
  it('NEW, then RECEIVED brings the stock in once as a new batch, VERIFIED changes nothing', async () => {
    const made = await insertReturn({
      lines: [byHand(), byHand({ batch: 'CR-ZERO', numberOfPacks: 0 })],
    });
    expect(made).toMatchObject({ status: 'NEW', originalShipmentId: null });
    expect(made.lines).toHaveLength(2);
    expect(await batchesNamed(DNS, 'CR-HAND')).toEqual([]);

    // Lines changed while NEW: 5 become 6, the empty one stays until the return moves on.
    const [hand, zero] = [...made.lines].sort((a, b) =>
      (a.batch ?? '').localeCompare(b.batch ?? ''),
    );
    const changed = await setLines(made.id, [
      { ...byHand({ numberOfPacks: 6 }), id: hand?.id },
      { ...byHand({ batch: 'CR-ZERO', numberOfPacks: 0 }), id: zero?.id },
    ]);
    expect(changed.lines.map((l) => l.numberOfPacks).sort()).toEqual([0, 6]);

    expect((await update({ id: made.id, onHold: true })).onHold).toBe(true);
    expect((await update({ id: made.id, status: 'RECEIVED' })).error?.__typename).toBe(
      'CannotChangeStatusOfInvoiceOnHold',
    );
    const received = await update({ id: made.id, onHold: false, status: 'RECEIVED' });
    expect(received.status).toBe('RECEIVED');
    expect(received.lines.map((l) => l.batch)).toEqual(['CR-HAND']);
    expect(await batchesNamed(DNS, 'CR-HAND')).toEqual(['6/6']);
    expect(await batchesNamed(DNS, 'CR-ZERO')).toEqual([]);
    const stock = await h.deps.db
      .selectFrom('stock_line')
      .select(['pack_size', 'expiry_date'])
      .where('store_id', '=', DNS)
      .where('batch', '=', 'CR-HAND')
      .executeTakeFirstOrThrow();
    expect([Number(stock.pack_size), stock.expiry_date]).toEqual([10, '2028-01-31']);

    // Received: the lines are what came in.
    expect((await setLines(made.id, [byHand()])).error?.__typename).toBe('InvoiceIsNotEditable');
    const verified = await update({ id: made.id, status: 'VERIFIED' });
    expect(verified.status).toBe('VERIFIED');
    expect(await batchesNamed(DNS, 'CR-HAND')).toEqual(['6/6']);
    expect((await update({ id: made.id, status: 'RECEIVED' })).error?.__typename).toBe(
      'InvoiceIsNotEditable',
    );
    expect(
      (await raw('storekeeper', 'deleteCustomerReturn', { storeId: DNS, id: made.id })).data?.r
        ?.error?.__typename,
    ).toBe('InvoiceIsNotEditable');
    await ledgerClean();
  });

  it('all quantities zero: nothing to receive; the return can be deleted while NEW', async () => {
    const made = await insertReturn({ lines: [byHand({ numberOfPacks: 0 })] });
    expect((await update({ id: made.id, status: 'RECEIVED' })).error?.__typename).toBe(
      'CannotChangeStatusWithoutLines',
    );
    const gone = await mutate('storekeeper', 'deleteCustomerReturn', { storeId: DNS, id: made.id });
    expect(gone).toMatchObject({ __typename: 'DeleteResponse', id: made.id });
    expect(await api.doc('storekeeper', 'customerReturn', DNS, made.id)).toBeNull();
  });

  it('checks each line: item, pack size, reason, quantities', async () => {
    // ItemNotFound answers as RecordNotFound, as on a receipt.
    expect((await insertReturn({ lines: [byHand({ itemId: null })] })).error?.__typename).toBe(
      'RecordNotFound',
    );
    expect((await insertReturn({ lines: [byHand({ packSize: null })] })).error?.__typename).toBe(
      'InvalidStockPackSize',
    );
    expect((await insertReturn({ lines: [byHand({ reasonId: null })] })).error?.__typename).toBe(
      'ReasonRequired',
    );
    expect(
      (await insertReturn({ lines: [byHand({ expiryDate: '2028-02-30' })] })).__typename,
    ).not.toBe('InvoiceNode');
    for (const packs of [1e300, 9e15, 5e-324, -1]) {
      const res = await raw('storekeeper', 'insertCustomerReturn', {
        storeId: DNS,
        input: { id: uuidv7(), otherPartyId: CUSTOMER, lines: [byHand({ numberOfPacks: packs })] },
      });
      const refused =
        res.errors?.[0]?.extensions?.code === 'BAD_USER_INPUT' ||
        ['StockQuantityOutOfRange', 'NumberOfPacksBelowZero'].includes(
          res.data?.r?.error?.__typename ?? '',
        );
      expect(refused, `${packs}: ${JSON.stringify(res)}`).toBe(true);
    }
    await noReturnMade();
  });
});

describe('a customer return typed by hand: what each line may hold (DOCUMENTS.md 4.2)', () => {
  const typeOf = async (line: Record<string, unknown>, store = DNS, user = 'storekeeper') => {
    const res = await raw(user, 'insertCustomerReturn', {
      storeId: store,
      input: { id: uuidv7(), otherPartyId: CUSTOMER, lines: [line] },
    });
    return res.errors?.[0]?.extensions?.code ?? res.data?.r?.error?.__typename ?? 'InvoiceNode';
  };
  it('a part of a pack comes back as typed; more decimals than are kept are refused', async () => {
    // Half a pack of 10 (an opened box) is five units back on the shelf.
    const made = await insertReturn({ lines: [byHand({ batch: 'CR-HALF', numberOfPacks: 2.5 })] });
    expect(made.lines.map((l) => l.numberOfPacks)).toEqual([2.5]);
    expect((await update({ id: made.id, status: 'RECEIVED' })).status).toBe('RECEIVED');
    expect(await batchesNamed(DNS, 'CR-HALF')).toEqual(['2.5/2.5']);
    for (const numberOfPacks of [0.1234567, 1 / 3])
      expect(['BAD_USER_INPUT', 'StockQuantityOutOfRange']).toContain(
        await typeOf(byHand({ numberOfPacks })),
      );
    for (const packSize of [0.0001, 1.23456, 0, -10, 1e300, 1_000_001])
      expect(['BAD_USER_INPUT', 'StockQuantityOutOfRange', 'InvalidStockPackSize']).toContain(
        await typeOf(byHand({ packSize })),
      );
    await ledgerClean();
  });

  it('refuses expiry dates that are no day of the calendar', async () => {
    for (const expiryDate of ['2028-02-30', '2027-02-29', '2028-13-01', '2028-00-10', '28-01-31'])
      expect(['BAD_USER_INPUT', 'InvalidExpiryDate'], expiryDate).toContain(
        await typeOf(byHand({ expiryDate })),
      );
    // A leap day is a day; no expiry at all is a batch that does not expire.
    expect(await typeOf(byHand({ expiryDate: '2028-02-29' }))).toBe('InvoiceNode');
    expect(await typeOf(byHand({ batch: 'CR-NOEXP', expiryDate: null }))).toBe('InvoiceNode');
  });

  it('takes nothing of another store, another item or another kind of reason', async () => {
    const khcShelf = await givenLocation(h.deps, { store: 'KHC', code: 'KHC-SHELF' });
    expect(await typeOf(byHand({ locationId: khcShelf }))).toBe('RecordNotFound');
    // An item the store does not see is as unknown as one that does not exist.
    const stockItems = await h.deps.db
      .selectFrom('item')
      .select('id')
      .where('type', '=', 'STOCK')
      .orderBy('id')
      .execute();
    // The health centre's master lists leave out some of what the district holds.
    const seen = await visibleItemIds(
      h.deps.db,
      h.deps.dialect,
      KHC,
      stockItems.map((i) => i.id),
    );
    const hidden = stockItems.find((i) => !seen.has(i.id));
    expect(hidden).toBeDefined();
    expect(await typeOf(byHand({ itemId: hidden?.id }), KHC)).toBe('RecordNotFound');
    expect(await typeOf(byHand({ itemId: uuidv7() }))).toBe('RecordNotFound');
    // A line of another store's shipment is not a line this return can bring back.
    const khcOut = await mutate('storekeeper', 'insertOutboundShipment', {
      storeId: KHC,
      input: { id: uuidv7(), otherPartyId: CUSTOMER },
    });
    expect(
      await typeOf({
        id: uuidv7(),
        outboundShipmentLineId: khcOut.id,
        numberOfPacks: 1,
        reasonId: DAMAGED,
      }),
    ).toBe('RecordNotFound');
    const adjustment = await givenReason(h.deps, 'POSITIVE_INVENTORY_ADJUSTMENT', 'Found');
    expect(await typeOf(byHand({ reasonId: adjustment }))).toBe('WrongReasonType');
    // An unknown reason answers as any unknown record.
    expect(await typeOf(byHand({ reasonId: uuidv7() }))).toBe('RecordNotFound');
    expect(await typeOf(byHand({ itemVariantId: uuidv7() }))).toBe('RecordNotFound');
    // Another store's return is not found here, and its lines are left as they were.
    const atKhc = await insertReturn({ lines: [byHand({ numberOfPacks: 3 })] }, 'storekeeper', KHC);
    expect((await setLines(atKhc.id, [byHand({ numberOfPacks: 9 })])).error?.__typename).toBe(
      'RecordNotFound',
    );
    const khcLines = await api.doc('storekeeper', 'customerReturn', KHC, atKhc.id);
    expect(khcLines?.lines.map((l) => l.numberOfPacks)).toEqual([3]);
  });

  it('zero packs are kept while new and removed when it moves on; the rest comes in', async () => {
    const made = await insertReturn({
      lines: [byHand({ batch: 'CR-KEEP' }), byHand({ batch: 'CR-NONE', numberOfPacks: 0 })],
    });
    expect(made.lines.map((l) => l.numberOfPacks).sort()).toEqual([0, 5]);
    const received = await update({ id: made.id, status: 'RECEIVED' });
    expect(received.lines.map((l) => l.batch)).toEqual(['CR-KEEP']);
    expect(await batchesNamed(DNS, 'CR-KEEP')).toEqual(['5/5']);
    expect(await batchesNamed(DNS, 'CR-NONE')).toEqual([]);
    await ledgerClean();
  });

  it('refuses hostile numbers and leaves nothing behind', async () => {
    for (const numberOfPacks of [-0.5, -1e300, 1e300, 1e9, Number.MAX_SAFE_INTEGER])
      expect(
        ['BAD_USER_INPUT', 'StockQuantityOutOfRange', 'NumberOfPacksBelowZero'],
        String(numberOfPacks),
      ).toContain(await typeOf(byHand({ numberOfPacks })));
    for (const text of ['NaN', 'Infinity', '5'])
      expect(await typeOf(byHand({ numberOfPacks: text }))).toBe('BAD_USER_INPUT');
    await noReturnMade();
  });
});

describe('consumption is net of customer returns (decision 6)', () => {
  it('an outbound of 4 packs less a return of 3 consumes 1 pack', async () => {
    const out = await shipped(4);
    const stats = async () =>
      (
        await api.query<{ stats: { consumedUnits: number } }>(
          'storekeeper',
          `query($s: String!, $i: String!) { r: item(storeId: $s, id: $i) {
            ... on ItemNode { stats { consumedUnits } } } }`,
          { s: DNS, i: AMOX },
        )
      ).stats.consumedUnits;
    const before = await stats();
    await insertReturn({ outboundShipmentId: out.shipment, lines: [back(out.line, 3)] });
    // 3 packs of 100 units came back.
    expect(before - (await stats())).toBe(300);
  });
});

describe('who and which', () => {
  it('a viewer reads but cannot change; ids of another store or kind are not found', async () => {
    const made = await insertReturn({ lines: [byHand()] });
    const asViewer = await raw('viewer', 'updateCustomerReturn', {
      storeId: DNS,
      input: { id: made.id, comment: 'x' },
    });
    expect(asViewer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const list = await api.query<{ totalCount: number }>(
      'viewer',
      `query($s: String!) { r: customerReturns(storeId: $s) { totalCount } }`,
      { s: DNS },
    );
    expect(list.totalCount).toBe(1);
    const atKhc = await insertReturn({ lines: [byHand()] }, 'storekeeper', KHC);
    expect((await update({ id: atKhc.id, status: 'RECEIVED' })).error?.__typename).toBe(
      'RecordNotFound',
    );
    expect((await setLines(atKhc.id, [])).error?.__typename).toBe('RecordNotFound');
    const supplierReturn = await mutate('storekeeper', 'insertSupplierReturn', {
      storeId: DNS,
      input: { id: uuidv7(), otherPartyId: demoId('name:SUP-UNICEF') },
    });
    expect((await update({ id: supplierReturn.id, comment: 'x' })).error?.__typename).toBe(
      'RecordNotFound',
    );
    const del = await mutate('storekeeper', 'deleteCustomerReturn', {
      storeId: DNS,
      id: supplierReturn.id,
    });
    expect(del.error?.__typename).toBe('RecordNotFound');
    expect(await api.doc('storekeeper', 'customerReturn', DNS, supplierReturn.id)).toBeNull();
  });

  it('two returns of one shipment line at once never bring back more than it issued', async () => {
    const out = await shipped(4);
    const [one, two] = await Promise.all([
      insertReturn({ outboundShipmentId: out.shipment, lines: [back(out.line, 3)] }),
      insertReturn({ outboundShipmentId: out.shipment, lines: [back(out.line, 3)] }),
    ]);
    expect([one.__typename, two.__typename].sort()).toEqual([
      'InvoiceMutationError',
      'InvoiceNode',
    ]);
    expect([one.error?.__typename, two.error?.__typename]).toContain('ReturnExceedsIssuedQuantity');
    expect((await batchesNamed(DNS, 'CR-OUT')).sort()).toEqual(['3/3', '6/6']);
    await ledgerClean();
  });

  it('the same insert twice at once makes one return and one batch', async () => {
    const out = await shipped(4);
    const input = {
      id: uuidv7(),
      otherPartyId: CUSTOMER,
      outboundShipmentId: out.shipment,
      lines: [back(out.line, 2)],
    };
    const [one, two] = await Promise.all([
      mutate('storekeeper', 'insertCustomerReturn', { storeId: DNS, input }),
      mutate('storekeeper', 'insertCustomerReturn', { storeId: DNS, input }),
    ]);
    expect([one.id, two.id]).toEqual([input.id, input.id]);
    expect(await batchesNamed(DNS, 'CR-OUT')).toEqual(expect.arrayContaining(['6/6', '2/2']));
    expect(await batchesNamed(DNS, 'CR-OUT')).toHaveLength(2);
    await ledgerClean();
  });
});
