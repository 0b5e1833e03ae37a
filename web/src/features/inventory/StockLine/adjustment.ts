// What the adjustment dialog checks before it asks the server (which checks again). The reason
// rule is the domain's (packages/domain stock/reasons), the one the server applies.
import { reasonProblem, reasonsThatFit, type AdjustmentDirection } from '@dawa/domain';
import type { InventoryKey } from '../../../core/app-i18n/inventory';

export type { AdjustmentDirection };

export interface ReasonChoice {
  id: string;
  reason: string;
  type: string;
  isActive: boolean;
}

export interface AdjustmentDraft {
  direction: AdjustmentDirection;
  packs: number | undefined;
  /** '' while no reason is chosen. */
  reasonId: string;
}

/** The reasons a picker offers: active ones that fit the direction and the item. */
export function reasonsFor(
  reasons: readonly ReasonChoice[],
  direction: AdjustmentDirection,
  isVaccine: boolean,
): ReasonChoice[] {
  return reasonsThatFit(reasons, direction, isVaccine);
}

/** True when the chosen reason (or its absence) would be refused by the server's rule. */
export function reasonMissing(
  reasonId: string,
  reasons: readonly ReasonChoice[],
  direction: AdjustmentDirection,
  isVaccine: boolean,
): boolean {
  const problem = reasonProblem({
    direction,
    isVaccine,
    activeReasonTypes: reasons.filter((r) => r.isActive).map((r) => r.type),
    chosen: reasonId === '' ? undefined : (reasons.find((r) => r.id === reasonId) ?? null),
  });
  return problem !== undefined;
}

export interface AdjustmentProblems {
  packs?: { key: InventoryKey; values?: Record<string, number> };
  reason?: InventoryKey;
}

export function validateAdjustment(
  draft: AdjustmentDraft,
  availablePacks: number,
  reasons: readonly ReasonChoice[],
  isVaccine: boolean,
): AdjustmentProblems {
  const problems: AdjustmentProblems = {};
  if (draft.packs === undefined || draft.packs <= 0)
    problems.packs = { key: 'adjust.packs-required' };
  else if (draft.direction === 'REDUCTION' && draft.packs > availablePacks)
    problems.packs = { key: 'adjust.more-than-available', values: { available: availablePacks } };
  if (reasonMissing(draft.reasonId, reasons, draft.direction, isVaccine))
    problems.reason = 'adjust.reason-required';
  return problems;
}
