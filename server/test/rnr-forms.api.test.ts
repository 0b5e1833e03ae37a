// R&R forms (issue 13 part 4; DOCUMENTS.md 8; spec 001 sections 3.2, 4 and 9): the Kibera Health
// Centre (KHC) reports a small program of two items (amoxicillin, with a ledger built here, and
// paracetamol, never held) to the Northern District Store (DNS) month by month. Every expected
// figure is worked by hand from that ledger in the comments; none is read back from the code.
import { uuidv7 } from '@dawa/domain';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { demoId } from '../src/demo/ids';
import { givenIssue, givenStockLine, itemId } from './fixtures';
import { createHarness, storeId, type Harness } from './harness';

const KHC = storeId('KHC');
const DNS = storeId('DNS');
const DNS_NAME = demoId('name:DNS');
const A = itemId('AMOX250T');
const B = itemId('PARA500T');

let h: Harness;
const ids = { program: '', otherProgram: '', schedule: '', periods: new Map<string, string>() };

/** Monthly periods from November 2025 to March 2026; the clock is 1 March 2026. */
const MONTHS = ['2025-11', '2025-12', '2026-01', '2026-02', '2026-03'];
const period = (month: string) => ids.periods.get(month) ?? '';
const noon = (day: string) => new Date(`${day}T12:00:00.000Z`);

async function givenProgram(): Promise<void> {
  const db = h.deps.db;
  const list = uuidv7();
  const hidden = uuidv7();
  const tag = uuidv7();
  Object.assign(ids, {
    program: uuidv7(),
    otherProgram: uuidv7(),
    schedule: uuidv7(),
    periods: new Map(MONTHS.map((m) => [m, uuidv7()])),
  });
  await db
    .insertInto('master_list')
    .values([
      { id: list, code: `RNR-${list}`, name: `R&R ${list}`, description: '', is_active: true },
      {
        id: hidden,
        code: `HID-${hidden}`,
        name: `Hidden ${hidden}`,
        description: '',
        is_active: true,
      },
    ])
    .execute();
  await db
    .insertInto('master_list_line')
    .values([
      { id: uuidv7(), master_list_id: list, item_id: A },
      { id: uuidv7(), master_list_id: list, item_id: B },
      { id: uuidv7(), master_list_id: hidden, item_id: A },
    ])
    .execute();
  await db
    .insertInto('master_list_name_join')
    .values([
      { id: uuidv7(), master_list_id: list, name_id: demoId('name:KHC') },
      { id: uuidv7(), master_list_id: hidden, name_id: DNS_NAME },
    ])
    .execute();
  await db
    .insertInto('name_tag')
    .values({ id: tag, name: `R&R tag ${tag}` })
    .execute();
  await db
    .insertInto('name_tag_join')
    .values({ id: uuidv7(), name_id: demoId('name:KHC'), name_tag_id: tag })
    .execute();
  await db
    .insertInto('program')
    .values([
      { id: ids.program, name: `R&R program ${ids.program}`, master_list_id: list },
      { id: ids.otherProgram, name: `Hidden program ${ids.otherProgram}`, master_list_id: hidden },
    ])
    .execute();
  await db
    .insertInto('period_schedule')
    .values({ id: ids.schedule, name: `Monthly ${tag}` })
    .execute();
  await db
    .insertInto('period')
    .values(
      MONTHS.map((m) => {
        const [y, mm] = m.split('-').map(Number) as [number, number];
        const end = new Date(Date.UTC(y, mm, 0)).toISOString().slice(0, 10);
        return {
          id: period(m),
          period_schedule_id: ids.schedule,
          name: m,
          start_date: `${m}-01`,
          end_date: end,
        };
      }),
    )
    .execute();
  await db
    .insertInto('program_requisition_settings')
    .values([
      { id: uuidv7(), program_id: ids.program, name_tag_id: tag, period_schedule_id: ids.schedule },
      {
        id: uuidv7(),
        program_id: ids.otherProgram,
        name_tag_id: tag,
        period_schedule_id: ids.schedule,
      },
    ])
    .execute();
  // Understock 2 months, overstock 4: minimum = 2 × AMC, maximum = 4 × AMC.
  await db
    .updateTable('store_preference')
    .set({ months_understock: 2, months_overstock: 4 })
    .where('store_id', '=', KHC)
    .execute();
}

/**
 * Amoxicillin at KHC, packs of 10 units. Balance in units after each movement:
 *   2025-12-10 inventory addition 20 packs (batch 1)     +200 -> 200
 *   2025-12-20 prescription 5 packs                       -50 -> 150
 *   2026-01-05 prescription 6 packs                       -60 ->  90
 *   2026-01-10 outbound shipment 3 packs                  -30 ->  60
 *   2026-01-12 prescription 6 packs                       -60 ->   0   (out of stock)
 *   2026-01-21 inbound shipment 30 packs (batch 2)       +300 -> 300   (Jan 12-20: 9 days at 0)
 *   2026-01-25 inventory reduction 2 packs                -20 -> 280
 *   2026-01-28 customer return 1 pack                     +10 -> 290
 *   2026-02-03 prescription 10 packs                     -100 -> 190
 *   2026-02-14 outbound shipment 9 packs                  -90 -> 100
 *   2026-02-20 supplier return 3 packs                    -30 ->  70
 * Batch 1 (expiry 2028-06-30) is empty from 12 January; batch 2 (expiry 2027-03-31) holds 7.
 */
async function givenLedger(): Promise<void> {
  const one = await givenStockLine(h.deps, {
    store: 'KHC',
    item: 'AMOX250T',
    packs: 20,
    packSize: 10,
    batch: 'RNR-1',
    expiryDate: '2028-06-30',
    at: noon('2025-12-10'),
  });
  await givenIssue(h.deps, one, 5, noon('2025-12-20'));
  await givenIssue(h.deps, one, 6, noon('2026-01-05'));
  await givenIssue(h.deps, one, 3, noon('2026-01-10'), 'OUTBOUND_SHIPMENT');
  await givenIssue(h.deps, one, 6, noon('2026-01-12'));
  const two = await givenStockLine(h.deps, {
    store: 'KHC',
    item: 'AMOX250T',
    packs: 0,
    packSize: 10,
    batch: 'RNR-2',
    expiryDate: '2027-03-31',
  });
  await givenIssue(h.deps, two, -30, noon('2026-01-21'), 'INBOUND_SHIPMENT');
  await givenIssue(h.deps, two, 2, noon('2026-01-25'), 'INVENTORY_REDUCTION');
  await givenIssue(h.deps, two, -1, noon('2026-01-28'), 'CUSTOMER_RETURN');
  await givenIssue(h.deps, two, 10, noon('2026-02-03'));
  await givenIssue(h.deps, two, 9, noon('2026-02-14'), 'OUTBOUND_SHIPMENT');
  await givenIssue(h.deps, two, 3, noon('2026-02-20'), 'SUPPLIER_RETURN');
}

interface Line {
  id: string;
  itemId: string;
  initialBalance: number;
  quantityReceived: number;
  quantityConsumed: number;
  adjustments: number;
  losses: number;
  finalBalance: number;
  stockOutDuration: number;
  adjustedQuantityConsumed: number;
  averageMonthlyConsumption: number;
  previousMonthlyConsumptionValues: number[];
  minimumQuantity: number;
  maximumQuantity: number;
  calculatedRequestedQuantity: number;
  enteredRequestedQuantity: number | null;
  lowStock: string;
  expiryDate: string | null;
  confirmed: boolean;
  requisitionLineId: string | null;
}
interface Form {
  __typename: string;
  id: string;
  status: string;
  periodDays: number;
  linkedRequisitionId: string | null;
  lines: Line[];
  error?: { __typename: string; lineIds?: string | null; lineId?: string | null };
}

const LINE = `id itemId initialBalance quantityReceived quantityConsumed adjustments losses finalBalance
  stockOutDuration adjustedQuantityConsumed averageMonthlyConsumption previousMonthlyConsumptionValues
  minimumQuantity maximumQuantity calculatedRequestedQuantity enteredRequestedQuantity lowStock
  expiryDate confirmed requisitionLineId`;
const FORM = `__typename ... on RnrFormNode { id status periodDays linkedRequisitionId lines { ${LINE} } }
  ... on RnrFormMutationError { error { __typename
    ... on ValuesDoNotBalance { lineIds } ... on InitialBalanceNegative { lineIds }
    ... on StockOutDaysOutOfPeriod { lineIds } ... on RequestedQuantityNegative { lineIds }
    ... on RnrFormLineNotFound { lineId } } }`;

async function mutate(
  field: string,
  args: Record<string, unknown>,
  user = 'storekeeper',
): Promise<Form> {
  const as = await h.as(user);
  const decl = field.endsWith('RnrForm') && 'input' in args ? '$input: ' : '';
  const types: Record<string, string> = {
    insertRnrForm: 'InsertRnrFormInput!',
    updateRnrForm: 'UpdateRnrFormInput!',
  };
  const res = await as<{ r: Form }>(
    decl
      ? `mutation($s: String!, $input: ${types[field]}) { r: ${field}(storeId: $s, input: $input) { ${FORM} } }`
      : `mutation($s: String!, $id: String!) { r: ${field}(storeId: $s, id: $id) { ${FORM} } }`,
    { s: KHC, ...args },
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  await h.deps.transfers.idle();
  return res.data?.r as Form;
}

const insert = (month: string, extra: Record<string, unknown> = {}, user?: string) =>
  mutate(
    'insertRnrForm',
    {
      input: {
        id: uuidv7(),
        supplierId: DNS_NAME,
        programId: ids.program,
        periodId: period(month),
        ...extra,
      },
    },
    user,
  );
const update = (id: string, lines: Record<string, unknown>[]) =>
  mutate('updateRnrForm', { input: { id, lines } });
const finalise = (id: string) => mutate('finaliseRnrForm', { id });

function made(form: Form): Form {
  expect(form.__typename, JSON.stringify(form.error)).toBe('RnrFormNode');
  return form;
}
const refusal = (form: Form) => form.error?.__typename;
const lineOf = (form: Form, item: string): Line => {
  const l = form.lines.find((x) => x.itemId === item);
  if (!l) throw new Error(`no line for ${item}`);
  return l;
};

/** Every figure of a line against values worked by hand (to 9 places). */
function expectLine(l: Line, want: Partial<Record<keyof Line, unknown>>): void {
  for (const [key, value] of Object.entries(want)) {
    const got = l[key as keyof Line];
    if (typeof value === 'number') expect(got, key).toBeCloseTo(value, 9);
    else if (Array.isArray(value)) {
      expect(got, key).toHaveLength(value.length);
      value.forEach((v: number, i) => expect((got as number[])[i], key).toBeCloseTo(v, 9));
    } else expect(got, key).toEqual(value);
  }
}

beforeEach(async () => {
  await h?.close();
  h = await createHarness();
  await givenProgram();
  await givenLedger();
});
afterAll(async () => h?.close());

describe('R&R forms generated from the ledger', () => {
  it('December, January and February: figures worked by hand, edits that balance, finalised into orders the supplier receives', async () => {
    // December (31 days), the first form: opening balance 0 (nothing before 1 December).
    // received 0 (an addition is an adjustment); consumed 50; adjustments +200; final 150.
    // Days at 0: 1-9 December = 9. Adjusted = 50 × 31 ÷ 22 = 775/11; monthly = 775/11 ÷ (31/30)
    // = 750/11. No earlier form: AMC = 750/11; max = 4 × AMC = 3000/11; min = 1500/11;
    // requested = 3000/11 − 150 = 1350/11; 150 is neither below 3000/44 nor 3000/22: OK.
    const dec = made(await insert('2025-12'));
    expect(dec.status).toBe('DRAFT');
    expect(dec.periodDays).toBe(31);
    expect(dec.lines.map((l) => l.itemId).sort()).toEqual([A, B].sort());
    expectLine(lineOf(dec, A), {
      initialBalance: 0,
      quantityReceived: 0,
      quantityConsumed: 50,
      adjustments: 200,
      losses: 0,
      finalBalance: 150,
      stockOutDuration: 9,
      adjustedQuantityConsumed: 775 / 11,
      averageMonthlyConsumption: 750 / 11,
      previousMonthlyConsumptionValues: [],
      minimumQuantity: 1500 / 11,
      maximumQuantity: 3000 / 11,
      calculatedRequestedQuantity: 1350 / 11,
      lowStock: 'OK',
      expiryDate: '2027-03-31',
      confirmed: false,
    });
    // Paracetamol was never held: out of stock all 31 days, nothing consumed, nothing asked.
    expectLine(lineOf(dec, B), {
      initialBalance: 0,
      quantityConsumed: 0,
      finalBalance: 0,
      stockOutDuration: 31,
      averageMonthlyConsumption: 0,
      maximumQuantity: 0,
      calculatedRequestedQuantity: 0,
      lowStock: 'OK',
      expiryDate: null,
    });

    // The store counted 60 consumed: the final balance must follow (0 + 0 − 60 + 200 = 140).
    const a = lineOf(dec, A).id;
    const unbalanced = await update(dec.id, [{ id: a, quantityConsumed: 60 }]);
    expect(refusal(unbalanced)).toBe('ValuesDoNotBalance');
    expect(unbalanced.error?.lineIds).toBe(a);
    // Adjusted = 60 × 31 ÷ 22 = 930/11; monthly = 900/11 = AMC; max = 3600/11; min = 1800/11;
    // requested = 3600/11 − 140 = 2060/11; 140 < 3600/22 (163.6): below half.
    const decEdited = made(
      await update(dec.id, [{ id: a, quantityConsumed: 60, finalBalance: 140, confirmed: true }]),
    );
    expectLine(lineOf(decEdited, A), {
      quantityConsumed: 60,
      finalBalance: 140,
      adjustedQuantityConsumed: 930 / 11,
      averageMonthlyConsumption: 900 / 11,
      minimumQuantity: 1800 / 11,
      maximumQuantity: 3600 / 11,
      calculatedRequestedQuantity: 2060 / 11,
      lowStock: 'BELOW_HALF',
      confirmed: true,
    });

    // January before December is finalised: refused.
    expect(refusal(await insert('2026-01'))).toBe('PreviousRnrFormNotFinalised');
    const decDone = made(await finalise(dec.id));
    expect(decDone.status).toBe('FINALISED');

    // January (31 days): initial = December's final balance (140, not the ledger's 150).
    // received 300; consumed 60 + 30 + 60 = 150; adjustments −20 + 10 = −10;
    // final = 140 + 300 − 150 − 10 = 280. Days at 0: 12-20 January = 9.
    // Adjusted = 150 × 31 ÷ 22 = 2325/11; monthly = 2250/11. AMC = (2250/11 + 900/11) ÷ 2 =
    // 1575/11; max = 6300/11; min = 3150/11; requested = 6300/11 − 280 = 3220/11;
    // 280 < 3150/11 (286.4): below half.
    const jan = made(await insert('2026-01'));
    expectLine(lineOf(jan, A), {
      initialBalance: 140,
      quantityReceived: 300,
      quantityConsumed: 150,
      adjustments: -10,
      finalBalance: 280,
      stockOutDuration: 9,
      adjustedQuantityConsumed: 2325 / 11,
      averageMonthlyConsumption: 1575 / 11,
      previousMonthlyConsumptionValues: [900 / 11],
      minimumQuantity: 3150 / 11,
      maximumQuantity: 6300 / 11,
      calculatedRequestedQuantity: 3220 / 11,
      lowStock: 'BELOW_HALF',
    });
    // Losses of 10 entered with the final balance that follows: requested 6300/11 − 270.
    const janA = lineOf(jan, A).id;
    const janEdited = made(await update(jan.id, [{ id: janA, losses: 10, finalBalance: 270 }]));
    expectLine(lineOf(janEdited, A), {
      losses: 10,
      finalBalance: 270,
      calculatedRequestedQuantity: 3330 / 11,
    });
    const janDone = made(await finalise(jan.id));
    expect(janDone.status).toBe('FINALISED');
    const orderId = janDone.linkedRequisitionId ?? '';
    expect(orderId).not.toBe('');
    expect(lineOf(janDone, A).requisitionLineId).not.toBeNull();

    // The internal order: SENT to DNS with the program and period, months 2 and 4, the form's
    // comment; a line per form line (requested 3330/11, suggested = maximum 6300/11, stock on
    // hand = final 270, AMC 1575/11, as at the end of 31 January).
    const as = await h.as('storekeeper');
    const order = await as<{
      r: {
        status: string;
        type: string;
        otherPartyId: string;
        programId: string;
        periodId: string;
        minMonthsOfStock: number;
        maxMonthsOfStock: number;
        comment: string;
        orderType: string | null;
        linkedRequisitionId: string | null;
        lines: {
          id: string;
          itemId: string;
          requestedQuantity: number;
          suggestedQuantity: number;
          availableStockOnHand: number;
          averageMonthlyConsumption: number;
          snapshotDatetime: string;
        }[];
      };
    }>(
      `query($s: String!, $id: String!) { r: requisition(storeId: $s, id: $id) { status type
        otherPartyId programId periodId minMonthsOfStock maxMonthsOfStock comment orderType
        linkedRequisitionId lines { id itemId requestedQuantity suggestedQuantity
        availableStockOnHand averageMonthlyConsumption snapshotDatetime } } }`,
      { s: KHC, id: orderId },
    );
    const r = order.data?.r;
    expect(r).toMatchObject({
      status: 'SENT',
      type: 'REQUEST',
      otherPartyId: DNS_NAME,
      programId: ids.program,
      periodId: period('2026-01'),
      minMonthsOfStock: 2,
      maxMonthsOfStock: 4,
      comment: 'Automatically created from R&R Form',
      orderType: null,
    });
    const orderLine = r?.lines.find((l) => l.itemId === A);
    expect(orderLine?.id).toBe(lineOf(janDone, A).requisitionLineId);
    expect(orderLine?.requestedQuantity).toBeCloseTo(3330 / 11, 9);
    expect(orderLine?.suggestedQuantity).toBeCloseTo(6300 / 11, 9);
    expect(orderLine?.availableStockOnHand).toBe(270);
    expect(orderLine?.averageMonthlyConsumption).toBeCloseTo(1575 / 11, 9);
    expect(orderLine?.snapshotDatetime).toBe('2026-01-31T23:59:59.999Z');
    expect(r?.lines).toHaveLength(2);
    // The transfer ran at once: DNS has the customer requisition answering it.
    expect(r?.linkedRequisitionId).not.toBeNull();
    const response = await h.deps.db
      .selectFrom('requisition')
      .select(['store_id', 'type', 'status', 'linked_requisition_id'])
      .where('linked_requisition_id', '=', orderId)
      .executeTakeFirst();
    expect(response).toEqual({
      store_id: DNS,
      type: 'RESPONSE',
      status: 'NEW',
      linked_requisition_id: orderId,
    });

    // February (28 days): initial = January's final (270); consumed 100 + 90 = 190;
    // adjustments −30; final = 270 − 190 − 30 = 50; never at 0 in the ledger (290 down to 70).
    // Monthly = 190 ÷ (28/30) = 1425/7. AMC averages it with January's and December's:
    // (1425/7 + 2250/11 + 900/11) ÷ 3 = 12575/77; max = 50300/77; min = 25150/77;
    // requested = 50300/77 − 50 = 46450/77; 50 < 12575/77 (163.3): below a quarter.
    const feb = made(await insert('2026-02'));
    expect(feb.periodDays).toBe(28);
    expectLine(lineOf(feb, A), {
      initialBalance: 270,
      quantityReceived: 0,
      quantityConsumed: 190,
      adjustments: -30,
      finalBalance: 50,
      stockOutDuration: 0,
      adjustedQuantityConsumed: 190,
      previousMonthlyConsumptionValues: [2250 / 11, 900 / 11],
      averageMonthlyConsumption: 12575 / 77,
      minimumQuantity: 25150 / 77,
      maximumQuantity: 50300 / 77,
      calculatedRequestedQuantity: 46450 / 77,
      lowStock: 'BELOW_QUARTER',
    });
  });

  it('a last form more than one period back opens from the ledger, and its value still makes the AMC', async () => {
    const dec = made(await insert('2025-12'));
    made(await finalise(dec.id));
    // February after December (January has no form): initial = the ledger's balance on
    // 1 February (290); final = 290 − 190 − 30 = 70. AMC = (1425/7 + 750/11) ÷ 2 = 20925/154;
    // max = 41850/77; requested = 41850/77 − 70 = 36460/77; 70 < 20925/154: below a quarter.
    const feb = made(await insert('2026-02'));
    expectLine(lineOf(feb, A), {
      initialBalance: 290,
      finalBalance: 70,
      previousMonthlyConsumptionValues: [750 / 11],
      averageMonthlyConsumption: 20925 / 154,
      maximumQuantity: 41850 / 77,
      calculatedRequestedQuantity: 36460 / 77,
      lowStock: 'BELOW_QUARTER',
    });
    // And December cannot come after February.
    expect(refusal(await insert('2026-01'))).toBe('PeriodMustBeLaterThanLastUsed');
  });
});

describe('R&R form refusals (DOCUMENTS.md 8, in its order)', () => {
  it('refuses a bad supplier, program, period, a second form of a period and ids taken', async () => {
    const cases: [Record<string, unknown>, string][] = [
      // A store's own name is no supplier; a supplier that is not a store gets no order.
      [{ supplierId: demoId('name:KHC') }, 'OtherPartyIsThisStore'],
      [{ supplierId: demoId('name:SUP-MEDS') }, 'OtherPartyIsNotAStore'],
      [{ supplierId: uuidv7() }, 'OtherPartyDoesNotExist'],
      [{ programId: uuidv7() }, 'ProgramDoesNotExist'],
      [{ programId: ids.otherProgram }, 'ProgramHasNoMasterList'],
      [{ periodId: uuidv7() }, 'PeriodDoesNotExist'],
      // March 2026 ends on the 31st; the clock is 1 March.
      [{ periodId: period('2026-03') }, 'PeriodNotClosed'],
      // A closed period of the demo's own monthly schedule, not this program's.
      [{ periodId: demoId('period:monthly:2026-01') }, 'PeriodNotInProgramSchedule'],
    ];
    for (const [extra, expected] of cases)
      expect(refusal(await insert('2026-01', extra)), JSON.stringify(extra)).toBe(expected);

    const id = uuidv7();
    const first = made(await insert('2026-01', { id }));
    // The same insert again answers the same form; another id for the period is refused.
    expect(made(await insert('2026-01', { id })).id).toBe(first.id);
    expect(refusal(await insert('2026-01'))).toBe('RnrFormAlreadyExistsForPeriod');
    // The id of the form for another period, or of another kind of record, is taken.
    expect(refusal(await insert('2026-02', { id }))).toBe('RecordAlreadyExists');
    expect(refusal(await insert('2026-02', { id: demoId('store:KHC') }))).toBe(
      'RecordAlreadyExists',
    );
    const forms = await h.deps.db.selectFrom('rnr_form').select('id').execute();
    expect(forms).toEqual([{ id }]);
  });

  it('refuses lines that do not balance or are out of range, with a tolerance for float sums', async () => {
    const form = made(await insert('2026-01'));
    const a = lineOf(form, A).id;
    const b = lineOf(form, B).id;
    const cases: [Record<string, unknown>, string][] = [
      // 0 + 0.1 − 0 + 0 − 0 is not 0.100001 (a real difference of a millionth).
      [{ id: b, quantityReceived: 0.1, finalBalance: 0.100001 }, 'ValuesDoNotBalance'],
      [{ id: b, initialBalance: -5, finalBalance: -5 }, 'InitialBalanceNegative'],
      [{ id: b, stockOutDuration: 32 }, 'StockOutDaysOutOfPeriod'],
      [{ id: b, stockOutDuration: -1 }, 'StockOutDaysOutOfPeriod'],
      [{ id: b, enteredRequestedQuantity: -1 }, 'RequestedQuantityNegative'],
      [{ id: b, quantityReceived: -5, finalBalance: -5 }, 'StockQuantityOutOfRange'],
      [{ id: uuidv7() }, 'RnrFormLineNotFound'],
    ];
    for (const [line, expected] of cases)
      expect(refusal(await update(form.id, [line])), JSON.stringify(line)).toBe(expected);
    // A refused update changes nothing, even of the lines that were fine.
    const mixed = await update(form.id, [
      { id: a, comment: 'fine' },
      { id: b, finalBalance: 3 },
    ]);
    expect(refusal(mixed)).toBe('ValuesDoNotBalance');
    expect(mixed.error?.lineIds).toBe(b);
    const stored = await h.deps.db
      .selectFrom('rnr_form_line')
      .select(['comment', 'final_balance'])
      .where('id', 'in', [a, b])
      .execute();
    expect(stored.map((s) => s.comment)).toEqual([null, null]);

    // 0.1 + 0.2 is 0.30000000000000004 in doubles: within the tolerance, 0.3 balances.
    const ok = made(
      await update(form.id, [
        { id: b, initialBalance: 0.1, quantityReceived: 0.2, finalBalance: 0.3 },
      ]),
    );
    expectLine(lineOf(ok, B), { initialBalance: 0.1, quantityReceived: 0.2, finalBalance: 0.3 });
    // Null puts the ledger's figure back: received 0 again, so 0.1 no longer reaches 0.3.
    expect(refusal(await update(form.id, [{ id: b, quantityReceived: null }]))).toBe(
      'ValuesDoNotBalance',
    );
  });

  it('a finalised form is neither edited, finalised again nor deleted; a draft is deleted', async () => {
    const dec = made(await insert('2025-12'));
    made(await finalise(dec.id));
    expect(refusal(await update(dec.id, [{ id: lineOf(dec, A).id, comment: 'late' }]))).toBe(
      'CannotEditRnrForm',
    );
    expect(refusal(await finalise(dec.id))).toBe('CannotEditRnrForm');
    const as = await h.as('storekeeper');
    const del = (id: string) =>
      as<{ r: { __typename: string; id?: string; error?: { __typename: string } } }>(
        `mutation($s: String!, $id: String!) { r: deleteRnrForm(storeId: $s, id: $id) {
          __typename ... on DeletedRnrFormNode { id }
          ... on RnrFormMutationError { error { __typename } } } }`,
        { s: KHC, id },
      );
    expect((await del(dec.id)).data?.r.error?.__typename).toBe('CannotEditRnrForm');

    const jan = made(await insert('2026-01'));
    expect((await del(jan.id)).data?.r).toEqual({ __typename: 'DeletedRnrFormNode', id: jan.id });
    const left = await h.deps.db
      .selectFrom('rnr_form_line')
      .select('id')
      .where('rnr_form_id', '=', jan.id)
      .execute();
    expect(left).toEqual([]);
    // Another store's form is not found.
    const asDns = await as<{ r: { error?: { __typename: string } } }>(
      `mutation($s: String!, $id: String!) { r: finaliseRnrForm(storeId: $s, id: $id) {
        ... on RnrFormMutationError { error { __typename } } } }`,
      { s: DNS, id: dec.id },
    );
    expect(asDns.data?.r.error?.__typename).toBe('RecordNotFound');
  });

  it('finalising is refused while a line has a negative balance', async () => {
    const form = made(await insert('2026-01'));
    const b = lineOf(form, B).id;
    await h.deps.db
      .updateTable('rnr_form_line')
      .set({ initial_balance: -1, final_balance: -1 })
      .where('id', '=', b)
      .execute();
    const refused = await finalise(form.id);
    expect(refusal(refused)).toBe('ContainsNegativeLines');
    const orders = await h.deps.db
      .selectFrom('requisition')
      .select('id')
      .where('store_id', '=', KHC)
      .where('program_id', '=', ids.program)
      .execute();
    expect(orders).toEqual([]);
  });
});

describe('R&R form reads and who may use them (spec 001 section 6)', () => {
  it('sorts the whole list on the server, by each column, and pages the sorted list', async () => {
    const dec = made(await insert('2025-12'));
    made(await finalise(dec.id));
    const jan = made(await insert('2026-01'));
    const as = await h.as('storekeeper');
    const ids = async (sort: unknown, page: unknown = { first: 10, offset: 0 }) => {
      const answer = await as<{ rnrForms: { totalCount: number; nodes: { id: string }[] } }>(
        `query($s: String!, $sort: [RnrFormSortInput!], $page: PaginationInput) {
          rnrForms(storeId: $s, sort: $sort, page: $page) { totalCount nodes { id } } }`,
        { s: KHC, sort, page },
      );
      expect(answer.errors).toBeUndefined();
      return answer.data?.rnrForms.nodes.map((n) => n.id);
    };
    // Latest period first by default.
    expect(await ids(null)).toEqual([jan.id, dec.id]);
    expect(await ids([{ key: 'period' }])).toEqual([dec.id, jan.id]);
    expect(await ids([{ key: 'period', desc: true }])).toEqual([jan.id, dec.id]);
    expect(await ids([{ key: 'status' }])).toEqual([jan.id, dec.id]);
    expect(await ids([{ key: 'status', desc: true }])).toEqual([dec.id, jan.id]);
    // A form not finalised has no finalised date: last either way.
    expect(await ids([{ key: 'finalisedDatetime' }])).toEqual([dec.id, jan.id]);
    expect(await ids([{ key: 'finalisedDatetime', desc: true }])).toEqual([dec.id, jan.id]);
    // Same program and supplier: the period decides.
    expect(await ids([{ key: 'programName' }, { key: 'supplierName' }])).toEqual([jan.id, dec.id]);
    // The second page of the sorted list, not a page sorted on its own.
    expect(await ids([{ key: 'period' }], { first: 1, offset: 1 })).toEqual([jan.id]);
    // A key the list does not sort by is the caller's mistake.
    const bad = await as(
      `query($s: String!) { rnrForms(storeId: $s, sort: [{ key: itemName }]) { totalCount } }`,
      { s: KHC },
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('lists forms and closed periods; RN_R_FORM_QUERY reads, RN_R_FORM_MUTATE changes', async () => {
    const dec = made(await insert('2025-12'));
    const read = async (user: string) => {
      const as = await h.as(user);
      return as<{
        forms: { totalCount: number; nodes: { id: string; status: string }[] } | null;
        periods: { id: string; rnrFormId: string | null }[] | null;
      }>(
        `query($s: String!, $p: String!) {
          forms: rnrForms(storeId: $s, filter: { programId: $p }) { totalCount nodes { id status } }
          periods: rnrFormPeriods(storeId: $s, programId: $p) { id rnrFormId } }`,
        { s: KHC, p: ids.program },
      );
    };
    const keeper = await read('storekeeper');
    expect(keeper.data?.forms).toEqual({ totalCount: 1, nodes: [{ id: dec.id, status: 'DRAFT' }] });
    // Closed by 1 March: February, January, December, November (March is still open).
    expect(keeper.data?.periods).toEqual([
      { id: period('2026-02'), rnrFormId: null },
      { id: period('2026-01'), rnrFormId: null },
      { id: period('2025-12'), rnrFormId: dec.id },
      { id: period('2025-11'), rnrFormId: null },
    ]);
    // The viewer holds the query permissions only: reads, but cannot insert.
    const viewer = await read('viewer');
    expect(viewer.data?.forms?.totalCount).toBe(1);
    const as = await h.as('viewer');
    const denied = await as(
      `mutation($s: String!, $id: String!) { finaliseRnrForm(storeId: $s, id: $id) { __typename } }`,
      { s: KHC, id: dec.id },
    );
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // The dispenser has no R&R permission at all.
    const dispenser = await h.as('dispenser');
    const none = await dispenser(`query($s: String!) { rnrForms(storeId: $s) { totalCount } }`, {
      s: storeId('CDP'),
    });
    expect(none.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const form = await h.deps.db
      .selectFrom('rnr_form')
      .select('status')
      .where('id', '=', dec.id)
      .executeTakeFirst();
    expect(form?.status).toBe('DRAFT');
  });
});
