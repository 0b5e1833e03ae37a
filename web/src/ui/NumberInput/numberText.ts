import { getNumberFormat } from '../../core/i18n/format';
import type { NumberSeparators } from '@dawa/domain';

/** The text a number input shows for a value, in the user's locale. */
export function formatNumberForInput(
  value: number | undefined,
  language: string,
  decimalLimit: number,
): string {
  if (value === undefined || Number.isNaN(value)) return '';
  return getNumberFormat(language, { maximumFractionDigits: decimalLimit }).format(value);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether typed text is made only of characters a number can contain: digits (Latin or
 * Arabic-Indic), the group separator, a decimal mark when decimals are allowed, and a minus
 * sign when negatives are allowed. Anything else is ignored as the user types.
 */
export function isAcceptableNumberText(
  text: string,
  separators: NumberSeparators,
  { allowDecimal, allowNegative }: { allowDecimal: boolean; allowNegative: boolean },
): boolean {
  const decimalMarks = allowDecimal ? [separators.decimal, '.'] : [];
  const groupMarks = [separators.group, '\u00a0', '\u202f', ' '];
  const marks = [...groupMarks, ...decimalMarks];
  const pattern = new RegExp(
    `^${allowNegative ? '[-\u2212]?' : ''}[0-9\u0660-\u0669\u06f0-\u06f9${marks.map(escape).join('')}]*$`,
  );
  return pattern.test(text.trim());
}
