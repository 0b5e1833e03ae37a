import { describe, expect, it } from 'vitest';
import {
  isReasonRequired,
  reasonFits,
  reasonProblem,
  reasonsThatFit,
  type ReasonLike,
} from './reasons';

// Spec 001 s. 5: the reason must match the adjustment direction; s. 3.1 reason types. Open-vial
// wastage is a loss, and only a vaccine comes in vials that are opened and wasted.
describe('reasonFits', () => {
  it.each([
    ['POSITIVE_INVENTORY_ADJUSTMENT', 'ADDITION', false, true],
    ['POSITIVE_INVENTORY_ADJUSTMENT', 'ADDITION', true, true],
    ['POSITIVE_INVENTORY_ADJUSTMENT', 'REDUCTION', false, false],
    ['NEGATIVE_INVENTORY_ADJUSTMENT', 'REDUCTION', false, true],
    ['NEGATIVE_INVENTORY_ADJUSTMENT', 'REDUCTION', true, true],
    ['NEGATIVE_INVENTORY_ADJUSTMENT', 'ADDITION', false, false],
    ['OPEN_VIAL_WASTAGE', 'REDUCTION', true, true],
    ['OPEN_VIAL_WASTAGE', 'REDUCTION', false, false],
    ['OPEN_VIAL_WASTAGE', 'ADDITION', true, false],
    ['REQUISITION_LINE_VARIANCE', 'REDUCTION', false, false],
    ['RETURN_REASON', 'REDUCTION', false, false],
    ['RETURN_REASON', 'ADDITION', false, false],
  ] as const)('%s for a %s (vaccine %s): %s', (type, direction, isVaccine, fits) => {
    expect(reasonFits(type, direction, isVaccine)).toBe(fits);
  });
});

describe('isReasonRequired', () => {
  it.each([
    [[], 'REDUCTION', false, false],
    [[], 'ADDITION', true, false],
    // The repro of issue 9: only open-vial wastage is active.
    [['OPEN_VIAL_WASTAGE'], 'REDUCTION', false, false],
    [['OPEN_VIAL_WASTAGE'], 'REDUCTION', true, true],
    [['OPEN_VIAL_WASTAGE'], 'ADDITION', true, false],
    [['NEGATIVE_INVENTORY_ADJUSTMENT'], 'REDUCTION', false, true],
    [['NEGATIVE_INVENTORY_ADJUSTMENT'], 'ADDITION', false, false],
    [['POSITIVE_INVENTORY_ADJUSTMENT'], 'ADDITION', false, true],
    [['POSITIVE_INVENTORY_ADJUSTMENT', 'RETURN_REASON'], 'REDUCTION', true, false],
    [['RETURN_REASON', 'REQUISITION_LINE_VARIANCE'], 'ADDITION', false, false],
  ] as const)('active %j, %s, vaccine %s: %s', (types, direction, isVaccine, required) => {
    expect(isReasonRequired(types, direction, isVaccine)).toBe(required);
  });
});

describe('reasonsThatFit', () => {
  const reasons: (ReasonLike & { id: string })[] = [
    { id: 'found', type: 'POSITIVE_INVENTORY_ADJUSTMENT', isActive: true },
    { id: 'damaged', type: 'NEGATIVE_INVENTORY_ADJUSTMENT', isActive: true },
    { id: 'old', type: 'NEGATIVE_INVENTORY_ADJUSTMENT', isActive: false },
    { id: 'vial', type: 'OPEN_VIAL_WASTAGE', isActive: true },
    { id: 'return', type: 'RETURN_REASON', isActive: true },
  ];
  it.each([
    ['ADDITION', false, ['found']],
    ['ADDITION', true, ['found']],
    ['REDUCTION', false, ['damaged']],
    ['REDUCTION', true, ['damaged', 'vial']],
  ] as const)('%s, vaccine %s: %j', (direction, isVaccine, ids) => {
    expect(reasonsThatFit(reasons, direction, isVaccine).map((r) => r.id)).toEqual(ids);
  });
});

describe('reasonProblem', () => {
  const vial = { type: 'OPEN_VIAL_WASTAGE', isActive: true };
  const damaged = { type: 'NEGATIVE_INVENTORY_ADJUSTMENT', isActive: true };
  const found = { type: 'POSITIVE_INVENTORY_ADJUSTMENT', isActive: true };
  it.each([
    // no reason given
    [undefined, [], 'REDUCTION', false, undefined],
    [undefined, ['OPEN_VIAL_WASTAGE'], 'REDUCTION', false, undefined],
    [undefined, ['OPEN_VIAL_WASTAGE'], 'REDUCTION', true, 'ReasonRequired'],
    [undefined, ['NEGATIVE_INVENTORY_ADJUSTMENT'], 'REDUCTION', false, 'ReasonRequired'],
    [undefined, ['NEGATIVE_INVENTORY_ADJUSTMENT'], 'ADDITION', false, undefined],
    [undefined, ['POSITIVE_INVENTORY_ADJUSTMENT'], 'ADDITION', false, 'ReasonRequired'],
    // an id that names no reason, or an inactive one
    [null, [], 'REDUCTION', false, 'ReasonNotFound'],
    [{ ...damaged, isActive: false }, [], 'REDUCTION', false, 'ReasonNotFound'],
    // a reason of the wrong type
    [vial, ['OPEN_VIAL_WASTAGE'], 'REDUCTION', false, 'WrongReasonType'],
    [vial, ['OPEN_VIAL_WASTAGE'], 'ADDITION', true, 'WrongReasonType'],
    [found, ['POSITIVE_INVENTORY_ADJUSTMENT'], 'REDUCTION', false, 'WrongReasonType'],
    [damaged, ['NEGATIVE_INVENTORY_ADJUSTMENT'], 'ADDITION', false, 'WrongReasonType'],
    // a fitting reason
    [vial, ['OPEN_VIAL_WASTAGE'], 'REDUCTION', true, undefined],
    [damaged, ['NEGATIVE_INVENTORY_ADJUSTMENT'], 'REDUCTION', true, undefined],
    [found, ['POSITIVE_INVENTORY_ADJUSTMENT'], 'ADDITION', false, undefined],
  ] as const)(
    'chosen %o, active %j, %s, vaccine %s: %s',
    (chosen, types, direction, isVaccine, problem) => {
      expect(reasonProblem({ chosen, activeReasonTypes: types, direction, isVaccine })).toBe(
        problem,
      );
    },
  );
});
