// A quantity typed for one batch (DOCUMENTS.md 1.5 B "Manual entry", 1.2, 1.3, #5078).
import { describe, expect, it } from 'vitest';
import type { AllocationBatch } from './allocation';
import {
  MANUAL_ENTRY_REFUSED_REASONS,
  manualEntry,
  type ManualEntryInput,
} from './allocation-manual';

const T = '2026-11-24';

function enter(
  numberOfPacks: number,
  fields: Partial<AllocationBatch> = {},
  options: Partial<ManualEntryInput> = {},
) {
  const batch: AllocationBatch = {
    id: 'A',
    batch: 'LOT',
    expiryDate: '2027-06-30',
    packSize: 10,
    availableNumberOfPacks: 5,
    onHold: false,
    locationOnHold: false,
    vvmUnusable: false,
    ...fields,
  };
  return manualEntry({ numberOfPacks, batch, today: T, ...options });
}

const packsOf = (e: ReturnType<typeof enter>) => [e.numberOfPacks, e.roundedUp, e.capped];

describe('whole packs', () => {
  it('rounds a fraction up to the next whole pack and says so', () => {
    const e = enter(2.5);
    expect(packsOf(e)).toEqual([3, true, false]);
    expect(e.units).toBe(30);
    expect(e.partialPack).toBeNull();
    expect(packsOf(enter(3))).toEqual([3, false, false]);
  });

  it('caps at the whole packs available, this line’s own packs included', () => {
    expect(packsOf(enter(12))).toEqual([5, false, true]);
    expect(packsOf(enter(9.5, { availableNumberOfPacks: 9.7 }))).toEqual([9, true, true]);
    expect(packsOf(enter(5, { availableNumberOfPacks: 3, packsOnLine: 2 }))).toEqual([
      5,
      false,
      false,
    ]);
    expect(packsOf(enter(6, { availableNumberOfPacks: 3, packsOnLine: 2 }))).toEqual([
      5,
      false,
      true,
    ]);
  });

  // DOCUMENTS.md 1.5 B: "rounded up to whole packs and capped at floor(avail)". A quantity that
  // rounds up to exactly floor(avail) is not cut down, so the user is not told of a cap.
  it('is not capped when what was typed rounds up to exactly the whole packs available', () => {
    expect(packsOf(enter(2, { availableNumberOfPacks: 2.5 }))).toEqual([2, false, false]);
    expect(packsOf(enter(1.5, { availableNumberOfPacks: 2.5 }))).toEqual([2, true, false]);
    expect(packsOf(enter(2.6, { availableNumberOfPacks: 2.5 }))).toEqual([2, true, true]);
  });

  it('0 is 0', () => {
    expect(packsOf(enter(0))).toEqual([0, false, false]);
    expect(enter(0, { availableNumberOfPacks: 0.0005 }).numberOfPacks).toBe(0);
  });
});

describe('partial packs', () => {
  const partial = { allowPartialPacks: true };

  it('keeps the fraction and gives the whole-pack quantity that avoids breaking a pack', () => {
    const e = enter(2.5, {}, partial);
    expect(packsOf(e)).toEqual([2.5, false, false]);
    expect(e.units).toBe(25);
    expect(e.partialPack).toEqual({ wholeNumberOfPacks: 3, wholePackUnits: 30 });
    expect(enter(2, {}, partial).partialPack).toBeNull();
  });

  it('caps at what the batch has, whole packs of it for the suggestion', () => {
    const e = enter(12, { availableNumberOfPacks: 9.7 }, partial);
    expect(packsOf(e)).toEqual([9.7, false, true]);
    expect(e.partialPack).toEqual({ wholeNumberOfPacks: 9, wholePackUnits: 90 });
  });
});

describe('the residual rule (1.3)', () => {
  it('0.33333 typed against 0.33332 available gives exactly 0.33332', () => {
    const e = enter(
      0.33333,
      { packSize: 1, availableNumberOfPacks: 0.33332 },
      { allowPartialPacks: true },
    );
    expect(packsOf(e)).toEqual([0.33332, false, false]);
    expect(packsOf(enter(5, { availableNumberOfPacks: 4.9995 }))).toEqual([4.9995, false, false]);
    expect(packsOf(enter(0.33333, { packSize: 1, availableNumberOfPacks: 0.33332 }))).toEqual([
      0.33332,
      false,
      false,
    ]);
    expect(packsOf(enter(5, { availableNumberOfPacks: 4.999 }))).toEqual([4, false, true]);
  });
});

describe('batches auto-allocation skips', () => {
  it('an expired batch or an unusable VVM may be issued by hand, flagged (#5078)', () => {
    const expired = enter(1, { expiryDate: '2026-11-23' });
    expect(expired.numberOfPacks).toBe(1);
    expect(expired.refused).toEqual([]);
    expect(expired.flagged).toEqual(['EXPIRED']);
    expect(expired.expiringSoon).toBe(false);
    expect(enter(1, { vvmUnusable: true }).flagged).toEqual(['VVM_UNUSABLE']);
  });

  it('a batch on hold or in a location on hold is refused by hand too', () => {
    expect(MANUAL_ENTRY_REFUSED_REASONS).toEqual(['ON_HOLD', 'LOCATION_ON_HOLD']);
    const e = enter(1, { onHold: true, locationOnHold: true, expiryDate: '2026-01-31' });
    expect(e.refused).toEqual(['ON_HOLD', 'LOCATION_ON_HOLD']);
    expect(e.flagged).toEqual(['EXPIRED']);
    expect(enter(1).refused).toEqual([]);
    expect(enter(1).flagged).toEqual([]);
  });

  it('flags a batch expiring within the threshold', () => {
    expect(enter(1, { expiryDate: T }).expiringSoon).toBe(true);
    expect(enter(1, { expiryDate: '2027-01-04' }).expiringSoon).toBe(true);
    expect(enter(1, { expiryDate: '2027-01-05' }).expiringSoon).toBe(false);
    expect(enter(1, { expiryDate: '2026-12-04' }, { expiringSoonDays: 10 }).expiringSoon).toBe(
      false,
    );
    expect(enter(1, { expiryDate: null }).expiringSoon).toBe(false);
  });
});

describe('input no caller should send', () => {
  it.each<[string, () => unknown]>([
    ['numberOfPacks', () => enter(-1)],
    ['numberOfPacks', () => enter(Number.NaN)],
    ['packSize', () => enter(1, { packSize: 0 })],
    ['availableNumberOfPacks', () => enter(1, { availableNumberOfPacks: -2 })],
    ['packsOnLine', () => enter(1, { packsOnLine: -1 })],
    ['today', () => enter(1, {}, { today: '2026-11-31' })],
    ['expiryDate', () => enter(1, { expiryDate: '2026-13-01' })],
    ['expiringSoonDays', () => enter(1, {}, { expiringSoonDays: -1 })],
  ])('%s', (name, call) => {
    expect(call).toThrow(new RegExp(`^${name} must`));
  });
});
