// GS1 check digits and GTIN normalisation (GS1 General Specifications, "Check digit calculation").

const DIGITS = /^\d+$/;

/** GTIN lengths in use: GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13) and GTIN-14. */
export const GTIN_LENGTHS: readonly number[] = [8, 12, 13, 14];

/**
 * The GS1 mod-10 check digit for `digits` (the key without its check digit: 7, 11, 12 or 13
 * digits for a GTIN, 17 for an SSCC). From the right, digits are weighted 3, 1, 3, 1 ...;
 * the check digit brings the weighted sum up to the next multiple of 10.
 * Weighting from the right is what lets a GTIN be padded with leading zeros unchanged.
 */
export function gtinCheckDigit(digits: string): number {
  if (!DIGITS.test(digits)) throw new RangeError(`gtinCheckDigit expects digits, got "${digits}"`);
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when `key` is all digits and its last digit is the GS1 check digit of the others. */
export function hasValidCheckDigit(key: string): boolean {
  if (key.length < 2 || !DIGITS.test(key)) return false;
  return gtinCheckDigit(key.slice(0, -1)) === Number(key.slice(-1));
}

/** True for an 8, 12, 13 or 14 digit GTIN whose check digit is right. No whitespace allowed. */
export function isValidGtin(code: string): boolean {
  return GTIN_LENGTHS.includes(code.length) && hasValidCheckDigit(code);
}

/**
 * The 14-digit form of a GTIN (left-padded with zeros), so that the same product scanned as
 * EAN-13 or inside a GS1 DataMatrix (AI 01) compares equal. Surrounding whitespace (a scanner's
 * trailing Enter) is ignored. Null when the code is not a valid GTIN.
 */
export function normaliseGtin(code: string): string | null {
  const trimmed = code.trim();
  return isValidGtin(trimmed) ? trimmed.padStart(14, '0') : null;
}
