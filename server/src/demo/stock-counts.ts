// Monthly stocktakes in the demo's past: at the end of every month of the history each store
// counts every batch it holds. Most counts agree with the batch; a few are a little lower or
// higher, with a reason of that direction, and those differences join the item's planned
// events as stock-in or stock-out at that instant. A count below the batch's total is planned
// only where the batch holds it then and every later balance still does, so no balance of the
// ledger goes below zero; elsewhere the count is higher. Pure: a seeded generator in, plain
// records out.
import type { StockLine } from '../modules/stock/stock-line.types';
import type { Stocktake, StocktakeLine } from '../modules/stocktakes/stocktake.types';
import { roundPacks } from '../modules/stock/stock-movement.service';
import type { Rng } from './prng';
import { DAY_MS, type ItemPlan, type PlannedEvent, type StoreCalendar } from './stock-plan';
import { reasonIdOf } from './stock-reference';

/** Share of counted batches whose count differs from their total. */
const DIFFERENCE_CHANCE = 0.03;
/** A stocktake is counted after the day's issues (09:00 to 17:00), before the next receipt. */
export const COUNT_HOUR = 18;

const POSITIVE = ['Found', 'Stock count correction'].map((r) =>
  reasonIdOf('POSITIVE_INVENTORY_ADJUSTMENT', r),
);
const NEGATIVE = ['Damaged', 'Stolen', 'Stock count correction'].map((r) =>
  reasonIdOf('NEGATIVE_INVENTORY_ADJUSTMENT', r),
);
const EXPIRED = reasonIdOf('NEGATIVE_INVENTORY_ADJUSTMENT', 'Expired');

export interface CountedBatch {
  line: StockLine;
  /** The batch's total packs at the count. */
  snapshot: number;
  counted: number;
  reasonId: string | null;
  vvmStatusId: string | null;
}

/** The last day of each month of the history that has ended before today. */
export function countDays(c: Pick<StoreCalendar, 'receiptDays' | 'today'>): number[] {
  const first = c.receiptDays[0];
  if (first === undefined) return [];
  const out: number[] = [];
  const start = new Date(first * DAY_MS);
  for (let m = 0; ; m++) {
    const day =
      Math.floor(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + m + 1, 1) / DAY_MS) - 1;
    if (day >= c.today) return out;
    if (day >= first) out.push(day);
  }
}

const dayOfEvent = (c: StoreCalendar, e: PlannedEvent): number =>
  e.kind === 'RECEIPT'
    ? (c.receiptDays[e.slot] ?? 0)
    : e.kind === 'ISSUE'
      ? (c.slotDays[e.slot] ?? 0)
      : (c.countDays?.[e.slot] ?? 0);

/** The VVM stage a vaccine batch had on `day` (its log's latest entry by then). */
function vvmOn(plan: ItemPlan, line: StockLine, day: number): string | null {
  let status: string | null = null;
  for (const log of plan.vvmLogs) if (log.line === line && log.day <= day) status = log.statusId;
  return status ?? line.vvmStatusId;
}

/** Counts the item's batches at each count day (`counts[slot]` gains them), adding the
 * differences to the plan as COUNT events and to the batches' totals. */
export function planCounts(
  rng: Rng,
  c: StoreCalendar,
  plan: ItemPlan,
  counts: CountedBatch[][],
): void {
  const events = plan.events;
  // Lowest later balance of each event's batch, from each event on (shifted by what earlier
  // counts changed).
  const lowestFrom = new Array<number>(events.length);
  const lowest = new Map<StockLine, number>();
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i] as PlannedEvent;
    const low = Math.min(e.balance, lowest.get(e.line) ?? Infinity);
    lowest.set(e.line, low);
    lowestFrom[i] = low;
  }
  const shift = new Map<StockLine, number>();
  const held = new Map<StockLine, number>();
  const out: PlannedEvent[] = [];
  let i = 0;
  (c.countDays ?? []).forEach((day, slot) => {
    for (; i < events.length && dayOfEvent(c, events[i] as PlannedEvent) <= day; i++) {
      const e = events[i] as PlannedEvent;
      const balance = roundPacks(e.balance + (shift.get(e.line) ?? 0));
      held.set(e.line, balance);
      out.push({ ...e, balance });
    }
    // Each batch's first event after the count.
    const nextOf = new Map<StockLine, number>();
    for (let j = events.length - 1; j >= i; j--) nextOf.set((events[j] as PlannedEvent).line, j);
    for (const line of plan.lines) {
      const snapshot = held.get(line) ?? 0;
      if (snapshot <= 1e-9) continue;
      let delta = 0;
      let reasonId: string | null = null;
      if (rng.chance(DIFFERENCE_CHANCE)) {
        const size = Math.max(1, Math.round(snapshot * rng.between(0.01, 0.08)));
        const next = nextOf.get(line);
        const laterLowest =
          next !== undefined ? (lowestFrom[next] ?? 0) + (shift.get(line) ?? 0) : Infinity;
        // Balances carry ten decimals: only float noise below them is forgiven.
        const room = Math.floor(Math.min(snapshot, laterLowest) + 1e-12);
        if (room >= 1 && rng.chance(0.6)) {
          delta = -Math.min(size, room);
          const expired = line.expiryDate !== null && line.expiryDate <= dateOf(day);
          reasonId = expired ? EXPIRED : rng.pick(NEGATIVE);
        } else {
          delta = size;
          reasonId = rng.pick(POSITIVE);
        }
      }
      const counted = roundPacks(snapshot + delta);
      counts[slot]?.push({
        line,
        snapshot,
        counted,
        reasonId,
        vvmStatusId: vvmOn(plan, line, day),
      });
      if (delta === 0) continue;
      shift.set(line, (shift.get(line) ?? 0) + delta);
      held.set(line, counted);
      out.push({ kind: 'COUNT', slot, line, packs: delta, balance: counted, reasonId });
    }
  });
  for (; i < events.length; i++) {
    const e = events[i] as PlannedEvent;
    out.push({ ...e, balance: roundPacks(e.balance + (shift.get(e.line) ?? 0)) });
  }
  for (const [line, packs] of shift) {
    line.totalNumberOfPacks = roundPacks(line.totalNumberOfPacks + packs);
    line.availableNumberOfPacks = line.totalNumberOfPacks;
  }
  plan.events = out;
}

const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export interface CountRecords {
  stocktakes: Stocktake[];
  lines: StocktakeLine[];
}

const MONTH = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** What a store calls its count of the month of `date`. */
export const monthlyStocktakeName = (date: Date): string =>
  `Monthly stocktake, ${MONTH.format(date)}`;

/** The stocktake numbers of the count slots where the store held anything, after `last`. */
export function stocktakeNumbers(counts: readonly CountedBatch[][], last: number) {
  const numbers = new Map<number, number>();
  counts.forEach((batches, slot) => {
    if (batches.length > 0) numbers.set(slot, last + numbers.size + 1);
  });
  return numbers;
}

/** Finalised stocktakes of the count slots, linked to their adjustment documents. */
export function stocktakeRecords(
  c: StoreCalendar,
  counts: readonly CountedBatch[][],
  numbers: ReadonlyMap<number, number>,
  documents: ReadonlyMap<number, { additionId: string | null; reductionId: string | null }>,
  userId: string | null,
): CountRecords {
  const out: CountRecords = { stocktakes: [], lines: [] };
  counts.forEach((batches, slot) => {
    const stocktakeNumber = numbers.get(slot);
    const day = c.countDays?.[slot];
    if (stocktakeNumber === undefined || day === undefined) return;
    // Created as the store closes and finalised once counted.
    const created = new Date(day * DAY_MS + (COUNT_HOUR - 1) * 3_600_000).toISOString();
    const finalised = new Date(day * DAY_MS + COUNT_HOUR * 3_600_000).toISOString();
    const docs = documents.get(slot);
    const id = c.newId(Date.parse(created));
    out.stocktakes.push({
      id,
      storeId: c.storeId,
      stocktakeNumber,
      status: 'FINALISED',
      description: monthlyStocktakeName(new Date(day * DAY_MS)),
      comment: null,
      stocktakeDate: dateOf(day),
      onHold: false,
      isLocked: false,
      isInitial: false,
      createdDatetime: created,
      finalisedDatetime: finalised,
      userId,
      inventoryAdditionId: docs?.additionId ?? null,
      inventoryReductionId: docs?.reductionId ?? null,
    });
    for (const b of batches) {
      const l = b.line;
      out.lines.push({
        id: c.newId(Date.parse(created)),
        stocktakeId: id,
        stockLineId: l.id,
        itemId: l.itemId,
        locationId: l.locationId,
        batch: l.batch,
        expiryDate: l.expiryDate,
        packSize: l.packSize,
        costPricePerPack: l.costPricePerPack,
        sellPricePerPack: l.sellPricePerPack,
        snapshotNumberOfPacks: b.snapshot,
        countedNumberOfPacks: b.counted,
        reasonOptionId: b.reasonId,
        note: l.note,
        comment: null,
        vvmStatusId: b.vvmStatusId,
        donorId: l.donorId,
        supplierId: l.supplierId,
        itemVariantId: null,
      });
    }
  });
  return out;
}
