// Programs, period schedules and order types through the API (issue 13 part 3; DOCUMENTS.md 7;
// spec 001 sections 5 and 9): what each demo store orders by, the window of 5 started and 5
// future periods and their availability per order type, and the central-data edits of
// EDIT_CENTRAL_DATA with their refusals. The harness's clock is 2026-03-01.
import { uuidv7 } from '@dawa/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoId } from '../src/demo/ids';
import { createHarness, storeId, type Harness } from './harness';

const PROGRAMS = `query($s: String!) {
  programs(storeId: $s) {
    id name masterList { code }
    orderTypes {
      name thresholdMos maxMos maxOrderPerPeriod isEmergency maxItemsInEmergencyOrder
      periodSchedule { name }
      periods { id name startDate endDate orderCount available }
    }
    periodSchedules { name periods { name } }
  }
}`;
interface OrderTypeOut {
  name: string;
  thresholdMos: number;
  maxMos: number;
  maxOrderPerPeriod: number;
  isEmergency: boolean;
  maxItemsInEmergencyOrder: number;
  periodSchedule: { name: string };
  periods: {
    id: string;
    name: string;
    startDate: string;
    endDate: string;
    orderCount: number;
    available: boolean;
  }[];
}
interface ProgramsOut {
  programs:
    | {
        id: string;
        name: string;
        masterList: { code: string };
        orderTypes: OrderTypeOut[];
        periodSchedules: { name: string; periods: { name: string }[] }[];
      }[]
    | null;
}

const DNS = storeId('DNS');
const KHC = storeId('KHC');
let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.close();
});

async function programsOf(user: string, store: string) {
  const as = await h.as(user);
  const res = await as<ProgramsOut>(PROGRAMS, { s: store });
  return res;
}

function orderType(res: { data?: ProgramsOut | null }, program: string, name: string) {
  const found = res.data?.programs
    ?.find((p) => p.name === program)
    ?.orderTypes.find((o) => o.name === name);
  if (!found) throw new Error(`no order type ${program} / ${name}`);
  return found;
}

describe('programs of a store', () => {
  it('gives a district store the three demo programs, on their master lists and schedules', async () => {
    const res = await programsOf('storekeeper', DNS);
    expect(res.errors).toBeUndefined();
    const programs = res.data?.programs ?? [];
    expect(programs.map((p) => [p.name, p.masterList.code])).toEqual([
      ['Essential medicines', 'EML'],
      ['HIV', 'HTM'],
      ['Immunisation', 'EPI'],
    ]);
    const essential = programs[0];
    expect(
      essential?.orderTypes.map((o) => [
        o.name,
        o.thresholdMos,
        o.maxMos,
        o.maxOrderPerPeriod,
        o.isEmergency,
        o.maxItemsInEmergencyOrder,
        o.periodSchedule.name,
      ]),
    ).toEqual([
      ['Emergency', 1, 2, 2, true, 5, 'Monthly'],
      ['Normal', 3, 6, 1, false, 0, 'Monthly'],
    ]);
    expect(programs[1]?.orderTypes[0]?.periodSchedule.name).toBe('Quarterly');
    expect(programs[1]?.periodSchedules.map((s) => s.name)).toEqual(['Quarterly']);
  });

  it('gives a facility the programs of its tag whose master list it sees: Kibera has no HIV list', async () => {
    const res = await programsOf('storekeeper', KHC);
    expect(res.data?.programs?.map((p) => p.name)).toEqual(['Essential medicines', 'Immunisation']);
    const normal = orderType(res, 'Essential medicines', 'Normal');
    expect([normal.thresholdMos, normal.maxMos, normal.maxOrderPerPeriod]).toEqual([1, 3, 1]);
  });

  it('gives no program to a store without a tag (the warehouse, the dispensary)', async () => {
    expect((await programsOf('admin', storeId('NMW'))).data?.programs).toEqual([]);
    expect((await programsOf('dispenser', storeId('CDP'))).data?.programs).toEqual([]);
  });

  it('offers the last 5 monthly periods started by today and the next 5', async () => {
    const normal = orderType(await programsOf('storekeeper', DNS), 'Essential medicines', 'Normal');
    expect(normal.periods.map((p) => p.name)).toEqual([
      'November 2025',
      'December 2025',
      'January 2026',
      'February 2026',
      'March 2026',
      'April 2026',
      'May 2026',
      'June 2026',
      'July 2026',
      'August 2026',
    ]);
    expect(normal.periods[4]).toMatchObject({
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      orderCount: 0,
      available: true,
    });
    expect(normal.periods[3]).toMatchObject({ startDate: '2026-02-01', endDate: '2026-02-28' });
  });

  it('offers quarters the same way: five started, then those the schedule has ahead', async () => {
    const hiv = orderType(await programsOf('storekeeper', DNS), 'HIV', 'Normal');
    expect(hiv.periods.map((p) => [p.name, p.startDate, p.endDate])).toEqual([
      ['Q1 2025', '2025-01-01', '2025-03-31'],
      ['Q2 2025', '2025-04-01', '2025-06-30'],
      ['Q3 2025', '2025-07-01', '2025-09-30'],
      ['Q4 2025', '2025-10-01', '2025-12-31'],
      ['Q1 2026', '2026-01-01', '2026-03-31'],
      ['Q2 2026', '2026-04-01', '2026-06-30'],
      ['Q3 2026', '2026-07-01', '2026-09-30'],
    ]);
  });

  it('moves the window with the clock', async () => {
    h.clock.current = new Date('2026-04-01T00:30:00.000Z');
    const normal = orderType(await programsOf('storekeeper', DNS), 'Essential medicines', 'Normal');
    expect(normal.periods[0]?.name).toBe('December 2025');
    expect(normal.periods[4]?.name).toBe('April 2026');
    expect(normal.periods.at(-1)?.name).toBe('August 2026');
    expect(normal.periods).toHaveLength(9);
  });
});

describe('available periods: fewer orders than the order type allows', () => {
  const essential = demoId('program:essential');
  const march = demoId('period:monthly:2026-03');
  let number = 0;

  async function givenOrder(spec: {
    store?: string;
    type?: 'REQUEST' | 'RESPONSE';
    orderType: string | null;
    period?: string;
  }) {
    number += 1;
    await h.deps.db
      .insertInto('requisition')
      .values({
        id: uuidv7(),
        store_id: spec.store ?? DNS,
        requisition_number: number,
        name_id: demoId('name:NMW'),
        type: spec.type ?? 'REQUEST',
        status: 'DRAFT',
        program_id: essential,
        period_id: spec.period ?? march,
        order_type: spec.orderType,
        created_datetime: h.clock.now().toISOString(),
      })
      .execute();
  }

  it('counts the store’s orders of the program, period and order type, the name in any case', async () => {
    await givenOrder({ orderType: 'normal' });
    await givenOrder({ orderType: 'EMERGENCY' });
    // Not counted: a customer requisition, another store's order, an order without a type.
    await givenOrder({ orderType: 'Normal', type: 'RESPONSE' });
    await givenOrder({ orderType: 'Normal', store: storeId('DSS') });
    await givenOrder({ orderType: null, period: demoId('period:monthly:2026-02') });
    const res = await programsOf('storekeeper', DNS);
    const inMarch = (name: string) =>
      orderType(res, 'Essential medicines', name).periods.find((p) => p.id === march);
    // Normal allows 1 a period, Emergency 2.
    expect(inMarch('Normal')).toMatchObject({ orderCount: 1, available: false });
    expect(inMarch('Emergency')).toMatchObject({ orderCount: 1, available: true });
    const february = orderType(res, 'Essential medicines', 'Normal').periods[3];
    expect(february).toMatchObject({ name: 'February 2026', orderCount: 0, available: true });
    const other = await programsOf('admin', storeId('DSS'));
    expect(
      orderType(other, 'Essential medicines', 'Normal').periods.find((p) => p.id === march),
    ).toMatchObject({ orderCount: 1, available: false });
  });

  it('closes a period to emergency orders at its second one', async () => {
    await givenOrder({ orderType: 'Emergency' });
    await givenOrder({ orderType: 'emergency' });
    const res = await programsOf('storekeeper', DNS);
    const period = orderType(res, 'Essential medicines', 'Emergency').periods.find(
      (p) => p.id === march,
    );
    expect(period).toMatchObject({ orderCount: 2, available: false });
  });
});
