// Exact quantities for the allocator. Packs carry at most LIMITS.numberOfPacks.decimals (6)
// decimals and pack sizes LIMITS.packSize.decimals (3), so every quantity in units is a whole
// number of 10^-9 units and every count of packs a whole number of 10^-6 packs. The allocator
// works on those whole numbers as BigInt: sums, floors and ceilings are then exact, with no
// float drift (0.1 + 0.2) and no loss at the top of the range (999,999,999 packs of 1,000,000
// units is 10^15 units, beyond what a double holds to 9 decimals). Numbers go back to doubles
// only in the result, as the nearest double to the exact decimal.
import { LIMITS } from '../limits';

export const PACK_DECIMALS = LIMITS.numberOfPacks.decimals;
export const PACK_SIZE_DECIMALS = LIMITS.packSize.decimals;
export const UNIT_DECIMALS = PACK_DECIMALS + PACK_SIZE_DECIMALS;

/** One whole pack, in millionths of a pack. */
export const ONE_PACK = 10n ** BigInt(PACK_DECIMALS);

/**
 * `value` as a whole number of 10^-decimals, rounded to the nearest (a stored 0.30000000000000004
 * packs is 300000 millionths). A NaN, an infinity or a value beyond `max` is a bug upstream.
 */
export function toScaled(name: string, value: number, decimals: number, max: number): bigint {
  if (!Number.isFinite(value) || value < 0 || value > max)
    throw new RangeError(`${name} must be a number from 0 to ${max}, got ${value}`);
  // toFixed writes the double's own decimal expansion, rounded, without an exponent below 1e21.
  return BigInt(value.toFixed(decimals).replace('.', ''));
}

/** The nearest double to `scaled` × 10^-decimals. */
export function fromScaled(scaled: bigint, decimals: number): number {
  // Number() reads '.000005' as well as '0.000005'.
  const digits = scaled.toString().padStart(decimals, '0');
  const cut = digits.length - decimals;
  return Number(`${digits.slice(0, cut)}.${digits.slice(cut)}`);
}

/** ⌈a ÷ b⌉ for a ≥ 0 and b > 0 (BigInt division truncates). */
export function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}

/** Packs: a batch this close to what is still needed gives all it has (DOCUMENTS.md 1.3). */
export const RESIDUAL_PACK_TOLERANCE = 0.001;
const RESIDUAL = BigInt(Math.round(RESIDUAL_PACK_TOLERANCE * Number(ONE_PACK)));

/** Quantity in 10^-9 units of `packs` millionths of a pack of `size` thousandths of a unit. */
export const units = (packs: bigint, size: bigint): bigint => packs * size;

/** The whole packs of `packs`, still in millionths (2.5 packs gives 2). */
export const wholePacksOf = (packs: bigint): bigint => (packs / ONE_PACK) * ONE_PACK;

/** The residual rule (DOCUMENTS.md 1.3): `available` packs are within the tolerance of what is
 * still needed, so the batch gives exactly what it has (0.33332 packs for 0.33333). */
export function isResidual(available: bigint, size: bigint, needed: bigint): boolean {
  return absBig(units(available, size) - needed) < units(RESIDUAL, size);
}

/** A pack size in thousandths of a unit; below LIMITS.packSize.min is a bug upstream. */
export function scaledPackSize(name: string, value: number): bigint {
  const size = toScaled(name, value, PACK_SIZE_DECIMALS, LIMITS.packSize.max);
  if (size === 0n)
    throw new RangeError(`${name} must be at least ${LIMITS.packSize.min}, got ${value}`);
  return size;
}

/** A count of packs in millionths of a pack. */
export function scaledPacks(name: string, value: number): bigint {
  return toScaled(name, value, PACK_DECIMALS, LIMITS.numberOfPacks.max);
}

export function minBig(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

export function absBig(a: bigint): bigint {
  return a < 0n ? -a : a;
}
