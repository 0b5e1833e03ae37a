import { describe, expect, it } from 'vitest';
import { reasonsFor, validateAdjustment, type ReasonChoice } from './adjustment';
import { repackedPacks } from './RepackDialog';

const reasons: ReasonChoice[] = [
  { id: 'p', reason: 'Found', type: 'POSITIVE_INVENTORY_ADJUSTMENT', isActive: true },
  { id: 'n', reason: 'Damaged', type: 'NEGATIVE_INVENTORY_ADJUSTMENT', isActive: true },
  { id: 'old', reason: 'Old', type: 'NEGATIVE_INVENTORY_ADJUSTMENT', isActive: false },
  { id: 'v', reason: 'Open vial', type: 'OPEN_VIAL_WASTAGE', isActive: true },
];

describe('adjustment rules', () => {
  it('offers active reasons of the direction; open-vial wastage only for vaccines', () => {
    expect(reasonsFor(reasons, 'ADDITION', false).map((r) => r.id)).toEqual(['p']);
    expect(reasonsFor(reasons, 'REDUCTION', false).map((r) => r.id)).toEqual(['n']);
    expect(reasonsFor(reasons, 'REDUCTION', true).map((r) => r.id)).toEqual(['n', 'v']);
  });

  it.each([
    [
      { direction: 'REDUCTION', packs: undefined, reasonId: 'n' },
      'adjust.packs-required',
      undefined,
    ],
    [{ direction: 'REDUCTION', packs: 0, reasonId: 'n' }, 'adjust.packs-required', undefined],
    [{ direction: 'REDUCTION', packs: 21, reasonId: 'n' }, 'adjust.more-than-available', undefined],
    [{ direction: 'ADDITION', packs: 21, reasonId: '' }, undefined, 'adjust.reason-required'],
    [{ direction: 'REDUCTION', packs: 20, reasonId: 'n' }, undefined, undefined],
  ] as const)('checks %o', (draft, packs, reason) => {
    const problems = validateAdjustment(draft, 20, reasons, false);
    expect(problems.packs?.key).toBe(packs);
    expect(problems.reason).toBe(reason);
  });

  it('needs no reason when the store has none for the direction', () => {
    const onlyNegative = reasons.filter((r) => r.type === 'NEGATIVE_INVENTORY_ADJUSTMENT');
    expect(
      validateAdjustment({ direction: 'ADDITION', packs: 1, reasonId: '' }, 0, onlyNegative, false),
    ).toEqual({});
  });

  // Issue 9: open-vial wastage the only active reduction reason.
  it.each([
    [false, '', undefined],
    [false, 'v', 'adjust.reason-required'],
    [true, '', 'adjust.reason-required'],
    [true, 'v', undefined],
  ] as const)(
    'open-vial wastage only: vaccine %s, reason %o: %s',
    (isVaccine, reasonId, reason) => {
      const openVialOnly = reasons.filter((r) => r.type === 'OPEN_VIAL_WASTAGE' || !r.isActive);
      const draft = { direction: 'REDUCTION', packs: 1, reasonId } as const;
      expect(validateAdjustment(draft, 20, openVialOnly, isVaccine).reason).toBe(reason);
    },
  );

  it('repacks only into whole packs', () => {
    expect(repackedPacks(2, 30, 10)).toBe(6);
    expect(repackedPacks(2, 30, 7)).toBeUndefined();
    expect(repackedPacks(3, 0.5, 1.5)).toBe(1);
  });
});
