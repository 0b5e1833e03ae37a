// Lines from a master list (issue 11 items 3 and 4; DOCUMENTS.md 1.2 way 4 and 2.3; spec 001
// section 4: "Adding from a master list only when Draft or New"). A receipt draws on the
// store's own lists, an outbound shipment on its customer's; each item once; nothing crosses a
// store; the lists offered to the web (masterLists, with and without nameId) are those the
// mutations accept.
import { uuidv7 } from '@dawa/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { demoId } from '../src/demo/ids';
import { createHarness, storeId, type Harness } from './harness';

const DNS = storeId('DNS');
const KHC = storeId('KHC');
const SUPPLIER = demoId('name:SUP-MEDS');
const CUSTOMER = demoId('name:KHC');
const VACCINES = demoId('master_list:vaccines');

let h: Harness;
beforeEach(async () => {
  await h?.close();
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

interface Doc {
  __typename: string;
  id?: string;
  status?: string;
  lines?: { id: string; type: string; itemId: string; numberOfPacks: number; packSize: number }[];
  error?: { __typename: string };
}

const DOC = `__typename ... on InvoiceNode { id status lines { id type itemId numberOfPacks packSize } }
  ... on InvoiceMutationError { error { __typename } }`;

async function mutate(field: string, store: string, input: unknown, user = 'storekeeper') {
  const as = await h.as(user);
  const type = `${field.charAt(0).toUpperCase()}${field.slice(1)}Input`;
  const res = await as<{ r: Doc | null }>(
    `mutation($s: String!, $i: ${type}!) { r: ${field}(storeId: $s, input: $i) { ${DOC} } }`,
    { s: store, i: input },
  );
  return { doc: res.data?.r ?? null, errors: res.errors };
}

async function ok(field: string, store: string, input: unknown, user = 'storekeeper') {
  const { doc, errors } = await mutate(field, store, input, user);
  expect(errors, JSON.stringify(errors)).toBeUndefined();
  return doc!;
}

const newReceipt = (store = DNS, supplier = SUPPLIER) =>
  ok('insertInboundShipment', store, { id: uuidv7(), otherPartyId: supplier });
const newShipment = (store = DNS, customer = CUSTOMER) =>
  ok('insertOutboundShipment', store, { id: uuidv7(), otherPartyId: customer });
const addToReceipt = (
  shipmentId: string,
  masterListId: string,
  store = DNS,
  user = 'storekeeper',
) => mutate('addToInboundShipmentFromMasterList', store, { shipmentId, masterListId }, user);
const addToShipment = (shipmentId: string, masterListId: string, store = DNS) =>
  mutate('addToOutboundShipmentFromMasterList', store, { shipmentId, masterListId });

async function addReceiptLine(invoiceId: string, itemId: string, numberOfPacks: number) {
  const as = await h.as('storekeeper');
  const res = await as<{ r: { __typename: string } }>(
    `mutation($s: String!, $i: InsertInboundShipmentLineInput!) {
      r: insertInboundShipmentLine(storeId: $s, input: $i) { __typename } }`,
    { s: DNS, i: { id: uuidv7(), invoiceId, itemId, packSize: 1, numberOfPacks } },
  );
  expect(res.data?.r.__typename).toBe('InvoiceLineNode');
}

/** The active stock items of a list, with their default pack size, read from the tables. */
async function stockItemsOf(masterListId: string) {
  return h.deps.db
    .selectFrom('master_list_line')
    .innerJoin('item', 'item.id', 'master_list_line.item_id')
    .select(['item.id', 'item.default_pack_size as packSize'])
    .where('master_list_line.master_list_id', '=', masterListId)
    .where('item.type', '=', 'STOCK')
    .where('item.is_active', '=', true)
    .execute();
}

/** A list with one item, joined only to `nameId`. */
async function givenListOf(nameId: string, itemIdOnList: string) {
  const id = uuidv7();
  await h.deps.db
    .insertInto('master_list')
    .values({ id, code: `T${id.slice(-6)}`, name: 'Test list', description: '', is_active: true })
    .execute();
  await h.deps.db
    .insertInto('master_list_line')
    .values({ id: uuidv7(), master_list_id: id, item_id: itemIdOnList })
    .execute();
  await h.deps.db
    .insertInto('master_list_name_join')
    .values({ id: uuidv7(), master_list_id: id, name_id: nameId })
    .execute();
  return id;
}

async function masterLists(store: string, nameId?: string) {
  const as = await h.as('storekeeper');
  const res = await as<{ masterLists: { id: string }[] }>(
    `query($s: String!, $n: String) { masterLists(storeId: $s, nameId: $n) { id } }`,
    { s: store, n: nameId ?? null },
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.masterLists.map((l) => l.id).sort();
}

describe('a receipt from a master list of the store (DOCUMENTS.md 2.3)', () => {
  it("adds one empty line per stock item at the item's pack size, once, with its changelog and activity", async () => {
    await h.deps.db
      .updateTable('store_preference')
      .set({ pack_to_one: false })
      .where('store_id', '=', DNS)
      .execute();
    const receipt = await newReceipt();
    const expected = await stockItemsOf(VACCINES);
    expect(expected.length).toBeGreaterThan(1);
    const added = (await addToReceipt(receipt.id!, VACCINES)).doc!;
    expect(added.__typename).toBe('InvoiceNode');
    expect(added.lines!.map((l) => [l.itemId, l.type, l.numberOfPacks, l.packSize]).sort()).toEqual(
      expected.map((i) => [i.id, 'STOCK_IN', 0, Number(i.packSize)]).sort(),
    );

    // Again: the items are there already, so nothing more (no duplicate line, no activity).
    const again = (await addToReceipt(receipt.id!, VACCINES)).doc!;
    expect(again.lines!.map((l) => l.id).sort()).toEqual(added.lines!.map((l) => l.id).sort());
    const activity = await h.deps.db
      .selectFrom('activity_log')
      .select(['type', 'changed_to'])
      .where('record_id', '=', receipt.id!)
      .where('type', '=', 'INVOICE_EDITED')
      .execute();
    expect(activity).toEqual([{ type: 'INVOICE_EDITED', changed_to: 'Vaccines' }]);
    const logged = await h.deps.db
      .selectFrom('changelog')
      .select('record_id')
      .where('table_name', '=', 'invoice_line')
      .where(
        'record_id',
        'in',
        added.lines!.map((l) => l.id),
      )
      .execute();
    expect(new Set(logged.map((r) => r.record_id)).size).toBe(added.lines!.length);
  });

  it('adds lines of one unit where the store counts in units (packToOne)', async () => {
    await h.deps.db
      .updateTable('store_preference')
      .set({ pack_to_one: true })
      .where('store_id', '=', DNS)
      .execute();
    const receipt = await newReceipt();
    const added = (await addToReceipt(receipt.id!, VACCINES)).doc!;
    expect(added.lines!.length).toBeGreaterThan(0);
    expect(new Set(added.lines!.map((l) => l.packSize))).toEqual(new Set([1]));
  });

  it('keeps lines the receipt has and adds only the missing items', async () => {
    const receipt = await newReceipt();
    const [first] = await stockItemsOf(VACCINES);
    await addReceiptLine(receipt.id!, first!.id, 4);
    const added = (await addToReceipt(receipt.id!, VACCINES)).doc!;
    const ofFirst = added.lines!.filter((l) => l.itemId === first!.id);
    expect(ofFirst.map((l) => l.numberOfPacks)).toEqual([4]);
  });

  it("refuses a list that is not the store's own: another store's, or the supplier's", async () => {
    const receipt = await newReceipt();
    const [item] = await stockItemsOf(VACCINES);
    const ofAnotherStore = await givenListOf(demoId('name:MRH'), item!.id);
    const ofTheSupplier = await givenListOf(SUPPLIER, item!.id);
    for (const list of [ofAnotherStore, ofTheSupplier, uuidv7()])
      expect((await addToReceipt(receipt.id!, list)).doc?.error?.__typename).toBe('RecordNotFound');
    // What the web offers for a receipt is what the mutation accepts.
    const offered = await masterLists(DNS);
    expect(offered).toContain(VACCINES);
    expect(offered).not.toContain(ofAnotherStore);
    expect(offered).not.toContain(ofTheSupplier);
    const doc = await h.deps.db
      .selectFrom('invoice_line')
      .select('id')
      .where('invoice_id', '=', receipt.id!)
      .execute();
    expect(doc).toEqual([]);
  });

  it("refuses another store's receipt, as if it did not exist, and a user without the permission", async () => {
    const supplierOfKhc = await h.deps.db
      .selectFrom('name_store_join')
      .select('name_id')
      .where('store_id', '=', KHC)
      .where('name_is_supplier', '=', true)
      .executeTakeFirstOrThrow();
    const theirs = await newReceipt(KHC, supplierOfKhc.name_id);
    expect((await addToReceipt(theirs.id!, VACCINES)).doc?.error?.__typename).toBe(
      'RecordNotFound',
    );
    // Not an inbound shipment of this store either: an outbound shipment's id.
    const shipment = await newShipment();
    expect((await addToReceipt(shipment.id!, VACCINES)).doc?.error?.__typename).toBe(
      'RecordNotFound',
    );
    const mine = await newReceipt();
    const asViewer = await addToReceipt(mine.id!, VACCINES, DNS, 'viewer');
    expect(asViewer.doc).toBeNull();
    expect(asViewer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const lines = await h.deps.db
      .selectFrom('invoice_line')
      .select('id')
      .where('invoice_id', 'in', [theirs.id!, mine.id!, shipment.id!])
      .execute();
    expect(lines).toEqual([]);
  });

  it('adds nothing once the receipt has left NEW', async () => {
    const receipt = await newReceipt();
    const [first] = await stockItemsOf(VACCINES);
    await addReceiptLine(receipt.id!, first!.id, 2);
    const delivered = await ok('updateInboundShipment', DNS, {
      id: receipt.id,
      status: 'DELIVERED',
    });
    expect(delivered.status).toBe('DELIVERED');
    expect((await addToReceipt(receipt.id!, VACCINES)).doc?.error?.__typename).toBe(
      'CanOnlyAddLinesFromMasterListToNewInboundShipment',
    );
  });
});

describe('an outbound shipment from a master list of its customer (DOCUMENTS.md 1.2)', () => {
  it("offers and accepts the customer's lists only, never another store's", async () => {
    const shipment = await newShipment();
    const [item] = await stockItemsOf(VACCINES);
    const ofAnotherName = await givenListOf(demoId('name:MRH'), item!.id);
    const ofTheStoreOnly = await givenListOf(demoId('name:DNS'), item!.id);
    const offered = await masterLists(DNS, CUSTOMER);
    const joinedToCustomer = await h.deps.db
      .selectFrom('master_list_name_join')
      .select('master_list_id')
      .where('name_id', '=', CUSTOMER)
      .execute();
    expect(offered).toEqual(joinedToCustomer.map((j) => j.master_list_id).sort());
    for (const list of [ofAnotherName, ofTheStoreOnly])
      expect((await addToShipment(shipment.id!, list)).doc?.error?.__typename).toBe(
        'RecordNotFound',
      );
    // Every list offered is accepted.
    for (const list of offered)
      expect((await addToShipment(shipment.id!, list)).doc?.__typename).toBe('InvoiceNode');
  });

  it('offers no list of a name the store does not trade with', async () => {
    const stranger = await h.deps.db
      .selectFrom('name')
      .select('name.id')
      .where(
        'name.id',
        'not in',
        h.deps.db.selectFrom('name_store_join').select('name_id').where('store_id', '=', DNS),
      )
      .executeTakeFirstOrThrow();
    const [item] = await stockItemsOf(VACCINES);
    await givenListOf(stranger.id, item!.id);
    expect(await masterLists(DNS, stranger.id)).toEqual([]);
  });

  it("refuses another store's shipment, as if it did not exist", async () => {
    const customerOfKhc = await h.deps.db
      .selectFrom('name_store_join')
      .select('name_id')
      .where('store_id', '=', KHC)
      .where('name_is_customer', '=', true)
      .executeTakeFirstOrThrow();
    const theirs = await newShipment(KHC, customerOfKhc.name_id);
    const list = (await masterLists(KHC, customerOfKhc.name_id))[0] ?? VACCINES;
    expect((await addToShipment(theirs.id!, list)).doc?.error?.__typename).toBe('RecordNotFound');
    const lines = await h.deps.db
      .selectFrom('invoice_line')
      .select('id')
      .where('invoice_id', '=', theirs.id!)
      .execute();
    expect(lines).toEqual([]);
  });
});
