// The largest and smallest values the system accepts, one definition for the server's edge
// (every numeric and string input), the stock-movement service and the web's inputs.
//
// Quantities are doubles in both databases. A double holds 15 significant digits exactly, so
// a bound of 999,999,999 (the API integer maximum, spec 001 section 5) with at most 6 decimals
// keeps every accepted value, and every sum of two, exact to the digit the user typed.
import { API_INTEGER_MAX } from './number';

export interface NumberLimit {
  /** Smallest accepted value (inclusive), unless `minExclusive`. */
  min: number;
  /** The value itself is refused, only values above it are accepted. */
  minExclusive?: boolean;
  max: number;
  /** Most decimals a value may carry; more is refused, never rounded away. */
  decimals: number;
}

/** What each kind of number the API takes may be. */
export const LIMITS = {
  /** A count of packs moved, held or counted (a stock line holds at most this many). */
  numberOfPacks: { min: 0, max: API_INTEGER_MAX, decimals: 6 },
  /** Units in one pack: above zero, a thousandth at the least (1 mL of a 1 L bottle). */
  packSize: { min: 0.001, max: 1_000_000, decimals: 3 },
  /** A price per pack or per unit, in the store's currency. */
  price: { min: 0, max: API_INTEGER_MAX, decimals: 4 },
  /** A tax rate in percent. */
  percentage: { min: 0, max: 100, decimals: 4 },
  /** Any other number a caller sends (doses, volumes, strengths, ratios, thresholds). */
  other: { min: -API_INTEGER_MAX, max: API_INTEGER_MAX, decimals: 6 },
  /** Months of stock an order aims at or orders below (order types, requisitions): up to 100
   * years, to the hundredth of a month. */
  monthsOfStock: { min: 0, max: 1_200, decimals: 2 },
  /** Whole counts (page sizes, offsets, doses, days). */
  integer: { min: -API_INTEGER_MAX, max: API_INTEGER_MAX, decimals: 0 },
} as const satisfies Record<string, NumberLimit>;

export type NumberKind = keyof typeof LIMITS;

export type NumberProblem = 'NOT_FINITE' | 'TOO_SMALL' | 'TOO_LARGE' | 'TOO_MANY_DECIMALS';

/** How many decimals a number carries as written by JavaScript (1e-7 carries 7). */
export function decimalsOf(value: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return 0;
  const [mantissa = '', exponent = '0'] = String(value).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/** Why a value is not an acceptable number of its kind, or null when it is. */
export function numberProblem(value: number, limit: NumberLimit): NumberProblem | null {
  if (!Number.isFinite(value)) return 'NOT_FINITE';
  if (value < limit.min || (limit.minExclusive === true && value === limit.min)) return 'TOO_SMALL';
  if (value > limit.max) return 'TOO_LARGE';
  if (decimalsOf(value) > limit.decimals) return 'TOO_MANY_DECIMALS';
  return null;
}

/** True when a stored quantity (after arithmetic) is one the system can keep: finite and
 * within the pack-count bounds. The stock-movement service refuses anything else. */
export function isStorablePackCount(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value) <= LIMITS.numberOfPacks.max;
}

/** Longest text accepted in any string input; ids are UUIDs and far shorter. */
export const MAX_TEXT_LENGTH = 10_000;
/** Longest id, code or name-like short string. */
export const MAX_ID_LENGTH = 100;
/** Longest user name and password accepted at sign-in and wherever they are set. */
export const MAX_USERNAME_LENGTH = 100;
export const MAX_PASSWORD_LENGTH = 200;
/** Shortest password a user may be given (the demo users' 'pass' is seeded, not set). */
export const MIN_PASSWORD_LENGTH = 8;
/** Most ids in one list filter (`equalAny`) and longest text pattern (`like`). */
/** Values in a list of input records (the items of a shipment issued in one request): a
 * document of a few thousand lines is written in one request, not one per line. */
export const MAX_INPUT_RECORDS = 5_000;
export const MAX_FILTER_IDS = 1_000;
export const MAX_FILTER_PATTERN_LENGTH = 200;
/** Largest page a list answers. */
export const MAX_PAGE_SIZE = 1_000;

export type TextProblem = 'NUL_BYTE' | 'TOO_LONG';

/** Why a string input is not acceptable, or null when it is. */
export function textProblem(value: string, maxLength = MAX_TEXT_LENGTH): TextProblem | null {
  if (value.includes('\u0000')) return 'NUL_BYTE';
  if (value.length > maxLength) return 'TOO_LONG';
  return null;
}
