// Expiry thresholds (spec 001 section 9, "Calculations").

/** A batch is almost expired when it expires within this many months. */
export const ALMOST_EXPIRED_MONTHS = 3;

/** Expiring lots are counted within this many days. */
export const EXPIRING_SOON_DAYS = 30;

function addMonthsClamped(date: Date, months: number): Date {
  const result = new Date(date.getFullYear(), date.getMonth() + months, 1);
  const lastDay = new Date(result.getFullYear(), result.getMonth() + 1, 0).getDate();
  result.setDate(Math.min(date.getDate(), lastDay));
  return result;
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** True when the expiry date is on or before today plus the threshold (expired batches included). */
export function isAlmostExpired(
  expiryDate: Date,
  today: Date = new Date(),
  months: number = ALMOST_EXPIRED_MONTHS,
): boolean {
  return startOfDay(expiryDate).getTime() <= addMonthsClamped(startOfDay(today), months).getTime();
}

/** True when the expiry date is before today. */
export function isExpired(expiryDate: Date, today: Date = new Date()): boolean {
  return startOfDay(expiryDate).getTime() < startOfDay(today).getTime();
}
