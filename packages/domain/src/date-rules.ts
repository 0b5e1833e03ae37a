// The date rules of stock (spec 001 section 5, "Dates: must not be in the future ... invalid"):
// an expiry date is a real calendar day, and a stock movement happens now or earlier (an
// adjustment may be back-dated, never dated ahead). Server and web both decide by these.
import { parseNaiveDate } from './naive-date';

export type DateProblem = 'InvalidDate' | 'DateInFuture';

/** True when the text is a 'YYYY-MM-DD' naming a day that exists (no 2025-02-29). */
export function isValidNaiveDate(value: string): boolean {
  return parseNaiveDate(value) !== null;
}

/** An expiry date as a caller sends it: none at all is fine (the batch does not expire). */
export function expiryDateProblem(value: string | null | undefined): 'InvalidDate' | undefined {
  if (value == null) return undefined;
  return isValidNaiveDate(value) ? undefined : 'InvalidDate';
}

/** When a stock movement happened: an instant that exists, not after `now`. */
export function movementDateProblem(at: Date, now: Date): DateProblem | undefined {
  if (Number.isNaN(at.getTime())) return 'InvalidDate';
  return at.getTime() > now.getTime() ? 'DateInFuture' : undefined;
}
