// A return between two stores of the site (issue 12 item 2; DOCUMENTS.md 3.1, 4.3): the
// Northern District Store (DNS) sends back part of what the National Medical Warehouse (NMW)
// shipped it. NMW sees a customer return made when DNS picks, filled when DNS ships, with the
// return reason and note of each line (#9744) and linked to NMW's own outbound shipment; NMW
// receives it (its stock back as a new batch, once) and each status flows back to DNS. Each
// batch's "total/avail" at both ends after every step, and the ledger at the end.
import { uuidv7 } from '@dawa/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { demoId } from '../src/demo/ids';
import { findLedgerDisagreements } from '../src/modules/stock/ledger.repository';
import { givenReason, givenStockLine } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';
import { countInPacks, returnsApi, type Doc } from './returns.helpers';

const DNS = storeId('DNS');
const NMW = storeId('NMW');
const NMW_NAME = demoId('name:NMW');
const DNS_NAME = demoId('name:DNS');

let h: Harness;
let DAMAGED: string;
beforeEach(async () => {
  await h?.close();
  h = await createHarness();
  DAMAGED = await givenReason(h.deps, 'RETURN_REASON', 'Damaged on arrival');
  await countInPacks(h, [DNS, NMW]);
});
afterAll(async () => {
  await h.close();
});
const api = returnsApi(() => h);
const { mutate, batch, batchesNamed } = api;

/** NMW ships 10 packs of a fresh batch to DNS, which receives them. */
async function deliveredToDns() {
  const stock = await givenStockLine(h.deps, { store: 'NMW', packs: 30, batch: 'RT-A' });
  const outbound = await mutate('admin', 'insertOutboundShipment', {
    storeId: NMW,
    input: { id: uuidv7(), otherPartyId: DNS_NAME },
  });
  await mutate('admin', 'insertOutboundShipmentLine', {
    storeId: NMW,
    input: { id: uuidv7(), invoiceId: outbound.id, stockLineId: stock.id, numberOfPacks: 10 },
  });
  await mutate('admin', 'updateOutboundShipment', {
    storeId: NMW,
    input: { id: outbound.id, status: 'SHIPPED' },
  });
  const inbound = (await returnsAt(DNS, 'inboundShipments'))[0] as Doc;
  await mutate('storekeeper', 'updateInboundShipment', {
    storeId: DNS,
    input: { id: inbound.id, status: 'RECEIVED' },
  });
  const [received] =
    (await api.doc('storekeeper', 'inboundShipment', DNS, inbound.id))?.lines ?? [];
  return {
    nmwBatch: stock.id,
    outbound: outbound.id,
    inbound: inbound.id,
    dnsBatch: received?.stockLineId ?? '',
  };
}

/** A store's documents of one list query, each read whole. */
async function returnsAt(store: string, list: string): Promise<Doc[]> {
  const user = store === NMW ? 'admin' : 'storekeeper';
  const one = list.replace(/s$/, '');
  const page = await api.query<{ nodes: { id: string }[] }>(
    user,
    `query($s: String!) { r: ${list}(storeId: $s) { nodes { id } } }`,
    { s: store },
  );
  const out: Doc[] = [];
  for (const { id } of page.nodes) {
    const d = await api.doc(user, one, store, id);
    if (d) out.push(d);
  }
  return out;
}

describe('a district returns stock to the national warehouse', () => {
  it('NMW sees a customer return, receives it, and the statuses flow back', async () => {
    const sent = await deliveredToDns();
    expect([await batch(sent.nmwBatch), await batch(sent.dnsBatch)]).toEqual(['20/20', '10/10']);

    const made = await mutate('storekeeper', 'insertSupplierReturn', {
      storeId: DNS,
      input: {
        id: uuidv7(),
        otherPartyId: NMW_NAME,
        inboundShipmentId: sent.inbound,
        status: 'NEW',
        theirReference: 'RMA-12',
        comment: 'Cold chain broken',
        lines: [
          {
            id: uuidv7(),
            stockLineId: sent.dnsBatch,
            numberOfPacks: 3,
            reasonId: DAMAGED,
            note: 'Vials frozen',
          },
        ],
      },
    });
    expect(made.status).toBe('NEW');
    expect(await batch(sent.dnsBatch)).toBe('10/7');
    await h.deps.transfers.runNow();
    expect(await returnsAt(NMW, 'customerReturns')).toEqual([]);

    // PICKED: NMW's customer return appears, PICKED, linked both ways, naming why.
    const picked = await mutate('storekeeper', 'updateSupplierReturn', {
      storeId: DNS,
      input: { id: made.id, status: 'PICKED' },
    });
    expect(await batch(sent.dnsBatch)).toBe('7/7');
    let [atNmw] = await returnsAt(NMW, 'customerReturns');
    expect(atNmw).toMatchObject({
      type: 'CUSTOMER_RETURN',
      status: 'PICKED',
      otherPartyId: DNS_NAME,
      linkedInvoiceId: made.id,
      theirReference: `From invoice number: ${picked.invoiceNumber} (RMA-12)`,
      comment: 'Stock return (Cold chain broken)',
      originalShipmentId: sent.outbound,
    });
    expect(atNmw?.lines).toEqual([
      expect.objectContaining({
        type: 'STOCK_IN',
        batch: 'RT-A',
        numberOfPacks: 3,
        packSize: 100,
        costPricePerPack: 3,
        sellPricePerPack: 3,
        stockLineId: null,
        reasonOptionId: DAMAGED,
        reasonOption: { reason: 'Damaged on arrival', type: 'RETURN_REASON' },
        note: 'Vials frozen',
      }),
    ]);
    expect((await api.doc('storekeeper', 'supplierReturn', DNS, made.id))?.linkedInvoiceId).toBe(
      atNmw?.id,
    );
    const nmwId = atNmw?.id ?? '';
    // NMW's outbound lists the customer return made from it.
    const nmwOutbound = await api.doc('admin', 'outboundShipment', NMW, sent.outbound);
    expect(nmwOutbound?.returns).toEqual([{ id: nmwId, type: 'CUSTOMER_RETURN' }]);

    // NMW cannot change or delete it while it is on the way.
    const locked = await mutate('admin', 'updateCustomerReturnLines', {
      storeId: NMW,
      input: { returnId: nmwId, lines: [] },
    });
    expect(locked.error?.__typename).toBe('InvoiceIsNotEditable');
    const notDeleted = await mutate('admin', 'deleteCustomerReturn', { storeId: NMW, id: nmwId });
    expect(notDeleted.error?.__typename).toBe('InvoiceIsNotEditable');
    expect(
      (
        await mutate('admin', 'updateCustomerReturn', {
          storeId: NMW,
          input: { id: nmwId, status: 'RECEIVED' },
        })
      ).error?.__typename,
    ).toBe('InvoiceIsNotEditable');

    // Running the processor again, or twice at once, leaves one customer return.
    await Promise.all([h.deps.transfers.runNow(), h.deps.transfers.runNow()]);
    expect(await returnsAt(NMW, 'customerReturns')).toHaveLength(1);

    // DNS returns one pack more while picked, then ships: NMW's lines are made again.
    const [line] = picked.lines;
    await mutate('storekeeper', 'updateSupplierReturnLines', {
      storeId: DNS,
      input: {
        returnId: made.id,
        lines: [
          {
            id: line?.id,
            stockLineId: sent.dnsBatch,
            numberOfPacks: 4,
            reasonId: DAMAGED,
            note: 'Vials frozen',
          },
        ],
      },
    });
    expect(await batch(sent.dnsBatch)).toBe('6/6');
    const shipped = await mutate('storekeeper', 'updateSupplierReturn', {
      storeId: DNS,
      input: { id: made.id, status: 'SHIPPED' },
    });
    [atNmw] = await returnsAt(NMW, 'customerReturns');
    expect(atNmw).toMatchObject({ status: 'SHIPPED', shippedDatetime: shipped.shippedDatetime });
    expect(atNmw?.lines.map((l) => [l.numberOfPacks, l.reasonOptionId, l.note])).toEqual([
      [4, DAMAGED, 'Vials frozen'],
    ]);
    expect(await batchesNamed(NMW, 'RT-A')).toEqual(['20/20']);

    // NMW receives: its stock comes back as a new batch, once; DNS shows RECEIVED.
    h.clock.advance(60_000);
    const received = await mutate('admin', 'updateCustomerReturn', {
      storeId: NMW,
      input: { id: nmwId, status: 'RECEIVED' },
    });
    expect(received.status).toBe('RECEIVED');
    expect((await batchesNamed(NMW, 'RT-A')).sort()).toEqual(['20/20', '4/4']);
    expect(await api.doc('storekeeper', 'supplierReturn', DNS, made.id)).toMatchObject({
      status: 'RECEIVED',
      receivedDatetime: received.receivedDatetime,
    });
    const verified = await mutate('admin', 'updateCustomerReturn', {
      storeId: NMW,
      input: { id: nmwId, status: 'VERIFIED' },
    });
    expect((await batchesNamed(NMW, 'RT-A')).sort()).toEqual(['20/20', '4/4']);
    expect(await api.doc('storekeeper', 'supplierReturn', DNS, made.id)).toMatchObject({
      status: 'VERIFIED',
      verifiedDatetime: verified.verifiedDatetime,
    });
    expect(await batch(sent.dnsBatch)).toBe('6/6');
    await h.deps.transfers.runNow();
    expect(await returnsAt(NMW, 'customerReturns')).toHaveLength(1);
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });

  it('a return shipped at once arrives SHIPPED; another supplier while picked removes NMW’s', async () => {
    const sent = await deliveredToDns();
    const line = () => ({
      id: uuidv7(),
      stockLineId: sent.dnsBatch,
      numberOfPacks: 2,
      reasonId: DAMAGED,
    });
    const straight = await mutate('storekeeper', 'insertSupplierReturn', {
      storeId: DNS,
      input: {
        id: uuidv7(),
        otherPartyId: NMW_NAME,
        inboundShipmentId: sent.inbound,
        lines: [line()],
      },
    });
    expect(straight.status).toBe('SHIPPED');
    let atNmw = await returnsAt(NMW, 'customerReturns');
    expect(atNmw.map((d) => [d.status, d.linkedInvoiceId])).toEqual([['SHIPPED', straight.id]]);

    const picked = await mutate('storekeeper', 'insertSupplierReturn', {
      storeId: DNS,
      input: { id: uuidv7(), otherPartyId: NMW_NAME, status: 'PICKED', lines: [line()] },
    });
    atNmw = await returnsAt(NMW, 'customerReturns');
    expect(atNmw.map((d) => d.status).sort()).toEqual(['PICKED', 'SHIPPED']);
    const elsewhere = await mutate('storekeeper', 'updateSupplierReturn', {
      storeId: DNS,
      input: { id: picked.id, otherPartyId: demoId('name:SUP-UNICEF') },
    });
    expect(elsewhere.otherPartyId).toBe(demoId('name:SUP-UNICEF'));
    atNmw = await returnsAt(NMW, 'customerReturns');
    expect(atNmw.map((d) => d.linkedInvoiceId)).toEqual([straight.id]);
    expect(await batch(sent.dnsBatch)).toBe('6/6');
    expect(await findLedgerDisagreements(h.deps.db)).toEqual([]);
  });
});
