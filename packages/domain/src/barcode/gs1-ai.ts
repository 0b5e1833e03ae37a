// The GS1 application identifiers (AIs) Dawa reads from pharmacy and logistics labels,
// with their value formats (GS1 General Specifications, section 3).

import type { Gs1DayZero } from './gs1-date';

/** How a value is checked: a key with a check digit, a YYMMDD date, digits, or GS1 text. */
export type Gs1ValueFormat =
  { kind: 'KEY' } | { kind: 'DATE'; dayZero: Gs1DayZero } | { kind: 'NUMERIC' } | { kind: 'TEXT' };

export interface Gs1AiDefinition {
  /** Short English title, for logs and developer tools. */
  title: string;
  /**
   * Set for AIs of predefined length (GS1's table keyed by the first two digits: 00-04, 11-20,
   * 31-36, 41): such a value never needs a separator after it. Otherwise the value is variable,
   * up to `maxLength`, and ends at a group separator or at the end of the data.
   */
  fixedLength?: number;
  maxLength: number;
  format: Gs1ValueFormat;
}

const key = (title: string, length: number): Gs1AiDefinition => ({
  title,
  fixedLength: length,
  maxLength: length,
  format: { kind: 'KEY' },
});
// Day 00 of an expiry, best-before, sell-by or due date means the end of that month (GS1:
// "interpreted as the last day of the noted month"); for a production or packaging date the
// earliest day of the month is the only reading that does not claim a date still to come.
const date = (title: string, dayZero: Gs1DayZero): Gs1AiDefinition => ({
  title,
  fixedLength: 6,
  maxLength: 6,
  format: { kind: 'DATE', dayZero },
});
const text = (title: string, maxLength: number): Gs1AiDefinition => ({
  title,
  maxLength,
  format: { kind: 'TEXT' },
});
const count = (title: string): Gs1AiDefinition => ({
  title,
  maxLength: 8,
  format: { kind: 'NUMERIC' },
});

const entries: [string, Gs1AiDefinition][] = [
  ['00', key('SSCC', 18)],
  ['01', key('GTIN', 14)],
  ['02', key('GTIN of contained trade items', 14)],
  ['10', text('Batch or lot number', 20)],
  ['11', date('Production date', 'FIRST_DAY')],
  ['12', date('Due date', 'LAST_DAY')],
  ['13', date('Packaging date', 'FIRST_DAY')],
  ['15', date('Best before date', 'LAST_DAY')],
  ['16', date('Sell by date', 'LAST_DAY')],
  ['17', date('Expiration date', 'LAST_DAY')],
  [
    '20',
    {
      title: 'Internal product variant',
      fixedLength: 2,
      maxLength: 2,
      format: { kind: 'NUMERIC' },
    },
  ],
  ['21', text('Serial number', 20)],
  ['22', text('Consumer product variant', 20)],
  ['30', count('Variable count of items')],
  ['37', count('Count of trade items in a logistic unit')],
  ['240', text('Additional product identification', 30)],
  ['241', text('Customer part number', 30)],
  ['400', text("Customer's purchase order number", 30)],
  ...['710', '711', '712', '713', '714', '715'].map((ai): [string, Gs1AiDefinition] => [
    ai,
    text('National healthcare reimbursement number', 20),
  ]),
  ...['91', '92', '93', '94', '95', '96', '97', '98', '99'].map((ai): [string, Gs1AiDefinition] => [
    ai,
    text('Company internal information', 90),
  ]),
];

/** The AIs this parser knows. GS1 AIs are prefix-free, so reading 2, 3 then 4 digits is unambiguous. */
export const GS1_AIS: ReadonlyMap<string, Gs1AiDefinition> = new Map(entries);

/** The AI that starts at `position` of a raw element string, or null when none is known. */
export function matchAi(data: string, position: number): string | null {
  for (const length of [2, 3, 4]) {
    const candidate = data.slice(position, position + length);
    if (candidate.length === length && GS1_AIS.has(candidate)) return candidate;
  }
  return null;
}

/** GS1 AI encodable character set 82, the only characters allowed in text values. */
export const GS1_TEXT = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]+$/;
