// The lines of a new R&R form (DOCUMENTS.md 8, "Line generation"): one per stock item of the
// program's master list the store sees, from the ledger in bulk (one query per kind of figure
// for all the items) and the last two earlier forms of the schedule; the figures are the
// domain's (packages/domain/src/documents/rnr.ts), so the server and the web agree.
import {
  lowStockLevel,
  monthlyConsumption,
  periodDays,
  requestedQuantity,
  rnrLineFigures,
  stockOutDays,
  uuidv7,
} from '@dawa/domain';
import type { Tx } from '../../db/transaction';
import type { Period } from '../programs/program.types';
import { visibleStockItems } from '../stocktakes/stocktake.repository';
import { preferencesOfStores } from '../stores/store.list';
import { formsOfSchedule, linesOfForms, periodBefore } from './rnr-form.list';
import {
  balancesBefore,
  dailyChanges,
  earliestExpiries,
  unitsByItemAndType,
} from './rnr-ledger.list';
import type { RnrFormLine } from './rnr-form.types';

/** Documents whose stock counts as consumed, received, or adjusted (signed) in a period. The
 * rest (repacks) moves stock between batches of the same item and nets to zero. */
const CONSUMED_BY = new Set(['OUTBOUND_SHIPMENT', 'PRESCRIPTION']);
const RECEIVED_BY = new Set(['INBOUND_SHIPMENT']);
const ADJUSTED_BY = new Set([
  'CUSTOMER_RETURN',
  'SUPPLIER_RETURN',
  'INVENTORY_ADDITION',
  'INVENTORY_REDUCTION',
]);

/** The datetime a period's first day starts, and the one its last day ends (UTC days). */
export function periodBounds(period: Pick<Period, 'startDate' | 'endDate'>): {
  from: string;
  to: string;
} {
  const end = new Date(`${period.endDate}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { from: `${period.startDate}T00:00:00.000Z`, to: end.toISOString() };
}

/** Sums each item's units over the document types of `types`. */
function sumBy(
  usage: readonly { itemId: string; type: string; units: number }[],
  types: ReadonlySet<string>,
): Map<string, number> {
  const out = new Map<string, number>();
  for (const u of usage)
    if (types.has(u.type)) out.set(u.itemId, (out.get(u.itemId) ?? 0) + u.units);
  return out;
}

export async function generateRnrLines(
  trx: Tx,
  form: { id: string; storeId: string; programId: string; masterListId: string },
  period: Period,
  now: Date,
): Promise<RnrFormLine[]> {
  const { storeId, masterListId } = form;
  const prefs = (await preferencesOfStores(trx, [storeId])).get(storeId);
  const items = await visibleStockItems(trx, storeId, masterListId);
  const { from, to } = periodBounds(period);
  const usage = await unitsByItemAndType(trx, storeId, masterListId, from, to);
  const opening = await balancesBefore(trx, storeId, masterListId, from);
  const daily = await dailyChanges(trx, storeId, masterListId, from, to);
  const expiries = await earliestExpiries(trx, storeId, masterListId);

  // The last two earlier forms of the schedule: their values make the AMC; the latest one's
  // final balances open this period when it is the period just before (otherwise the ledger's).
  const earlier = await formsOfSchedule(
    trx,
    storeId,
    form.programId,
    period.periodScheduleId,
    2,
    period.startDate,
  );
  const before = await periodBefore(trx, period.periodScheduleId, period.startDate);
  const earlierLines = await linesOfForms(
    trx,
    earlier.map((f) => f.id),
  );
  const previous = earlier[0];
  const openingForm =
    previous && before && previous.period.id === before.id
      ? earlierLines.get(previous.id)
      : undefined;

  const received = sumBy(usage, RECEIVED_BY);
  const consumedSigned = sumBy(usage, CONSUMED_BY);
  const adjustments = sumBy(usage, ADJUSTED_BY);
  const days = periodDays(period.startDate, period.endDate);

  return items
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((item) => {
      const ledgerOpening = opening.get(item.id) ?? 0;
      const initialBalance = Math.max(0, openingForm?.get(item.id)?.finalBalance ?? ledgerOpening);
      const previousMonthly = earlier.flatMap((f) => {
        const line = earlierLines.get(f.id)?.get(item.id);
        return line
          ? [monthlyConsumption(line.adjusted, periodDays(f.period.startDate, f.period.endDate))]
          : [];
      });
      const line = {
        initialBalance,
        received: received.get(item.id) ?? 0,
        // Net of what came back through the same documents; never below zero.
        consumed: Math.max(0, -(consumedSigned.get(item.id) ?? 0)),
        adjustments: adjustments.get(item.id) ?? 0,
        losses: 0,
        stockOutDays: stockOutDays({
          startDate: period.startDate,
          endDate: period.endDate,
          openingBalance: ledgerOpening,
          movements: daily.get(item.id) ?? [],
        }),
      };
      const figures = rnrLineFigures({
        ...line,
        startDate: period.startDate,
        endDate: period.endDate,
        previousMonthlyConsumption: previousMonthly,
        monthsUnderstock: prefs?.monthsUnderstock ?? 0,
        monthsOverstock: prefs?.monthsOverstock ?? 0,
      });
      // Stored floored at 0 (DOCUMENTS.md 8); what is requested follows the stored balance.
      const finalBalance = Math.max(0, figures.finalBalance);
      return {
        id: uuidv7(now.getTime()),
        rnrFormId: form.id,
        itemId: item.id,
        itemName: item.name,
        snapshotQuantityReceived: line.received,
        snapshotQuantityConsumed: line.consumed,
        snapshotAdjustments: line.adjustments,
        enteredQuantityReceived: null,
        enteredQuantityConsumed: null,
        enteredAdjustments: null,
        enteredLosses: null,
        initialBalance,
        finalBalance,
        stockOutDuration: Math.min(line.stockOutDays, days),
        adjustedQuantityConsumed: figures.adjustedConsumption,
        averageMonthlyConsumption: figures.averageMonthlyConsumption,
        previousMonthlyConsumptionValues: previousMonthly,
        minimumQuantity: figures.minimumQuantity,
        maximumQuantity: figures.maximumQuantity,
        calculatedRequestedQuantity: requestedQuantity({
          maximumQuantity: figures.maximumQuantity,
          finalBalance,
        }),
        enteredRequestedQuantity: null,
        lowStock: lowStockLevel(finalBalance, figures.maximumQuantity),
        expiryDate: expiries.get(item.id) ?? null,
        comment: null,
        confirmed: false,
        requisitionLineId: null,
      };
    });
}
