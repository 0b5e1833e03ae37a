// Statistics of one item in one store: stock on hand, available stock, average
// monthly consumption over the store's look-back period, months of stock, stock status
// and lots expiring within 30 days. Available stock, months of stock and the status count
// only batches that can be issued (packages/domain usability: not on hold, not in a location
// on hold, not expired, VVM usable); stock on hand counts everything on the shelf. The formulas live in packages/domain; this file
// gathers their inputs, which are answered too so the UI can show them.
import {
  averageMonthlyConsumption,
  isExpiringWithin,
  isUsable,
  monthsOfStock,
  stockStatus,
  type StockStatus,
} from '@dawa/domain';
import type { ServiceContext } from '../../common/service-context';
import {
  consumedUnitsByItem,
  stockLinesOfItems,
  type StatsLine,
} from './item-statistics.repository';
import { preferencesOfStores } from '../stores/store.list';
import { DEFAULT_STORE_PREFERENCES } from '../stores/store.types';

export const STOCK_STATUSES = [
  'OUT_OF_STOCK',
  'UNDERSTOCKED',
  'OVERSTOCKED',
  'WELL_STOCKED',
  'NO_CONSUMPTION',
] as const satisfies readonly StockStatus[];

/** Document types whose movements make consumption (DOMAIN.md section 8), net (DOCUMENTS.md
 * decision 6): what leaves through shipments and prescriptions, less what comes back through
 * customer returns and cancelled prescriptions. */
export const CONSUMPTION_TYPES = ['OUTBOUND_SHIPMENT', 'PRESCRIPTION', 'CUSTOMER_RETURN'] as const;
export const EXPIRING_WITHIN_DAYS = 30;

/** Of the context's store. */
export interface ItemStatistics {
  itemId: string;
  stockOnHand: number;
  /** Units of batches that cannot be issued (on hold, location on hold, expired, VVM unusable). */
  unusableStockOnHand: number;
  availableStockOnHand: number;
  lookBackMonths: number;
  consumedUnits: number;
  averageMonthlyConsumption: number;
  monthsOfStock: number | null;
  minMonths: number;
  maxMonths: number;
  stockStatus: StockStatus;
  expiringLots: number;
  expiringUnits: number;
  expiredUnits: number;
}

const subtractMonths = (d: Date, months: number): Date => {
  const r = new Date(d);
  r.setUTCMonth(r.getUTCMonth() - months);
  return r;
};

export async function itemStatistics(
  ctx: ServiceContext,
  itemIds: readonly string[],
): Promise<Map<string, ItemStatistics>> {
  const out = new Map<string, ItemStatistics>();
  if (itemIds.length === 0) return out;
  const { storeId } = ctx;
  const now = ctx.now();
  const today = now.toISOString().slice(0, 10);
  const prefs = (await preferencesOfStores(ctx.db, [storeId])).get(storeId) ?? {
    id: storeId,
    ...DEFAULT_STORE_PREFERENCES,
  };
  const lookBackMonths = prefs.monthlyConsumptionLookBackPeriod;
  const since = subtractMonths(now, lookBackMonths).toISOString();

  const [lines, consumed] = await Promise.all([
    stockLinesOfItems(ctx.db, storeId, itemIds),
    consumedUnitsByItem(ctx.db, storeId, itemIds, since, CONSUMPTION_TYPES),
  ]);
  // Lines grouped once: a page of 1,000 items must not scan every line per item.
  const linesOf = new Map<string, StatsLine[]>();
  for (const l of lines) {
    const mine = linesOf.get(l.item_id);
    if (mine) mine.push(l);
    else linesOf.set(l.item_id, [l]);
  }
  const usableLine = (l: StatsLine) =>
    isUsable(
      {
        onHold: l.on_hold,
        locationOnHold: l.location_on_hold,
        expiryDate: l.expiry_date,
        vvmUnusable: l.vvm_unusable,
      },
      today,
    );
  const sum = (lines: StatsLine[], packs: (l: StatsLine) => number) =>
    lines.reduce((s, l) => s + packs(l) * l.pack_size, 0);
  for (const itemId of itemIds) {
    const mine = linesOf.get(itemId) ?? [];
    const stockOnHand = sum(mine, (l) => l.total_number_of_packs);
    const usable = mine.filter(usableLine);
    const usableStockOnHand = sum(usable, (l) => l.total_number_of_packs);
    const inDate = mine.filter((l) => !l.expiry_date || l.expiry_date >= today);
    const expiring = inDate.filter((l) =>
      isExpiringWithin(l.expiry_date, today, EXPIRING_WITHIN_DAYS),
    );
    const consumedUnits = consumed.get(itemId) ?? 0;
    const amc = averageMonthlyConsumption({ consumedUnits, lookBackMonths });
    out.set(itemId, {
      itemId,
      stockOnHand,
      unusableStockOnHand: stockOnHand - usableStockOnHand,
      availableStockOnHand: sum(usable, (l) => l.available_number_of_packs),
      lookBackMonths,
      consumedUnits,
      averageMonthlyConsumption: amc,
      monthsOfStock: monthsOfStock(usableStockOnHand, amc),
      minMonths: prefs.monthsUnderstock,
      maxMonths: prefs.monthsOverstock,
      stockStatus: stockStatus({
        stockOnHand: usableStockOnHand,
        amc,
        minMonths: prefs.monthsUnderstock,
        maxMonths: prefs.monthsOverstock,
      }),
      expiringLots: expiring.length,
      expiringUnits: sum(expiring, (l) => l.total_number_of_packs),
      expiredUnits: sum(
        mine.filter((l) => l.expiry_date && l.expiry_date < today),
        (l) => l.total_number_of_packs,
      ),
    });
  }
  return out;
}
