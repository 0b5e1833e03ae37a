// The one allocator (DOCUMENTS.md decision 1 and section 1.5 B; DOMAIN.md section 6): which
// batches of an item a stock-out document takes a quantity from, and what to tell the user.
// The server is the authority and runs it for every stock-out path (a quantity of an item on an
// outbound shipment, allocating placeholders, prescriptions); the web runs the same function
// while the user types. Pure: the caller reads the batches and writes the lines.
//
// Rules, in the order they apply:
// - Candidates are the item's batches with packs available (this line's own packs given back
//   when re-allocating), only those of pack size N when issuing "in packs of N".
// - Skipped, with their reasons (decision 2, stock/usability.ts): on hold, location on hold,
//   expired (a batch can be issued on its expiry date), unusable VVM. VVM comes before "expiring
//   soon": a batch with an unusable VVM is skipped however soon it expires.
// - Order: expiry ascending, no expiry last; with sortByVvmStatusThenExpiry, VVM priority
//   ascending first (no VVM status after every priority). Ties: batch, then id, compared by code
//   unit so that the server and every browser agree (no locale collation).
// - Whole packs in three steps: (1) each batch in order gives the whole packs that fit in what
//   remains, rounded down; (2) if still short, the first batches with whole packs left round up;
//   (3) if now over, batches in reverse order give back whole packs no larger than the excess.
//   The residual rule of section 1.3 applies in step 1: a batch whose available packs are within
//   RESIDUAL_PACK_TOLERANCE of the packs still needed gives exactly its available packs, and the
//   request counts as met (a broken pack's remainder, 0.33332 for 0.33333, goes out whole).
// - allowPartialPacks: each batch gives what remains, to the millionth of a pack (rounded down;
//   the request counts as met by the batch that covers it), no rounding steps.
// - What no batch covers is the shortfall: a placeholder when allowed, otherwise a note with
//   what was available. Whole packs can over-allocate (17 units in packs of 10 is 20): reported,
//   never written as a negative placeholder.
//
// Manual entry (one batch typed by hand) follows other rules: see allocation-manual.ts.
import { LIMITS } from '../limits';
import { naiveDayNumber, parseNaiveDate } from '../naive-date';
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
  toScaled,
  units,
} from './allocation-quantity';
import {
  UNUSABLE_REASONS,
  unusableReasons,
  type BatchCondition,
  type UnusableReason,
} from '../stock/usability';

/** A batch is used but flagged when it expires less than this many days after today (6 weeks). */
export const ALLOCATION_EXPIRING_SOON_DAYS = 42;

/** One batch (stock line) of the item, as the allocator needs it. */
export interface AllocationBatch extends BatchCondition {
  /** The stock line's id: how lines and notes name the batch. */
  id: string;
  /** The batch code, for the tie-break; null sorts after every code. */
  batch: string | null;
  packSize: number;
  availableNumberOfPacks: number;
  /** Packs of this batch already on the line being re-allocated: they are available again. */
  packsOnLine?: number;
  /** VVM status priority, lower issued first under sortByVvmStatusThenExpiry; null without one. */
  vvmPriority?: number | null;
}

export interface AllocationOptions {
  /** Store preference: VVM priority first, then expiry. Default false. */
  sortByVvmStatusThenExpiry?: boolean;
  /** Store preference: fractions of packs may be issued. Default false. */
  allowPartialPacks?: boolean;
  /** Whether a shortfall may go to a placeholder line (outbound shipments: yes). Default true. */
  allowPlaceholder?: boolean;
  /** Issuing "in packs of N": only batches of this pack size. Default: every pack size. */
  issuePackSize?: number | null;
  /** The store's "expiring soon" threshold. Default ALLOCATION_EXPIRING_SOON_DAYS. */
  expiringSoonDays?: number;
}

export interface AllocationInput extends AllocationOptions {
  /** The quantity asked for, in units (the caller converts packs or doses). */
  requestedUnits: number;
  batches: readonly AllocationBatch[];
  /** 'YYYY-MM-DD' in the store's time zone. */
  today: string;
}

export interface AllocatedBatch {
  id: string;
  /** The packs the line holds after allocation (its new total, not a change). */
  numberOfPacks: number;
  packSize: number;
  units: number;
  /** Used, but expires within the threshold: the user is told. */
  expiringSoon: boolean;
}

export interface SkippedBatch {
  id: string;
  /** Every reason that applies, in UNUSABLE_REASONS order. */
  reasons: UnusableReason[];
}

/** What the user is told, as data: the web turns each kind into a translated message. */
export type AllocationNote =
  /** Batches not used for this reason (spec 001 section 5: on hold, expired, VVM). */
  | { kind: 'SKIPPED'; reason: UnusableReason; stockLineIds: string[] }
  | { kind: 'EXPIRING_SOON'; stockLineIds: string[] }
  /** A pack must be broken; wholePackUnits is what whole packs would give instead. */
  | { kind: 'PARTIAL_PACK'; stockLineIds: string[]; wholePackUnits: number }
  | { kind: 'OVER_ALLOCATED'; allocatedUnits: number; requestedUnits: number }
  | { kind: 'PLACEHOLDER'; requestedUnits: number; placeholderUnits: number }
  | {
      kind: 'CANNOT_CREATE_PLACEHOLDER';
      allocatedUnits: number;
      requestedUnits: number;
      availableUnits: number;
    };

export type AllocationNoteKind = AllocationNote['kind'];

export interface Allocation {
  /** Batches given packs, in allocation order; a batch left out holds no packs. */
  lines: AllocatedBatch[];
  requestedUnits: number;
  allocatedUnits: number;
  /** Units no batch could cover (0 when met or over). */
  shortfallUnits: number;
  /** The placeholder line's quantity: the shortfall, rounded up to the millionth a line keeps,
   * when placeholders are allowed; never below 0. */
  placeholderUnits: number;
  /** Units allocated beyond the request because packs are whole; never negative. */
  overAllocatedUnits: number;
  /** Everything the usable batches hold, in units. */
  availableUnits: number;
  skipped: SkippedBatch[];
  notes: AllocationNote[];
}

interface Candidate {
  batch: AllocationBatch;
  /** Pack size in thousandths of a unit. */
  size: bigint;
  /** Millionths of a pack: 1 of them × size is 10^-9 units. */
  available: bigint;
  taken: bigint;
}

function compareNullsLast(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/** A batch's VVM priority from its status's stage (1 usable, 2 usable and "use first", 3 and 4
 * past the discard point): the further a usable vial monitor has gone, the sooner the batch
 * goes, so stage 2 is issued before stage 1 (priority -2 before -1). No status: null, after
 * every stage. */
export function vvmIssuePriority(level: number | null | undefined): number | null {
  return level == null ? null : -Number(level);
}

export function expiryDay(batch: AllocationBatch): string | null {
  return batch.expiryDate === null ? null : batch.expiryDate.slice(0, 10);
}

/** Millionths of a pack the line may take: the batch's available packs and the line's own. */
export function availablePacksOf(batch: AllocationBatch): bigint {
  return (
    scaledPacks('availableNumberOfPacks', batch.availableNumberOfPacks) +
    scaledPacks('packsOnLine', batch.packsOnLine ?? 0)
  );
}

/** A RangeError for an expiry that is not a calendar day (ISO strings compare as days). */
export function checkExpiry(batch: AllocationBatch): void {
  const day = expiryDay(batch);
  if (day !== null) dayNumber('expiryDate', day);
}

export function dayNumber(name: string, value: string): number {
  const parsed = parseNaiveDate(value);
  if (parsed === null) throw new RangeError(`${name} must be a date as YYYY-MM-DD, got '${value}'`);
  return naiveDayNumber(parsed);
}

function compareBatches(byVvm: boolean) {
  return (a: AllocationBatch, b: AllocationBatch): number =>
    (byVvm ? compareNullsLast(a.vvmPriority ?? null, b.vvmPriority ?? null) : 0) ||
    compareNullsLast(expiryDay(a), expiryDay(b)) ||
    compareNullsLast(a.batch, b.batch) ||
    compareNullsLast(a.id, b.id);
}

/** The batches in allocation order, split into those that may be used and those skipped. */
function classify(input: AllocationInput): { usable: Candidate[]; skipped: SkippedBatch[] } {
  const wanted =
    input.issuePackSize === undefined || input.issuePackSize === null
      ? null
      : scaledPackSize('issuePackSize', input.issuePackSize);
  const ids = new Set<string>();
  const usable: Candidate[] = [];
  const skipped: SkippedBatch[] = [];
  const sorted = [...input.batches].sort(compareBatches(input.sortByVvmStatusThenExpiry === true));
  for (const batch of sorted) {
    if (ids.has(batch.id)) throw new RangeError(`batch ${batch.id} is given twice`);
    ids.add(batch.id);
    checkExpiry(batch);
    if (batch.vvmPriority != null && !Number.isFinite(batch.vvmPriority))
      throw new RangeError(`vvmPriority must be a finite number, got ${batch.vvmPriority}`);
    const size = scaledPackSize('packSize', batch.packSize);
    const available = availablePacksOf(batch);
    if (available === 0n || (wanted !== null && size !== wanted)) continue;
    const reasons = unusableReasons(batch, input.today);
    if (reasons.length > 0) skipped.push({ id: batch.id, reasons });
    else usable.push({ batch, size, available, taken: 0n });
  }
  return { usable, skipped };
}

/** Steps 1 to 3 of section 1.5 B; returns the shortfall in 10^-9 units (0 when met or over). */
function fillWholePacks(candidates: Candidate[], requested: bigint): bigint {
  let remaining = requested;
  for (const roundUp of [false, true]) {
    for (const candidate of candidates) {
      if (remaining <= 0n) break;
      if (!roundUp && isResidual(candidate.available, candidate.size, remaining)) {
        candidate.taken = candidate.available;
        return 0n;
      }
      const pack = units(ONE_PACK, candidate.size);
      // Whole packs left: BigInt division drops the fraction of a broken pack.
      const room = (candidate.available - candidate.taken) / ONE_PACK;
      const wanted = roundUp ? ceilDiv(remaining, pack) : remaining / pack;
      const packs = minBig(wanted, room);
      candidate.taken += packs * ONE_PACK;
      remaining -= packs * pack;
    }
  }
  if (remaining > 0n) return remaining;
  let excess = -remaining;
  for (const candidate of [...candidates].reverse()) {
    const pack = units(ONE_PACK, candidate.size);
    if (pack > excess) continue;
    const packs = minBig(excess / pack, candidate.taken / ONE_PACK);
    candidate.taken -= packs * ONE_PACK;
    excess -= packs * pack;
  }
  return 0n;
}

function fillPartialPacks(candidates: Candidate[], requested: bigint): bigint {
  let remaining = requested;
  for (const candidate of candidates) {
    if (remaining === 0n) break;
    const held = units(candidate.available, candidate.size);
    if (isResidual(candidate.available, candidate.size, remaining)) {
      candidate.taken = candidate.available;
      return 0n;
    }
    if (held >= remaining) {
      // Lines keep millionths of a pack: 1 unit in packs of 3 is 0.333333 packs, and met.
      candidate.taken = remaining / candidate.size;
      return 0n;
    }
    candidate.taken = candidate.available;
    remaining -= held;
  }
  return remaining;
}

const sumUnits = (candidates: Candidate[], of: (c: Candidate) => bigint): bigint =>
  candidates.reduce((sum, c) => sum + units(of(c), c.size), 0n);

/** The store's threshold, or the default; anything but a whole number of days is a bug upstream. */
export function expiringSoonDaysOf(days = ALLOCATION_EXPIRING_SOON_DAYS): number {
  if (!Number.isInteger(days) || days < 0 || days > LIMITS.integer.max)
    throw new RangeError(`expiringSoonDays must be a whole number of days, got ${days}`);
  return days;
}

export function isExpiringSoon(batch: AllocationBatch, today: number, days: number): boolean {
  const day = expiryDay(batch);
  return day !== null && dayNumber('expiryDate', day) - today < days;
}

function skippedNotes(skipped: SkippedBatch[]): AllocationNote[] {
  return UNUSABLE_REASONS.flatMap((reason) => {
    const stockLineIds = skipped.filter((s) => s.reasons.includes(reason)).map((s) => s.id);
    return stockLineIds.length > 0 ? [{ kind: 'SKIPPED' as const, reason, stockLineIds }] : [];
  });
}

/**
 * Allocates `requestedUnits` of one item from its batches (see the rules at the top of this
 * file). Throws a RangeError on input no caller should send: a quantity that is negative, not a
 * number or beyond LIMITS, a pack size below LIMITS.packSize.min, a day not 'YYYY-MM-DD', a
 * batch given twice.
 */
export function allocateStockOut(input: AllocationInput): Allocation {
  const requested = toScaled(
    'requestedUnits',
    input.requestedUnits,
    UNIT_DECIMALS,
    LIMITS.numberOfPacks.max,
  );
  const days = expiringSoonDaysOf(input.expiringSoonDays);
  const today = dayNumber('today', input.today);
  const partial = input.allowPartialPacks === true;
  const { usable, skipped } = classify(input);
  const shortfall = partial
    ? fillPartialPacks(usable, requested)
    : fillWholePacks(usable, requested);

  const used = usable.filter((c) => c.taken > 0n);
  const lines = used.map((c) => ({
    id: c.batch.id,
    numberOfPacks: fromScaled(c.taken, PACK_DECIMALS),
    packSize: c.batch.packSize,
    units: fromScaled(units(c.taken, c.size), UNIT_DECIMALS),
    expiringSoon: isExpiringSoon(c.batch, today, days),
  }));
  const allocated = sumUnits(used, (c) => c.taken);
  const over = allocated > requested ? allocated - requested : 0n;
  const allowPlaceholder = input.allowPlaceholder !== false;
  // A placeholder line keeps millionths of a unit: round a finer shortfall up, never away.
  const placeholder = allowPlaceholder
    ? ceilDiv(shortfall, 10n ** BigInt(UNIT_DECIMALS - PACK_DECIMALS))
    : 0n;

  const requestedUnits = fromScaled(requested, UNIT_DECIMALS);
  const allocatedUnits = fromScaled(allocated, UNIT_DECIMALS);
  const availableUnits = fromScaled(
    sumUnits(usable, (c) => c.available),
    UNIT_DECIMALS,
  );
  const placeholderUnits = fromScaled(placeholder, PACK_DECIMALS);
  const notes = skippedNotes(skipped);
  const soon = lines.filter((l) => l.expiringSoon).map((l) => l.id);
  if (soon.length > 0) notes.push({ kind: 'EXPIRING_SOON', stockLineIds: soon });
  const broken = used.filter((c) => c.taken % ONE_PACK !== 0n).map((c) => c.batch.id);
  if (partial && broken.length > 0) {
    const whole = usable.map((c) => ({ ...c, taken: 0n }));
    fillWholePacks(whole, requested);
    const wholePackUnits = fromScaled(
      sumUnits(whole, (c) => c.taken),
      UNIT_DECIMALS,
    );
    notes.push({ kind: 'PARTIAL_PACK', stockLineIds: broken, wholePackUnits });
  }
  if (over > 0n) notes.push({ kind: 'OVER_ALLOCATED', allocatedUnits, requestedUnits });
  if (shortfall > 0n && allowPlaceholder)
    notes.push({ kind: 'PLACEHOLDER', requestedUnits, placeholderUnits });
  if (shortfall > 0n && !allowPlaceholder)
    notes.push({
      kind: 'CANNOT_CREATE_PLACEHOLDER',
      allocatedUnits,
      requestedUnits,
      availableUnits,
    });

  return {
    lines,
    requestedUnits,
    allocatedUnits,
    shortfallUnits: fromScaled(shortfall, UNIT_DECIMALS),
    placeholderUnits,
    overAllocatedUnits: fromScaled(over, UNIT_DECIMALS),
    availableUnits,
    skipped,
    notes,
  };
}
