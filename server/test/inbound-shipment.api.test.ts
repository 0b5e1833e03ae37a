// Inbound shipments (receipts) through the API (issue 11 item 4), on DOCUMENTS.md section 12
// scenarios 18, 19 and 21, with the stock lines checked after every step and the ledger at the
// end; received stock in use is not rewritten (BatchIsReserved); who may.
import { uuidv7 } from '@dawa/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { demoId } from '../src/demo/ids';
import { findLedgerDisagreements } from '../src/modules/stock/ledger.repository';
import { itemId } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';

const DNS = storeId('DNS');
const SUPPLIER = demoId('name:SUP-MEDS');
const ITEM = itemId('PARA500T');

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
  numberOfPacks?: number;
  packSize?: number;
  costPricePerPack?: number;
  stockLineId?: string | null;
  lines?: { id: string; numberOfPacks: number; stockLineId: string | null }[];
  error?: { __typename: string };
}

const DOC = `__typename ... on InvoiceNode { id status lines { id numberOfPacks stockLineId } }
  ... on InvoiceMutationError { error { __typename } }`;
const LINE = `__typename ... on InvoiceLineNode { id numberOfPacks packSize costPricePerPack stockLineId }
  ... on InvoiceMutationError { error { __typename } }`;

async function mutate(
  field: string,
  inputType: string,
  input: unknown,
  fields: string,
  user = 'storekeeper',
) {
  const as = await h.as(user);
  const res = await as<{ r: Answer }>(
    `mutation($s: String!, $i: ${inputType}!) { r: ${field}(storeId: $s, input: $i) { ${fields} } }`,
    { s: DNS, i: input },
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data?.r as Answer;
}

const newReceipt = () =>
  mutate(
    'insertInboundShipment',
    'InsertInboundShipmentInput',
    { id: uuidv7(), otherPartyId: SUPPLIER },
    DOC,
  );
const setStatus = (id: string, status: string) =>
  mutate('updateInboundShipment', 'UpdateInboundShipmentInput', { id, status }, DOC);
const addLine = (invoiceId: string, fields: Record<string, unknown>) =>
  mutate(
    'insertInboundShipmentLine',
    'InsertInboundShipmentLineInput',
    { id: uuidv7(), invoiceId, itemId: ITEM, batch: 'R-1', expiryDate: '2030-01-31', ...fields },
    LINE,
  );
const updateLine = (input: Record<string, unknown>) =>
  mutate('updateInboundShipmentLine', 'UpdateInboundShipmentLineInput', input, LINE);

async function stockOf(invoiceId: string) {
  return h.deps.db
    .selectFrom('stock_line')
    .innerJoin('invoice_line', 'invoice_line.stock_line_id', 'stock_line.id')
    .select([
      'stock_line.total_number_of_packs as total',
      'stock_line.available_number_of_packs as available',
      'stock_line.pack_size as packSize',
      'stock_line.supplier_id as supplierId',
      'stock_line.cost_price_per_pack as cost',
    ])
    .where('invoice_line.invoice_id', '=', invoiceId)
    .execute();
}

async function setPackToOne(value: boolean) {
  await h.deps.db
    .updateTable('store_preference')
    .set({ pack_to_one: value })
    .where('store_id', '=', DNS)
    .execute();
}

describe('receipts (DOCUMENTS.md 12)', () => {
  it('18. DELIVERED creates no stock; RECEIVED creates it once, from the supplier; VERIFIED freezes', async () => {
    await setPackToOne(false);
    const receipt = await newReceipt();
    const line = await addLine(receipt.id!, {
      numberOfPacks: 10,
      packSize: 5,
      costPricePerPack: 50,
    });
    expect((await setStatus(receipt.id!, 'DELIVERED')).status).toBe('DELIVERED');
    expect(await stockOf(receipt.id!)).toEqual([]);
    expect((await setStatus(receipt.id!, 'RECEIVED')).status).toBe('RECEIVED');
    const stock = await stockOf(receipt.id!);
    expect(
      stock.map((s) => [Number(s.total), Number(s.available), Number(s.packSize), s.supplierId]),
    ).toEqual([[10, 10, 5, SUPPLIER]]);
    expect((await setStatus(receipt.id!, 'VERIFIED')).status).toBe('VERIFIED');
    expect((await stockOf(receipt.id!)).map((s) => Number(s.total))).toEqual([10]);
    expect((await updateLine({ id: line.id, numberOfPacks: 9 })).error?.__typename).toBe(
      'InvoiceIsNotEditable',
    );
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });

  it('19. a manual receipt cannot be marked shipped; empty lines go on leaving NEW', async () => {
    await setPackToOne(false);
    const receipt = await newReceipt();
    expect((await setStatus(receipt.id!, 'SHIPPED')).error?.__typename).toBe(
      'CannotSetShippedStatusOnManualInboundShipment',
    );
    await addLine(receipt.id!, { numberOfPacks: 0, packSize: 1 });
    const kept = await addLine(receipt.id!, { numberOfPacks: 3, packSize: 1, batch: 'R-2' });
    const delivered = await setStatus(receipt.id!, 'DELIVERED');
    expect(delivered.lines?.map((l) => l.id)).toEqual([kept.id]);
  });

  it('21. a store that counts in units receives 10 packs of 5 at 50 as 50 units at 10', async () => {
    await setPackToOne(true);
    const receipt = await newReceipt();
    const line = await addLine(receipt.id!, {
      numberOfPacks: 10,
      packSize: 5,
      costPricePerPack: 50,
    });
    expect(line).toMatchObject({ numberOfPacks: 50, packSize: 1, costPricePerPack: 10 });
    await setStatus(receipt.id!, 'RECEIVED');
    const [stock] = await stockOf(receipt.id!);
    expect([Number(stock?.total), Number(stock?.packSize), Number(stock?.cost)]).toEqual([
      50, 1, 10,
    ]);
  });

  it('a received line follows into its stock until the stock is used (BatchIsReserved)', async () => {
    await setPackToOne(false);
    const receipt = await newReceipt();
    const line = await addLine(receipt.id!, { numberOfPacks: 10, packSize: 1 });
    await setStatus(receipt.id!, 'RECEIVED');
    expect((await updateLine({ id: line.id, numberOfPacks: 12 })).numberOfPacks).toBe(12);
    expect((await stockOf(receipt.id!)).map((s) => [Number(s.total), Number(s.available)])).toEqual(
      [[12, 12]],
    );
    // A line added after receipt is stock at once.
    const late = await addLine(receipt.id!, { numberOfPacks: 4, packSize: 1, batch: 'LATE' });
    expect(late.stockLineId).not.toBeNull();
    const [first] = await h.deps.db
      .selectFrom('invoice_line')
      .select('stock_line_id')
      .where('id', '=', line.id!)
      .execute();
    // Someone issues 2 packs of that batch: the received line can no longer change.
    await h.deps.db
      .updateTable('stock_line')
      .set({ available_number_of_packs: 10 })
      .where('id', '=', first?.stock_line_id ?? '')
      .execute();
    expect((await updateLine({ id: line.id, numberOfPacks: 11 })).error?.__typename).toBe(
      'BatchIsReserved',
    );
  });

  it('receives only from a visible supplier, refuses bad lines, and needs INBOUND_SHIPMENT_MUTATE', async () => {
    // KHC is only a customer of DNS.
    const customerOnly = demoId('name:KHC');
    await h.deps.db
      .updateTable('name_store_join')
      .set({ name_is_supplier: false })
      .where('store_id', '=', DNS)
      .where('name_id', '=', customerOnly)
      .execute();
    const asCustomer = await mutate(
      'insertInboundShipment',
      'InsertInboundShipmentInput',
      { id: uuidv7(), otherPartyId: customerOnly },
      DOC,
    );
    expect(asCustomer.error?.__typename).toBe('OtherPartyNotASupplier');
    const receipt = await newReceipt();
    expect((await addLine(receipt.id!, { numberOfPacks: -1, packSize: 1 })).error?.__typename).toBe(
      'NumberOfPacksBelowZero',
    );
    expect((await addLine(receipt.id!, { numberOfPacks: 1, packSize: 0 })).error?.__typename).toBe(
      'InvalidStockPackSize',
    );
    expect(
      (await addLine(receipt.id!, { numberOfPacks: 1, packSize: 1, locationId: '' })).error
        ?.__typename,
    ).toBe('RecordNotFound');
    const viewer = await h.as('viewer');
    const refused = await viewer(
      `mutation($s: String!, $i: InsertInboundShipmentInput!) { insertInboundShipment(storeId: $s, input: $i) { __typename } }`,
      { s: DNS, i: { id: uuidv7(), otherPartyId: SUPPLIER } },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
