// The rules of a stocktake (spec 001 sections 3.1, 4 and 5; DOCUMENTS.md 9 and decision 8):
// what its state allows, when a count difference needs a reason and which, what a counted line
// changes, and how a line whose batch moved since its snapshot is settled. Pure: the server
// refuses by these rules and the web offers its choices by them.
import { LIMITS } from '../limits';
import { reasonProblem, type AdjustmentDirection, type ReasonLike } from '../stock/reasons';

/** Spec 001 section 3.1 (the interface also shows "on hold", a flag of a NEW stocktake). */
export const STOCKTAKE_STATUSES = ['NEW', 'FINALISED'] as const;
export type StocktakeStatus = (typeof STOCKTAKE_STATUSES)[number];

/** Spec 001 section 3.1's stocktake sort fields. */
export const STOCKTAKE_SORT_KEYS = [
  'stocktakeNumber',
  'stocktakeDate',
  'description',
  'comment',
  'createdDatetime',
  'finalisedDatetime',
] as const;
export type StocktakeSortKey = (typeof STOCKTAKE_SORT_KEYS)[number];

/** A difference (or a mismatch) smaller than this is none: quantities are fractional doubles. */
export const STOCKTAKE_TOLERANCE = 1e-9;

export interface StocktakeState {
  status: StocktakeStatus;
  onHold: boolean;
  isLocked: boolean;
}

/** What is asked of a stocktake: its header changed (with what it sets of hold and lock), its
 * lines inserted, changed, settled or deleted, finalising it, or deleting it. */
export type StocktakeAction =
  | { kind: 'UPDATE'; onHold?: boolean | null; isLocked?: boolean | null; changesMore: boolean }
  | { kind: 'LINES' }
  | { kind: 'FINALISE'; onHold?: boolean | null }
  | { kind: 'DELETE' };

export type StocktakeRefusal = 'CannotEditStocktake' | 'StocktakeIsLocked' | 'StocktakeIsOnHold';

/**
 * Why the stocktake refuses the action, or undefined. A finalised one refuses everything
 * (CannotEditStocktake). A locked one refuses everything but the update that unlocks it, which
 * may change more in the same call (DOCUMENTS.md 9.2). One on hold refuses edits, finalising
 * and deletion (spec 001 section 4); the call that lifts the hold may do more, as an invoice's
 * does (DOCUMENTS.md 0.2), and an update may put it on hold or lock it.
 */
export function stocktakeRefusal(
  state: StocktakeState,
  action: StocktakeAction,
): StocktakeRefusal | undefined {
  if (state.status === 'FINALISED') return 'CannotEditStocktake';
  const unlocks = action.kind === 'UPDATE' && action.isLocked === false;
  if (state.isLocked && !unlocks) return 'StocktakeIsLocked';
  const liftsHold =
    (action.kind === 'UPDATE' || action.kind === 'FINALISE') && action.onHold === false;
  if (!state.onHold || liftsHold) return undefined;
  // On hold: an update may still lock or unlock it, or hold it again; nothing else.
  if (action.kind === 'UPDATE' && !action.changesMore) return undefined;
  return 'StocktakeIsOnHold';
}

/** Counted minus snapshot, or null while uncounted. */
export function countDifference(line: {
  snapshotNumberOfPacks: number;
  countedNumberOfPacks: number | null;
}): number | null {
  if (line.countedNumberOfPacks === null) return null;
  const d = line.countedNumberOfPacks - line.snapshotNumberOfPacks;
  return Math.abs(d) <= STOCKTAKE_TOLERANCE ? 0 : Number(d.toPrecision(15));
}

/** The direction of the adjustment a counted line makes, or null when it makes none. */
export function countDirection(line: {
  snapshotNumberOfPacks: number;
  countedNumberOfPacks: number | null;
}): AdjustmentDirection | null {
  const d = countDifference(line);
  if (d === null || d === 0) return null;
  return d > 0 ? 'ADDITION' : 'REDUCTION';
}

export type StocktakeReasonProblem = 'AdjustmentReasonNotProvided' | 'AdjustmentReasonNotValid';

export interface StocktakeReasonCheck {
  snapshotNumberOfPacks: number;
  countedNumberOfPacks: number | null;
  isInitial: boolean;
  isVaccine: boolean;
  /** Types of the site's active reasons. */
  activeReasonTypes: readonly string[];
  /** undefined: none chosen; null: the chosen id names no reason. */
  chosen: ReasonLike | null | undefined;
}

/**
 * DOCUMENTS.md 9.2: a counted difference needs a reason when an active reason of its direction
 * exists (an increase a POSITIVE_INVENTORY_ADJUSTMENT, a decrease a NEGATIVE_INVENTORY_ADJUSTMENT
 * or, for a vaccine, OPEN_VIAL_WASTAGE: the stock adjustments' rule, stock/reasons), never on an
 * initial stocktake. A reason given for a difference must fit its direction. A line without a
 * difference needs none, and one given there is not judged (it explains nothing yet).
 */
export function stocktakeReasonProblem(
  c: StocktakeReasonCheck,
): StocktakeReasonProblem | undefined {
  const direction = countDirection(c);
  if (direction === null) return undefined;
  if (c.isInitial && c.chosen === undefined) return undefined;
  const problem = reasonProblem({
    direction,
    isVaccine: c.isVaccine,
    activeReasonTypes: c.activeReasonTypes,
    chosen: c.chosen,
  });
  if (problem === undefined) return undefined;
  return problem === 'ReasonRequired' ? 'AdjustmentReasonNotProvided' : 'AdjustmentReasonNotValid';
}

/** What a batch holds now. */
export interface BatchNow {
  totalNumberOfPacks: number;
  availableNumberOfPacks: number;
}

/** DOCUMENTS.md 9.2: a count would take away packs that are reserved: (total - counted) > avail. */
export function reducesBelowReserved(counted: number | null, batch: BatchNow): boolean {
  if (counted === null) return false;
  return batch.totalNumberOfPacks - counted - batch.availableNumberOfPacks > STOCKTAKE_TOLERANCE;
}

/** A counted line's batch no longer holds its snapshot: stock moved during the count
 * (uncounted lines are never a mismatch: #11408). */
export function isSnapshotMismatch(
  line: { snapshotNumberOfPacks: number; countedNumberOfPacks: number | null },
  batch: BatchNow | undefined,
): boolean {
  if (line.countedNumberOfPacks === null || batch === undefined) return false;
  return Math.abs(batch.totalNumberOfPacks - line.snapshotNumberOfPacks) > STOCKTAKE_TOLERANCE;
}

/** Decision 8's two answers to a mismatch. */
export const MISMATCH_RESOLUTIONS = ['KEEP_COUNT', 'RECOUNT'] as const;
export type MismatchResolution = (typeof MISMATCH_RESOLUTIONS)[number];

export interface SettledLine {
  snapshotNumberOfPacks: number;
  countedNumberOfPacks: number | null;
  reasonOptionId: string | null;
}

/**
 * Decision 8. KEEP_COUNT: the snapshot becomes what the batch holds now and the count stays, so
 * finalising adjusts from current stock to the count. RECOUNT: the snapshot is refreshed and the
 * count cleared, to be counted again. Either way a reason chosen for the old difference is
 * dropped when it no longer fits the new one (a kept count may now be an increase), so the
 * reason rule asks again; a line that is no mismatch is left as it is.
 */
export function settleMismatch(
  line: SettledLine,
  batch: BatchNow,
  resolution: MismatchResolution,
  reasonStillFits: (direction: AdjustmentDirection) => boolean,
): SettledLine {
  if (!isSnapshotMismatch(line, batch)) return line;
  const snapshotNumberOfPacks = batch.totalNumberOfPacks;
  if (resolution === 'RECOUNT')
    return { snapshotNumberOfPacks, countedNumberOfPacks: null, reasonOptionId: null };
  const next = { ...line, snapshotNumberOfPacks };
  const direction = countDirection(next);
  const keepsReason =
    line.reasonOptionId !== null && direction !== null && reasonStillFits(direction);
  return { ...next, reasonOptionId: keepsReason ? line.reasonOptionId : null };
}

/** A count in units as packs of `packSize`, kept to the decimals a pack count may carry. */
export function unitsToPacks(units: number, packSize: number): number {
  const factor = 10 ** LIMITS.numberOfPacks.decimals;
  return Math.round((units / packSize) * factor) / factor;
}
