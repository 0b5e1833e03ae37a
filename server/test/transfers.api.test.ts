// Transfers between two stores of this site (issue 11 item 5; DOCUMENTS.md 3.1, scenarios 22
// and 24; decision 5), through the API from both ends: the Northern District Store (DNS)
// ships to the Kibera Health Centre (KHC), a store of the same site. The stock of every batch
// is checked after each step and the ledger at the end; the processor is run again and twice
// at once to show it creates nothing twice; a failed transfer is shown to an administrator
// and retried.
import { uuidv7 } from '@dawa/domain';
import { sql } from 'kysely';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { demoId } from '../src/demo/ids';
import { transferDocument } from '../src/modules/invoices/transfers/invoice-transfer';
import { createTransferProcessor } from '../src/modules/invoices/transfers/transfer.processor';
import { readCursor, storesOfSite } from '../src/modules/invoices/transfers/transfer.repository';
import { findLedgerDisagreements } from '../src/modules/stock/ledger.repository';
import { givenStockLine } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';

const DNS = storeId('DNS');
const KHC = storeId('KHC');
const KHC_NAME = demoId('name:KHC');
const DNS_NAME = demoId('name:DNS');

let h: Harness;
beforeEach(async () => {
  await h?.close();
  h = await createHarness();
  await countInUnitsAt(KHC, false);
});

/** The store's packToOne preference (the demo stores count in units). */
async function countInUnitsAt(store: string, packToOne: boolean) {
  await h.deps.db
    .updateTable('store_preference')
    .set({ pack_to_one: packToOne })
    .where('store_id', '=', store)
    .execute();
}
afterAll(async () => {
  await h.close();
});

interface Doc {
  __typename: string;
  id: string;
  invoiceNumber: number;
  status: string;
  otherPartyId: string;
  theirReference: string | null;
  comment: string | null;
  linkedInvoiceId: string | null;
  pickedDatetime: string | null;
  shippedDatetime: string | null;
  deliveredDatetime: string | null;
  receivedDatetime: string | null;
  verifiedDatetime: string | null;
  lines: {
    id: string;
    type: string;
    itemId: string;
    batch: string | null;
    packSize: number;
    numberOfPacks: number;
    costPricePerPack: number;
    sellPricePerPack: number;
    shippedNumberOfPacks: number | null;
    stockLineId: string | null;
    locationId: string | null;
  }[];
  error?: { __typename: string };
}

const NODE = `id invoiceNumber status otherPartyId theirReference comment linkedInvoiceId
  pickedDatetime shippedDatetime deliveredDatetime receivedDatetime verifiedDatetime
  lines { id type itemId batch packSize numberOfPacks costPricePerPack sellPricePerPack
  shippedNumberOfPacks stockLineId locationId }`;
const DOC = `__typename ... on InvoiceNode { ${NODE} }
  ... on InvoiceMutationError { error { __typename } }`;

async function mutate<T = Doc>(
  field: string,
  args: Record<string, unknown>,
  types: Record<string, string>,
  fields = DOC,
  user = 'storekeeper',
): Promise<T> {
  const as = await h.as(user);
  const decl = Object.entries(types)
    .map(([k, t]) => `$${k}: ${t}`)
    .join(', ');
  const call = Object.keys(types)
    .map((k) => `${k}: $${k}`)
    .join(', ');
  const res = await as<{ r: T }>(`mutation(${decl}) { r: ${field}(${call}) { ${fields} } }`, args);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data?.r as T;
}

const input = (type: string) => ({ storeId: 'String!', input: `${type}!` });

async function shipmentToKhc(stockLineId: string, packs: number) {
  const shipment = await mutate(
    'insertOutboundShipment',
    { storeId: DNS, input: { id: uuidv7(), otherPartyId: KHC_NAME, theirReference: 'PO-7' } },
    input('InsertOutboundShipmentInput'),
  );
  const line = await mutate(
    'insertOutboundShipmentLine',
    {
      storeId: DNS,
      input: { id: uuidv7(), invoiceId: shipment.id, stockLineId, numberOfPacks: packs },
    },
    input('InsertOutboundShipmentLineInput'),
    `__typename ... on InvoiceLineNode { id }`,
  );
  expect(line.__typename).toBe('InvoiceLineNode');
  return shipment.id;
}

const setOutbound = async (id: string, fields: Record<string, unknown>) => {
  const answer = await mutate(
    'updateOutboundShipment',
    { storeId: DNS, input: { id, ...fields } },
    input('UpdateOutboundShipmentInput'),
  );
  await h.deps.transfers.idle();
  return answer;
};
const setInbound = async (id: string, fields: Record<string, unknown>) => {
  const answer = await mutate(
    'updateInboundShipment',
    { storeId: KHC, input: { id, ...fields } },
    input('UpdateInboundShipmentInput'),
  );
  await h.deps.transfers.idle();
  return answer;
};

async function outbound(id: string): Promise<Doc> {
  const as = await h.as('storekeeper');
  const res = await as<{ r: Doc }>(
    `query($s: String!, $id: String!) { r: outboundShipment(storeId: $s, id: $id) { ${NODE} } }`,
    { s: DNS, id },
  );
  return res.data?.r as Doc;
}

/** KHC's inbound shipments made by transfers (its only inbound shipments in these tests). */
async function inboundsAtKhc(): Promise<Doc[]> {
  const as = await h.as('storekeeper');
  const res = await as<{ r: { nodes: { id: string }[] } }>(
    `query($s: String!) { r: inboundShipments(storeId: $s) { nodes { id } } }`,
    { s: KHC },
  );
  const out: Doc[] = [];
  for (const { id } of res.data?.r.nodes ?? []) {
    const one = await as<{ r: Doc }>(
      `query($s: String!, $id: String!) { r: inboundShipment(storeId: $s, id: $id) { ${NODE} } }`,
      { s: KHC, id },
    );
    expect(one.errors).toBeUndefined();
    if (one.data?.r) out.push(one.data.r);
  }
  return out;
}

async function batch(id: string) {
  const row = await h.deps.db
    .selectFrom('stock_line')
    .select(['total_number_of_packs', 'available_number_of_packs'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return `${Number(row.total_number_of_packs)}/${Number(row.available_number_of_packs)}`;
}

const stockAtKhc = (batchName: string) =>
  h.deps.db
    .selectFrom('stock_line')
    .select([
      'total_number_of_packs as total',
      'available_number_of_packs as available',
      'pack_size as packSize',
      'cost_price_per_pack as cost',
      'supplier_id as supplierId',
    ])
    .where('store_id', '=', KHC)
    .where('batch', '=', batchName)
    .execute()
    .then((rows) =>
      rows.map((r) => ({
        total: Number(r.total),
        available: Number(r.available),
        packSize: Number(r.packSize),
        cost: Number(r.cost),
        supplierId: r.supplierId,
      })),
    );

describe('a transfer from both ends (DOCUMENTS.md scenarios 22 and 24)', () => {
  it('makes the receipt at pick, fills it at ship, and brings each confirmation back', async () => {
    const a = await givenStockLine(h.deps, { packs: 10, batch: 'TR-A', packSize: 100 });
    const b = await givenStockLine(h.deps, { packs: 6, batch: 'TR-B', packSize: 100 });
    const id = await shipmentToKhc(a.id, 4);

    // NEW and ALLOCATED: nothing at KHC yet.
    await h.deps.transfers.runNow();
    expect(await inboundsAtKhc()).toEqual([]);
    expect((await setOutbound(id, { status: 'ALLOCATED' })).status).toBe('ALLOCATED');
    expect(await inboundsAtKhc()).toEqual([]);
    expect(await batch(a.id)).toBe('10/6');

    // PICKED: a receipt at KHC, PICKED, linked both ways, priced at DNS's sell price.
    const picked = await setOutbound(id, { status: 'PICKED' });
    expect(await batch(a.id)).toBe('6/6');
    let [receipt] = await inboundsAtKhc();
    expect(receipt).toMatchObject({
      status: 'PICKED',
      otherPartyId: DNS_NAME,
      theirReference: `From invoice number: ${picked.invoiceNumber} (PO-7)`,
      comment: 'Stock transfer',
      linkedInvoiceId: id,
      pickedDatetime: picked.pickedDatetime,
    });
    expect(receipt?.lines).toEqual([
      expect.objectContaining({
        type: 'STOCK_IN',
        batch: 'TR-A',
        packSize: 100,
        numberOfPacks: 4,
        shippedNumberOfPacks: 4,
        costPricePerPack: 3,
        stockLineId: null,
        locationId: null,
      }),
    ]);
    expect((await outbound(id)).linkedInvoiceId).toBe(receipt?.id);
    const receiptId = receipt?.id ?? '';

    // KHC cannot touch it before it is delivered (spec 001 section 4).
    const lineId = receipt?.lines[0]?.id;
    const edit = await mutate(
      'updateInboundShipmentLine',
      { storeId: KHC, input: { id: lineId, numberOfPacks: 3 } },
      input('UpdateInboundShipmentLineInput'),
      `__typename ... on InvoiceMutationError { error { __typename } }`,
    );
    expect(edit.error?.__typename).toBe('InvoiceIsNotEditable');
    expect((await setInbound(receiptId, { status: 'DELIVERED' })).error?.__typename).toBe(
      'InvoiceIsNotEditable',
    );
    const removed = await mutate(
      'deleteInboundShipment',
      { storeId: KHC, id: receiptId },
      { storeId: 'String!', id: 'String!' },
      `__typename ... on InvoiceMutationError { error { __typename } }`,
    );
    expect(removed.error?.__typename).toBe('InvoiceIsNotEditable');

    // Running the processor again, or twice at once, leaves exactly one receipt.
    await Promise.all([h.deps.transfers.runNow(), h.deps.transfers.runNow()]);
    expect(await inboundsAtKhc()).toHaveLength(1);

    // DNS adds a batch while PICKED; shipping sends both lines, SHIPPED.
    const more = await mutate(
      'insertOutboundShipmentLine',
      { storeId: DNS, input: { id: uuidv7(), invoiceId: id, stockLineId: b.id, numberOfPacks: 2 } },
      input('InsertOutboundShipmentLineInput'),
      `__typename`,
    );
    expect(more.__typename).toBe('InvoiceLineNode');
    expect(await batch(b.id)).toBe('4/4');
    const shipped = await setOutbound(id, { status: 'SHIPPED' });
    [receipt] = await inboundsAtKhc();
    expect(receipt).toMatchObject({ status: 'SHIPPED', shippedDatetime: shipped.shippedDatetime });
    expect(receipt?.lines.map((l) => [l.batch, l.numberOfPacks]).sort()).toEqual([
      ['TR-A', 4],
      ['TR-B', 2],
    ]);
    // Still not KHC's to edit while on the way.
    const stillLocked = await mutate(
      'updateInboundShipmentLine',
      { storeId: KHC, input: { id: receipt?.lines[0]?.id, numberOfPacks: 1 } },
      input('UpdateInboundShipmentLineInput'),
      `__typename ... on InvoiceMutationError { error { __typename } }`,
    );
    expect(stillLocked.error?.__typename).toBe('InvoiceIsNotEditable');

    // DELIVERED at KHC: no stock yet; DNS shows DELIVERED with KHC's date.
    const delivered = await setInbound(receiptId, { status: 'DELIVERED' });
    expect(delivered.status).toBe('DELIVERED');
    expect(await stockAtKhc('TR-A')).toEqual([]);
    expect(await outbound(id)).toMatchObject({
      status: 'DELIVERED',
      deliveredDatetime: delivered.deliveredDatetime,
    });

    // RECEIVED: KHC's stock appears once, from DNS; DNS shows RECEIVED.
    h.clock.advance(60_000);
    const received = await setInbound(receiptId, { status: 'RECEIVED' });
    expect(await stockAtKhc('TR-A')).toEqual([
      { total: 4, available: 4, packSize: 100, cost: 3, supplierId: DNS_NAME },
    ]);
    expect(await stockAtKhc('TR-B')).toEqual([
      { total: 2, available: 2, packSize: 100, cost: 3, supplierId: DNS_NAME },
    ]);
    expect(await outbound(id)).toMatchObject({
      status: 'RECEIVED',
      receivedDatetime: received.receivedDatetime,
    });

    // VERIFIED: nothing moves again; DNS shows VERIFIED; the sender's stock never moved again.
    const verified = await setInbound(receiptId, { status: 'VERIFIED' });
    expect(await stockAtKhc('TR-A')).toHaveLength(1);
    expect((await stockAtKhc('TR-A'))[0]?.total).toBe(4);
    expect(await outbound(id)).toMatchObject({
      status: 'VERIFIED',
      verifiedDatetime: verified.verifiedDatetime,
    });
    expect([await batch(a.id), await batch(b.id)]).toEqual(['6/6', '4/4']);
    await h.deps.transfers.runNow();
    expect(await inboundsAtKhc()).toHaveLength(1);
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });

  it('a shipment shipped straight from NEW arrives SHIPPED at once', async () => {
    const a = await givenStockLine(h.deps, { packs: 5, batch: 'TR-C' });
    const id = await shipmentToKhc(a.id, 5);
    await setOutbound(id, { status: 'SHIPPED' });
    const [receipt] = await inboundsAtKhc();
    expect(receipt).toMatchObject({ status: 'SHIPPED', linkedInvoiceId: id });
    expect(receipt?.lines.map((l) => l.numberOfPacks)).toEqual([5]);
    expect(await batch(a.id)).toBe('0/0');
  });

  it('a receiving store that counts in units gets packs of one at the unit price', async () => {
    await countInUnitsAt(KHC, true);
    const a = await givenStockLine(h.deps, { packs: 10, batch: 'TR-D', packSize: 100 });
    const id = await shipmentToKhc(a.id, 4);
    await setOutbound(id, { status: 'PICKED' });
    const [receipt] = await inboundsAtKhc();
    expect(receipt?.lines).toEqual([
      expect.objectContaining({
        packSize: 1,
        numberOfPacks: 400,
        shippedNumberOfPacks: 400,
        costPricePerPack: 0.03,
      }),
    ]);
  });

  it.each([
    ['a disabled store', 'OLD'],
    ['a store of another site', 'MRH'],
  ])('a shipment to %s transfers nothing', async (_what, code) => {
    await h.deps.db
      .updateTable('store')
      .set({ site_id: h.deps.siteId + 1 })
      .where('code', '=', 'MRH')
      .execute();
    const a = await givenStockLine(h.deps, { packs: 5, batch: 'TR-E' });
    const shipment = await mutate(
      'insertOutboundShipment',
      { storeId: DNS, input: { id: uuidv7(), otherPartyId: demoId(`name:${code}`) } },
      input('InsertOutboundShipmentInput'),
    );
    expect(shipment.__typename).toBe('InvoiceNode');
    await mutate(
      'insertOutboundShipmentLine',
      {
        storeId: DNS,
        input: { id: uuidv7(), invoiceId: shipment.id, stockLineId: a.id, numberOfPacks: 5 },
      },
      input('InsertOutboundShipmentLineInput'),
      `__typename`,
    );
    expect((await setOutbound(shipment.id, { status: 'SHIPPED' })).status).toBe('SHIPPED');
    expect((await outbound(shipment.id)).linkedInvoiceId).toBeNull();
    const made = await h.deps.db
      .selectFrom('invoice')
      .select('id')
      .where('linked_invoice_id', '=', shipment.id)
      .execute();
    expect(made).toEqual([]);
  });
});

describe('another customer (DOCUMENTS.md 1.1, change customer)', () => {
  it('moves a picked transfer to the new store: the old receipt goes, a new one is made', async () => {
    const a = await givenStockLine(h.deps, { packs: 10, batch: 'TR-I' });
    const id = await shipmentToKhc(a.id, 4);
    await setOutbound(id, { status: 'PICKED' });
    const [atKhc] = await inboundsAtKhc();
    expect(atKhc?.status).toBe('PICKED');

    // To the Mara Rural Health Post instead: KHC's receipt is gone, MRH's is made and linked.
    const changed = await setOutbound(id, { otherPartyId: demoId('name:MRH') });
    expect(changed).toMatchObject({ __typename: 'InvoiceNode', otherPartyId: demoId('name:MRH') });
    expect(await inboundsAtKhc()).toEqual([]);
    const atMrh = await h.deps.db
      .selectFrom('invoice')
      .select(['id', 'status', 'store_id'])
      .where('linked_invoice_id', '=', id)
      .execute();
    expect(atMrh).toEqual([
      { id: expect.any(String) as string, status: 'PICKED', store_id: storeId('MRH') },
    ]);
    expect((await outbound(id)).linkedInvoiceId).toBe(atMrh[0]?.id);

    // To a customer that is no store of ours: no receipt anywhere.
    const outsider = await setOutbound(id, { otherPartyId: demoId('name:OLD') });
    expect(outsider.__typename).toBe('InvoiceNode');
    const left = await h.deps.db
      .selectFrom('invoice')
      .select('id')
      .where('linked_invoice_id', '=', id)
      .execute();
    expect(left).toEqual([]);
    expect(await batch(a.id)).toBe('6/6');
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });

  it('refuses a customer the store does not trade with, and a supplier change on a transfer receipt', async () => {
    const a = await givenStockLine(h.deps, { packs: 10, batch: 'TR-J' });
    const id = await shipmentToKhc(a.id, 4);
    const supplierOnly = await setOutbound(id, { otherPartyId: demoId('name:SUP-UNICEF') });
    expect(supplierOnly.error?.__typename).toBe('OtherPartyNotACustomer');
    const nobody = await setOutbound(id, { otherPartyId: 'no-such-name' });
    expect(nobody.error?.__typename).toBe('OtherPartyDoesNotExist');
    await setOutbound(id, { status: 'SHIPPED' });
    const shippedChange = await setOutbound(id, { otherPartyId: demoId('name:MRH') });
    expect(shippedChange.error?.__typename).toBe('InvoiceIsNotEditable');
    const [receipt] = await inboundsAtKhc();
    const receiptChange = await setInbound(receipt?.id ?? '', {
      otherPartyId: demoId('name:SUP-UNICEF'),
    });
    expect(receiptChange.error?.__typename).toBe('InvoiceIsNotEditable');
  });
});

describe('the processor', () => {
  it('starts after the demo data: the generated history is never transferred', async () => {
    const last = await h.deps.db
      .selectFrom('changelog')
      .select((eb) => eb.fn.max('cursor').as('n'))
      .executeTakeFirstOrThrow();
    expect(await readCursor(h.deps.db)).toBe(Number(last.n));
    expect(await h.deps.transfers.runNow()).toEqual({ documents: 0, transferred: 0, failed: 0 });
  });

  it('two processors at once (two server processes) still make one receipt', async () => {
    const a = await givenStockLine(h.deps, { packs: 8, batch: 'TR-F' });
    const id = await shipmentToKhc(a.id, 3);
    const other = createTransferProcessor({
      db: h.deps.db,
      dialect: h.deps.dialect,
      clock: h.clock.now,
      siteId: h.deps.siteId,
    });
    await mutate(
      'updateOutboundShipment',
      { storeId: DNS, input: { id, status: 'PICKED' } },
      input('UpdateOutboundShipmentInput'),
    );
    await Promise.all([h.deps.transfers.runNow(), other.runNow(), h.deps.transfers.idle()]);
    expect(await inboundsAtKhc()).toHaveLength(1);
    expect((await outbound(id)).linkedInvoiceId).toBe((await inboundsAtKhc())[0]?.id);
  });

  it('deletes a receipt still PICKED whose shipment is gone, and keeps one that shipped', async () => {
    const a = await givenStockLine(h.deps, { packs: 8, batch: 'TR-G' });
    const id = await shipmentToKhc(a.id, 3);
    await setOutbound(id, { status: 'PICKED' });
    const [receipt] = await inboundsAtKhc();
    // The shipment removed behind the API's back (as a sync from another site could).
    await h.deps.db.deleteFrom('stock_movement').where('invoice_id', '=', id).execute();
    await h.deps.db.deleteFrom('invoice_line').where('invoice_id', '=', id).execute();
    await h.deps.db.deleteFrom('invoice').where('id', '=', id).execute();
    const env = {
      db: h.deps.db,
      dialect: h.deps.dialect,
      now: h.clock.now,
      stores: await storesOfSite(h.deps.db, h.deps.siteId),
    };
    expect(await transferDocument(env, id)).toEqual({ ok: true, value: ['DELETE_RECEIVER'] });
    expect(await inboundsAtKhc()).toEqual([]);
    expect(
      await h.deps.db
        .selectFrom('invoice_line')
        .select('id')
        .where('invoice_id', '=', receipt?.id ?? '')
        .execute(),
    ).toEqual([]);
    expect(await transferDocument(env, id)).toEqual({ ok: true, value: [] });
  });

  it('records a failed transfer for an administrator and carries it through once fixed', async () => {
    const a = await givenStockLine(h.deps, { packs: 8, batch: 'TR-H' });
    const id = await shipmentToKhc(a.id, 3);
    // KHC's database refuses new documents for a while (a full disk, a broken constraint).
    await refuseDocumentsOf(KHC);
    const picked = await setOutbound(id, { status: 'PICKED' });
    expect(picked.status).toBe('PICKED');
    expect(await inboundsAtKhc()).toEqual([]);

    const failures = async (user = 'admin') => {
      const as = await h.as(user);
      return as<{ r: { invoiceId: string; storeId: string; attempts: number; error: string }[] }>(
        `query($s: String!) { r: transferFailures(storeId: $s) { invoiceId storeId attempts error } }`,
        { s: DNS },
      );
    };
    const [failure, ...others] = (await failures()).data?.r ?? [];
    expect(others).toEqual([]);
    expect(failure).toMatchObject({ invoiceId: id, storeId: DNS, attempts: 1 });
    expect(failure?.error).toContain('refused');
    expect((await failures('storekeeper')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const runAsAdmin = () =>
      mutate<{ documents: number; transferred: number; failed: number }>(
        'runTransfers',
        { storeId: DNS },
        { storeId: 'String!' },
        'documents transferred failed',
        'admin',
      );
    expect(await runAsAdmin()).toEqual({ documents: 1, transferred: 0, failed: 1 });
    expect((await failures()).data?.r[0]?.attempts).toBe(2);

    await allowDocuments();
    expect(await runAsAdmin()).toEqual({ documents: 1, transferred: 1, failed: 0 });
    expect(await inboundsAtKhc()).toHaveLength(1);
    expect((await failures()).data?.r).toEqual([]);
  });
});

async function refuseDocumentsOf(store: string): Promise<void> {
  if (h.deps.dialect === 'sqlite') {
    await sql
      .raw(
        `CREATE TRIGGER refuse_documents BEFORE INSERT ON invoice WHEN NEW.store_id = '${store}'
         BEGIN SELECT RAISE(ABORT, 'insert refused by test'); END`,
      )
      .execute(h.deps.db);
    return;
  }
  await sql
    .raw(
      `CREATE FUNCTION refuse_documents() RETURNS trigger AS $$
       BEGIN RAISE EXCEPTION 'insert refused by test'; END $$ LANGUAGE plpgsql`,
    )
    .execute(h.deps.db);
  await sql
    .raw(
      `CREATE TRIGGER refuse_documents BEFORE INSERT ON invoice FOR EACH ROW
       WHEN (NEW.store_id = '${store}') EXECUTE FUNCTION refuse_documents()`,
    )
    .execute(h.deps.db);
}

async function allowDocuments(): Promise<void> {
  await sql
    .raw(
      h.deps.dialect === 'sqlite'
        ? 'DROP TRIGGER refuse_documents'
        : 'DROP TRIGGER refuse_documents ON invoice',
    )
    .execute(h.deps.db);
}
