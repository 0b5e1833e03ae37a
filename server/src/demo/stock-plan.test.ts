import { describe, expect, it } from 'vitest';
import { idMaker, Rng } from './prng';
import {
  calendarDays,
  dayOf,
  planItem,
  type IssueType,
  type PlanItem,
  type StoreCalendar,
} from './stock-plan';

const TODAY = dayOf('2026-03-01');

function calendar(issueType: IssueType, slots: number, chance: number): StoreCalendar {
  return {
    storeId: 'store',
    issueType,
    monthlyPacks: 10,
    issueChance: chance,
    ...calendarDays(TODAY, 12, 1, slots),
    today: TODAY,
    locations: { shelves: ['shelf'], cold: ['cold'], quarantine: 'quarantine' },
    vvm: { usable: 'vvm1', useFirst: 'vvm2', unusable: 'vvm3' },
    newId: idMaker(1),
  };
}

const item = (over: Partial<PlanItem> = {}): PlanItem => ({
  id: 'item',
  code: 'ITEM',
  packSize: 100,
  costPerPack: 3,
  isVaccine: false,
  supplierId: null,
  donorId: null,
  ...over,
});

describe('calendarDays', () => {
  it('receives on the first of each of the twelve months before today, and issues between', () => {
    const { receiptDays, slotDays } = calendarDays(dayOf('2026-03-15'), 12, 1, 52);
    const iso = (d: number) => new Date(d * 86_400_000).toISOString().slice(0, 10);
    expect(receiptDays.map(iso)).toEqual([
      '2025-03-01', '2025-04-01', '2025-05-01', '2025-06-01', '2025-07-01', '2025-08-01',
      '2025-09-01', '2025-10-01', '2025-11-01', '2025-12-01', '2026-01-01', '2026-02-01',
      '2026-03-01',
    ]); // prettier-ignore
    expect(slotDays).toHaveLength(52);
    expect(iso(slotDays[0] ?? 0)).toBe('2025-03-02');
    expect(iso(slotDays[51] ?? 0) < '2026-03-15').toBe(true);
  });
});

describe('planItem', () => {
  const cases: [string, IssueType, number, number, Partial<PlanItem>][] = [
    ['a shipping store, weekly', 'OUTBOUND_SHIPMENT', 52, 0.75, {}],
    ['a dispensary, daily, fractional packs', 'PRESCRIPTION', 364, 0.2, { packSize: 28 }],
    ['a vaccine in a shipping store', 'OUTBOUND_SHIPMENT', 52, 0.75, { isVaccine: true }],
  ];
  it.each(cases)('%s: balances never go below zero and end at each line’s packs', (...c) => {
    const [, type, slots, chance, over] = c;
    for (let seed = 0; seed < 200; seed++) {
      const plan = planItem(
        new Rng(seed),
        calendar(type, slots, chance),
        item(over),
        1 + (seed % 4),
      );
      const running = new Map<string, number>();
      for (const e of plan.events) {
        const balance = (running.get(e.line.id) ?? 0) + e.packs;
        expect(e.balance).toBeCloseTo(balance, 9);
        expect(e.balance).toBeGreaterThanOrEqual(0);
        running.set(e.line.id, e.balance);
      }
      for (const line of plan.lines) {
        expect(line.totalNumberOfPacks).toBeCloseTo(running.get(line.id) ?? 0, 9);
        expect(line.availableNumberOfPacks).toBe(line.totalNumberOfPacks);
        if (over.isVaccine) expect(line.vvmStatusId).toMatch(/^vvm[123]$/);
        else expect(line.vvmStatusId).toBeNull();
      }
    }
  });

  it('is the same plan for the same seed, and another for another seed', () => {
    const c = () => calendar('OUTBOUND_SHIPMENT', 52, 0.75);
    const strip = (p: ReturnType<typeof planItem>) =>
      p.events.map((e) => [e.kind, e.slot, e.line.batch, e.packs, e.balance]);
    const a = planItem(new Rng('stock:DNS'), c(), item(), 3);
    const b = planItem(new Rng('stock:DNS'), c(), item(), 3);
    const other = planItem(new Rng('stock:KHC'), c(), item(), 3);
    expect(strip(a)).toEqual(strip(b));
    expect(a.lines.map((l) => l.expiryDate)).toEqual(b.lines.map((l) => l.expiryDate));
    expect(strip(other)).not.toEqual(strip(a));
  });

  it('lets some items run out: deliveries stop and issues take what is left', () => {
    let sawStockOut = false;
    for (let seed = 0; seed < 400 && !sawStockOut; seed++) {
      const plan = planItem(new Rng(seed), calendar('OUTBOUND_SHIPMENT', 52, 0.75), item(), 1);
      sawStockOut = plan.lines[0]?.totalNumberOfPacks === 0;
    }
    expect(sawStockOut).toBe(true);
  });
});
