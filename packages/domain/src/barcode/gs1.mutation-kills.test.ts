// Cases that pin rules the first mutation run showed no test guarding (docs/mutation.md).
import { describe, expect, it } from 'vitest';
import { GS1_AIS } from './gs1-ai';
import { parseGs1 } from './gs1';
import { gs1Year } from './gs1-date';
import { gtinCheckDigit, hasValidCheckDigit } from './gtin';

const now = new Date(Date.UTC(2025, 5, 15));
const GTIN = '09506000134352';

describe('GS1_AIS: every AI the parser knows', () => {
  it('has a title for logs and developer tools', () => {
    for (const [ai, definition] of GS1_AIS) expect(definition.title, ai).not.toBe('');
  });

  // GS1: day 00 is the last day of the month for due, best before, sell by and expiry dates;
  // the first day is the only reading of a production or packaging date not still to come.
  it.each([
    ['11', 'FIRST_DAY'],
    ['12', 'LAST_DAY'],
    ['13', 'FIRST_DAY'],
    ['15', 'LAST_DAY'],
    ['16', 'LAST_DAY'],
    ['17', 'LAST_DAY'],
  ])('AI %s is a date whose day 00 reads as the %s', (ai, dayZero) => {
    expect(GS1_AIS.get(ai)?.format).toEqual({ kind: 'DATE', dayZero });
  });

  it('AI 20 (internal product variant) is 2 digits', () => {
    expect(GS1_AIS.get('20')).toMatchObject({ fixedLength: 2, format: { kind: 'NUMERIC' } });
  });

  it.each(['30', '37'])('AI %s (a count) is up to 8 digits', (ai) => {
    expect(GS1_AIS.get(ai)?.format).toEqual({ kind: 'NUMERIC' });
  });

  it.each(['710', '711', '712', '713', '714', '715'])(
    'AI %s: national healthcare reimbursement number, text up to 20',
    (ai) => {
      expect(GS1_AIS.get(ai)?.format).toEqual({ kind: 'TEXT' });
      expect(GS1_AIS.get(ai)?.maxLength).toBe(20);
    },
  );

  it.each(['91', '92', '93', '94', '95', '96', '97', '98', '99'])(
    'AI %s: company internal information, text up to 90',
    (ai) => {
      expect(GS1_AIS.get(ai)?.format).toEqual({ kind: 'TEXT' });
      expect(GS1_AIS.get(ai)?.maxLength).toBe(90);
    },
  );
});

describe('parseGs1: what the result holds', () => {
  it('names only the fields the label carries', () => {
    const result = parseGs1(`(01)${GTIN}`, now);
    expect(result.ok && Object.keys(result.value).sort()).toEqual(['elements', 'gtin']);
  });

  it('names batch, expiry, best before, production date, serial, count and SSCC when read', () => {
    const result = parseGs1(
      `(00)106141411234567897(01)${GTIN}(10)B1(11)250101(15)251231(17)260131(21)S9(30)12`,
      now,
    );
    expect(result.ok && Object.keys(result.value).sort()).toEqual(
      [
        'batch',
        'bestBeforeDate',
        'count',
        'elements',
        'expiryDate',
        'gtin',
        'productionDate',
        'serial',
        'sscc',
      ].sort(),
    );
  });

  it('names no GTIN when the label carries none', () => {
    const result = parseGs1('(10)AB', now);
    expect(result.ok && Object.keys(result.value).sort()).toEqual(['batch', 'elements']);
  });

  it('ignores whitespace before a symbology identifier and around leading separators', () => {
    const GS = '\u001d';
    expect(parseGs1(` ]d201${GTIN}`, now)).toMatchObject({ ok: true, value: { gtin: GTIN } });
    expect(parseGs1(`${GS} (01)${GTIN}`, now)).toMatchObject({ ok: true, value: { gtin: GTIN } });
  });

  it('a parenthesis that holds no AI is an unknown AI', () => {
    expect(parseGs1('(ab)12', now)).toStrictEqual({ ok: false, error: 'UNKNOWN_AI' });
  });

  it('an error without an AI read names none', () => {
    expect(parseGs1('   ', now)).toStrictEqual({ ok: false, error: 'EMPTY' });
  });

  it.each([']C1', ']e0', ']d2', ']Q3', ']J1'])(
    'after the GS1 symbology identifier %s, 14 digits are an element string, not a bare GTIN',
    (id) => {
      // "09" is no AI: read as an element string, the digits do not parse.
      expect(parseGs1(`${id}${GTIN}`, now)).toMatchObject({ ok: false, error: 'UNKNOWN_AI' });
      // Without the identifier (or after an EAN/UPC one) they are the GTIN itself.
      expect(parseGs1(`]E0${GTIN}`, now)).toMatchObject({ ok: true, value: { gtin: GTIN } });
    },
  );

  it('reads a symbology identifier only at the start', () => {
    // ']d2' inside a batch is text GS1 does not allow in a value, not an identifier.
    expect(parseGs1('(10)A]d2X', now)).toMatchObject({ ok: false, error: 'BAD_VALUE', ai: '10' });
  });

  it('a label that does not start with an AI in parentheses is an unknown AI', () => {
    expect(parseGs1(`x(01)${GTIN}`, now)).toMatchObject({ ok: false, error: 'UNKNOWN_AI' });
    expect(parseGs1(`(23)X`, now)).toStrictEqual({ ok: false, error: 'UNKNOWN_AI', ai: '23' });
  });

  it('ignores separators and spaces around a value in parentheses', () => {
    const GS = '\u001d';
    const result = parseGs1(`(10) ${GS}AB ${GS} (01)${GTIN}`, now);
    expect(result).toMatchObject({ ok: true, value: { batch: 'AB', gtin: GTIN } });
  });
});

describe('programming errors say what was wrong', () => {
  it('gs1Year without a valid date, gtinCheckDigit of text that is not digits', () => {
    expect(() => gs1Year(25, new Date(Number.NaN))).toThrow('gs1Year needs a valid "now" date');
    expect(() => gtinCheckDigit('12a')).toThrow('gtinCheckDigit expects digits, got "12a"');
  });
});

describe('hasValidCheckDigit', () => {
  it('checks the shortest key, one digit and its check digit', () => {
    // 1 weighted 3 is 3; 7 brings it up to 10.
    expect(hasValidCheckDigit('17')).toBe(true);
    expect(hasValidCheckDigit('18')).toBe(false);
    expect(hasValidCheckDigit('7')).toBe(false);
  });
});

describe('a bracketed scan must start with its first AI', () => {
  it('text in parentheses that is no AI before the first one is UNKNOWN_AI', () => {
    expect(parseGs1(`(AB)(01)${GTIN}`, now)).toEqual({ ok: false, error: 'UNKNOWN_AI' });
  });
});
