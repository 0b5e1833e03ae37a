import {
  API_INTEGER_MAX,
  LIMITS,
  numberProblem,
  readLocaleNumber,
  roundToDecimals,
  type NumberKind,
  type NumberLimit,
  type NumberSeparators,
} from '@dawa/domain';
import { getNumberFormat } from '../../core/i18n/format';

/** The text a number input shows for a value, in the user's locale. */
export function formatNumberForInput(
  value: number | undefined,
  language: string,
  decimalLimit: number,
): string {
  if (value === undefined || Number.isNaN(value)) return '';
  return getNumberFormat(language, { maximumFractionDigits: decimalLimit }).format(value);
}

export interface NumberFieldRules {
  /** Bounds and decimals of a kind the API knows (LIMITS); the props below override them. */
  kind?: NumberKind | undefined;
  min?: number | undefined;
  max?: number | undefined;
  /** The minimum itself is refused (pack sizes: above 0). */
  minExclusive?: boolean | undefined;
  /** 0 means whole numbers only: a fraction is refused. Above 0, extra decimals are rounded on blur. */
  decimalLimit?: number | undefined;
  allowNegative?: boolean | undefined;
}

/** The effective limit of a field: its kind's (or the spec's defaults), then its own props. */
export function fieldLimit(rules: NumberFieldRules, defaultDecimals: number): NumberLimit {
  const base: NumberLimit | undefined = rules.kind ? LIMITS[rules.kind] : undefined;
  const minimum = rules.allowNegative ? -Number.MAX_SAFE_INTEGER : 0;
  return {
    min: rules.min ?? (rules.allowNegative ? minimum : Math.max(base?.min ?? 0, 0)),
    minExclusive: rules.minExclusive ?? (rules.min === undefined && base?.minExclusive === true),
    max: rules.max ?? base?.max ?? API_INTEGER_MAX,
    decimals: rules.decimalLimit ?? base?.decimals ?? defaultDecimals,
  };
}

export type NumberMessageKey =
  | 'number.not-a-number'
  | 'number.exponent'
  | 'number.many-decimal-marks'
  | 'number.group-mark'
  | 'number.whole'
  | 'number.negative'
  | 'number.too-large'
  | 'number.too-small'
  | 'number.above';

export interface NumberFieldMessage {
  key: NumberMessageKey;
  values?: { decimal?: string; group?: string; min?: string; max?: string };
}

export type NumberFieldReading =
  | { value: number | undefined; problem?: undefined }
  | { value?: undefined; problem: NumberFieldMessage };

/**
 * What a number field's text means: empty is no value; a number within the limit is its value
 * (rounded to the decimal limit when that allows decimals; the field shows the rounding on
 * blur); anything else is a problem to show, never a value reshaped (docs/decisions/0023).
 */
export function readNumberField(
  text: string,
  separators: NumberSeparators,
  limit: NumberLimit,
  formatValue: (value: number) => string,
): NumberFieldReading {
  if (text.trim() === '') return { value: undefined };
  const read = readLocaleNumber(text, separators);
  if ('problem' in read) {
    switch (read.problem) {
      case 'EXPONENT':
        return { problem: { key: 'number.exponent' } };
      case 'MANY_DECIMAL_MARKS':
        return { problem: { key: 'number.many-decimal-marks', values: { ...separators } } };
      case 'MISPLACED_GROUP_MARK':
        return { problem: { key: 'number.group-mark', values: { ...separators } } };
      default:
        return { problem: { key: 'number.not-a-number' } };
    }
  }
  if (read.value < 0 && limit.min >= 0) return { problem: { key: 'number.negative' } };
  if (limit.decimals === 0 && !Number.isInteger(read.value))
    return { problem: { key: 'number.whole' } };
  const value = roundToDecimals(read.value, limit.decimals);
  switch (numberProblem(value, limit)) {
    case null:
      return { value };
    case 'TOO_LARGE':
      return { problem: { key: 'number.too-large', values: { max: formatValue(limit.max) } } };
    case 'TOO_SMALL':
      return {
        problem: {
          key: limit.minExclusive ? 'number.above' : 'number.too-small',
          values: { min: formatValue(limit.min) },
        },
      };
    default:
      return { problem: { key: 'number.not-a-number' } };
  }
}
