// The chain facility -> district -> facility (issue 13 parts 1 and 2; DOCUMENTS.md 3.2, 6,
// scenarios 26, 28 and 29; decision 10), through the API from both ends: the Kibera Health
// Centre (KHC) sends an internal order to the Northern District Store (DNS), DNS gets a customer
// requisition made by the transfer, supplies it, makes a shipment of what remains, allocates and
// ships it; KHC receives it and the order is finalised when DNS finalises. Every quantity is
// checked against what the steps before put there, and the processor is run again to show it
// makes nothing twice.
import { uuidv7 } from '@dawa/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { givenStockLine, itemId } from './fixtures';
import { createHarness, type Harness } from './harness';
import {
  DELETED,
  DNS,
  KHC,
  KHC_NAME,
  LINES,
  addLines,
  byId,
  byRequisition,
  call,
  givenFigures,
  input,
  newInternalOrder,
  requisition,
  requisitionsOf,
  setPreferences,
  setRequested,
  type Line,
  type Req,
} from './requisitions.helpers';

let h: Harness;
beforeEach(async () => {
  await h?.close();
  h = await createHarness();
  for (const store of [KHC, DNS])
    await setPreferences(h, store, { monthly_consumption_look_back_period: 3, pack_to_one: false });
});
afterAll(async () => {
  await h.close();
});

const lineOf = (lines: Line[], code: string): Line => {
  const found = lines.find((l) => l.itemId === itemId(code));
  if (!found) throw new Error(`no line of ${code}`);
  return found;
};

/** KHC's order of AMOX250T 300, PARA500T 200 and ORS-LO 0, sent; answers it and DNS's response. */
async function sentOrder(): Promise<{ order: Req; response: Req }> {
  await givenFigures(h, 'KHC', 'AMOX250T', 150, 300);
  const order = await newInternalOrder(h, { theirReference: 'PO-12', comment: 'monthly' });
  const lines = await addLines(h, order.id, ['AMOX250T', 'PARA500T', 'ORS-LO']);
  await setRequested(h, order.id, [
    { id: lineOf(lines, 'AMOX250T').id, requestedQuantity: 300 },
    { id: lineOf(lines, 'PARA500T').id, requestedQuantity: 200 },
  ]);
  const sent = await call(h, 'sendRequestRequisition', { storeId: KHC, id: order.id }, byId);
  expect(sent.status).toBe('SENT');
  const [response] = await requisitionsOf(h, DNS, 'RESPONSE');
  if (!response) throw new Error('no customer requisition at DNS');
  return { order: sent, response };
}

const shipment = async (id: string) => {
  const as = await h.as('storekeeper');
  const res = await as<{
    r: {
      id: string;
      status: string;
      requisitionId: string | null;
      linkedInvoiceId: string | null;
      lines: { type: string; itemId: string; numberOfPacks: number; packSize: number }[];
    } | null;
  }>(
    `query($s: String!, $id: String!) { r: outboundShipment(storeId: $s, id: $id) { id status requisitionId linkedInvoiceId lines { type itemId numberOfPacks packSize } } }`,
    { s: DNS, id },
  );
  return res.data?.r;
};

describe('an internal order sent to a store of this site (scenario 26)', () => {
  it('makes the supplier a customer requisition, linked both ways, once', async () => {
    const { order, response } = await sentOrder();
    // The line with nothing requested went; the other two remain at both ends.
    expect(order.lines.map((l) => l.itemId).sort()).toEqual(
      [itemId('AMOX250T'), itemId('PARA500T')].sort(),
    );
    expect(order.sentDatetime).toBe(h.clock.now().toISOString());
    expect(response).toMatchObject({
      type: 'RESPONSE',
      status: 'NEW',
      approvalStatus: 'NONE',
      otherPartyId: KHC_NAME,
      theirReference: `From internal order ${order.requisitionNumber} (PO-12)`,
      comment: `From internal order ${order.requisitionNumber} (monthly)`,
      linkedRequisitionId: order.id,
      minMonthsOfStock: 2,
      maxMonthsOfStock: 4,
    });
    expect((await requisition(h, KHC, order.id))?.linkedRequisitionId).toBe(response.id);
    const amox = lineOf(response.lines, 'AMOX250T');
    // Copied as sent: requested, suggested (4 × 100 − 150) and the facility's figures.
    expect(amox).toMatchObject({
      requestedQuantity: 300,
      suggestedQuantity: 250,
      supplyQuantity: 0,
      approvedQuantity: 0,
      availableStockOnHand: 150,
      averageMonthlyConsumption: 100,
    });
    await h.deps.transfers.runNow();
    await h.deps.transfers.runNow();
    expect(await requisitionsOf(h, DNS, 'RESPONSE')).toHaveLength(1);
  });

  it('goes from facility to district and back: supply, shipment, receipt, finalised (scenario 28)', async () => {
    const { order, response } = await sentOrder();
    // The district's own stock of AMOX250T: 5 packs of 100 and 1 of 100 in another batch.
    await givenStockLine(h.deps, { store: 'DNS', item: 'AMOX250T', packs: 5, packSize: 100 });
    await givenStockLine(h.deps, {
      store: 'DNS',
      item: 'PARA500T',
      packs: 10,
      packSize: 10,
      batch: 'P-1',
    });
    const before = lineOf((await requisition(h, DNS, response.id))?.lines ?? [], 'AMOX250T');
    expect(before.supplierFigures).toMatchObject({
      stockOnHand: 500,
      availableStockOnHand: 500,
      otherRequested: 0,
    });

    // Supply = requested on every line, in one action.
    const supplied = await call<{ lines: Line[] }>(
      h,
      'supplyRequestedQuantity',
      { storeId: DNS, requisitionId: response.id },
      byRequisition,
      LINES,
    );
    expect(supplied.lines.map((l) => [l.itemId, l.supplyQuantity]).sort()).toEqual(
      [
        [itemId('AMOX250T'), 300],
        [itemId('PARA500T'), 200],
      ].sort(),
    );
    // Supply a little less PARA500T than asked: 100.
    const para = lineOf(supplied.lines, 'PARA500T');
    await call(
      h,
      'updateResponseRequisitionLines',
      {
        storeId: DNS,
        input: { requisitionId: response.id, lines: [{ id: para.id, supplyQuantity: 100 }] },
      },
      input('UpdateResponseRequisitionLinesInput'),
      LINES,
    );

    // The shipment: NEW, naming the requisition, one placeholder per line for what remains.
    const shipmentId = uuidv7();
    const made = await call<{ __typename: string; id: string; error?: unknown }>(
      h,
      'createRequisitionShipment',
      { storeId: DNS, input: { id: shipmentId, responseRequisitionId: response.id } },
      input('CreateRequisitionShipmentInput'),
      `__typename ... on InvoiceNode { id } ... on RequisitionMutationError { error { __typename description } }`,
    );
    expect(made, JSON.stringify(made)).toMatchObject({ __typename: 'InvoiceNode', id: shipmentId });
    const fresh = await shipment(shipmentId);
    expect(fresh).toMatchObject({ status: 'NEW', requisitionId: response.id });
    expect(
      fresh?.lines.map((l) => [l.type, l.itemId, l.numberOfPacks * l.packSize]).sort(),
    ).toEqual(
      [
        ['UNALLOCATED_STOCK', itemId('AMOX250T'), 300],
        ['UNALLOCATED_STOCK', itemId('PARA500T'), 100],
      ].sort(),
    );
    // Placeholders are not issued; what the NEW shipment holds is in preparation.
    let now = await requisition(h, DNS, response.id);
    expect(lineOf(now?.lines ?? [], 'AMOX250T')).toMatchObject({
      alreadyIssued: 0,
      inPreparation: 300,
      remainingQuantityToSupply: 300,
    });
    expect(now?.shipments.map((s) => s.id)).toEqual([shipmentId]);
    // The same id again answers the same shipment; another one finds nothing left to cover.
    const retried = await call<{ id: string }>(
      h,
      'createRequisitionShipment',
      { storeId: DNS, input: { id: shipmentId, responseRequisitionId: response.id } },
      input('CreateRequisitionShipmentInput'),
      `__typename ... on InvoiceNode { id }`,
    );
    expect(retried.id).toBe(shipmentId);
    const nothing = await call<{ error?: { __typename: string; description: string } }>(
      h,
      'createRequisitionShipment',
      { storeId: DNS, input: { id: uuidv7(), responseRequisitionId: response.id } },
      input('CreateRequisitionShipmentInput'),
      `__typename ... on RequisitionMutationError { error { __typename description } }`,
    );
    expect(nothing.error).toEqual({
      __typename: 'NothingRemainingToSupply',
      description: 'Nothing left to supply!',
    });

    // Allocate what the district holds, then ship.
    const as = await h.as('storekeeper');
    for (const [code, quantity] of [
      ['AMOX250T', 300],
      ['PARA500T', 100],
    ] as const) {
      const res = await as(
        `mutation($s: String!, $i: IssueOutboundShipmentItemInput!) { issueOutboundShipmentItem(storeId: $s, input: $i) { __typename } }`,
        { s: DNS, i: { invoiceId: shipmentId, itemId: itemId(code), quantity } },
      );
      expect(res.errors).toBeUndefined();
    }
    const shipped = await as<{ r: { __typename: string } }>(
      `mutation($s: String!, $i: UpdateOutboundShipmentInput!) { r: updateOutboundShipment(storeId: $s, input: $i) { __typename } }`,
      { s: DNS, i: { id: shipmentId, status: 'SHIPPED' } },
    );
    expect(shipped.data?.r.__typename).toBe('InvoiceNode');
    await h.deps.transfers.idle();
    now = await requisition(h, DNS, response.id);
    expect(lineOf(now?.lines ?? [], 'AMOX250T')).toMatchObject({
      alreadyIssued: 300,
      inPreparation: 0,
      remainingQuantityToSupply: 0,
    });
    expect(lineOf(now?.lines ?? [], 'PARA500T').alreadyIssued).toBe(100);
    // The district's stock went down by what was shipped.
    expect(lineOf(now?.lines ?? [], 'AMOX250T').supplierFigures?.stockOnHand).toBe(200);

    // The facility's receipt names its internal order; receiving it makes the stock.
    const receipt = (await shipment(shipmentId))?.linkedInvoiceId;
    expect(receipt).toBeTruthy();
    const inbound = await as<{ r: { requisitionId: string | null; status: string } }>(
      `query($s: String!, $id: String!) { r: inboundShipment(storeId: $s, id: $id) { requisitionId status } }`,
      { s: KHC, id: receipt },
    );
    expect(inbound.data?.r).toEqual({ requisitionId: order.id, status: 'SHIPPED' });
    const received = await as<{ r: { __typename: string } }>(
      `mutation($s: String!, $i: UpdateInboundShipmentInput!) { r: updateInboundShipment(storeId: $s, input: $i) { __typename } }`,
      { s: KHC, i: { id: receipt, status: 'RECEIVED' } },
    );
    expect(received.data?.r.__typename).toBe('InvoiceNode');
    await h.deps.transfers.idle();

    // Finalising at the district finalises the facility's order with the same date.
    h.clock.advance(3_600_000);
    const finalised = await call(
      h,
      'finaliseResponseRequisition',
      { storeId: DNS, id: response.id },
      byId,
    );
    expect(finalised.status).toBe('FINALISED');
    const closed = await requisition(h, KHC, order.id);
    expect(closed?.status).toBe('FINALISED');
    expect(closed?.finalisedDatetime).toBe(finalised.finalisedDatetime);
    // Nothing more on a finalised requisition: edits, shipments, deletion.
    const edit = await call(
      h,
      'updateResponseRequisition',
      { storeId: DNS, input: { id: response.id, comment: 'late' } },
      input('UpdateResponseRequisitionInput'),
    );
    expect(edit.error?.__typename).toBe('CannotEditRequisition');
    const late = await call<{ error?: { __typename: string } }>(
      h,
      'createRequisitionShipment',
      { storeId: DNS, input: { id: uuidv7(), responseRequisitionId: response.id } },
      input('CreateRequisitionShipmentInput'),
      `__typename ... on RequisitionMutationError { error { __typename } }`,
    );
    expect(late.error?.__typename).toBe('CannotEditRequisition');
    const gone = await call(
      h,
      'deleteResponseRequisition',
      { storeId: DNS, id: response.id },
      byId,
      DELETED,
    );
    expect(gone.error?.__typename).toBe('FinalisedRequisition');
  });

  it('cannot be deleted or lose lines at the supplier, only supplied zero (spec 001 section 4)', async () => {
    const { response } = await sentOrder();
    const del = await call(
      h,
      'deleteResponseRequisition',
      { storeId: DNS, id: response.id },
      byId,
      DELETED,
    );
    expect(del.error?.__typename).toBe('TransferredRequisition');
    const lineIds = response.lines.map((l) => l.id);
    const lines = await call(
      h,
      'deleteResponseRequisitionLines',
      { storeId: DNS, input: { requisitionId: response.id, lineIds } },
      input('DeleteRequisitionLinesInput'),
      DELETED,
    );
    expect(lines.error?.__typename).toBe('CannotDeleteLineFromTransferredRequisition');
    // What the facility asked stays as sent.
    const requested = await call(
      h,
      'updateResponseRequisitionLines',
      {
        storeId: DNS,
        input: { requisitionId: response.id, lines: [{ id: lineIds[0], requestedQuantity: 1 }] },
      },
      input('UpdateResponseRequisitionLinesInput'),
      LINES,
    );
    expect(requested.error?.__typename).toBe('TransferredRequisition');
  });

  it('waits for approval where the supplier requires it, and the approval reaches the order (scenario 29)', async () => {
    await setPreferences(h, DNS, { response_requisition_requires_authorisation: true });
    const { order, response } = await sentOrder();
    expect(response.approvalStatus).toBe('PENDING');
    const amox = lineOf(response.lines, 'AMOX250T');
    // Frozen while pending: supply, lines, header, shipment, finalising.
    const supply = await call(
      h,
      'supplyRequestedQuantity',
      { storeId: DNS, requisitionId: response.id },
      byRequisition,
      LINES,
    );
    expect(supply.error?.__typename).toBe('CannotEditRequisition');
    const line = await call(
      h,
      'updateResponseRequisitionLines',
      {
        storeId: DNS,
        input: { requisitionId: response.id, lines: [{ id: amox.id, supplyQuantity: 5 }] },
      },
      input('UpdateResponseRequisitionLinesInput'),
      LINES,
    );
    expect(line.error?.__typename).toBe('CannotEditRequisition');
    const finalise = await call(
      h,
      'finaliseResponseRequisition',
      { storeId: DNS, id: response.id },
      byId,
    );
    expect(finalise.error?.__typename).toBe('CannotEditRequisition');

    // Approved: AMOX 250 of 300 asked, with a comment; PARA as asked (not named).
    const approved = await call(
      h,
      'setResponseRequisitionApproval',
      {
        storeId: DNS,
        input: {
          id: response.id,
          action: 'APPROVE',
          lines: [{ id: amox.id, approvedQuantity: 250, approvalComment: 'Stock is short' }],
        },
      },
      input('ResponseRequisitionApprovalInput'),
    );
    expect(approved.approvalStatus).toBe('APPROVED');
    // Supply defaults to the approved quantity, and "supply requested" keeps to it.
    expect(lineOf(approved.lines, 'AMOX250T')).toMatchObject({
      approvedQuantity: 250,
      supplyQuantity: 250,
      approvalComment: 'Stock is short',
    });
    expect(lineOf(approved.lines, 'PARA500T')).toMatchObject({
      approvedQuantity: 200,
      supplyQuantity: 200,
    });
    await call(
      h,
      'supplyRequestedQuantity',
      { storeId: DNS, requisitionId: response.id },
      byRequisition,
      LINES,
    );
    expect(
      lineOf((await requisition(h, DNS, response.id))?.lines ?? [], 'AMOX250T').supplyQuantity,
    ).toBe(250);
    const again = await call(
      h,
      'setResponseRequisitionApproval',
      { storeId: DNS, input: { id: response.id, action: 'DENY' } },
      input('ResponseRequisitionApprovalInput'),
    );
    expect(again.error?.__typename).toBe('RequisitionNotPendingApproval');

    // The facility's order shows what was approved, by item.
    const at = await requisition(h, KHC, order.id);
    expect(at?.approvalStatus).toBe('APPROVED');
    expect(lineOf(at?.lines ?? [], 'AMOX250T')).toMatchObject({
      approvedQuantity: 250,
      approvalComment: 'Stock is short',
      requestedQuantity: 300,
    });
  });

  it('counts other customers’ requests and the stock on order beside a line', async () => {
    const { response } = await sentOrder();
    // A second customer's paper order for AMOX250T 40, and the district's own sent order of 70.
    const paper = await call(
      h,
      'insertResponseRequisition',
      {
        storeId: DNS,
        input: { id: uuidv7(), otherPartyId: KHC_NAME, minMonthsOfStock: 1, maxMonthsOfStock: 3 },
      },
      input('InsertResponseRequisitionInput'),
    );
    await call(
      h,
      'insertResponseRequisitionLines',
      {
        storeId: DNS,
        input: {
          requisitionId: paper.id,
          lines: [{ id: uuidv7(), itemId: itemId('AMOX250T'), requestedQuantity: 40 }],
        },
      },
      input('InsertResponseRequisitionLinesInput'),
      LINES,
    );
    const own = await newInternalOrder(
      h,
      {},
      DNS,
      (await import('../src/demo/ids')).demoId('name:NMW'),
    );
    const [ownLine] = await addLines(h, own.id, ['AMOX250T'], DNS);
    await setRequested(h, own.id, [{ id: ownLine?.id ?? '', requestedQuantity: 70 }], DNS);
    await call(h, 'sendRequestRequisition', { storeId: DNS, id: own.id }, byId);
    const now = await requisition(h, DNS, response.id);
    expect(lineOf(now?.lines ?? [], 'AMOX250T').supplierFigures).toMatchObject({
      otherRequested: 40,
      stockOnOrder: 70,
    });
  });
});

describe('a customer requisition entered by hand', () => {
  it('takes its lines as the paper says, and is deleted until a shipment is made from it', async () => {
    const made = await call(
      h,
      'insertResponseRequisition',
      {
        storeId: DNS,
        input: { id: uuidv7(), otherPartyId: KHC_NAME, minMonthsOfStock: 1, maxMonthsOfStock: 3 },
      },
      input('InsertResponseRequisitionInput'),
    );
    expect(made).toMatchObject({ type: 'RESPONSE', status: 'NEW', approvalStatus: 'NONE' });
    const added = await call<{ lines: Line[] }>(
      h,
      'insertResponseRequisitionLines',
      {
        storeId: DNS,
        input: {
          requisitionId: made.id,
          lines: [
            {
              id: uuidv7(),
              itemId: itemId('AMOX250T'),
              requestedQuantity: 60,
              availableStockOnHand: 10,
              averageMonthlyConsumption: 20,
            },
          ],
        },
      },
      input('InsertResponseRequisitionLinesInput'),
      LINES,
    );
    expect(added.lines[0]).toMatchObject({
      requestedQuantity: 60,
      suggestedQuantity: 0,
      availableStockOnHand: 10,
      averageMonthlyConsumption: 20,
    });
    await call(
      h,
      'supplyRequestedQuantity',
      { storeId: DNS, requisitionId: made.id },
      byRequisition,
      LINES,
    );
    await call(
      h,
      'createRequisitionShipment',
      { storeId: DNS, input: { id: uuidv7(), responseRequisitionId: made.id } },
      input('CreateRequisitionShipmentInput'),
      `__typename`,
    );
    const del = await call(
      h,
      'deleteResponseRequisition',
      { storeId: DNS, id: made.id },
      byId,
      DELETED,
    );
    expect(del.error?.__typename).toBe('RequisitionWithShipment');

    const other = await call(
      h,
      'insertResponseRequisition',
      {
        storeId: DNS,
        input: { id: uuidv7(), otherPartyId: KHC_NAME, minMonthsOfStock: 1, maxMonthsOfStock: 3 },
      },
      input('InsertResponseRequisitionInput'),
    );
    const nothing = await call<{ error?: { __typename: string } }>(
      h,
      'createRequisitionShipment',
      { storeId: DNS, input: { id: uuidv7(), responseRequisitionId: other.id } },
      input('CreateRequisitionShipmentInput'),
      `__typename ... on RequisitionMutationError { error { __typename } }`,
    );
    expect(nothing.error?.__typename).toBe('NothingRemainingToSupply');
    const outbound = await h.deps.db
      .selectFrom('invoice')
      .select('id')
      .where('requisition_id', '=', other.id)
      .execute();
    expect(outbound).toEqual([]);
    const ok = await call(
      h,
      'deleteResponseRequisition',
      { storeId: DNS, id: other.id },
      byId,
      DELETED,
    );
    expect(ok).toMatchObject({ ids: [other.id] });
  });
});

describe('permissions per role', () => {
  it('lets the viewer read, not change; refuses a store the user has no access to', async () => {
    const order = await newInternalOrder(h);
    const viewer = await h.as('viewer');
    // The viewer works in DNS (not KHC): reading DNS's list is allowed.
    const list = await viewer(`query($s: String!) { requisitions(storeId: $s) { totalCount } }`, {
      s: DNS,
    });
    expect(list.errors).toBeUndefined();
    const write = await viewer(
      `mutation($s: String!, $i: InsertResponseRequisitionInput!) { insertResponseRequisition(storeId: $s, input: $i) { __typename } }`,
      {
        s: DNS,
        i: { id: uuidv7(), otherPartyId: KHC_NAME, minMonthsOfStock: 1, maxMonthsOfStock: 2 },
      },
    );
    expect(write.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const dispenser = await h.as('dispenser');
    const read = await dispenser(
      `query($s: String!, $id: String!) { requisition(storeId: $s, id: $id) { id } }`,
      { s: KHC, id: order.id },
    );
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
