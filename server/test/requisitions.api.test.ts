// Internal orders (issue 13 part 1; DOCUMENTS.md 5, scenario 31; spec 001 sections 4, 5 and 9)
// through the API: the Kibera Health Centre (KHC) orders from the Northern District Store (DNS),
// a store of the same site. Each expected figure is worked from the spec's formula by hand:
// suggested = round(max months × AMC − stock) once months of stock (stock ÷ AMC) is at or below
// the threshold (min months, or max months when min is 0), else 0; AMC = units consumed over the
// 3-month look-back ÷ 3.
import { uuidv7 } from '@dawa/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { demoId } from '../src/demo/ids';
import { givenReason, itemId } from './fixtures';
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
  setPreferences,
  setRequested,
  type Line,
} from './requisitions.helpers';

let h: Harness;
beforeEach(async () => {
  await h?.close();
  h = await createHarness();
  await setPreferences(h, KHC, { monthly_consumption_look_back_period: 3 });
  await setPreferences(h, DNS, { monthly_consumption_look_back_period: 3 });
});
afterAll(async () => {
  await h.close();
});

const lineOf = (lines: Line[], code: string): Line => {
  const found = lines.find((l) => l.itemId === itemId(code));
  if (!found) throw new Error(`no line of ${code}`);
  return found;
};

describe('an internal order to a store', () => {
  it('goes to a visible supplier that is a store, DRAFT, numbered per store', async () => {
    const first = await newInternalOrder(h);
    const second = await newInternalOrder(h);
    expect(first).toMatchObject({ type: 'REQUEST', status: 'DRAFT', approvalStatus: 'NONE' });
    expect(second.requisitionNumber).toBe(first.requisitionNumber + 1);
    // A supplier that is no store (a manufacturer-distributor) is refused.
    const notAStore = await call(
      h,
      'insertRequestRequisition',
      {
        storeId: KHC,
        input: {
          id: uuidv7(),
          otherPartyId: demoId('name:SUP-MEDS'),
          minMonthsOfStock: 1,
          maxMonthsOfStock: 3,
        },
      },
      input('InsertRequestRequisitionInput'),
    );
    expect(notAStore.error?.__typename).toMatch(/OtherPartyIsNotAStore|OtherPartyNotVisible/);
  });

  it('snapshots available stock and AMC in bulk and suggests by the formula (scenario 31)', async () => {
    // AMC 100 (300 over 3 months), 150 available; AMC 30 (90), 100 available; no consumption.
    await givenFigures(h, 'KHC', 'AMOX250T', 150, 300);
    await givenFigures(h, 'KHC', 'PARA500T', 100, 90);
    await givenFigures(h, 'KHC', 'ORS-LO', 40, 0);
    const order = await newInternalOrder(h, { minMonthsOfStock: 2, maxMonthsOfStock: 4 });
    const lines = await addLines(h, order.id, ['AMOX250T', 'PARA500T', 'ORS-LO']);
    const amox = lineOf(lines, 'AMOX250T');
    expect(amox).toMatchObject({ availableStockOnHand: 150, averageMonthlyConsumption: 100 });
    expect(amox.monthsOfStock).toBeCloseTo(1.5);
    // 1.5 months <= 2: 4 × 100 − 150.
    expect(amox.suggestedQuantity).toBe(250);
    expect(amox.requestedQuantity).toBe(0);
    // 100 ÷ 30 = 3.33 months > 2: nothing yet.
    expect(lineOf(lines, 'PARA500T').suggestedQuantity).toBe(0);
    expect(lineOf(lines, 'PARA500T').suggestedQuantityWorking.rule).toBe('ABOVE_THRESHOLD');
    expect(lineOf(lines, 'ORS-LO')).toMatchObject({
      averageMonthlyConsumption: 0,
      suggestedQuantity: 0,
    });

    await setRequested(h, order.id, [{ id: amox.id, requestedQuantity: 20 }]);
    // min 3, max 6: 3.33 > 3 still nothing; then min 0 (threshold = max 6): 6 × 30 − 100 = 80;
    // max 5: 5 × 100 − 150 = 350 and 5 × 30 − 100 = 50. Requested stays as typed.
    const update = async (fields: Record<string, unknown>) =>
      call(
        h,
        'updateRequestRequisition',
        { storeId: KHC, input: { id: order.id, ...fields } },
        input('UpdateRequestRequisitionInput'),
      );
    let now = await update({ minMonthsOfStock: 3, maxMonthsOfStock: 6 });
    expect(lineOf(now.lines, 'PARA500T').suggestedQuantity).toBe(0);
    expect(lineOf(now.lines, 'AMOX250T').suggestedQuantity).toBe(450);
    now = await update({ minMonthsOfStock: 0 });
    expect(lineOf(now.lines, 'PARA500T').suggestedQuantity).toBe(80);
    now = await update({ maxMonthsOfStock: 5 });
    expect(lineOf(now.lines, 'AMOX250T').suggestedQuantity).toBe(350);
    expect(lineOf(now.lines, 'PARA500T').suggestedQuantity).toBe(50);
    expect(lineOf(now.lines, 'AMOX250T').requestedQuantity).toBe(20);

    // "Use suggested" fills only the lines still at 0.
    const used = await call<{ lines: Line[] }>(
      h,
      'useSuggestedQuantity',
      { storeId: KHC, requisitionId: order.id },
      byRequisition,
      LINES,
    );
    expect(used.lines.map((l) => l.itemId)).toEqual([itemId('PARA500T')]);
    const after = await requisition(h, KHC, order.id);
    expect(lineOf(after?.lines ?? [], 'AMOX250T').requestedQuantity).toBe(20);
    expect(lineOf(after?.lines ?? [], 'PARA500T').requestedQuantity).toBe(50);
    expect(lineOf(after?.lines ?? [], 'ORS-LO').requestedQuantity).toBe(0);
  });

  it('adds the stock items of a master list the store sees, each with its snapshot', async () => {
    await givenFigures(h, 'KHC', 'AMOX250T', 150, 300);
    const order = await newInternalOrder(h);
    await addLines(h, order.id, ['AMOX250T']);
    const lists = await (
      await h.as('storekeeper')
    )<{ masterLists: { id: string; code: string }[] }>(
      `query($s: String!) { masterLists(storeId: $s) { id code } }`,
      { s: KHC },
    );
    const essential = lists.data?.masterLists.find((l) => l.code === 'EML');
    expect(essential).toBeDefined();
    const added = await call<{ __typename: string; lines: Line[] }>(
      h,
      'addFromMasterListToRequestRequisition',
      { storeId: KHC, input: { requisitionId: order.id, masterListId: essential?.id } },
      input('AddFromMasterListToRequestRequisitionInput'),
      LINES,
    );
    expect(added.__typename).toBe('RequisitionLinesNode');
    expect(added.lines.length).toBeGreaterThan(5);
    // The item already on the order is not added twice.
    expect(added.lines.some((l) => l.itemId === itemId('AMOX250T'))).toBe(false);
    const again = await call<{ lines: Line[] }>(
      h,
      'addFromMasterListToRequestRequisition',
      { storeId: KHC, input: { requisitionId: order.id, masterListId: essential?.id } },
      input('AddFromMasterListToRequestRequisitionInput'),
      LINES,
    );
    expect(again.lines).toEqual([]);
    // A list of another store is not this store's.
    const foreign = await call(
      h,
      'addFromMasterListToRequestRequisition',
      { storeId: KHC, input: { requisitionId: order.id, masterListId: uuidv7() } },
      input('AddFromMasterListToRequestRequisitionInput'),
      LINES,
    );
    expect(foreign.error?.__typename).toBe('MasterListNotFoundForThisStore');
  });

  it('refuses an item twice, an item the store does not see, and lines once sent', async () => {
    const order = await newInternalOrder(h);
    const [line] = await addLines(h, order.id, ['AMOX250T']);
    const twice = await call(
      h,
      'insertRequestRequisitionLines',
      {
        storeId: KHC,
        input: { requisitionId: order.id, lines: [{ id: uuidv7(), itemId: itemId('AMOX250T') }] },
      },
      input('InsertRequestRequisitionLinesInput'),
      LINES,
    );
    expect(twice.error?.__typename).toBe('ItemAlreadyExistInRequisition');
    const unknown = await call(
      h,
      'insertRequestRequisitionLines',
      {
        storeId: KHC,
        input: { requisitionId: order.id, lines: [{ id: uuidv7(), itemId: uuidv7() }] },
      },
      input('InsertRequestRequisitionLinesInput'),
      LINES,
    );
    expect(unknown.error?.__typename).toBe('RecordNotFound');
    await setRequested(h, order.id, [{ id: line?.id ?? '', requestedQuantity: 5 }]);
    await call(h, 'sendRequestRequisition', { storeId: KHC, id: order.id }, byId);
    const late = await setRequested(h, order.id, [{ id: line?.id ?? '', requestedQuantity: 6 }]);
    expect(late.error?.__typename).toBe('CannotEditRequisition');
    const header = await call(
      h,
      'updateRequestRequisition',
      { storeId: KHC, input: { id: order.id, comment: 'late' } },
      input('UpdateRequestRequisitionInput'),
    );
    expect(header.error?.__typename).toBe('CannotEditRequisition');
  });

  it('asks for a reason where requested differs from suggested, when the store says so', async () => {
    await givenFigures(h, 'KHC', 'AMOX250T', 150, 300);
    const order = await newInternalOrder(h);
    const [line] = await addLines(h, order.id, ['AMOX250T']);
    const id = line?.id ?? '';
    // Without the preference, no reason is needed.
    expect((await setRequested(h, order.id, [{ id, requestedQuantity: 100 }])).__typename).toBe(
      'RequisitionLinesNode',
    );
    await setPreferences(h, KHC, { extra_fields_in_requisition: true });
    const reason = await givenReason(h.deps, 'REQUISITION_LINE_VARIANCE', 'Budget');
    const wrongKind = await givenReason(h.deps, 'POSITIVE_INVENTORY_ADJUSTMENT');
    const refused = await setRequested(h, order.id, [{ id, requestedQuantity: 120 }]);
    expect(refused.error).toMatchObject({ __typename: 'ReasonsNotProvided', lineIds: id });
    // Equal to suggested (250): no reason needed.
    expect((await setRequested(h, order.id, [{ id, requestedQuantity: 250 }])).__typename).toBe(
      'RequisitionLinesNode',
    );
    const badReason = await setRequested(h, order.id, [
      { id, requestedQuantity: 120, reasonOptionId: wrongKind },
    ]);
    expect(badReason.error?.__typename).toBe('ReasonNotValid');
    const given = await setRequested(h, order.id, [
      { id, requestedQuantity: 120, reasonOptionId: reason },
    ]);
    expect(given.lines[0]).toMatchObject({ requestedQuantity: 120, reasonOptionId: reason });
    // Sending checks again: the months changed, the suggested with them, the reason stays valid.
    const sent = await call(h, 'sendRequestRequisition', { storeId: KHC, id: order.id }, byId);
    expect(sent.status).toBe('SENT');
  });

  it('is refused sending with no lines or nothing requested (spec 001 section 4)', async () => {
    const empty = await newInternalOrder(h);
    const none = await call(h, 'sendRequestRequisition', { storeId: KHC, id: empty.id }, byId);
    expect(none.error?.__typename).toBe('RequisitionHasNoLines');
    await addLines(h, empty.id, ['AMOX250T', 'PARA500T']);
    const zero = await call(h, 'sendRequestRequisition', { storeId: KHC, id: empty.id }, byId);
    expect(zero.error?.__typename).toBe('NothingRequested');
    expect((await requisition(h, KHC, empty.id))?.status).toBe('DRAFT');
  });

  it('is deleted in DRAFT only, with its lines', async () => {
    const order = await newInternalOrder(h);
    const lines = await addLines(h, order.id, ['AMOX250T', 'PARA500T']);
    const deletedLine = await call(
      h,
      'deleteRequestRequisitionLines',
      { storeId: KHC, input: { requisitionId: order.id, lineIds: [lines[0]?.id] } },
      input('DeleteRequisitionLinesInput'),
      DELETED,
    );
    expect(deletedLine).toMatchObject({ ids: [lines[0]?.id] });
    const sentOne = await newInternalOrder(h);
    const [l] = await addLines(h, sentOne.id, ['AMOX250T']);
    await setRequested(h, sentOne.id, [{ id: l?.id ?? '', requestedQuantity: 3 }]);
    await call(h, 'sendRequestRequisition', { storeId: KHC, id: sentOne.id }, byId);
    const refused = await call(
      h,
      'deleteRequestRequisition',
      { storeId: KHC, id: sentOne.id },
      byId,
      DELETED,
    );
    expect(refused.error?.__typename).toBe('CannotEditRequisition');
    const done = await call(
      h,
      'deleteRequestRequisition',
      { storeId: KHC, id: order.id },
      byId,
      DELETED,
    );
    expect(done).toMatchObject({ ids: [order.id] });
    expect(await requisition(h, KHC, order.id)).toBeNull();
    const rows = await h.deps.db
      .selectFrom('requisition_line')
      .select('id')
      .where('requisition_id', '=', order.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('is answered once for one id: retried, sent twice at once, or an id of another kind', async () => {
    const id = uuidv7();
    const args = {
      storeId: KHC,
      input: { id, otherPartyId: demoId('name:DNS'), minMonthsOfStock: 1, maxMonthsOfStock: 3 },
    };
    const [a, b] = await Promise.all([
      call(h, 'insertRequestRequisition', args, input('InsertRequestRequisitionInput')),
      call(h, 'insertRequestRequisition', args, input('InsertRequestRequisitionInput')),
    ]);
    expect(a.id).toBe(id);
    expect(b.id).toBe(id);
    const again = await call(
      h,
      'insertRequestRequisition',
      args,
      input('InsertRequestRequisitionInput'),
    );
    expect(again.requisitionNumber).toBe(a.requisitionNumber);
    const rows = await h.deps.db
      .selectFrom('requisition')
      .select('id')
      .where('id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    // A line id sent twice at once makes one line.
    const lineId = uuidv7();
    const lineArgs = {
      storeId: KHC,
      input: { requisitionId: id, lines: [{ id: lineId, itemId: itemId('AMOX250T') }] },
    };
    const both = await Promise.all([
      call<{ lines: Line[] }>(
        h,
        'insertRequestRequisitionLines',
        lineArgs,
        input('InsertRequestRequisitionLinesInput'),
        LINES,
      ),
      call<{ lines: Line[] }>(
        h,
        'insertRequestRequisitionLines',
        lineArgs,
        input('InsertRequestRequisitionLinesInput'),
        LINES,
      ),
    ]);
    expect(both.map((x) => x.lines.map((l) => l.id))).toEqual([[lineId], [lineId]]);
    // An id another kind of record holds (a store's id) is refused.
    const taken = await call(
      h,
      'insertRequestRequisition',
      { storeId: KHC, input: { ...args.input, id: KHC } },
      input('InsertRequestRequisitionInput'),
    );
    expect(taken.error?.__typename).toBe('RecordAlreadyExists');
  });

  it("finds no other store's order, and no customer requisition where an order is expected", async () => {
    const order = await newInternalOrder(h);
    const fromDns = await call(
      h,
      'updateRequestRequisition',
      { storeId: DNS, input: { id: order.id, comment: 'not mine' } },
      input('UpdateRequestRequisitionInput'),
    );
    expect(fromDns.error?.__typename).toBe('RecordNotFound');
    const asResponse = await call(
      h,
      'updateResponseRequisition',
      { storeId: KHC, input: { id: order.id, comment: 'wrong kind' } },
      input('UpdateResponseRequisitionInput'),
    );
    expect(asResponse.error?.__typename).toBe('RecordNotFound');
    expect(await requisition(h, DNS, order.id)).toBeNull();
    const customer = await call(
      h,
      'insertResponseRequisition',
      {
        storeId: DNS,
        input: { id: uuidv7(), otherPartyId: KHC_NAME, minMonthsOfStock: 1, maxMonthsOfStock: 2 },
      },
      input('InsertResponseRequisitionInput'),
    );
    const wrongType = await call(
      h,
      'sendRequestRequisition',
      { storeId: DNS, id: customer.id },
      byId,
    );
    expect(wrongType.error?.__typename).toBe('RecordNotFound');
  });

  it('refuses numbers no count keeps and text with NUL bytes or too long, writing nothing', async () => {
    const order = await newInternalOrder(h);
    const [line] = await addLines(h, order.id, ['AMOX250T']);
    const as = await h.as('storekeeper');
    const update = (lines: unknown, comment?: string) =>
      as(
        `mutation($s: String!, $i: UpdateRequestRequisitionLinesInput!) { updateRequestRequisitionLines(storeId: $s, input: $i) { __typename } }`,
        {
          s: KHC,
          i: { requisitionId: order.id, lines: [{ id: line?.id, comment, ...(lines as object) }] },
        },
      );
    for (const requestedQuantity of [1e300, 9e15, 5e-324]) {
      const res = await update({ requestedQuantity });
      expect(res.errors?.[0]?.extensions?.code, String(requestedQuantity)).toBe('BAD_USER_INPUT');
    }
    expect((await update({}, 'a\u0000b')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await update({}, 'x'.repeat(20_000))).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    const negative = await setRequested(h, order.id, [
      { id: line?.id ?? '', requestedQuantity: -1 },
    ]);
    expect(negative.error?.__typename).toBe('ValueNegative');
    const months = await call(
      h,
      'updateRequestRequisition',
      { storeId: KHC, input: { id: order.id, maxMonthsOfStock: -2 } },
      input('UpdateRequestRequisitionInput'),
    );
    expect(months.error?.__typename).toBe('ValueNegative');
    const now = await requisition(h, KHC, order.id);
    expect(now?.lines[0]?.requestedQuantity).toBe(0);
    expect(now?.maxMonthsOfStock).toBe(4);
  });
});
