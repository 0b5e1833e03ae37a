// The shipment rules (status changes and the stock they move, issuing an item, the stock-out
// and stock-in lines) on cases the shipments' API tests did not pin: each asserts what
// DOCUMENTS.md (0.4, 1.2 to 1.5, 2.2, 12) and spec section 5 say, through the real HTTP
// handler, on both databases. The few paths no request reaches yet (a processor's move, a
// prescription's cancellation) are driven through the status service itself.
import { uuidv7 } from '@dawa/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../src/common/result';
import { inTransaction } from '../src/db/transaction';
import { demoId } from '../src/demo/ids';
import { insertInvoice } from '../src/modules/invoices/invoice.repository';
import { isItemVisible } from '../src/modules/items/item.list';
import { applyStockInFields } from '../src/modules/invoices/inbound-shipment/stock-in-line';
import { insertLines, lockInvoice } from '../src/modules/invoices/kit/document.repository';
import type { InvoiceLine } from '../src/modules/invoices/kit/document.types';
import { changeStockOfLines } from '../src/modules/invoices/kit/line-stock';
import { changeStatus } from '../src/modules/invoices/kit/status.service';
import { issueOutboundShipmentItem } from '../src/modules/invoices/outbound-shipment/issue-item';
import { findLedgerDisagreements } from '../src/modules/stock/ledger.repository';
import { lockStockForMovement } from '../src/modules/stock/stock-movement.service';
import { actingIn, givenLocation, givenStockLine, itemId, vvmStatusId } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';

const DNS = storeId('DNS');
const KHC = storeId('KHC');
const CUSTOMER = demoId('name:KHC');
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

type Line = InvoiceLine;

/** A line as the services hold it: no batch, no location, one pack of one at 1. */
function invoiceLine(
  fields: Pick<InvoiceLine, 'type' | 'itemId' | 'itemName' | 'itemCode'> & Partial<InvoiceLine>,
): InvoiceLine {
  return {
    id: uuidv7(),
    invoiceId: uuidv7(),
    stockLineId: null,
    batch: null,
    expiryDate: null,
    packSize: 1,
    numberOfPacks: 1,
    costPricePerPack: 1,
    sellPricePerPack: 1,
    totalBeforeTax: 1,
    totalAfterTax: 1,
    taxPercentage: null,
    locationId: null,
    note: null,
    reasonOptionId: null,
    shippedNumberOfPacks: null,
    shippedPackSize: null,
    donorId: null,
    vvmStatusId: null,
    itemVariantId: null,
    ...fields,
  };
}
interface Answer {
  __typename: string;
  id?: string;
  status?: string;
  lines?: Line[];
  error?: { __typename: string; lineIds?: string; lineId?: string };
  [key: string]: unknown;
}

const LINE_FIELDS = `id type stockLineId itemName itemCode batch expiryDate packSize numberOfPacks
  costPricePerPack sellPricePerPack totalBeforeTax totalAfterTax shippedNumberOfPacks
  shippedPackSize locationId donorId vvmStatusId note`;
const ERROR = `... on InvoiceMutationError { error { __typename
  ... on CanOnlyChangeToAllocatedWhenNoUnallocatedLines { lineIds }
  ... on InvoiceLineHasNoStockLine { lineId } } }`;
const DOC = `__typename ... on InvoiceNode { id status allocatedDatetime pickedDatetime
  shippedDatetime deliveredDatetime receivedDatetime lines { ${LINE_FIELDS} } } ${ERROR}`;
const LINE = `__typename ... on InvoiceLineNode { ${LINE_FIELDS} } ${ERROR}`;

/** A mutation of DNS (or `store`) taking `input`, as the storekeeper. */
async function mutate(field: string, input: unknown, fields: string, store = DNS): Promise<Answer> {
  const inputType = `${field.charAt(0).toUpperCase()}${field.slice(1)}Input`;
  const as = await h.as('storekeeper');
  const res = await as<{ r: Answer }>(
    `mutation($s: String!, $i: ${inputType}!) { r: ${field}(storeId: $s, input: $i) { ${fields} } }`,
    { s: store, i: input },
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data?.r as Answer;
}

const newShipment = async () =>
  (await mutate('insertOutboundShipment', { id: uuidv7(), otherPartyId: CUSTOMER }, DOC)).id!;
const newReceipt = async () =>
  (await mutate('insertInboundShipment', { id: uuidv7(), otherPartyId: SUPPLIER }, DOC)).id!;
const shipmentStatus = (id: string, status: string) =>
  mutate('updateOutboundShipment', { id, status }, DOC);
const receiptStatus = (id: string, status: string) =>
  mutate('updateInboundShipment', { id, status }, DOC);
const addOut = (invoiceId: string, stockLineId: string, numberOfPacks: number) =>
  mutate(
    'insertOutboundShipmentLine',
    { id: uuidv7(), invoiceId, stockLineId, numberOfPacks },
    LINE,
  );
const addIn = (invoiceId: string, fields: Record<string, unknown>) =>
  mutate(
    'insertInboundShipmentLine',
    {
      id: uuidv7(),
      invoiceId,
      itemId: itemId('PARA500T'),
      packSize: 1,
      numberOfPacks: 1,
      ...fields,
    },
    LINE,
  );
const updateIn = (input: Record<string, unknown>) =>
  mutate('updateInboundShipmentLine', input, LINE);

async function packs(stockLineId: string): Promise<string> {
  const row = await h.deps.db
    .selectFrom('stock_line')
    .select(['total_number_of_packs', 'available_number_of_packs'])
    .where('id', '=', stockLineId)
    .executeTakeFirstOrThrow();
  return `${Number(row.total_number_of_packs)}/${Number(row.available_number_of_packs)}`;
}

async function lineIdsOf(invoiceId: string): Promise<string[]> {
  const rows = await h.deps.db
    .selectFrom('invoice_line')
    .select('id')
    .where('invoice_id', '=', invoiceId)
    .execute();
  return rows.map((r) => r.id);
}

async function setPackToOne(value: boolean, store = DNS) {
  await h.deps.db
    .updateTable('store_preference')
    .set({ pack_to_one: value })
    .where('store_id', '=', store)
    .execute();
}

describe('a stock-in line (DOCUMENTS.md 2.2)', () => {
  it('refuses each field it cannot keep, with that field’s error', async () => {
    await setPackToOne(false);
    const receipt = await newReceipt();
    const refused = async (fields: Record<string, unknown>) =>
      (await addIn(receipt, fields)).error?.__typename;
    expect(await refused({ packSize: 0 })).toBe('InvalidStockPackSize');
    expect(await refused({ packSize: -1 })).toBe('InvalidStockPackSize');
    expect(await refused({ numberOfPacks: -0.5 })).toBe('NumberOfPacksBelowZero');
    expect(await refused({ costPricePerPack: -0.01 })).toBe('InvalidStockPrice');
    expect(await refused({ sellPricePerPack: -0.01 })).toBe('InvalidStockPrice');
    expect(await refused({ expiryDate: '2030-02-30' })).toBe('InvalidExpiryDate');
    expect(await refused({ locationId: uuidv7() })).toBe('RecordNotFound');
    // A supplier that does not donate is not a donor.
    expect(await refused({ donorId: SUPPLIER })).toBe('OtherPartyNotFound');
    expect(await refused({ donorId: uuidv7() })).toBe('OtherPartyNotFound');
    expect(await refused({ vvmStatusId: uuidv7() })).toBe('RecordNotFound');
    expect(await refused({ itemVariantId: uuidv7() })).toBe('RecordNotFound');
    expect(await lineIdsOf(receipt)).toEqual([]);
  });

  it('keeps every field it is given, and an update changes only the fields it names', async () => {
    await setPackToOne(false);
    const receipt = await newReceipt();
    const shelf = await givenLocation(h.deps, { code: 'SHELF-1' });
    const line = await addIn(receipt, {
      batch: 'R-7',
      expiryDate: '2031-03-31',
      packSize: 4,
      numberOfPacks: 6,
      costPricePerPack: 2.5,
      sellPricePerPack: 3.25,
      locationId: shelf,
      donorId: DONOR,
      vvmStatusId: vvmStatusId(1),
      note: 'cold chain',
    });
    const given = {
      type: 'STOCK_IN',
      batch: 'R-7',
      expiryDate: '2031-03-31',
      packSize: 4,
      numberOfPacks: 6,
      costPricePerPack: 2.5,
      sellPricePerPack: 3.25,
      // A receipt is valued at cost (6 x 2.5).
      totalBeforeTax: 15,
      totalAfterTax: 15,
      locationId: shelf,
      donorId: DONOR,
      vvmStatusId: vvmStatusId(1),
      note: 'cold chain',
    };
    expect(line).toMatchObject(given);
    // Only the number of packs named: the rest stays, the totals follow.
    const more = await updateIn({ id: line.id, numberOfPacks: 8 });
    expect(more).toMatchObject({
      ...given,
      numberOfPacks: 8,
      totalBeforeTax: 20,
      totalAfterTax: 20,
    });
    const each = [
      { batch: 'R-8' },
      { expiryDate: '2032-01-31' },
      { packSize: 5 },
      { costPricePerPack: 1 },
      { sellPricePerPack: 9 },
      { note: 'moved' },
      { vvmStatusId: vvmStatusId(2) },
    ];
    let expected: Record<string, unknown> = { ...given, numberOfPacks: 8 };
    for (const change of each) {
      expected = { ...expected, ...change };
      const cost = Number(expected.costPricePerPack) * Number(expected.numberOfPacks);
      expect(await updateIn({ id: line.id, ...change })).toMatchObject({
        ...expected,
        totalBeforeTax: cost,
        totalAfterTax: cost,
      });
    }
    // Null clears what may be empty.
    const cleared = await updateIn({
      id: line.id,
      batch: null,
      expiryDate: null,
      locationId: null,
      donorId: null,
      vvmStatusId: null,
      note: null,
    });
    expect(cleared).toMatchObject({
      batch: null,
      expiryDate: null,
      locationId: null,
      donorId: null,
      vvmStatusId: null,
      note: null,
      packSize: 5,
      numberOfPacks: 8,
    });
  });

  it('takes an item variant of the line’s own item only, and clears it with null', async () => {
    await setPackToOne(false);
    const admin = await h.as('admin');
    const variant = async (item: string) => {
      const id = uuidv7();
      const res = await admin(
        `mutation($s: String!, $i: ItemVariantInput!) { upsertItemVariant(storeId: $s, input: $i) { __typename } }`,
        { s: DNS, i: { id, itemId: itemId(item), name: `${item} variant` } },
      );
      expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
      return id;
    };
    const own = await variant('PARA500T');
    const other = await variant('AMOX250T');
    const receipt = await newReceipt();
    expect((await addIn(receipt, { itemVariantId: other })).error?.__typename).toBe(
      'RecordNotFound',
    );
    const line = await addIn(receipt, { itemVariantId: own });
    expect(line.__typename).toBe('InvoiceLineNode');
    const variantOf = async () =>
      (
        await h.deps.db
          .selectFrom('invoice_line')
          .select('item_variant_id')
          .where('id', '=', line.id!)
          .executeTakeFirstOrThrow()
      ).item_variant_id;
    expect(await variantOf()).toBe(own);
    await updateIn({ id: line.id, note: 'kept' });
    expect(await variantOf()).toBe(own);
    expect((await updateIn({ id: line.id, itemVariantId: null })).__typename).toBe(
      'InvoiceLineNode',
    );
    expect(await variantOf()).toBeNull();
  });

  it('a store counting in units keeps a line of packs of one as it is', async () => {
    await setPackToOne(true);
    const receipt = await newReceipt();
    const line = await addIn(receipt, { packSize: 1, numberOfPacks: 7, costPricePerPack: 2 });
    expect(line).toMatchObject({
      packSize: 1,
      numberOfPacks: 7,
      costPricePerPack: 2,
      totalBeforeTax: 14,
    });
    const packsOf4 = await addIn(receipt, {
      batch: 'R-4',
      packSize: 4,
      numberOfPacks: 3,
      costPricePerPack: 10,
      sellPricePerPack: 12,
    });
    expect(packsOf4).toMatchObject({
      packSize: 1,
      numberOfPacks: 12,
      costPricePerPack: 2.5,
      sellPricePerPack: 3,
      totalBeforeTax: 30,
      // A receipt made by hand was shipped by no one: nothing to convert.
      shippedNumberOfPacks: null,
      shippedPackSize: null,
    });
  });
});

describe('receiving (DOCUMENTS.md 2.2, 12 scenario 18)', () => {
  it('makes each line with packs a stock line of the store holding what the line says', async () => {
    await setPackToOne(false);
    const receipt = await newReceipt();
    const shelf = await givenLocation(h.deps, { code: 'SHELF-2' });
    const line = await addIn(receipt, {
      batch: 'R-9',
      expiryDate: '2031-05-31',
      packSize: 10,
      numberOfPacks: 3,
      costPricePerPack: 4,
      sellPricePerPack: 5,
      locationId: shelf,
      donorId: DONOR,
      vvmStatusId: vvmStatusId(2),
    });
    const received = await receiptStatus(receipt, 'RECEIVED');
    expect(received.status).toBe('RECEIVED');
    expect(received.receivedDatetime).not.toBeNull();
    const [kept] = received.lines ?? [];
    expect(kept?.id).toBe(line.id);
    expect(kept?.stockLineId).not.toBeNull();
    const stock = await h.deps.db
      .selectFrom('stock_line')
      .selectAll()
      .where('id', '=', kept?.stockLineId ?? '')
      .executeTakeFirstOrThrow();
    expect({
      store: stock.store_id,
      item: stock.item_id,
      batch: stock.batch,
      expiry: String(stock.expiry_date).slice(0, 10),
      packSize: Number(stock.pack_size),
      total: Number(stock.total_number_of_packs),
      available: Number(stock.available_number_of_packs),
      cost: Number(stock.cost_price_per_pack),
      sell: Number(stock.sell_price_per_pack),
      location: stock.location_id,
      onHold: Boolean(stock.on_hold),
      donor: stock.donor_id,
      supplier: stock.supplier_id,
      vvm: stock.vvm_status_id,
    }).toEqual({
      store: DNS,
      item: itemId('PARA500T'),
      batch: 'R-9',
      expiry: '2031-05-31',
      packSize: 10,
      total: 3,
      available: 3,
      cost: 4,
      sell: 5,
      location: shelf,
      onHold: false,
      donor: DONOR,
      supplier: SUPPLIER,
      vvm: vvmStatusId(2),
    });
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });
});

describe('a stock-out line (DOCUMENTS.md 1.3)', () => {
  it('carries the batch’s details and prices, what is shipped equal to what is issued', async () => {
    const shelf = await givenLocation(h.deps, { code: 'SHELF-3' });
    const a = await givenStockLine(h.deps, {
      item: 'PARA500T',
      packs: 10,
      packSize: 20,
      batch: 'OUT-1',
      expiryDate: '2030-07-31',
      locationId: shelf,
      vvmStatusId: vvmStatusId(1),
    });
    const shipment = await newShipment();
    const line = await addOut(shipment, a.id, 4);
    const item = await h.deps.db
      .selectFrom('item')
      .select(['name', 'code'])
      .where('id', '=', itemId('PARA500T'))
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({
      type: 'STOCK_OUT',
      stockLineId: a.id,
      itemName: item.name,
      itemCode: item.code,
      batch: 'OUT-1',
      expiryDate: '2030-07-31',
      packSize: 20,
      numberOfPacks: 4,
      costPricePerPack: 2.5,
      sellPricePerPack: 3,
      // Valued at the sell price: 4 x 3.
      totalBeforeTax: 12,
      totalAfterTax: 12,
      shippedNumberOfPacks: 4,
      shippedPackSize: 20,
      locationId: shelf,
      vvmStatusId: vvmStatusId(1),
    });
  });
});

describe('issuing a quantity of an item (DOCUMENTS.md 1.4, 1.5 B)', () => {
  const ISSUED = `__typename ... on IssuedItemNode { allocatedUnits placeholderUnits
    lines { type stockLineId numberOfPacks } } ${ERROR}`;
  const issue = (invoiceId: string, item: string, quantity: number) =>
    mutate('issueOutboundShipmentItem', { invoiceId, itemId: itemId(item), quantity }, ISSUED);

  it('refuses a quantity below zero, another kind of document, an unknown item', async () => {
    const shipment = await newShipment();
    expect((await issue(shipment, 'PARA500T', -1)).error?.__typename).toBe(
      'NumberOfPacksBelowZero',
    );
    const receipt = await newReceipt();
    expect((await issue(receipt, 'PARA500T', 1)).error?.__typename).toBe('RecordNotFound');
    expect(
      (
        await mutate(
          'issueOutboundShipmentItem',
          { invoiceId: shipment, itemId: uuidv7(), quantity: 1 },
          ISSUED,
        )
      ).error?.__typename,
    ).toBe('RecordNotFound');
  });

  it('skips a batch in a location on hold and one with an unusable VVM status', async () => {
    const held = await givenLocation(h.deps, { code: 'HELD', onHold: true });
    const inHeld = await givenStockLine(h.deps, {
      item: 'PARA500T',
      packs: 5,
      packSize: 1,
      batch: 'H',
      expiryDate: '2090-01-31',
      locationId: held,
    });
    const unusable = await givenStockLine(h.deps, {
      item: 'PARA500T',
      packs: 5,
      packSize: 1,
      batch: 'V',
      expiryDate: '2090-02-28',
      vvmStatusId: vvmStatusId(4),
    });
    const good = await givenStockLine(h.deps, {
      item: 'PARA500T',
      packs: 5,
      packSize: 1,
      batch: 'G',
      expiryDate: '2090-03-31',
    });
    const shipment = await newShipment();
    const issued = await issue(shipment, 'PARA500T', 3);
    expect(issued.lines).toEqual([{ type: 'STOCK_OUT', stockLineId: good.id, numberOfPacks: 3 }]);
    expect([await packs(inHeld.id), await packs(unusable.id), await packs(good.id)]).toEqual([
      '5/5',
      '5/5',
      '5/2',
    ]);
  });

  it('re-issues from the packs its own lines hold; a placeholder follows the shortfall and goes at none', async () => {
    const a = await givenStockLine(h.deps, {
      item: 'PARA500T',
      packs: 4,
      packSize: 1,
      batch: 'A',
      expiryDate: '2090-01-31',
    });
    const shipment = await newShipment();
    let issued = await issue(shipment, 'PARA500T', 6);
    expect(issued.lines).toEqual([
      { type: 'STOCK_OUT', stockLineId: a.id, numberOfPacks: 4 },
      { type: 'UNALLOCATED_STOCK', stockLineId: null, numberOfPacks: 2 },
    ]);
    expect(await packs(a.id)).toBe('4/0');
    // The batch's 4 packs are all on this shipment: asking for 7 finds them again.
    issued = await issue(shipment, 'PARA500T', 7);
    expect(issued.lines).toEqual([
      { type: 'STOCK_OUT', stockLineId: a.id, numberOfPacks: 4 },
      { type: 'UNALLOCATED_STOCK', stockLineId: null, numberOfPacks: 3 },
    ]);
    issued = await issue(shipment, 'PARA500T', 3);
    expect(issued.lines).toEqual([{ type: 'STOCK_OUT', stockLineId: a.id, numberOfPacks: 3 }]);
    expect(await packs(a.id)).toBe('4/1');
    issued = await issue(shipment, 'PARA500T', 5);
    expect(issued.lines).toEqual([
      { type: 'STOCK_OUT', stockLineId: a.id, numberOfPacks: 4 },
      { type: 'UNALLOCATED_STOCK', stockLineId: null, numberOfPacks: 1 },
    ]);
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });

  it('answers the item’s batches first and its placeholder last, whichever was written first', async () => {
    const shipment = await newShipment();
    // Nothing in stock yet: all of it goes to the placeholder.
    expect((await issue(shipment, 'PARA500T', 6)).lines).toEqual([
      { type: 'UNALLOCATED_STOCK', stockLineId: null, numberOfPacks: 6 },
    ]);
    const a = await givenStockLine(h.deps, {
      item: 'PARA500T',
      packs: 2,
      packSize: 1,
      batch: 'A',
      expiryDate: '2090-01-31',
    });
    const b = await givenStockLine(h.deps, {
      item: 'PARA500T',
      packs: 2,
      packSize: 1,
      batch: 'B',
      expiryDate: '2090-02-28',
    });
    const issued = await issue(shipment, 'PARA500T', 6);
    expect(issued.lines?.at(-1)).toEqual({
      type: 'UNALLOCATED_STOCK',
      stockLineId: null,
      numberOfPacks: 2,
    });
    expect(
      issued.lines
        ?.slice(0, 2)
        .map((l) => l.stockLineId)
        .sort(),
    ).toEqual([a.id, b.id].sort());
  });

  it('after NEW: no placeholder for a shortfall, a batch may not drop to zero, a picked shipment moves the shelf', async () => {
    const a = await givenStockLine(h.deps, {
      item: 'PARA500T',
      packs: 5,
      packSize: 1,
      batch: 'A',
      expiryDate: '2090-01-31',
    });
    const b = await givenStockLine(h.deps, {
      item: 'PARA500T',
      packs: 5,
      packSize: 1,
      batch: 'B',
      expiryDate: '2090-02-28',
    });
    const shipment = await newShipment();
    await issue(shipment, 'PARA500T', 2);
    expect((await shipmentStatus(shipment, 'PICKED')).status).toBe('PICKED');
    expect(await packs(a.id)).toBe('3/3');
    const more = await issue(shipment, 'PARA500T', 12);
    expect(more.lines).toEqual([
      { type: 'STOCK_OUT', stockLineId: a.id, numberOfPacks: 5 },
      { type: 'STOCK_OUT', stockLineId: b.id, numberOfPacks: 5 },
    ]);
    expect(more.placeholderUnits).toBe(0);
    expect([await packs(a.id), await packs(b.id)]).toEqual(['0/0', '0/0']);
    expect((await issue(shipment, 'PARA500T', 4)).error?.__typename).toBe(
      'CanOnlyZeroQuantityInNew',
    );
    expect([await packs(a.id), await packs(b.id)]).toEqual(['0/0', '0/0']);
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });
});

describe('status changes and their stock, once per move (DOCUMENTS.md 0.4, 12)', () => {
  const ctx = () => actingIn(h.deps, DNS);

  /** Moves a document through the status service itself, as `by`. */
  const move = (invoiceId: string, to: string, by: 'USER' | 'PROCESSOR' = 'USER') =>
    inTransaction(h.deps.db, async (trx) => {
      const invoice = await lockInvoice(trx, h.deps.dialect, DNS, invoiceId);
      if (!invoice) throw new Error(`no document ${invoiceId}`);
      return changeStatus(trx, ctx(), invoice, to as never, by);
    });

  async function setLine(lineId: string, set: Record<string, unknown>) {
    await h.deps.db.updateTable('invoice_line').set(set).where('id', '=', lineId).execute();
  }

  it('refuses leaving NEW while a placeholder holds a quantity, naming only those lines', async () => {
    const a = await givenStockLine(h.deps, { item: 'PARA500T', packs: 10, packSize: 1 });
    const shipment = await newShipment();
    await addOut(shipment, a.id, 2);
    const holding = await mutate(
      'insertOutboundShipmentUnallocatedLine',
      { id: uuidv7(), invoiceId: shipment, itemId: itemId('AMOX250T'), quantity: 3 },
      LINE,
    );
    await mutate(
      'insertOutboundShipmentUnallocatedLine',
      { id: uuidv7(), invoiceId: shipment, itemId: itemId('PARA500T'), quantity: 0 },
      LINE,
    );
    const refused = await shipmentStatus(shipment, 'ALLOCATED');
    expect(refused.error).toEqual({
      __typename: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines',
      lineIds: holding.id,
    });
  });

  it('leaving NEW keeps a receipt line the sender shipped that none came of, drops other empty lines', async () => {
    await setPackToOne(false);
    const receipt = await newReceipt();
    const came = await addIn(receipt, { batch: 'CAME', numberOfPacks: 2 });
    const shippedNone = await addIn(receipt, { batch: 'SHIPPED-NONE', numberOfPacks: 0 });
    const empty = await addIn(receipt, { batch: 'EMPTY', numberOfPacks: 0 });
    // What a transfer writes: the supplier said 5 were shipped.
    await setLine(shippedNone.id!, { shipped_number_of_packs: 5, shipped_pack_size: 1 });
    const delivered = await receiptStatus(receipt, 'DELIVERED');
    expect(delivered.status).toBe('DELIVERED');
    expect(delivered.lines?.map((l) => l.id).sort()).toEqual([came.id, shippedNone.id].sort());
    expect(empty.id).toBeDefined();
    const received = await receiptStatus(receipt, 'RECEIVED');
    // Only the line with packs becomes stock.
    expect(received.lines?.filter((l) => l.stockLineId !== null).map((l) => l.id)).toEqual([
      came.id,
    ]);
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });

  it('a user cannot move a document with nothing in it; the transfer processor can', async () => {
    const receipt = await newReceipt();
    await addIn(receipt, { numberOfPacks: 0 });
    expect((await receiptStatus(receipt, 'DELIVERED')).error?.__typename).toBe(
      'CannotChangeStatusWithoutLines',
    );
    const moved = await move(receipt, 'PICKED', 'PROCESSOR');
    expect(moved.ok && moved.value.status).toBe('PICKED');
    expect(await lineIdsOf(receipt)).toEqual([]);
  });

  it('refuses to issue a stock-out line that names no batch, moving nothing', async () => {
    const a = await givenStockLine(h.deps, { item: 'PARA500T', packs: 10, packSize: 1 });
    const shipment = await newShipment();
    const line = await addOut(shipment, a.id, 3);
    await setLine(line.id!, { stock_line_id: null });
    expect((await shipmentStatus(shipment, 'PICKED')).error).toEqual({
      __typename: 'InvoiceLineHasNoStockLine',
      lineId: line.id,
    });
    expect(await packs(a.id)).toBe('10/7');
  });

  it('stamps every status it passes with the one instant of the move, and no other', async () => {
    const a = await givenStockLine(h.deps, { item: 'PARA500T', packs: 10, packSize: 1 });
    const shipment = await newShipment();
    await addOut(shipment, a.id, 1);
    const allocated = await shipmentStatus(shipment, 'ALLOCATED');
    expect(allocated.allocatedDatetime).not.toBeNull();
    expect(allocated.pickedDatetime).toBeNull();
    const shipped = await shipmentStatus(shipment, 'SHIPPED');
    expect(shipped.allocatedDatetime).toBe(allocated.allocatedDatetime);
    expect(shipped.pickedDatetime).not.toBeNull();
    expect(shipped.shippedDatetime).toBe(shipped.pickedDatetime);
    expect(shipped.deliveredDatetime).toBeNull();
    // The ledger rows of the issue carry that same instant.
    const [row] = await h.deps.db
      .selectFrom('stock_movement')
      .select('datetime')
      .where('invoice_id', '=', shipment)
      .execute();
    expect(new Date(String(row?.datetime)).toISOString()).toBe(shipped.pickedDatetime);
  });

  it('a cancelled prescription gives back what it issued, once (spec 001 section 5)', async () => {
    const a = await givenStockLine(h.deps, { item: 'PARA500T', packs: 10, packSize: 1 });
    const prescriptionId = uuidv7();
    const lineId = uuidv7();
    const now = h.deps.clock();
    await inTransaction(h.deps.db, async (trx) => {
      await insertInvoice(
        trx,
        {
          id: prescriptionId,
          storeId: DNS,
          nameId: CUSTOMER,
          type: 'PRESCRIPTION',
          status: 'NEW',
          userId: null,
          comment: null,
          createdDatetime: now.toISOString(),
          verifiedDatetime: null,
        },
        [
          {
            id: lineId,
            type: 'STOCK_OUT',
            invoiceId: prescriptionId,
            itemId: a.itemId,
            stockLineId: a.id,
            batch: a.batch,
            expiryDate: a.expiryDate,
            packSize: 1,
            numberOfPacks: 3,
            costPricePerPack: 2.5,
            sellPricePerPack: 3,
            reasonOptionId: null,
            locationId: null,
            note: null,
          },
        ],
        now,
      );
      const invoice = await lockInvoice(trx, h.deps.dialect, DNS, prescriptionId);
      const locked = await lockStockForMovement(trx, ctx(), [a.id]);
      // The line reserves its packs as it is written (DOCUMENTS.md 0.4).
      return changeStockOfLines(
        trx,
        ctx(),
        invoice!,
        [{ stockLineId: a.id, invoiceLineId: lineId, packsOut: 3 }],
        locked,
      );
    });
    expect(await packs(a.id)).toBe('10/7');
    expect((await move(prescriptionId, 'PICKED')).ok).toBe(true);
    expect(await packs(a.id)).toBe('7/7');
    expect((await move(prescriptionId, 'VERIFIED')).ok).toBe(true);
    expect(await packs(a.id)).toBe('7/7');
    const cancelled = await move(prescriptionId, 'CANCELLED');
    expect(cancelled.ok && cancelled.value.cancelledDatetime).not.toBeNull();
    expect(await packs(a.id)).toBe('10/10');
    expect((await move(prescriptionId, 'CANCELLED')).ok).toBe(true);
    expect(await packs(a.id)).toBe('10/10');
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });
});

describe('what a shipment may be given (DOCUMENTS.md 1.2, 1.4)', () => {
  const ISSUED = `__typename ... on IssuedItemNode { allocatedUnits } ${ERROR}`;
  const issueById = (invoiceId: string, item: string, quantity: number) =>
    mutate('issueOutboundShipmentItem', { invoiceId, itemId: item, quantity }, ISSUED);

  /** The first item of `types` that DNS sees. */
  async function firstItem(types: string[]): Promise<string> {
    const items = await h.deps.db
      .selectFrom('item')
      .select('id')
      .where('type', 'in', types)
      .orderBy('code')
      .execute();
    for (const { id } of items)
      if (await isItemVisible(h.deps.db, h.deps.dialect, DNS, id)) return id;
    throw new Error(`no ${types.join('/')} item seen by DNS`);
  }

  it('issues only a stock item the store sees, on a shipment still editable', async () => {
    const shipment = await newShipment();
    // An item on no master list of the store is one it does not see.
    const unseen = itemId('AMOX250T');
    await h.deps.db.deleteFrom('master_list_line').where('item_id', '=', unseen).execute();
    expect(await isItemVisible(h.deps.db, h.deps.dialect, DNS, unseen)).toBe(false);
    expect((await issueById(shipment, unseen, 1)).error?.__typename).toBe('RecordNotFound');
    const nonStock = await firstItem(['NON_STOCK', 'SERVICE']);
    expect((await issueById(shipment, nonStock, 1)).error?.__typename).toBe('NotAStockItem');
    const a = await givenStockLine(h.deps, { item: 'PARA500T', packs: 5, packSize: 1 });
    await addOut(shipment, a.id, 1);
    await shipmentStatus(shipment, 'SHIPPED');
    expect((await issueById(shipment, a.itemId, 2)).error?.__typename).toBe('InvoiceIsNotEditable');
    expect(await packs(a.id)).toBe('4/4');
  });

  it('a line edit that changes no packs writes no ledger row, on a picked shipment too', async () => {
    const a = await givenStockLine(h.deps, { item: 'PARA500T', packs: 5, packSize: 1 });
    const shipment = await newShipment();
    const line = await addOut(shipment, a.id, 2);
    await shipmentStatus(shipment, 'PICKED');
    const rows = () =>
      h.deps.db
        .selectFrom('stock_movement')
        .select('number_of_packs')
        .where('invoice_id', '=', shipment)
        .execute();
    expect((await rows()).map((r) => Number(r.number_of_packs))).toEqual([-2]);
    // Nor does the batch change for sync: its counts stay what they were.
    const batchChanges = async () =>
      (
        await h.deps.db
          .selectFrom('changelog')
          .select('cursor')
          .where('table_name', '=', 'stock_line')
          .where('record_id', '=', a.id)
          .execute()
      ).length;
    const changesBefore = await batchChanges();
    const same = await mutate(
      'updateOutboundShipmentLine',
      { id: line.id, numberOfPacks: 2 },
      LINE,
    );
    expect(same.numberOfPacks).toBe(2);
    expect((await rows()).map((r) => Number(r.number_of_packs))).toEqual([-2]);
    expect(await packs(a.id)).toBe('3/3');
    expect(await batchChanges()).toBe(changesBefore);
  });
});

describe('the rules below the API’s own checks', () => {
  const blank = invoiceLine({
    type: 'STOCK_IN',
    itemId: itemId('PARA500T'),
    itemName: 'Paracetamol',
    itemCode: 'PARA500T',
  });

  // The GraphQL edge refuses these first (BAD_USER_INPUT); the services keep LIMITS too, for
  // any other caller, and name the field.
  it('a stock-in line beyond LIMITS names the one field that is out of range', async () => {
    const tooLarge = async (f: Record<string, number>) => {
      const res = await applyStockInFields(h.deps.db, DNS, blank, f, false);
      return res.ok
        ? 'accepted'
        : `${res.error.kind}:${'field' in res.error ? res.error.field : ''}`;
    };
    expect(await tooLarge({ packSize: 2_000_000 })).toBe('QuantityOutOfRange:packSize');
    expect(await tooLarge({ numberOfPacks: 2_000_000_000 })).toBe(
      'QuantityOutOfRange:numberOfPacks',
    );
    expect(await tooLarge({ costPricePerPack: 2e15 })).toBe('QuantityOutOfRange:costPricePerPack');
    expect(await tooLarge({ sellPricePerPack: 2e15 })).toBe('QuantityOutOfRange:sellPricePerPack');
    expect(await tooLarge({ numberOfPacks: 5 })).toBe('accepted');
  });

  it('issuing a quantity beyond LIMITS names the quantity', async () => {
    const shipment = await newShipment();
    const res = await issueOutboundShipmentItem(actingIn(h.deps, DNS), {
      invoiceId: shipment,
      itemId: itemId('PARA500T'),
      quantity: 2_000_000_000,
    });
    expect(res.ok ? 'accepted' : res.error).toMatchObject({
      kind: 'QuantityOutOfRange',
      field: 'quantity',
    });
  });
});

describe('issuing touches the item asked for, and only what changes', () => {
  const ISSUED = `__typename ... on IssuedItemNode { lines { stockLineId numberOfPacks } } ${ERROR}`;
  const issue = (invoiceId: string, item: string, quantity: number) =>
    mutate('issueOutboundShipmentItem', { invoiceId, itemId: itemId(item), quantity }, ISSUED);
  const changelogRows = async () =>
    (await h.deps.db.selectFrom('changelog').select('cursor').execute()).length;

  it('refuses a shipment that does not exist', async () => {
    expect((await issue(uuidv7(), 'PARA500T', 1)).error?.__typename).toBe('RecordNotFound');
  });

  it('leaves the lines of other items alone and answers only this item’s lines', async () => {
    const para = await givenStockLine(h.deps, { item: 'PARA500T', packs: 5, packSize: 1 });
    const amox = await givenStockLine(h.deps, { item: 'AMOX250T', packs: 5, packSize: 1 });
    const shipment = await newShipment();
    const amoxLine = await addOut(shipment, amox.id, 2);
    const issued = await issue(shipment, 'PARA500T', 3);
    expect(issued.lines).toEqual([{ stockLineId: para.id, numberOfPacks: 3 }]);
    const again = await issue(shipment, 'PARA500T', 1);
    expect(again.lines).toEqual([{ stockLineId: para.id, numberOfPacks: 1 }]);
    const rows = await h.deps.db
      .selectFrom('invoice_line')
      .select(['id', 'number_of_packs'])
      .where('invoice_id', '=', shipment)
      .where('stock_line_id', '=', amox.id)
      .execute();
    expect(rows.map((r) => [r.id, Number(r.number_of_packs)])).toEqual([[amoxLine.id, 2]]);
    expect([await packs(para.id), await packs(amox.id)]).toEqual(['5/4', '5/3']);
  });

  it('issuing the same quantity again writes nothing, not even a change for sync', async () => {
    await givenStockLine(h.deps, { item: 'PARA500T', packs: 5, packSize: 1, batch: 'A' });
    const shipment = await newShipment();
    await issue(shipment, 'PARA500T', 3);
    const before = await changelogRows();
    await issue(shipment, 'PARA500T', 3);
    expect(await changelogRows()).toBe(before);
    // With a shortfall on a placeholder too.
    await issue(shipment, 'PARA500T', 8);
    const withPlaceholder = await changelogRows();
    const again = await issue(shipment, 'PARA500T', 8);
    expect(again.lines?.map((l) => l.numberOfPacks)).toEqual([5, 3]);
    expect(await changelogRows()).toBe(withPlaceholder);
  });
});

describe('service lines and the lines a move keeps (DOCUMENTS.md 0.4, 2.1)', () => {
  async function serviceLine(invoiceId: string, numberOfPacks: number): Promise<string> {
    const id = uuidv7();
    const item = await h.deps.db
      .selectFrom('item')
      .select(['id', 'name', 'code'])
      .where('type', '=', 'SERVICE')
      .orderBy('code')
      .executeTakeFirstOrThrow();
    await inTransaction(h.deps.db, async (trx) => {
      await insertLines(
        trx,
        DNS,
        [
          invoiceLine({
            id,
            invoiceId,
            type: 'SERVICE',
            itemId: item.id,
            itemName: item.name,
            itemCode: item.code,
            numberOfPacks,
            costPricePerPack: 10,
            sellPricePerPack: 10,
            totalBeforeTax: 10 * numberOfPacks,
            totalAfterTax: 10 * numberOfPacks,
          }),
        ],
        h.deps.clock(),
      );
      return ok(undefined);
    });
    return id;
  }

  it('a shipment keeps its service lines, charged or not, and issues only its stock', async () => {
    const a = await givenStockLine(h.deps, { item: 'PARA500T', packs: 5, packSize: 1 });
    const shipment = await newShipment();
    const stock = await addOut(shipment, a.id, 2);
    const free = await serviceLine(shipment, 0);
    const charged = await serviceLine(shipment, 1);
    const allocated = await shipmentStatus(shipment, 'ALLOCATED');
    expect(allocated.lines?.map((l) => l.id).sort()).toEqual([stock.id, free, charged].sort());
    const picked = await shipmentStatus(shipment, 'PICKED');
    expect(picked.status).toBe('PICKED');
    expect(await packs(a.id)).toBe('3/3');
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });

  it('a receipt makes stock of its stock-in lines only', async () => {
    await setPackToOne(false);
    const receipt = await newReceipt();
    const line = await addIn(receipt, { numberOfPacks: 4 });
    await serviceLine(receipt, 1);
    const received = await receiptStatus(receipt, 'RECEIVED');
    expect(received.status).toBe('RECEIVED');
    const stock = await h.deps.db
      .selectFrom('stock_line')
      .select('id')
      .where('store_id', '=', DNS)
      .where('supplier_id', '=', SUPPLIER)
      .execute();
    expect(stock.map((s) => s.id)).toEqual([
      received.lines?.find((l) => l.id === line.id)?.stockLineId,
    ]);
  });

  it('after NEW a receipt keeps a line set to no packs; only leaving NEW drops such lines', async () => {
    await setPackToOne(false);
    const receipt = await newReceipt();
    const came = await addIn(receipt, { batch: 'CAME', numberOfPacks: 3 });
    const none = await addIn(receipt, { batch: 'NONE', numberOfPacks: 2 });
    await receiptStatus(receipt, 'DELIVERED');
    expect((await updateIn({ id: none.id, numberOfPacks: 0 })).numberOfPacks).toBe(0);
    const received = await receiptStatus(receipt, 'RECEIVED');
    expect(received.lines?.map((l) => l.id).sort()).toEqual([came.id, none.id].sort());
  });

  it('a receipt a transfer made may be marked shipped by its user; one made by hand may not', async () => {
    const receipt = await newReceipt();
    await addIn(receipt, { numberOfPacks: 1 });
    expect((await receiptStatus(receipt, 'SHIPPED')).error?.__typename).toBe(
      'CannotSetShippedStatusOnManualInboundShipment',
    );
    // What a transfer writes: the receipt names the shipment it mirrors.
    const sent = await newShipment();
    await h.deps.db
      .updateTable('invoice')
      .set({ linked_invoice_id: sent })
      .where('id', '=', receipt)
      .execute();
    expect((await receiptStatus(receipt, 'SHIPPED')).status).toBe('SHIPPED');
  });

  it('a pick the shelf cannot cover is refused whole: the shipment stays as it was', async () => {
    const a = await givenStockLine(h.deps, { item: 'PARA500T', packs: 5, packSize: 1 });
    const shipment = await newShipment();
    await addOut(shipment, a.id, 3);
    // The shelf holds less than the shipment reserved (counted down outside any document).
    await h.deps.db
      .updateTable('stock_line')
      .set({ total_number_of_packs: 2, available_number_of_packs: 0 })
      .where('id', '=', a.id)
      .execute();
    expect((await shipmentStatus(shipment, 'PICKED')).error?.__typename).toBe(
      'NotEnoughStockForReduction',
    );
    const doc = await h.deps.db
      .selectFrom('invoice')
      .select(['status', 'picked_datetime'])
      .where('id', '=', shipment)
      .executeTakeFirstOrThrow();
    expect([doc.status, doc.picked_datetime]).toEqual(['NEW', null]);
    expect(await packs(a.id)).toBe('2/0');
  });
});

/** A batch of `item` in DNS holding `packs` packs of `packSize`. */
const batchOf = (item: string, batch: string, packs: number, packSize: number) =>
  givenStockLine(h.deps, { item, batch, packs, packSize });

describe('tax on a shipment’s lines (DOCUMENTS.md 1.1)', () => {
  it('puts the document’s rate on every line: after tax = before tax x (1 + rate / 100)', async () => {
    const a = await givenStockLine(h.deps, { item: 'PARA500T', packs: 10, packSize: 1 });
    const b = await givenStockLine(h.deps, { item: 'AMOX250T', packs: 10, packSize: 1 });
    const shipment = await newShipment();
    // Valued at the sell price (3 a pack): 2 x 3, no rate yet.
    const untaxed = await addOut(shipment, a.id, 2);
    expect([untaxed.totalBeforeTax, untaxed.totalAfterTax]).toEqual([6, 6]);
    const taxed = await mutate(
      'updateOutboundShipment',
      { id: shipment, taxPercentage: 12.5 },
      DOC,
    );
    expect(taxed.lines?.map((l) => [l.totalBeforeTax, l.totalAfterTax])).toEqual([[6, 6 * 1.125]]);
    // A line added afterwards takes the document's rate: 4 x 3 = 12, plus 12.5%.
    const later = await addOut(shipment, b.id, 4);
    expect([later.totalBeforeTax, later.totalAfterTax]).toEqual([12, 12 * 1.125]);
  });
});

describe('a transfer’s receipt where the receiver counts in units (DOCUMENTS.md 2.2, 3.1)', () => {
  it('an edit in single units keeps what was shipped, converted to units too', async () => {
    await setPackToOne(false, KHC);
    const a = await batchOf('PARA500T', 'T-A', 10, 100);
    const b = await batchOf('PARA500T', 'T-B', 10, 100);
    const shipment = await newShipment();
    await addOut(shipment, a.id, 4);
    await addOut(shipment, b.id, 4);
    expect((await shipmentStatus(shipment, 'SHIPPED')).status).toBe('SHIPPED');
    await h.deps.transfers.idle();
    const { id: receipt } = await h.deps.db
      .selectFrom('invoice')
      .select('id')
      .where('linked_invoice_id', '=', shipment)
      .executeTakeFirstOrThrow();
    const delivered = await mutate(
      'updateInboundShipment',
      { id: receipt, status: 'DELIVERED' },
      DOC,
      KHC,
    );
    expect(delivered.status).toBe('DELIVERED');
    const lineOf = (batch: string) => delivered.lines?.find((l) => l.batch === batch)?.id;
    // Received before the store counted in units: 4 packs of 100 shipped.
    expect(
      delivered.lines?.map((l) => [l.packSize, l.shippedNumberOfPacks, l.shippedPackSize]),
    ).toEqual([
      [100, 4, 100],
      [100, 4, 100],
    ]);

    await setPackToOne(true, KHC);
    const edit = (id: string | undefined, fields: Record<string, unknown>) =>
      mutate('updateInboundShipmentLine', { id, ...fields }, LINE, KHC);
    // 76 packs of 5 counted: 380 units, of the 400 shipped.
    expect(await edit(lineOf('T-A'), { packSize: 5, numberOfPacks: 76 })).toMatchObject({
      packSize: 1,
      numberOfPacks: 380,
      shippedNumberOfPacks: 400,
      shippedPackSize: 1,
    });
    // Already in units: only what was shipped is left to convert.
    expect(await edit(lineOf('T-B'), { packSize: 1, numberOfPacks: 390 })).toMatchObject({
      packSize: 1,
      numberOfPacks: 390,
      shippedNumberOfPacks: 400,
      shippedPackSize: 1,
    });
  });
});

describe('issuing many items in one request (DOCUMENTS.md 1.4, 1.5 B)', () => {
  const ISSUED = `__typename ... on IssuedItemsNode { items { itemId lines { type stockLineId
    numberOfPacks } } } ${ERROR}`;
  const issueMany = (invoiceId: string, items: [string, number][]) =>
    mutate(
      'issueOutboundShipmentItems',
      { invoiceId, items: items.map(([code, quantity]) => ({ itemId: itemId(code), quantity })) },
      ISSUED,
    );
  type Issued = { itemId: string; lines: Pick<Line, 'type' | 'stockLineId' | 'numberOfPacks'>[] };

  it('a store with no preferences recorded issues first expiry first', async () => {
    await h.deps.db.deleteFrom('store_preference').where('store_id', '=', DNS).execute();
    const late = await batchOf('PARA500T', 'LATE', 5, 1);
    await h.deps.db
      .updateTable('stock_line')
      .set({ expiry_date: '2091-01-31' })
      .where('id', '=', late.id)
      .execute();
    const early = await batchOf('PARA500T', 'EARLY', 5, 1);
    const shipment = await newShipment();
    const answer = await issueMany(shipment, [['PARA500T', 7]]);
    expect((answer.items as Issued[])[0]?.lines).toEqual([
      { type: 'STOCK_OUT', stockLineId: early.id, numberOfPacks: 5 },
      { type: 'STOCK_OUT', stockLineId: late.id, numberOfPacks: 2 },
    ]);
  });

  it('answers each item in the order asked, with its batches then its placeholder, and leaves other items’ lines alone', async () => {
    const para = await batchOf('PARA500T', 'P', 5, 1);
    const amox = await batchOf('AMOX250T', 'A', 5, 1);
    const caps = await batchOf('AMOX500C', 'C', 5, 1);
    const shipment = await newShipment();
    const capsLine = await addOut(shipment, caps.id, 2);
    // Its placeholder written before any batch line of the item.
    await h.deps.db
      .updateTable('stock_line')
      .set({ available_number_of_packs: 0 })
      .where('id', '=', amox.id)
      .execute();
    const short = (await issueMany(shipment, [['AMOX250T', 3]])).items as Issued[];
    expect(short.map((i) => i.lines)).toEqual([
      [{ type: 'UNALLOCATED_STOCK', stockLineId: null, numberOfPacks: 3 }],
    ]);
    await h.deps.db
      .updateTable('stock_line')
      .set({ available_number_of_packs: 5 })
      .where('id', '=', amox.id)
      .execute();

    // The same item twice: the later quantity wins.
    const answer = await issueMany(shipment, [
      ['PARA500T', 2],
      ['AMOX250T', 9],
      ['PARA500T', 4],
    ]);
    expect(answer.items).toEqual([
      {
        itemId: itemId('PARA500T'),
        lines: [{ type: 'STOCK_OUT', stockLineId: para.id, numberOfPacks: 4 }],
      },
      {
        itemId: itemId('AMOX250T'),
        lines: [
          { type: 'STOCK_OUT', stockLineId: amox.id, numberOfPacks: 5 },
          { type: 'UNALLOCATED_STOCK', stockLineId: null, numberOfPacks: 4 },
        ],
      },
    ]);
    expect([await packs(para.id), await packs(amox.id), await packs(caps.id)]).toEqual([
      '5/1',
      '5/0',
      '5/3',
    ]);
    const capsRows = await h.deps.db
      .selectFrom('invoice_line')
      .select(['id', 'number_of_packs'])
      .where('invoice_id', '=', shipment)
      .where('item_id', '=', itemId('AMOX500C'))
      .execute();
    expect(capsRows.map((r) => [r.id, Number(r.number_of_packs)])).toEqual([[capsLine.id, 2]]);
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });
});
