// A quantity typed by hand for one batch of a stock-out line (DOCUMENTS.md 1.5 B "Manual entry"
// and 1.2 "By stock line"): the user chose the batch, so the allocator's order does not apply.
//
// Rule for a batch auto-allocation skips (DOCUMENTS.md 1.5 B, open-mSupply #5078): the user may
// issue an EXPIRED batch, or one with an unusable VVM status, by hand; auto-allocation never
// picks either. The server accepts such a line and the web shows the flag beside it. A batch ON
// HOLD or in a LOCATION ON HOLD is refused by hand too (1.2: BatchIsOnHold, LocationIsOnHold):
// the server answers with that error, and the web does not offer the batch.
import {
  ONE_PACK,
  PACK_DECIMALS,
  UNIT_DECIMALS,
  ceilDiv,
  fromScaled,
  isResidual,
  minBig,
  scaledPackSize,
  scaledPacks,
  units,
  wholePacksOf,
} from './allocation-quantity';
import {
  availablePacksOf,
  checkExpiry,
  dayNumber,
  expiringSoonDaysOf,
  isExpiringSoon,
  type AllocationBatch,
} from './allocation';
import { unusableReasons, type UnusableReason } from '../stock/usability';

/** Reasons that refuse a batch even when the user picks it by hand. */
export const MANUAL_ENTRY_REFUSED_REASONS: readonly UnusableReason[] = [
  'ON_HOLD',
  'LOCATION_ON_HOLD',
];

export interface ManualEntryInput {
  /** Packs typed for this batch (units typed are divided by the pack size by the caller). */
  numberOfPacks: number;
  batch: AllocationBatch;
  /** 'YYYY-MM-DD' in the store's time zone. */
  today: string;
  allowPartialPacks?: boolean;
  expiringSoonDays?: number;
}

export interface ManualEntry {
  /** The packs the line takes: rounded up to whole packs unless partial packs are allowed,
   * then capped at what the batch has (whole packs of it), or its exact residual. */
  numberOfPacks: number;
  units: number;
  /** A fraction was typed and whole packs are issued: tell the user the rounding. */
  roundedUp: boolean;
  /** More was typed than the batch has: tell the user the cap. */
  capped: boolean;
  /** A pack must be broken: what the whole-pack rule would give instead (spec 001 section 5). */
  partialPack: { wholeNumberOfPacks: number; wholePackUnits: number } | null;
  /** Reasons the server refuses this batch (MANUAL_ENTRY_REFUSED_REASONS that apply). */
  refused: UnusableReason[];
  /** Reasons auto-allocation would skip it, allowed by hand and shown to the user. */
  flagged: UnusableReason[];
  expiringSoon: boolean;
}

/** The packs a line of one batch takes when the user types `numberOfPacks` for it. */
export function manualEntry(input: ManualEntryInput): ManualEntry {
  const { batch } = input;
  const size = scaledPackSize('packSize', batch.packSize);
  const typed = scaledPacks('numberOfPacks', input.numberOfPacks);
  const available = availablePacksOf(batch);
  const partial = input.allowPartialPacks === true;
  const days = expiringSoonDaysOf(input.expiringSoonDays);
  const today = dayNumber('today', input.today);
  checkExpiry(batch);

  const residual = typed > 0n && isResidual(available, size, units(typed, size));
  const target = partial ? typed : ceilDiv(typed, ONE_PACK) * ONE_PACK;
  const limit = partial ? available : wholePacksOf(available);
  const packs = residual ? available : minBig(target, limit);
  const wholeNumberOfPacks = minBig(ceilDiv(packs, ONE_PACK) * ONE_PACK, wholePacksOf(available));
  const reasons = unusableReasons(batch, input.today);

  return {
    numberOfPacks: fromScaled(packs, PACK_DECIMALS),
    units: fromScaled(units(packs, size), UNIT_DECIMALS),
    // With partial packs the target is what was typed: never rounded.
    roundedUp: !residual && target !== typed,
    capped: !residual && target > limit,
    partialPack:
      partial && packs % ONE_PACK !== 0n
        ? {
            wholeNumberOfPacks: fromScaled(wholeNumberOfPacks, PACK_DECIMALS),
            wholePackUnits: fromScaled(units(wholeNumberOfPacks, size), UNIT_DECIMALS),
          }
        : null,
    refused: reasons.filter((r) => MANUAL_ENTRY_REFUSED_REASONS.includes(r)),
    flagged: reasons.filter((r) => !MANUAL_ENTRY_REFUSED_REASONS.includes(r)),
    expiringSoon: !reasons.includes('EXPIRED') && isExpiringSoon(batch, today, days),
  };
}
