// What the adjustment dialog checks before it asks the server (which checks again).
import type { InventoryKey } from '../../../core/app-i18n/inventory';

export type AdjustmentDirection = 'ADDITION' | 'REDUCTION';

export interface ReasonChoice {
  id: string;
  reason: string;
  type: string;
  isActive: boolean;
}

export interface AdjustmentDraft {
  direction: AdjustmentDirection;
  packs: number | undefined;
  reasonId: string;
}

/** Reasons that match the direction: positive for additions; negative (and, for vaccines, open-vial wastage) for reductions. */
export function reasonsFor(
  reasons: readonly ReasonChoice[],
  direction: AdjustmentDirection,
  isVaccine: boolean,
): ReasonChoice[] {
  const types =
    direction === 'ADDITION'
      ? ['POSITIVE_INVENTORY_ADJUSTMENT']
      : ['NEGATIVE_INVENTORY_ADJUSTMENT', ...(isVaccine ? ['OPEN_VIAL_WASTAGE'] : [])];
  return reasons.filter((reason) => reason.isActive && types.includes(reason.type));
}

export interface AdjustmentProblems {
  packs?: { key: InventoryKey; values?: Record<string, number> };
  reason?: InventoryKey;
}

export function validateAdjustment(
  draft: AdjustmentDraft,
  availablePacks: number,
  reasonRequired: boolean,
): AdjustmentProblems {
  const problems: AdjustmentProblems = {};
  if (draft.packs === undefined || draft.packs <= 0)
    problems.packs = { key: 'adjust.packs-required' };
  else if (draft.direction === 'REDUCTION' && draft.packs > availablePacks)
    problems.packs = { key: 'adjust.more-than-available', values: { available: availablePacks } };
  if (reasonRequired && draft.reasonId === '') problems.reason = 'adjust.reason-required';
  return problems;
}
