// Requisition and R&R form quantities (spec 000 section 9; spec 001 sections 3.1 and 9,
// "Calculations"): minimum and maximum from AMC and the store's month thresholds, the requested
// quantity, and the low-stock hints against the maximum. Pure, so the server that stores the
// figures and the web that shows them while typing agree.

import { finite } from './finite';

/** How a balance sits against the maximum quantity (spec 001: OK, BELOW_HALF, BELOW_QUARTER). */
export const LOW_STOCK_LEVELS = ['OK', 'BELOW_HALF', 'BELOW_QUARTER'] as const;
export type LowStockLevel = (typeof LOW_STOCK_LEVELS)[number];

/** Minimum quantity = AMC × understock months (0 when either is 0 or less). */
export function minimumQuantity(amc: number, understockMonths: number): number {
  return (
    Math.max(finite('amc', amc), 0) * Math.max(finite('understockMonths', understockMonths), 0)
  );
}

/** Maximum quantity = AMC × overstock months (0 when either is 0 or less). */
export function maximumQuantity(amc: number, overstockMonths: number): number {
  return Math.max(finite('amc', amc), 0) * Math.max(finite('overstockMonths', overstockMonths), 0);
}

/**
 * Requested quantity = maximum quantity − final balance. Never below 0: a store already above
 * its maximum requests nothing rather than a negative amount (the spec gives no sign rule).
 */
export function requestedQuantity(input: {
  maximumQuantity: number;
  finalBalance: number;
}): number {
  const maximum = finite('maximumQuantity', input.maximumQuantity);
  const balance = finite('finalBalance', input.finalBalance);
  return Math.max(0, maximum - balance);
}

/**
 * The low-stock hint: BELOW_QUARTER under a quarter of the maximum, BELOW_HALF under half,
 * otherwise OK (exactly half or a quarter is not below). Without a maximum there is no hint.
 */
export function lowStockLevel(balance: number, maximum: number): LowStockLevel {
  const max = finite('maximum', maximum);
  const stock = finite('balance', balance);
  if (max <= 0) return 'OK';
  if (stock < max / 4) return 'BELOW_QUARTER';
  if (stock < max / 2) return 'BELOW_HALF';
  return 'OK';
}
