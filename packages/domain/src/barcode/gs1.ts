// Reading GS1 barcodes scanned from medicine packs and cartons (spec 001 section 3.2, "Barcode
// data"): a plain GTIN, a raw element string (as a scanner sends a GS1 DataMatrix, GS1-128 or
// GS1 QR code) or the human-readable form with AIs in parentheses.

import { GS1_AIS, GS1_TEXT, matchAi, type Gs1AiDefinition } from './gs1-ai';
import { decodeGs1Date } from './gs1-date';
import { GTIN_LENGTHS, hasValidCheckDigit } from './gtin';

/** The group separator (ASCII 29) a scanner sends for FNC1 after a variable-length value. */
export const GS1_GROUP_SEPARATOR = '\u001d';

export type Gs1Error =
  /** Nothing but whitespace, separators or a symbology identifier. */
  | 'EMPTY'
  /** An application identifier this parser does not know (or text where an AI should be). */
  | 'UNKNOWN_AI'
  /** A GTIN or SSCC whose check digit is wrong: most often a misread. */
  | 'BAD_CHECK_DIGIT'
  /** A YYMMDD value that is not a calendar date. */
  | 'BAD_DATE'
  /** A value shorter than its fixed length, or an AI with no value. */
  | 'TRUNCATED'
  /** A value longer than its AI allows (often a missing separator). */
  | 'TOO_LONG'
  /** A value with characters its AI does not allow (letters in a count, spaces in a batch). */
  | 'BAD_VALUE'
  /** The same AI twice with different values: the label cannot be trusted. */
  | 'DUPLICATE_AI';

export interface Gs1Element {
  ai: string;
  /** The value as encoded (dates stay YYMMDD here). */
  value: string;
}

export interface Gs1Data {
  /** 14 digits: from AI 01, else AI 02 (GS1 never puts both on one label), or a plain GTIN. */
  gtin?: string;
  /** AI 10. */
  batch?: string;
  /** AI 17 as 'YYYY-MM-DD'; day 00 is the last day of the month. */
  expiryDate?: string;
  /** AI 15 as 'YYYY-MM-DD'; day 00 is the last day of the month. */
  bestBeforeDate?: string;
  /** AI 11 as 'YYYY-MM-DD'; day 00 is the first day of the month. */
  productionDate?: string;
  /** AI 21. */
  serial?: string;
  /** AI 37, else AI 30. */
  count?: number;
  /** AI 00, 18 digits. */
  sscc?: string;
  /** Every element in the order read. */
  elements: Gs1Element[];
}

export type Gs1ParseResult =
  | { ok: true; value: Gs1Data }
  | {
      ok: false;
      error: Gs1Error;
      /** The application identifier concerned, when one was read. */
      ai?: string;
    };

type Failure = Extract<Gs1ParseResult, { ok: false }>;
type Split = { ok: true; elements: Gs1Element[] } | Failure;

const fail = (error: Gs1Error, ai?: string): Failure =>
  ai === undefined ? { ok: false, error } : { ok: false, error, ai };

// ISO/IEC 15424 symbology identifiers: ']' + code character + modifier.
const SYMBOLOGY_ID = /^\][A-Za-z][0-9A-Za-z]/;
/** Identifiers of symbols that carry GS1 element strings (not plain EAN/UPC). */
const GS1_SYMBOLOGIES = new Set([']C1', ']e0', ']d2', ']Q3', ']J1']);
const ALL_DIGITS = /^\d+$/;
const BRACKETED_AI = /\((\d{2,4})\)/g;

/** `value` without group separators at either end (a regex would need a control character). */
function trimSeparators(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && value[start] === GS1_GROUP_SEPARATOR) start += 1;
  while (end > start && value[end - 1] === GS1_GROUP_SEPARATOR) end -= 1;
  return value.slice(start, end);
}

function checkLength(ai: string, value: string, definition: Gs1AiDefinition): Failure | null {
  if (value.length === 0) return fail('TRUNCATED', ai);
  if (definition.fixedLength !== undefined && value.length < definition.fixedLength) {
    return fail('TRUNCATED', ai);
  }
  if (value.length > definition.maxLength) return fail('TOO_LONG', ai);
  return null;
}

/** Raw form: fixed-length values are cut by length, variable ones run to a separator or the end. */
function splitRaw(data: string): Split {
  const elements: Gs1Element[] = [];
  let position = 0;
  while (position < data.length) {
    if (data[position] === GS1_GROUP_SEPARATOR) {
      position += 1; // a separator after a fixed-length value is allowed and carries nothing
      continue;
    }
    const ai = matchAi(data, position);
    const definition = ai === null ? undefined : GS1_AIS.get(ai);
    if (ai === null || definition === undefined) return fail('UNKNOWN_AI');
    position += ai.length;
    let value: string;
    if (definition.fixedLength !== undefined) {
      value = data.slice(position, position + definition.fixedLength);
      if (value.includes(GS1_GROUP_SEPARATOR)) return fail('TRUNCATED', ai);
    } else {
      const separator = data.indexOf(GS1_GROUP_SEPARATOR, position);
      value = data.slice(position, separator === -1 ? data.length : separator);
    }
    const problem = checkLength(ai, value, definition);
    if (problem) return problem;
    elements.push({ ai, value });
    position += value.length;
  }
  return { ok: true, elements };
}

/** Human-readable form: each value runs to the next "(AI)" or the end; spaces around are ignored. */
function splitBracketed(data: string): Split {
  const heads = [...data.matchAll(BRACKETED_AI)];
  const first = heads[0];
  if (first === undefined || first.index !== 0) return fail('UNKNOWN_AI');
  const elements: Gs1Element[] = [];
  for (const [i, head] of heads.entries()) {
    const ai = head[1] ?? '';
    const definition = GS1_AIS.get(ai);
    if (definition === undefined) return fail('UNKNOWN_AI', ai);
    const start = head.index + head[0].length;
    const end = heads[i + 1]?.index ?? data.length;
    const value = trimSeparators(data.slice(start, end).trim()).trim();
    const problem = checkLength(ai, value, definition);
    if (problem) return problem;
    elements.push({ ai, value });
  }
  return { ok: true, elements };
}

function collect(elements: Gs1Element[], now: Date): Gs1ParseResult {
  const data: Gs1Data = { elements };
  const seen = new Map<string, string>();
  const typed = new Map<string, string>();
  for (const { ai, value } of elements) {
    const previous = seen.get(ai);
    if (previous !== undefined && previous !== value) return fail('DUPLICATE_AI', ai);
    seen.set(ai, value);
    const format = GS1_AIS.get(ai)?.format;
    if (format === undefined) return fail('UNKNOWN_AI', ai);
    if (format.kind === 'DATE') {
      const decoded = decodeGs1Date(value, now, format.dayZero);
      if (decoded === null) return fail('BAD_DATE', ai);
      typed.set(ai, decoded);
      continue;
    }
    const allowed = format.kind === 'TEXT' ? GS1_TEXT : ALL_DIGITS;
    if (!allowed.test(value)) return fail('BAD_VALUE', ai);
    if (format.kind === 'KEY' && !hasValidCheckDigit(value)) return fail('BAD_CHECK_DIGIT', ai);
    typed.set(ai, value);
  }
  const gtin = typed.get('01') ?? typed.get('02');
  const countText = typed.get('37') ?? typed.get('30');
  if (gtin !== undefined) data.gtin = gtin;
  if (typed.has('10')) data.batch = typed.get('10');
  if (typed.has('17')) data.expiryDate = typed.get('17');
  if (typed.has('15')) data.bestBeforeDate = typed.get('15');
  if (typed.has('11')) data.productionDate = typed.get('11');
  if (typed.has('21')) data.serial = typed.get('21');
  if (countText !== undefined) data.count = Number(countText);
  if (typed.has('00')) data.sscc = typed.get('00');
  return { ok: true, value: data };
}

/**
 * Parse what a scanner or a person typed from a GS1 label.
 *
 * Accepted: an optional symbology identifier (']d2', ']C1', ']Q3', ']e0', ']J1'; ']E0' and the
 * like for EAN/UPC), then either AIs in parentheses `(01)09506000134352(17)250731(10)AB-123`,
 * or the raw element string `010950600013435217250731` + `10AB-123` with a group separator
 * (ASCII 29) after each variable-length value that is not last, or a plain 8, 12, 13 or 14 digit
 * GTIN (not after a GS1 symbology identifier, where digits are an element string).
 * Leading and trailing whitespace (a scanner's Enter) and separators are ignored.
 *
 * The spec's "gtin, batch and expiry date, read from the first three application-identifier
 * items" is met by reading them by AI (01, 10, 17), so their order on the label does not matter.
 * Two-digit years use GS1's sliding window around `now` (see gs1Year).
 * A value in parentheses cannot itself contain "(" + 2 to 4 digits + ")"; raw scans have no
 * such limit.
 */
export function parseGs1(input: string, now: Date = new Date()): Gs1ParseResult {
  let data = input.trim();
  const symbology = SYMBOLOGY_ID.exec(data)?.[0];
  if (symbology !== undefined) data = data.slice(symbology.length);
  data = trimSeparators(data).trim();
  if (data.length === 0) return fail('EMPTY');

  const isGs1Symbol = symbology !== undefined && GS1_SYMBOLOGIES.has(symbology);
  if (!isGs1Symbol && ALL_DIGITS.test(data) && GTIN_LENGTHS.includes(data.length)) {
    if (!hasValidCheckDigit(data)) return fail('BAD_CHECK_DIGIT', '01');
    const gtin = data.padStart(14, '0');
    return { ok: true, value: { gtin, elements: [{ ai: '01', value: gtin }] } };
  }
  const split = data.startsWith('(') ? splitBracketed(data) : splitRaw(data);
  return split.ok ? collect(split.elements, now) : split;
}
