// The allocator against DOCUMENTS.md: the allocation scenarios of section 12, the example of
// section 1.5 B, the traps of section 11, and invariants over random stock.
import { describe, expect, it } from 'vitest';
import {
  ALLOCATION_EXPIRING_SOON_DAYS,
  allocateStockOut,
  type Allocation,
  type AllocationBatch,
  type AllocationInput,
  vvmIssuePriority,
} from './allocation';
import { LIMITS } from '../limits';

const T = '2026-11-24';

function batch(id: string, fields: Partial<AllocationBatch> = {}): AllocationBatch {
  return {
    id,
    batch: id,
    expiryDate: '2027-06-30',
    packSize: 1,
    availableNumberOfPacks: 10,
    onHold: false,
    locationOnHold: false,
    vvmUnusable: false,
    ...fields,
  };
}

function allocate(
  requestedUnits: number,
  batches: AllocationBatch[],
  options: Partial<AllocationInput> = {},
): Allocation {
  return allocateStockOut({ requestedUnits, batches, today: T, ...options });
}

/** [id, packs] per line, in allocation order. */
const packs = (a: Allocation) => a.lines.map((l) => [l.id, l.numberOfPacks]);

describe('DOCUMENTS.md section 12, allocation scenarios', () => {
  it('10: the on-hold batch is skipped and named; the 2 units short stay on the placeholder', () => {
    const a = allocate(12, [
      batch('A', { expiryDate: '2027-01-31', availableNumberOfPacks: 10 }),
      batch('B', { expiryDate: '2026-12-31', availableNumberOfPacks: 5, onHold: true }),
    ]);
    expect(packs(a)).toEqual([['A', 10]]);
    expect(a.allocatedUnits).toBe(10);
    expect(a.shortfallUnits).toBe(2);
    expect(a.placeholderUnits).toBe(2);
    expect(a.overAllocatedUnits).toBe(0);
    expect(a.skipped).toEqual([{ id: 'B', reasons: ['ON_HOLD'] }]);
    expect(a.notes).toEqual([
      { kind: 'SKIPPED', reason: 'ON_HOLD', stockLineIds: ['B'] },
      { kind: 'PLACEHOLDER', requestedUnits: 12, placeholderUnits: 2 },
    ]);
  });

  it('11: first expiry first, no expiry last, whatever order the batches come in', () => {
    const P = batch('P', { expiryDate: '3021-01-31', packSize: 3, availableNumberOfPacks: 10 });
    const Q = batch('Q', { expiryDate: '3021-02-28', packSize: 3, availableNumberOfPacks: 2 });
    const R = batch('R', { expiryDate: null, packSize: 1, availableNumberOfPacks: 2 });
    const a = allocate(50, [R, Q, P]);
    expect(a.lines).toEqual([
      { id: 'P', numberOfPacks: 10, packSize: 3, units: 30, expiringSoon: false },
      { id: 'Q', numberOfPacks: 2, packSize: 3, units: 6, expiringSoon: false },
      { id: 'R', numberOfPacks: 2, packSize: 1, units: 2, expiringSoon: false },
    ]);
    expect(a.placeholderUnits).toBe(12);
    expect(a.availableUnits).toBe(38);
    expect(a.notes).toEqual([{ kind: 'PLACEHOLDER', requestedUnits: 50, placeholderUnits: 12 }]);
  });

  it('12: expired yesterday is skipped; today and in 30 days are used and flagged', () => {
    const a = allocate(12, [
      batch('E4', { expiryDate: '2027-11-24', availableNumberOfPacks: 20 }),
      batch('E3', { expiryDate: '2026-12-24', availableNumberOfPacks: 5 }),
      batch('E2', { expiryDate: T, availableNumberOfPacks: 5 }),
      batch('E1', { expiryDate: '2026-11-23', availableNumberOfPacks: 5 }),
    ]);
    expect(packs(a)).toEqual([
      ['E2', 5],
      ['E3', 5],
      ['E4', 2],
    ]);
    expect(a.lines.map((l) => l.expiringSoon)).toEqual([true, true, false]);
    expect(a.skipped).toEqual([{ id: 'E1', reasons: ['EXPIRED'] }]);
    expect(a.notes).toEqual([
      { kind: 'SKIPPED', reason: 'EXPIRED', stockLineIds: ['E1'] },
      { kind: 'EXPIRING_SOON', stockLineIds: ['E2', 'E3'] },
    ]);
    expect(a.placeholderUnits).toBe(0);
  });

  it('14: 17 units in packs of 10 issues 2 packs, says 20 vs 17, and never a -3 placeholder', () => {
    const a = allocate(17, [batch('X', { packSize: 10, availableNumberOfPacks: 5 })]);
    expect(packs(a)).toEqual([['X', 2]]);
    expect(a.allocatedUnits).toBe(20);
    expect(a.overAllocatedUnits).toBe(3);
    expect(a.shortfallUnits).toBe(0);
    expect(a.placeholderUnits).toBe(0);
    expect(a.notes).toEqual([{ kind: 'OVER_ALLOCATED', allocatedUnits: 20, requestedUnits: 17 }]);
  });

  describe('17: VVM then expiry', () => {
    const V1 = batch('V1', { vvmPriority: 2, expiryDate: '2027-01-31' });
    const V2 = batch('V2', { vvmPriority: 1, expiryDate: '2027-06-30' });
    const V3 = batch('V3', { vvmPriority: 1, expiryDate: '2026-12-04', vvmUnusable: true });

    it('takes the better VVM status first under the preference, the earlier expiry without', () => {
      expect(packs(allocate(5, [V1, V2], { sortByVvmStatusThenExpiry: true }))).toEqual([
        ['V2', 5],
      ]);
      expect(packs(allocate(5, [V1, V2]))).toEqual([['V1', 5]]);
      expect(packs(allocate(15, [V1, V2], { sortByVvmStatusThenExpiry: true }))).toEqual([
        ['V2', 10],
        ['V1', 5],
      ]);
    });

    it('skips an unusable VVM even when it expires soon, and does not flag it as expiring', () => {
      const a = allocate(5, [V1, V3], { sortByVvmStatusThenExpiry: true });
      expect(packs(a)).toEqual([['V1', 5]]);
      expect(a.notes).toEqual([{ kind: 'SKIPPED', reason: 'VVM_UNUSABLE', stockLineIds: ['V3'] }]);
    });

    it('issues a usable stage 2 ("use first") before stage 1, and a batch without a stage last', () => {
      const stage = (name: string, level: number | null, expiryDate: string) =>
        batch(name, { vvmPriority: vvmIssuePriority(level), expiryDate });
      const by = { sortByVvmStatusThenExpiry: true };
      const early1 = stage('S1', 1, '2026-12-31');
      const late2 = stage('S2', 2, '2027-06-30');
      const none = stage('N', null, '2026-12-01');
      expect(packs(allocate(25, [early1, none, late2], by))).toEqual([
        ['S2', 10],
        ['S1', 10],
        ['N', 5],
      ]);
      expect(vvmIssuePriority(undefined)).toBeNull();
    });

    it('puts batches without a VVM status after every priority', () => {
      const none = batch('N', { vvmPriority: null, expiryDate: '2026-12-31' });
      const by = { sortByVvmStatusThenExpiry: true };
      expect(packs(allocate(15, [none, V1], by))).toEqual([
        ['V1', 10],
        ['N', 5],
      ]);
      expect(packs(allocate(15, [V1, batch('M', { expiryDate: '2026-12-31' })], by))).toEqual([
        ['V1', 10],
        ['M', 5],
      ]);
    });
  });
});

describe('the three steps of section 1.5 B', () => {
  it('200 x pack 1 and 3 x pack 100 for 350 units: 150 + 2 x 100, not 400', () => {
    const a = allocate(350, [
      batch('B100', { expiryDate: '2027-03-31', packSize: 100, availableNumberOfPacks: 3 }),
      batch('B1', { expiryDate: '2027-01-31', packSize: 1, availableNumberOfPacks: 200 }),
    ]);
    expect(packs(a)).toEqual([
      ['B1', 150],
      ['B100', 2],
    ]);
    expect(a.allocatedUnits).toBe(350);
    expect(a.overAllocatedUnits).toBe(0);
    expect(a.notes).toEqual([]);
  });

  it('rounds down first, so a later smaller pack fills the gap before any rounding up', () => {
    const a = allocate(25, [
      batch('TEN', { expiryDate: '2027-01-31', packSize: 10 }),
      batch('ONE', { expiryDate: '2027-02-28', packSize: 1 }),
    ]);
    expect(packs(a)).toEqual([
      ['TEN', 2],
      ['ONE', 5],
    ]);
    expect(a.allocatedUnits).toBe(25);
  });

  it('rounds up in the first batch with whole packs left', () => {
    const a = allocate(25, [
      batch('ONE', { expiryDate: '2027-01-31', packSize: 1, availableNumberOfPacks: 3 }),
      batch('TEN', { expiryDate: '2027-02-28', packSize: 10, availableNumberOfPacks: 1 }),
      batch('SIX', { expiryDate: '2027-03-31', packSize: 6, availableNumberOfPacks: 4 }),
    ]);
    // Down: 3 + 10 + 2 x 6 = 25 exactly, nothing to round.
    expect(packs(a)).toEqual([
      ['ONE', 3],
      ['TEN', 1],
      ['SIX', 2],
    ]);
    const b = allocate(26, [
      batch('TEN', { expiryDate: '2027-01-31', packSize: 10, availableNumberOfPacks: 2 }),
      batch('FOUR', { expiryDate: '2027-02-28', packSize: 4, availableNumberOfPacks: 5 }),
    ]);
    // Down: 20 + 4 = 24; up: FOUR gives one more pack, 28; 2 over, smaller than every pack.
    expect(packs(b)).toEqual([
      ['TEN', 2],
      ['FOUR', 2],
    ]);
    expect(b.overAllocatedUnits).toBe(2);
  });

  it('trims latest expiry first, from every batch whose pack fits in the excess', () => {
    const a = allocate(35, [
      batch('ONE', { expiryDate: '2027-01-31', packSize: 1, availableNumberOfPacks: 30 }),
      batch('TWO', { expiryDate: '2027-02-28', packSize: 2, availableNumberOfPacks: 2 }),
      batch('TWENTY', { expiryDate: '2027-03-31', packSize: 20, availableNumberOfPacks: 1 }),
    ]);
    // Down: 30 + 2 x 2 = 34, up: TWENTY 1 pack = 54, 19 over; trim: TWENTY (20 > 19) kept,
    // TWO gives back its 2 packs (4), ONE gives back 15: 15 + 0 + 20 = 35.
    expect(packs(a)).toEqual([
      ['ONE', 15],
      ['TWENTY', 1],
    ]);
    expect(a.allocatedUnits).toBe(35);
    expect(a.overAllocatedUnits).toBe(0);
  });

  it('gives back a whole earlier pack when the excess is exactly its size', () => {
    const a = allocate(15, [
      batch('FIVE', { expiryDate: '2027-01-31', packSize: 5, availableNumberOfPacks: 2 }),
      batch('TEN', { expiryDate: '2027-02-28', packSize: 10, availableNumberOfPacks: 1 }),
    ]);
    // Down: 2 x 5 = 10; up: TEN 1 pack = 20, 5 over; trim: TEN (10 > 5) kept, FIVE gives 1.
    expect(packs(a)).toEqual([
      ['FIVE', 1],
      ['TEN', 1],
    ]);
    expect(a.overAllocatedUnits).toBe(0);
  });

  it('12 units with only packs of 100 issues 1 pack and says 100 vs 12 (#1715, #1831)', () => {
    const a = allocate(12, [batch('H', { packSize: 100, availableNumberOfPacks: 3 })]);
    expect(packs(a)).toEqual([['H', 1]]);
    expect(a.placeholderUnits).toBe(0);
    expect(a.notes).toEqual([{ kind: 'OVER_ALLOCATED', allocatedUnits: 100, requestedUnits: 12 }]);
  });

  it('issues only whole packs of a batch with a broken pack', () => {
    const a = allocate(3, [batch('F', { availableNumberOfPacks: 2.5 })]);
    expect(packs(a)).toEqual([['F', 2]]);
    expect(a.shortfallUnits).toBe(1);
    expect(a.availableUnits).toBe(2.5);
    // Nothing whole to round up into: the half pack stays.
    expect(allocate(0.5, [batch('F', { availableNumberOfPacks: 0.5 })]).lines).toEqual([
      { id: 'F', numberOfPacks: 0.5, packSize: 1, units: 0.5, expiringSoon: false },
    ]);
    expect(allocate(0.7, [batch('F', { availableNumberOfPacks: 0.5 })]).placeholderUnits).toBe(0.7);
  });
});

describe('skipped batches are named, never silently dropped (#1983, #2255)', () => {
  it('expired-only stock goes to the placeholder with the expired note', () => {
    const a = allocate(8, [batch('OLD', { expiryDate: '2026-10-31' })]);
    expect(a.lines).toEqual([]);
    expect(a.placeholderUnits).toBe(8);
    expect(a.availableUnits).toBe(0);
    expect(a.notes).toEqual([
      { kind: 'SKIPPED', reason: 'EXPIRED', stockLineIds: ['OLD'] },
      { kind: 'PLACEHOLDER', requestedUnits: 8, placeholderUnits: 8 },
    ]);
  });

  it('a batch in an on-hold location is skipped with its own reason', () => {
    const a = allocate(4, [
      batch('SHELF', { expiryDate: '2027-01-31', locationOnHold: true }),
      batch('FREE', { expiryDate: '2027-02-28' }),
    ]);
    expect(packs(a)).toEqual([['FREE', 4]]);
    expect(a.notes).toEqual([
      { kind: 'SKIPPED', reason: 'LOCATION_ON_HOLD', stockLineIds: ['SHELF'] },
    ]);
  });

  it('a batch with several reasons is listed under each, in order', () => {
    const a = allocate(1, [
      batch('BAD', { onHold: true, expiryDate: '2026-01-31', vvmUnusable: true }),
      batch('HELD', { onHold: true }),
    ]);
    expect(a.skipped).toEqual([
      { id: 'BAD', reasons: ['ON_HOLD', 'EXPIRED', 'VVM_UNUSABLE'] },
      { id: 'HELD', reasons: ['ON_HOLD'] },
    ]);
    expect(a.notes.slice(0, 3)).toEqual([
      { kind: 'SKIPPED', reason: 'ON_HOLD', stockLineIds: ['BAD', 'HELD'] },
      { kind: 'SKIPPED', reason: 'EXPIRED', stockLineIds: ['BAD'] },
      { kind: 'SKIPPED', reason: 'VVM_UNUSABLE', stockLineIds: ['BAD'] },
    ]);
  });

  it('batches with nothing available are neither used nor reported', () => {
    const a = allocate(1, [
      batch('EMPTY', { availableNumberOfPacks: 0, onHold: true }),
      batch('ZERO', { availableNumberOfPacks: 0 }),
    ]);
    expect(a.skipped).toEqual([]);
    expect(a.notes).toEqual([{ kind: 'PLACEHOLDER', requestedUnits: 1, placeholderUnits: 1 }]);
  });
});

describe('deterministic order (#7707)', () => {
  it('equal expiries go by batch code, then by id; no batch code after every code', () => {
    const a = allocate(40, [
      batch('id-4', { batch: null, expiryDate: '2027-01-31' }),
      batch('id-3', { batch: 'LOT-B', expiryDate: '2027-01-31' }),
      batch('id-2', { batch: 'LOT-A', expiryDate: '2027-01-31' }),
      batch('id-1', { batch: 'LOT-B', expiryDate: '2027-01-31' }),
    ]);
    expect(a.lines.map((l) => l.id)).toEqual(['id-2', 'id-1', 'id-3', 'id-4']);
  });

  it('compares codes by code unit, as every browser and the server do', () => {
    const a = allocate(20, [batch('x', { batch: 'b' }), batch('y', { batch: 'B' })]);
    expect(a.lines.map((l) => l.id)).toEqual(['y', 'x']);
  });

  it('reads an expiry given with a time as its day', () => {
    const a = allocate(10, [
      batch('LATER', { expiryDate: '2027-02-01T00:00:00.000Z' }),
      batch('SOONER', { expiryDate: '2027-01-31' }),
    ]);
    expect(a.lines.map((l) => l.id)).toEqual(['SOONER']);
  });
});

describe('expiring soon', () => {
  const at = (days: string, expiringSoonDays?: number) =>
    allocate(1, [batch('S', { expiryDate: days })], { expiringSoonDays }).lines[0]?.expiringSoon;

  it('defaults to 6 weeks: expiring before today + 42 days', () => {
    expect(ALLOCATION_EXPIRING_SOON_DAYS).toBe(42);
    expect(at('2027-01-04')).toBe(true); // 41 days
    expect(at('2027-01-05')).toBe(false); // 42 days
  });

  it('follows the store threshold; 0 flags nothing', () => {
    expect(at('2026-12-23', 30)).toBe(true); // 29 days
    expect(at('2026-12-24', 30)).toBe(false);
    expect(at(T, 0)).toBe(false);
    expect(at(T, 1)).toBe(true);
  });

  it('never flags a batch without expiry', () => {
    expect(allocate(1, [batch('N', { expiryDate: null })]).lines[0]?.expiringSoon).toBe(false);
  });
});

describe('partial packs', () => {
  it('issues a fraction of a pack and says which whole-pack quantity would avoid breaking it', () => {
    const a = allocate(17, [batch('X', { packSize: 10, availableNumberOfPacks: 5 })], {
      allowPartialPacks: true,
    });
    expect(packs(a)).toEqual([['X', 1.7]]);
    expect(a.allocatedUnits).toBe(17);
    expect(a.overAllocatedUnits).toBe(0);
    expect(a.notes).toEqual([{ kind: 'PARTIAL_PACK', stockLineIds: ['X'], wholePackUnits: 20 }]);
  });

  it('takes all of a batch before the next, with no rounding steps', () => {
    const a = allocate(
      350,
      [
        batch('B1', { expiryDate: '2027-01-31', availableNumberOfPacks: 200 }),
        batch('B100', { expiryDate: '2027-03-31', packSize: 100, availableNumberOfPacks: 3 }),
      ],
      { allowPartialPacks: true },
    );
    expect(packs(a)).toEqual([
      ['B1', 200],
      ['B100', 1.5],
    ]);
    expect(a.notes).toEqual([
      { kind: 'PARTIAL_PACK', stockLineIds: ['B100'], wholePackUnits: 350 },
    ]);
  });

  it('keeps millionths of a pack and counts the request met', () => {
    const a = allocate(1, [batch('T', { packSize: 3 })], { allowPartialPacks: true });
    expect(packs(a)).toEqual([['T', 0.333333]]);
    expect(a.placeholderUnits).toBe(0);
    expect(a.overAllocatedUnits).toBe(0);
  });

  it('no note when whole packs come out', () => {
    const a = allocate(20, [batch('X', { packSize: 10 })], { allowPartialPacks: true });
    expect(packs(a)).toEqual([['X', 2]]);
    expect(a.notes).toEqual([]);
  });

  it('puts what the batches cannot cover on the placeholder', () => {
    const a = allocate(12.5, [batch('X', { availableNumberOfPacks: 10.25 })], {
      allowPartialPacks: true,
    });
    expect(packs(a)).toEqual([['X', 10.25]]);
    expect(a.placeholderUnits).toBe(2.25);
  });
});

describe('the residual rule of section 1.3', () => {
  it('0.33333 packs asked of 0.33332 available gives exactly 0.33332, nothing short', () => {
    const a = allocate(0.33333, [batch('R', { availableNumberOfPacks: 0.33332 })], {
      allowPartialPacks: true,
    });
    expect(packs(a)).toEqual([['R', 0.33332]]);
    expect(a.shortfallUnits).toBe(0);
    expect(a.notes).toEqual([
      { kind: 'PARTIAL_PACK', stockLineIds: ['R'], wholePackUnits: 0.33332 },
    ]);
  });

  it('applies with whole packs, in packs of the batch, below 0.001 packs only', () => {
    expect(packs(allocate(5, [batch('R', { availableNumberOfPacks: 4.9995 })]))).toEqual([
      ['R', 4.9995],
    ]);
    const met = allocate(5, [batch('R', { availableNumberOfPacks: 4.9995 })]);
    expect(met.shortfallUnits).toBe(0);
    expect(met.allocatedUnits).toBe(4.9995);
    // Met, not short, and no partial-pack warning: the broken pack was broken before.
    expect(met.notes).toEqual([]);
    const wide = allocate(50, [batch('R', { packSize: 10, availableNumberOfPacks: 4.9995 })]);
    expect(packs(wide)).toEqual([['R', 4.9995]]);
    const exact = allocate(5, [batch('R', { availableNumberOfPacks: 4.999 })]);
    expect(packs(exact)).toEqual([['R', 4]]);
    expect(exact.shortfallUnits).toBe(1);
  });

  it('takes a slightly larger remainder whole and reports the excess', () => {
    const a = allocate(5, [batch('R', { availableNumberOfPacks: 5.0005 })]);
    expect(packs(a)).toEqual([['R', 5.0005]]);
    expect(a.overAllocatedUnits).toBe(0.0005);
  });

  it('never takes a remainder for nothing', () => {
    const dust = batch('R', { availableNumberOfPacks: 0.0005 });
    expect(allocate(0, [dust]).lines).toEqual([]);
    expect(allocate(0, [dust], { allowPartialPacks: true }).lines).toEqual([]);
    const after = [batch('A', { expiryDate: '2027-01-31', availableNumberOfPacks: 3 }), dust];
    expect(packs(allocate(2, after))).toEqual([['A', 2]]);
    expect(packs(allocate(2, after, { allowPartialPacks: true }))).toEqual([['A', 2]]);
  });
});

describe('shortfall without a placeholder', () => {
  it('states what was allocated, requested and available', () => {
    const a = allocate(30, [batch('A', { availableNumberOfPacks: 12.5 })], {
      allowPlaceholder: false,
    });
    expect(packs(a)).toEqual([['A', 12]]);
    expect(a.shortfallUnits).toBe(18);
    expect(a.placeholderUnits).toBe(0);
    expect(a.notes).toEqual([
      {
        kind: 'CANNOT_CREATE_PLACEHOLDER',
        allocatedUnits: 12,
        requestedUnits: 30,
        availableUnits: 12.5,
      },
    ]);
  });

  it('says nothing when the request is met', () => {
    expect(allocate(5, [batch('A')], { allowPlaceholder: false }).notes).toEqual([]);
  });
});

describe('re-allocating a line and issuing in packs of N', () => {
  it("gives the line's own packs back before allocating again", () => {
    const a = allocate(5, [batch('A', { availableNumberOfPacks: 3, packsOnLine: 2 })]);
    expect(packs(a)).toEqual([['A', 5]]);
    const b = allocate(6, [
      batch('A', { expiryDate: '2027-01-31', availableNumberOfPacks: 0, packsOnLine: 4 }),
      batch('B', { expiryDate: '2027-02-28' }),
    ]);
    expect(packs(b)).toEqual([
      ['A', 4],
      ['B', 2],
    ]);
  });

  it('uses only batches of the pack size asked for, without calling the others skipped', () => {
    const a = allocate(
      30,
      [
        batch('ONE', { expiryDate: '2027-01-31', packSize: 1 }),
        batch('TEN', { expiryDate: '2027-02-28', packSize: 10 }),
      ],
      { issuePackSize: 10 },
    );
    expect(packs(a)).toEqual([['TEN', 3]]);
    expect(a.skipped).toEqual([]);
    expect(a.availableUnits).toBe(100);
    expect(packs(allocate(3, [batch('ONE')], { issuePackSize: null }))).toEqual([['ONE', 3]]);
  });
});

describe('exact numbers', () => {
  it('adds tenths without float drift', () => {
    // 3 x 0.1 is 0.30000000000000004 in floating point: that would be an over-allocation.
    const a = allocate(0.3, [batch('D', { packSize: 0.1 })]);
    expect(packs(a)).toEqual([['D', 3]]);
    expect(a.allocatedUnits).toBe(0.3);
    expect(a.overAllocatedUnits).toBe(0);
    // A stored 0.1 + 0.2 packs is 0.3 packs; 0.07 - 0.03 is 0.04000000000000001 in floats.
    const b = allocate(0.07, [batch('D', { packSize: 0.1, availableNumberOfPacks: 0.1 + 0.2 })], {
      allowPartialPacks: true,
    });
    expect(b.lines[0]?.numberOfPacks).toBe(0.3);
    expect(b.allocatedUnits).toBe(0.03);
    expect(b.placeholderUnits).toBe(0.04);
  });

  it('a request of 0 allocates nothing and still names skipped batches', () => {
    const a = allocate(0, [batch('A'), batch('B', { onHold: true })]);
    expect(a.lines).toEqual([]);
    expect(a.allocatedUnits).toBe(0);
    expect(a.placeholderUnits).toBe(0);
    expect(a.notes).toEqual([{ kind: 'SKIPPED', reason: 'ON_HOLD', stockLineIds: ['B'] }]);
  });

  it('handles the largest request and stock LIMITS allow, exactly', () => {
    const big = batch('BIG', { packSize: 1_000_000, availableNumberOfPacks: 999_999_999 });
    const a = allocate(999_999_999, [big]);
    expect(packs(a)).toEqual([['BIG', 1000]]);
    expect(a.allocatedUnits).toBe(1_000_000_000);
    expect(a.overAllocatedUnits).toBe(1);
    const tiny = batch('TINY', { packSize: 0.001, availableNumberOfPacks: 999_999_999 });
    const b = allocate(999_999_999, [tiny]);
    expect(b.allocatedUnits).toBe(999_999.999);
    expect(b.placeholderUnits).toBe(998_999_999.001);
  });

  it('rounds a shortfall finer than a line keeps up to the millionth', () => {
    const a = allocate(2.0000001, [batch('A', { availableNumberOfPacks: 1 })]);
    expect(a.shortfallUnits).toBe(1.0000001);
    expect(a.placeholderUnits).toBe(1.000001);
  });
});

describe('input no caller should send', () => {
  it.each<[string, () => unknown]>([
    ['requestedUnits', () => allocate(-1, [])],
    ['requestedUnits', () => allocate(Number.NaN, [])],
    ['requestedUnits', () => allocate(1_000_000_000, [])],
    ['packSize', () => allocate(1, [batch('A', { packSize: 0 })])],
    ['packSize', () => allocate(1, [batch('A', { packSize: 0.0004 })])],
    ['packSize', () => allocate(1, [batch('A', { packSize: 1_000_001 })])],
    ['availableNumberOfPacks', () => allocate(1, [batch('A', { availableNumberOfPacks: -1 })])],
    ['packsOnLine', () => allocate(1, [batch('A', { packsOnLine: Infinity })])],
    ['issuePackSize', () => allocate(1, [], { issuePackSize: 0 })],
    ['expiryDate', () => allocate(1, [batch('A', { expiryDate: '2027-02-30' })])],
    ['today', () => allocate(1, [], { today: '24/11/2026' })],
    ['expiringSoonDays', () => allocate(1, [], { expiringSoonDays: -1 })],
    ['expiringSoonDays', () => allocate(1, [], { expiringSoonDays: 1.5 })],
    ['expiringSoonDays', () => allocate(1, [], { expiringSoonDays: 1_000_000_000 })],
    ['vvmPriority', () => allocate(1, [batch('A', { vvmPriority: Number.NaN })])],
  ])('%s', (name, call) => {
    expect(call).toThrow(RangeError);
    expect(call).toThrow(new RegExp(`^${name} must`));
  });

  it('checks the expiry of every batch, not only of the batches it reaches', () => {
    const call = () =>
      allocate(1, [
        batch('A', { expiryDate: '2030-01-01' }),
        batch('B', { expiryDate: '2099-02-30' }),
      ]);
    expect(call).toThrow(/^expiryDate must/);
  });

  it('takes the largest threshold the limits allow', () => {
    expect(allocate(1, [batch('A')], { expiringSoonDays: LIMITS.integer.max }).allocatedUnits).toBe(
      1,
    );
  });

  it('a batch given twice', () => {
    expect(() => allocate(1, [batch('A'), batch('A')])).toThrow(/batch A is given twice/);
  });
});

// A small seeded generator (no dependency): the same cases on every run and machine.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('invariants over random stock', () => {
  const next = random(20261124);
  const pick = <V>(values: readonly V[]): V => values[Math.floor(next() * values.length)] as V;
  const cases = Array.from({ length: 1500 }, () => {
    const batches = Array.from({ length: Math.floor(next() * 6) }, (_, i) =>
      batch(`b${i}`, {
        batch: pick(['L1', 'L2', null]),
        expiryDate: pick(['2026-11-01', T, '2026-12-15', '2027-06-30', null]),
        packSize: pick([1, 3, 10, 100, 0.5, 2.5]),
        availableNumberOfPacks: pick([0, 1, 2, 7, 0.5, 3.25, 40]),
        packsOnLine: pick([0, 0, 1]),
        onHold: next() < 0.1,
        locationOnHold: next() < 0.1,
        vvmUnusable: next() < 0.1,
        vvmPriority: pick([1, 2, null]),
      }),
    );
    const options = {
      allowPartialPacks: next() < 0.3,
      allowPlaceholder: next() < 0.7,
      sortByVvmStatusThenExpiry: next() < 0.3,
    };
    return { batches, requested: pick([0, 1, 5, 17, 33.5, 120, 1000]), options };
  });

  function check({ batches, requested, options }: (typeof cases)[number]): void {
    const a = allocate(requested, batches, options);
    const byId = new Map(batches.map((b) => [b.id, b]));
    const skippedIds = new Set(a.skipped.map((s) => s.id));
    let total = 0;
    for (const line of a.lines) {
      const b = byId.get(line.id) as AllocationBatch;
      expect(skippedIds.has(line.id)).toBe(false);
      expect(line.numberOfPacks).toBeGreaterThan(0);
      expect(line.numberOfPacks).toBeLessThanOrEqual(
        b.availableNumberOfPacks + (b.packsOnLine ?? 0),
      );
      // Over-allocation comes only from whole packs, and is smaller than any pack still issued.
      expect(a.overAllocatedUnits).toBeLessThan(line.packSize);
      total += line.units;
    }
    expect(a.allocatedUnits).toBeCloseTo(total, 6);
    expect(a.placeholderUnits).toBeGreaterThanOrEqual(0);
    expect(a.overAllocatedUnits).toBeGreaterThanOrEqual(0);
    expect(a.shortfallUnits).toBeGreaterThanOrEqual(0);
    if (a.shortfallUnits > 0) expect(a.overAllocatedUnits).toBe(0);
    if (!options.allowPlaceholder) expect(a.placeholderUnits).toBe(0);
    // Short only once every usable batch has given all its whole packs.
    if (a.shortfallUnits > 0)
      for (const b of batches.filter((b) => !skippedIds.has(b.id))) {
        const held = b.availableNumberOfPacks + (b.packsOnLine ?? 0);
        const taken = a.lines.find((l) => l.id === b.id)?.numberOfPacks ?? 0;
        expect(taken).toBeGreaterThanOrEqual(options.allowPartialPacks ? held : Math.floor(held));
      }
    // Met (to the residual tolerance of the largest pack), over, or short by the shortfall.
    expect(a.allocatedUnits + a.shortfallUnits).toBeGreaterThan(requested - 0.001 * 100);
    // The order batches arrive in changes nothing.
    expect(allocate(requested, [...batches].reverse(), options)).toEqual(a);
  }

  it('never more than a batch has, never a negative placeholder, the same in any order', () => {
    for (const c of cases) check(c);
  });
});
