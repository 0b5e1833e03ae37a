// Number entry rules shared by every numeric input (spec 001 section 5, "Number input"):
// parse in the user's locale, round to the decimal limit, then clamp to the bounds.

/** The largest integer the API accepts; the default maximum of a number input. */
export const API_INTEGER_MAX = 999_999_999;

/** Default decimal limit of a number input, and of numeric inputs inside tables. */
export const DEFAULT_DECIMAL_LIMIT = 0;
export const TABLE_DECIMAL_LIMIT = 2;

/** Arrow keys move by `step`, or by `step * multiplier` with Shift held. */
export const DEFAULT_NUMBER_STEP = 1;
export const DEFAULT_NUMBER_MULTIPLIER = 10;

export interface NumberSeparators {
  group: string;
  decimal: string;
}

export interface NumberBoundsOptions {
  allowNegative?: boolean;
  min?: number;
  max?: number;
}

export interface NumberBounds {
  min: number;
  max: number;
}

export interface NumberRuleOptions extends NumberBoundsOptions {
  decimalLimit?: number;
}

const separatorsByLocale = new Map<string, NumberSeparators>();

/** The group and decimal marks a locale uses, read from Intl once per locale (every number
 * field asks as it mounts: a table's rows scrolled into view would each build a formatter). */
export function getNumberSeparators(locale: string): NumberSeparators {
  const known = separatorsByLocale.get(locale);
  if (known) return known;
  const parts = new Intl.NumberFormat(locale).formatToParts(1_234_567.5);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const separators = { group, decimal };
  separatorsByLocale.set(locale, separators);
  return separators;
}

// Arabic-Indic (U+0660..) and Eastern Arabic-Indic (U+06F0..) digits, as browsers may show them.
const NATIVE_DIGIT_BASES = [0x0660, 0x06f0];
// Bidi marks that Intl puts around signs in right-to-left locales.
const BIDI_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const WHITESPACE = /[\s\u00a0\u202f]/g;

function toAsciiDigits(text: string): string {
  let result = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const base = NATIVE_DIGIT_BASES.find((start) => code >= start && code <= start + 9);
    result += base === undefined ? char : String(code - base);
  }
  return result;
}

/**
 * Parses what a user typed. The locale's group separator is removed and its decimal mark
 * accepted (a dot is always accepted as well when it is not the group separator).
 * Empty or unreadable text yields NaN.
 */
export function parseLocaleNumber(text: string, separators: NumberSeparators): number {
  let cleaned = toAsciiDigits(text)
    .replace(BIDI_MARKS, '')
    .replace(/\u2212/g, '-')
    .trim();
  if (cleaned === '') return Number.NaN;
  const groupIsSpace = separators.group.replace(WHITESPACE, '') === '';
  cleaned = groupIsSpace
    ? cleaned.replace(WHITESPACE, '')
    : cleaned.split(toAsciiDigits(separators.group)).join('').replace(WHITESPACE, '');
  const decimal = toAsciiDigits(separators.decimal);
  if (decimal !== '.') {
    cleaned = cleaned.split(decimal).join('.');
  }
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

// Shifts the decimal point through the string form so that 1.005 rounds to 1.01, not 1.
function shift(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** Rounds half away from zero to `decimalLimit` places. */
export function roundToDecimals(value: number, decimalLimit: number): number {
  if (!Number.isFinite(value)) return value;
  const places = Math.max(0, Math.floor(decimalLimit));
  const rounded = Math.sign(value) * shift(Math.round(shift(Math.abs(value), places)), -places);
  return rounded === 0 ? 0 : rounded;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** Minimum 0 (or the negative safe maximum when negatives are allowed); maximum API_INTEGER_MAX. */
export function getNumberBounds(options: NumberBoundsOptions = {}): NumberBounds {
  const defaultMin = options.allowNegative ? -Number.MAX_SAFE_INTEGER : 0;
  return { min: options.min ?? defaultMin, max: options.max ?? API_INTEGER_MAX };
}

/** Rounds to the decimal limit, then clamps to the bounds. NaN stays NaN. */
export function applyNumberRules(value: number, options: NumberRuleOptions = {}): number {
  if (Number.isNaN(value)) return value;
  const { min, max } = getNumberBounds(options);
  const rounded = roundToDecimals(value, options.decimalLimit ?? DEFAULT_DECIMAL_LIMIT);
  return clamp(rounded, min, max);
}

export interface StepOptions extends NumberRuleOptions {
  step?: number;
  multiplier?: number;
}

/** The value after an arrow key: +/- step, or step x multiplier with Shift. Empty counts as 0. */
export function stepNumber(
  current: number | undefined,
  direction: 1 | -1,
  withShift: boolean,
  options: StepOptions = {},
): number {
  const step = options.step ?? DEFAULT_NUMBER_STEP;
  const amount = withShift ? step * (options.multiplier ?? DEFAULT_NUMBER_MULTIPLIER) : step;
  const base = current === undefined || Number.isNaN(current) ? 0 : current;
  return applyNumberRules(base + direction * amount, options);
}

/**
 * Splits a quantity counted in the smallest unit across units, largest first (spec 001 section 5,
 * multi-unit inputs). `ratios` say how many smallest units one of each unit holds, e.g. [10, 1]
 * for packs of 10 and units: 25.5 gives [2, 5.5]. Every unit but the last takes whole numbers;
 * the last keeps the remainder, rounded to `lastDecimals`.
 */
export function splitAcrossUnits(
  total: number,
  ratios: readonly number[],
  lastDecimals = 0,
): number[] {
  let remaining = Math.max(0, total);
  return ratios.map((ratio, index) => {
    if (index === ratios.length - 1) return roundToDecimals(remaining / ratio, lastDecimals);
    // Rounded first so 0.3 / 0.1 counts as 3, not 2.9999999999999996.
    const count = Math.floor(roundToDecimals(remaining / ratio, 9));
    remaining = roundToDecimals(remaining - count * ratio, 9);
    return count;
  });
}

/** The quantity in the smallest unit that counts per unit add up to (missing counts are 0). */
export function combineUnits(
  counts: readonly (number | undefined)[],
  ratios: readonly number[],
): number {
  return roundToDecimals(
    ratios.reduce((total, ratio, index) => total + (counts[index] ?? 0) * ratio, 0),
    9,
  );
}

/** Why typed text is not a number in the user's language (docs/decisions/0023). */
export type NumberTextProblem =
  'NOT_A_NUMBER' | 'EXPONENT' | 'MANY_DECIMAL_MARKS' | 'MISPLACED_GROUP_MARK';

export type NumberReading = { value: number } | { problem: NumberTextProblem };

const EXPONENT_FORM = /^[-+]?[\d.,\s]*\d[eE][-+]?\d/;

/**
 * Reads what a user typed, strictly: the language's group mark only between groups of three
 * digits (so "1,5" in English is not fifteen), one decimal mark at most (the language's, or a
 * dot when the dot is not the group mark), no exponent. Nothing is rounded or clamped here.
 * Empty text reads as NOT_A_NUMBER; callers treat empty as "no value" before asking.
 */
export function readLocaleNumber(text: string, separators: NumberSeparators): NumberReading {
  const cleaned = toAsciiDigits(text)
    .replace(BIDI_MARKS, '')
    .replace(/\u2212/g, '-')
    .trim();
  if (EXPONENT_FORM.test(cleaned)) return { problem: 'EXPONENT' };
  const group = toAsciiDigits(separators.group);
  const groupIsSpace = group.replace(WHITESPACE, '') === '';
  const decimal = toAsciiDigits(separators.decimal);
  const decimalMarks = decimal === '.' || group === '.' ? [decimal] : [decimal, '.'];
  const sign = cleaned.startsWith('-') ? '-' : '';
  const body = cleaned.slice(sign.length);
  let markCount = 0;
  let markAt = -1;
  for (const [index, char] of [...body].entries()) {
    if (decimalMarks.includes(char)) {
      markCount += 1;
      markAt = index;
    }
  }
  if (markCount > 1) return { problem: 'MANY_DECIMAL_MARKS' };
  const whole = markAt === -1 ? body : body.slice(0, markAt);
  const fraction = markAt === -1 ? undefined : body.slice(markAt + 1);
  const groups = groupIsSpace ? whole.split(WHITESPACE) : whole.split(group);
  const hasGroups = groups.length > 1;
  if (!groups.every((part) => /^\d*$/.test(part)) || !/^\d*$/.test(fraction ?? ''))
    return { problem: 'NOT_A_NUMBER' };
  if (hasGroups) {
    const [first = '', ...rest] = groups;
    if (!/^\d{1,3}$/.test(first) || !rest.every((part) => /^\d{3}$/.test(part)))
      return { problem: 'MISPLACED_GROUP_MARK' };
  }
  const digits = groups.join('');
  if (digits === '' && (fraction ?? '') === '') return { problem: 'NOT_A_NUMBER' };
  const value = Number(`${sign}${digits || '0'}.${fraction || '0'}`);
  return Number.isFinite(value) ? { value: value === 0 ? 0 : value } : { problem: 'NOT_A_NUMBER' };
}
