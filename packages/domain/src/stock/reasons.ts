// Which log reasons explain a change of stock, and when one must be given (spec 001 section 5:
// "A reason is required ... for new stock, for stock adjustments ... The reason must match the
// adjustment direction"; section 3.1 names OPEN_VIAL_WASTAGE, which only a vaccine vial has).
// The server refuses by these rules and the web offers its picker by them, so both decide alike.
import type { ReasonOptionType } from '../enums';

export type AdjustmentDirection = 'ADDITION' | 'REDUCTION';

/** What a rule needs to know of a reason: its type and whether it may still be chosen. */
export interface ReasonLike {
  type: string;
  isActive: boolean;
}

/** The reason types that can explain a change in this direction of this item's stock. */
export function reasonTypesFor(
  direction: AdjustmentDirection,
  isVaccine: boolean,
): readonly ReasonOptionType[] {
  if (direction === 'ADDITION') return ['POSITIVE_INVENTORY_ADJUSTMENT'];
  // Wastage of an opened multi-dose vial only happens to vaccines.
  return isVaccine
    ? ['NEGATIVE_INVENTORY_ADJUSTMENT', 'OPEN_VIAL_WASTAGE']
    : ['NEGATIVE_INVENTORY_ADJUSTMENT'];
}

export function reasonFits(type: string, direction: AdjustmentDirection, isVaccine: boolean) {
  return (reasonTypesFor(direction, isVaccine) as readonly string[]).includes(type);
}

/** The reasons a user may choose for this change: active and of a fitting type. */
export function reasonsThatFit<T extends ReasonLike>(
  reasons: readonly T[],
  direction: AdjustmentDirection,
  isVaccine: boolean,
): T[] {
  return reasons.filter((r) => r.isActive && reasonFits(r.type, direction, isVaccine));
}

/** A reason is required when the site has at least one active reason that fits this change;
 * with none to choose from, the change goes through without one. */
export function isReasonRequired(
  activeReasonTypes: readonly string[],
  direction: AdjustmentDirection,
  isVaccine: boolean,
): boolean {
  return activeReasonTypes.some((type) => reasonFits(type, direction, isVaccine));
}

export type ReasonProblem = 'ReasonRequired' | 'ReasonNotFound' | 'WrongReasonType';

export interface ReasonCheck {
  direction: AdjustmentDirection;
  isVaccine: boolean;
  /** Types of the site's active reasons (repeats are harmless). */
  activeReasonTypes: readonly string[];
  /** The chosen reason: undefined when none was given, null when the given id names none. */
  chosen: ReasonLike | null | undefined;
}

/** Why the reason (or its absence) does not do for this change, or undefined when it does. */
export function reasonProblem(check: ReasonCheck): ReasonProblem | undefined {
  const { chosen, direction, isVaccine } = check;
  if (chosen === undefined)
    return isReasonRequired(check.activeReasonTypes, direction, isVaccine)
      ? 'ReasonRequired'
      : undefined;
  if (chosen === null || !chosen.isActive) return 'ReasonNotFound';
  if (!reasonFits(chosen.type, direction, isVaccine)) return 'WrongReasonType';
  return undefined;
}
