// Program internal orders (issue 13 part 3's orders; DOCUMENTS.md 7, scenario 32; spec 001
// sections 5 and 9): the Kibera Health Centre (KHC) orders essential medicines from the Northern
// District Store (DNS) on a monthly schedule, with a normal order type (one order a period) and
// an emergency one (at most 3 items). The program's configuration is central data, written here
// as it arrives; every expectation comes from it.
import { uuidv7 } from '@dawa/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { demoId } from '../src/demo/ids';
import { itemId } from './fixtures';
import { createHarness, type Harness } from './harness';
import {
  DNS,
  DNS_NAME,
  KHC,
  LINES,
  byId,
  call,
  input,
  requisitionsOf,
  setRequested,
  type Line,
  type Req,
} from './requisitions.helpers';

let h: Harness;
const ids = {
  program: '',
  tag: '',
  otherTag: '',
  schedule: '',
  normal: '',
  emergency: '',
  foreign: '',
  masterList: '',
  periods: new Map<string, string>(),
};

/** Monthly periods from June 2025 to August 2026; the clock is 1 March 2026. */
const MONTHS = Array.from({ length: 15 }, (_, i) => {
  const d = new Date(Date.UTC(2025, 5 + i, 1));
  const end = new Date(Date.UTC(2025, 6 + i, 0));
  return { start: d.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) };
});

beforeEach(async () => {
  await h?.close();
  h = await createHarness();
  const db = h.deps.db;
  const list = await db
    .selectFrom('master_list')
    .select('id')
    .where('code', '=', 'EML')
    .executeTakeFirstOrThrow();
  Object.assign(ids, {
    program: uuidv7(),
    tag: uuidv7(),
    otherTag: uuidv7(),
    schedule: uuidv7(),
    normal: uuidv7(),
    emergency: uuidv7(),
    foreign: uuidv7(),
    masterList: list.id,
    periods: new Map<string, string>(),
  });
  await db
    .insertInto('name_tag')
    .values([
      { id: ids.tag, name: `Health centres ${ids.tag}` },
      { id: ids.otherTag, name: `Hospitals ${ids.otherTag}` },
    ])
    .execute();
  await db
    .insertInto('name_tag_join')
    .values({ id: uuidv7(), name_id: demoId('name:KHC'), name_tag_id: ids.tag })
    .execute();
  await db
    .insertInto('program')
    .values({
      id: ids.program,
      name: `Essential medicines ${ids.program}`,
      master_list_id: list.id,
    })
    .execute();
  await db
    .insertInto('period_schedule')
    .values({ id: ids.schedule, name: `Monthly ${ids.schedule}` })
    .execute();
  for (const m of MONTHS) {
    const id = uuidv7();
    ids.periods.set(m.start, id);
    await db
      .insertInto('period')
      .values({
        id,
        period_schedule_id: ids.schedule,
        name: m.start.slice(0, 7),
        start_date: m.start,
        end_date: m.end,
      })
      .execute();
  }
  const [mine, theirs] = [uuidv7(), uuidv7()];
  await db
    .insertInto('program_requisition_settings')
    .values([
      { id: mine, program_id: ids.program, name_tag_id: ids.tag, period_schedule_id: ids.schedule },
      {
        id: theirs,
        program_id: ids.program,
        name_tag_id: ids.otherTag,
        period_schedule_id: ids.schedule,
      },
    ])
    .execute();
  const type = (id: string, settings: string, name: string, emergency: boolean) => ({
    id,
    program_requisition_settings_id: settings,
    name,
    threshold_mos: emergency ? 0 : 2,
    max_mos: emergency ? 1 : 4,
    max_order_per_period: emergency ? 5 : 1,
    is_emergency: emergency,
    max_items_in_emergency_order: emergency ? 3 : 0,
  });
  await db
    .insertInto('program_order_type')
    .values([
      type(ids.normal, mine, 'Normal', false),
      type(ids.emergency, mine, 'Emergency', true),
      type(ids.foreign, theirs, 'Hospital normal', false),
    ])
    .execute();
});
afterAll(async () => {
  await h.close();
});

type ProgramOrder = Req & {
  programId: string | null;
  periodId: string | null;
  orderType: string | null;
  isEmergency: boolean;
  error?: { __typename: string; maxItems?: number };
};

const order = (fields: Record<string, unknown>) =>
  call<ProgramOrder>(
    h,
    'insertProgramRequestRequisition',
    {
      storeId: KHC,
      input: {
        id: uuidv7(),
        otherPartyId: DNS_NAME,
        programOrderTypeId: ids.normal,
        periodId: ids.periods.get('2026-03-01'),
        ...fields,
      },
    },
    input('InsertProgramRequestRequisitionInput'),
    `__typename ... on RequisitionNode { id status minMonthsOfStock maxMonthsOfStock programId periodId orderType isEmergency lines { id itemId requestedQuantity } }
     ... on RequisitionMutationError { error { __typename ... on OrderingTooManyItems { maxItems } } }`,
  );

describe('a program internal order', () => {
  it("takes its order type's months and holds every stock item of the program the store sees", async () => {
    const made = await order({});
    expect(made).toMatchObject({
      status: 'DRAFT',
      minMonthsOfStock: 2,
      maxMonthsOfStock: 4,
      programId: ids.program,
      periodId: ids.periods.get('2026-03-01'),
      orderType: 'Normal',
      isEmergency: false,
    });
    const expected = await h.deps.db
      .selectFrom('master_list_line as l')
      .innerJoin('item', 'item.id', 'l.item_id')
      .select('item.id')
      .where('l.master_list_id', '=', ids.masterList)
      .where('item.type', '=', 'STOCK')
      .where('item.is_active', '=', true)
      .execute();
    expect(made.lines.map((l) => l.itemId).sort()).toEqual(expected.map((r) => r.id).sort());
    // Items are not added or removed, and the months and supplier stay the type's.
    const add = await call(
      h,
      'insertRequestRequisitionLines',
      {
        storeId: KHC,
        input: { requisitionId: made.id, lines: [{ id: uuidv7(), itemId: itemId('ORS-ZINC') }] },
      },
      input('InsertRequestRequisitionLinesInput'),
      LINES,
    );
    expect(add.error?.__typename).toBe('CannotAddItemToProgramRequisition');
    const remove = await call(
      h,
      'deleteRequestRequisitionLines',
      { storeId: KHC, input: { requisitionId: made.id, lineIds: [made.lines[0]?.id] } },
      input('DeleteRequisitionLinesInput'),
      `__typename ... on RequisitionMutationError { error { __typename } }`,
    );
    expect(remove.error?.__typename).toBe('CannotAddItemToProgramRequisition');
    const months = await call(
      h,
      'updateRequestRequisition',
      { storeId: KHC, input: { id: made.id, maxMonthsOfStock: 6 } },
      input('UpdateRequestRequisitionInput'),
    );
    expect(months.error?.__typename).toBe('CannotEditProgramRequisitionInformation');
    const comment = await call(
      h,
      'updateRequestRequisition',
      { storeId: KHC, input: { id: made.id, comment: 'March' } },
      input('UpdateRequestRequisitionInput'),
    );
    expect(comment.comment).toBe('March');
  });

  it('takes one order a period of a normal type, within five periods back or forward (scenario 32)', async () => {
    const id = uuidv7();
    const first = await order({ id });
    expect(first.__typename).toBe('RequisitionNode');
    // The same id again answers the same order; another order for March is one too many.
    expect((await order({ id })).id).toBe(id);
    expect((await order({})).error?.__typename).toBe('MaxOrdersReachedForPeriod');
    // February still takes one. The window is the last five periods that started (November to
    // March) and the next five (April to August): June and October are too old.
    expect((await order({ periodId: ids.periods.get('2026-02-01') })).__typename).toBe(
      'RequisitionNode',
    );
    expect((await order({ periodId: ids.periods.get('2025-06-01') })).error?.__typename).toBe(
      'PeriodNotAvailable',
    );
    expect((await order({ periodId: ids.periods.get('2026-08-01') })).__typename).toBe(
      'RequisitionNode',
    );
    expect((await order({ periodId: ids.periods.get('2025-10-01') })).error?.__typename).toBe(
      'PeriodNotAvailable',
    );
  });

  it("refuses another store's order type and a supplier outside the program", async () => {
    expect((await order({ programOrderTypeId: ids.foreign })).error?.__typename).toBe(
      'ProgramOrderTypeDoesNotExist',
    );
    expect((await order({ otherPartyId: demoId('name:CDP') })).error?.__typename).toBe(
      'SupplierNotValid',
    );
  });

  it('of an emergency type asks for at most its items when sent; the supplier gets the program', async () => {
    const made = await order({ programOrderTypeId: ids.emergency });
    expect(made).toMatchObject({ isEmergency: true, minMonthsOfStock: 0, maxMonthsOfStock: 1 });
    const four = made.lines.slice(0, 4);
    await setRequested(
      h,
      made.id,
      four.map((l) => ({ id: l.id, requestedQuantity: 10 })),
    );
    const refused = await call<{ error?: { __typename: string; maxItems?: number } }>(
      h,
      'sendRequestRequisition',
      { storeId: KHC, id: made.id },
      byId,
      `__typename ... on RequisitionMutationError { error { __typename ... on OrderingTooManyItems { maxItems } } }`,
    );
    expect(refused.error).toEqual({ __typename: 'OrderingTooManyItems', maxItems: 3 });
    await setRequested(h, made.id, [{ id: four[3]?.id ?? '', requestedQuantity: 0 }]);
    const sent = await call(h, 'sendRequestRequisition', { storeId: KHC, id: made.id }, byId);
    expect(sent.status).toBe('SENT');
    expect(sent.lines).toHaveLength(3);
    const [response] = await requisitionsOf(h, DNS, 'RESPONSE');
    const full = await h.deps.db
      .selectFrom('requisition')
      .select(['program_id', 'period_id', 'order_type', 'is_emergency'])
      .where('id', '=', response?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(full).toMatchObject({
      program_id: ids.program,
      period_id: ids.periods.get('2026-03-01'),
      order_type: 'Emergency',
    });
    expect(Boolean(full.is_emergency)).toBe(true);
    expect((response?.lines as Line[]).map((l) => l.requestedQuantity)).toEqual([10, 10, 10]);
  });
});
