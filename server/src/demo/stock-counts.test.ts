import { describe, expect, it } from 'vitest';
import { idMaker, Rng } from './prng';
import { countDays, planCounts, type CountedBatch } from './stock-counts';
import { calendarDays, dayOf, planItem, type IssueType, type StoreCalendar } from './stock-plan';

const TODAY = dayOf('2026-03-01');
const iso = (d: number) => new Date(d * 86_400_000).toISOString().slice(0, 10);

function calendar(issueType: IssueType, slots: number, chance: number): StoreCalendar {
  const days = calendarDays(TODAY, 12, 1, slots);
  return {
    storeId: 'store',
    issueType,
    monthlyPacks: 10,
    issueChance: chance,
    ...days,
    countDays: countDays({ receiptDays: days.receiptDays, today: TODAY }),
    today: TODAY,
    locations: { shelves: ['shelf'], cold: ['cold'], quarantine: 'quarantine' },
    vvm: null,
    newId: idMaker(1),
  };
}

const item = (packSize: number) => ({
  id: 'item',
  code: 'ITEM',
  packSize,
  costPerPack: 3,
  isVaccine: false,
  supplierId: null,
  donorId: null,
});

describe('countDays', () => {
  it('counts on the last day of each month of the history that has ended', () => {
    expect(countDays(calendar('OUTBOUND_SHIPMENT', 52, 0.75)).map(iso)).toEqual([
      '2025-03-31', '2025-04-30', '2025-05-31', '2025-06-30', '2025-07-31', '2025-08-31',
      '2025-09-30', '2025-10-31', '2025-11-30', '2025-12-31', '2026-01-31', '2026-02-28',
    ]); // prettier-ignore
    const midMonth = calendarDays(dayOf('2026-03-15'), 12, 1, 52);
    expect(
      countDays({ ...midMonth, today: dayOf('2026-03-15') })
        .map(iso)
        .at(-1),
    ).toBe('2026-02-28');
  });
});

describe('planCounts', () => {
  const cases: [string, IssueType, number, number, number][] = [
    ['a shipping store, weekly', 'OUTBOUND_SHIPMENT', 52, 0.75, 100],
    ['a dispensary, daily, fractional packs', 'PRESCRIPTION', 364, 0.2, 28],
  ];
  it.each(cases)(
    '%s: every held batch counted at its balance then; balances stay at or above zero',
    (_, type, slots, chance, packSize) => {
      let lower = 0;
      let higher = 0;
      for (let seed = 0; seed < 300; seed++) {
        const c = calendar(type, slots, chance);
        const rng = new Rng(seed);
        const plan = planItem(rng, c, item(packSize), 1 + (seed % 4));
        const counts: CountedBatch[][] = (c.countDays ?? []).map(() => []);
        planCounts(rng, c, plan, counts);
        const running = new Map<string, number>();
        const countsSeen = new Map<number, Map<string, number>>();
        for (const e of plan.events) {
          const before = running.get(e.line.id) ?? 0;
          if (e.kind === 'COUNT') {
            const seen = countsSeen.get(e.slot) ?? new Map<string, number>();
            seen.set(e.line.id, before);
            countsSeen.set(e.slot, seen);
            expect(e.reasonId).toBeTruthy();
          }
          expect(e.balance).toBeCloseTo(before + e.packs, 9);
          expect(e.balance).toBeGreaterThanOrEqual(0);
          running.set(e.line.id, e.balance);
        }
        for (const line of plan.lines)
          expect(line.totalNumberOfPacks).toBeCloseTo(running.get(line.id) ?? 0, 9);
        counts.forEach((batches, slot) => {
          for (const b of batches) {
            expect(b.snapshot).toBeGreaterThan(0);
            const difference = b.counted - b.snapshot;
            if (difference === 0) expect(b.reasonId).toBeNull();
            else expect(countsSeen.get(slot)?.get(b.line.id)).toBeCloseTo(b.snapshot, 9);
            if (difference < 0) lower++;
            if (difference > 0) higher++;
          }
        });
      }
      expect(lower).toBeGreaterThan(10);
      expect(higher).toBeGreaterThan(10);
    },
  );
});
