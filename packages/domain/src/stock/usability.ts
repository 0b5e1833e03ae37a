// Which batches can be issued (DOCUMENTS.md decision 2, DOMAIN.md section 5): a batch on hold,
// in a location on hold, expired, or with a VVM status that says discard is on the shelf but
// cannot go to a patient. Such stock counts in stock on hand (it is there, and must be counted,
// returned or destroyed), never in what is available, in months of stock or in the stock status,
// and every list flags it with its reasons. The allocator skips it for the same reasons.

/** Why a batch cannot be issued, in the order they are checked and shown. */
export const UNUSABLE_REASONS = ['ON_HOLD', 'LOCATION_ON_HOLD', 'EXPIRED', 'VVM_UNUSABLE'] as const;
export type UnusableReason = (typeof UNUSABLE_REASONS)[number];

export interface BatchCondition {
  onHold: boolean;
  /** The batch's location is on hold (false without a location). */
  locationOnHold: boolean;
  /** 'YYYY-MM-DD', or null for a batch that does not expire. */
  expiryDate: string | null;
  /** The batch's VVM status is one marked unusable (false without a VVM status). */
  vvmUnusable: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The reasons a batch cannot be issued on `today` ('YYYY-MM-DD'), empty when it can.
 * A batch is expired from the day after its expiry date: it can be issued on that date.
 */
export function unusableReasons(batch: BatchCondition, today: string): UnusableReason[] {
  if (!DAY.test(today)) throw new RangeError(`today must be YYYY-MM-DD, got '${today}'`);
  const reasons: UnusableReason[] = [];
  if (batch.onHold) reasons.push('ON_HOLD');
  if (batch.locationOnHold) reasons.push('LOCATION_ON_HOLD');
  // ISO days compare as strings; a longer value (a datetime) is cut to its day.
  if (batch.expiryDate !== null && batch.expiryDate.slice(0, 10) < today) reasons.push('EXPIRED');
  if (batch.vvmUnusable) reasons.push('VVM_UNUSABLE');
  return reasons;
}

export function isUsable(batch: BatchCondition, today: string): boolean {
  return unusableReasons(batch, today).length === 0;
}
