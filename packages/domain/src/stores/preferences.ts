// The bounds of a store's numeric preferences (spec 000 section 3), one definition for the
// server, which refuses anything else, and the web's inputs, which say so before saving.
import { LIMITS, numberProblem, type NumberLimit } from '../limits';

/** Every numeric store preference: a number of months. */
export const STORE_PREFERENCE_MONTH_FIELDS = [
  'monthlyConsumptionLookBackPeriod',
  'monthsLeadTime',
  'monthsOverstock',
  'monthsUnderstock',
  'monthsItemsExpire',
  'stocktakeFrequency',
] as const;

export type StorePreferenceMonthField = (typeof STORE_PREFERENCE_MONTH_FIELDS)[number];

/** What each may be. The look-back is whole months (the consumption window steps back by
 * calendar months) and at least one (no window, no average consumption); a lead time, an
 * expiry warning or a stocktake cycle beyond ten years is a typing mistake; the stock
 * thresholds share the months-of-stock bound of order types. */
export const STORE_PREFERENCE_LIMITS: Readonly<Record<StorePreferenceMonthField, NumberLimit>> = {
  monthlyConsumptionLookBackPeriod: { min: 1, max: 60, decimals: 0 },
  monthsLeadTime: { min: 0, max: 120, decimals: 2 },
  monthsOverstock: LIMITS.monthsOfStock,
  monthsUnderstock: LIMITS.monthsOfStock,
  monthsItemsExpire: { min: 0, max: 120, decimals: 2 },
  stocktakeFrequency: { min: 0, max: 120, decimals: 2 },
};

export type StorePreferenceProblem =
  | { kind: 'OutOfRange'; field: StorePreferenceMonthField; limit: NumberLimit }
  /** Stock is understocked below monthsUnderstock and overstocked above monthsOverstock:
   * the first above the second would make an item both at once. */
  | { kind: 'UnderstockAboveOverstock' };

/** Why a store's month preferences cannot be kept, or null when they can. */
export function storePreferenceProblem(
  months: Readonly<Record<StorePreferenceMonthField, number>>,
): StorePreferenceProblem | null {
  for (const field of STORE_PREFERENCE_MONTH_FIELDS) {
    const limit = STORE_PREFERENCE_LIMITS[field];
    if (numberProblem(months[field], limit) !== null) return { kind: 'OutOfRange', field, limit };
  }
  if (months.monthsUnderstock > months.monthsOverstock) return { kind: 'UnderstockAboveOverstock' };
  return null;
}
