// The stock of one item in one store, planned in memory: its batches (stock lines) and
// a year of receipts and issues whose running balances never go below zero and end at
// each line's packs. Pure: a seeded generator in, plain records out.
import type { StockLine } from '../modules/stock/stock-line.types';
import { roundPacks } from '../modules/stock/stock-movement.service';
import type { Rng } from './prng';

export const DAY_MS = 86_400_000;
export const dayOf = (isoDate: string): number => Math.floor(Date.parse(isoDate) / DAY_MS);
export const dateOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

export type IssueType = 'OUTBOUND_SHIPMENT' | 'PRESCRIPTION';

export interface PlanItem {
  id: string;
  code: string;
  packSize: number;
  /** USD per pack, from the catalogue. */
  costPerPack: number;
  isVaccine: boolean;
  /** Who the store receives this item from (a supplier or the supplying store). */
  supplierId: string | null;
  /** Who paid for it, when a donor did. */
  donorId: string | null;
}

export interface StoreLocations {
  shelves: readonly string[];
  cold: readonly string[];
  /** A location on hold, where doubtful stock waits. */
  quarantine: string | null;
}

/** The calendar and the store's habits, shared by every item of the store. */
export interface StoreCalendar {
  storeId: string;
  issueType: IssueType;
  /** Packs of an ordinary item that leave the store in a month (shipping stores). */
  monthlyPacks: number;
  /** Chance that an item is issued in one issue slot, before its own popularity. */
  issueChance: number;
  /** Receipt days (days since 1970), oldest first; the first opens the history. */
  receiptDays: readonly number[];
  /** Issue days, all after the first receipt and before today. */
  slotDays: readonly number[];
  /** Days of the monthly stocktakes, oldest first (none: the store counts nothing). */
  countDays?: readonly number[];
  today: number;
  locations: StoreLocations;
  vvm: { usable: string; useFirst: string; unusable: string } | null;
  newId: (ms: number) => string;
}

export interface PlannedEvent {
  kind: 'RECEIPT' | 'ISSUE' | 'COUNT';
  /** Index into receiptDays, slotDays or countDays: events of one slot share a document. */
  slot: number;
  line: StockLine;
  /** Signed change of the line's packs. */
  packs: number;
  /** The line's packs after this event. */
  balance: number;
  /** Why a count differed. */
  reasonId?: string | null;
}

export interface VvmLog {
  line: StockLine;
  statusId: string;
  day: number;
}

export interface ItemPlan {
  lines: StockLine[];
  events: PlannedEvent[];
  vvmLogs: VvmLog[];
}

const LETTERS = [...'ABCDEFGHJKLMNPRSTUVWXYZ'];
const at = (day: number, hour: number) => new Date(day * DAY_MS + hour * 3_600_000).toISOString();

function batchNumber(rng: Rng, expiryDay: number): string {
  const made = new Date((expiryDay - rng.int(540, 1000)) * DAY_MS).getUTCFullYear() % 100;
  return `${rng.pick(LETTERS)}${rng.pick(LETTERS)}${String(made).padStart(2, '0')}${rng.int(1000, 9999)}`;
}

/** Expiry of a batch: the newest lasts; older ones are sometimes expired or expiring. */
function expiryDay(rng: Rng, c: StoreCalendar, isLast: boolean, usedUntil: number): number {
  if (isLast) return c.today + rng.int(183, 913);
  const r = rng.next();
  const expiredFrom = Math.max(usedUntil, c.today - 150);
  if (r < 0.12 && expiredFrom < c.today - 1) return rng.int(expiredFrom, c.today - 1);
  if (r < 0.24) return c.today + rng.int(1, 30);
  return c.today + rng.int(61, 730);
}

function location(rng: Rng, c: StoreCalendar, item: PlanItem, doubtful: boolean): string | null {
  const { cold, shelves, quarantine } = c.locations;
  if (item.isVaccine && cold.length > 0) return rng.pick(cold);
  if (doubtful && quarantine && rng.chance(0.4)) return quarantine;
  if (shelves.length > 0 && rng.chance(0.7)) return rng.pick(shelves);
  return null;
}

function vvmStatus(rng: Rng, c: StoreCalendar, item: PlanItem): string | null {
  if (!item.isVaccine || !c.vvm) return null;
  const r = rng.next();
  return r < 0.85 ? c.vvm.usable : r < 0.97 ? c.vvm.useFirst : c.vvm.unusable;
}

const money = (n: number) => Math.max(0.01, Math.round(n * 100) / 100);

/** How often and how much of the item leaves the store. */
function demand(rng: Rng, c: StoreCalendar, item: PlanItem) {
  const popularity =
    rng.between(0.3, 1.7) * Math.min(4, Math.max(0.2, 3 / Math.sqrt(item.costPerPack + 0.5)));
  const slotsPerMonth = c.slotDays.length / Math.max(1, c.receiptDays.length);
  if (c.issueType === 'PRESCRIPTION') {
    const chance = Math.min(0.9, Math.max(0.02, c.issueChance * popularity));
    const courseUnits = item.packSize >= 10 ? rng.int(10, 30) : 1;
    const qty = () =>
      roundPacks(Math.max(1, Math.round(courseUnits * rng.between(0.5, 1.5))) / item.packSize);
    return { chance, qty, monthlyPacks: (chance * slotsPerMonth * courseUnits) / item.packSize };
  }
  const chance = Math.min(0.95, Math.max(0.05, c.issueChance * rng.between(0.7, 1.3)));
  const monthlyPacks = Math.max(1, c.monthlyPacks * popularity);
  const mean = Math.max(1, monthlyPacks / (chance * slotsPerMonth));
  const qty = () => Math.max(1, Math.round(mean * rng.between(0.6, 1.4)));
  return { chance, qty, monthlyPacks };
}

/** A batch first received on `start` and issued from until `until`. */
function newBatch(
  rng: Rng,
  c: StoreCalendar,
  item: PlanItem,
  start: number,
  until: number,
  isLast: boolean,
) {
  const expiry = expiryDay(rng, c, isLast, until);
  const onHold = rng.chance(0.05);
  const cost = money(item.costPerPack * rng.between(0.9, 1.1));
  const line: StockLine = {
    id: c.newId(start * DAY_MS),
    storeId: c.storeId,
    itemId: item.id,
    batch: batchNumber(rng, expiry),
    expiryDate: dateOfDay(expiry),
    packSize: item.packSize,
    availableNumberOfPacks: 0,
    totalNumberOfPacks: 0,
    costPricePerPack: cost,
    sellPricePerPack: money(cost * rng.between(1.2, 1.5)),
    locationId: location(rng, c, item, onHold || expiry < c.today),
    onHold,
    donorId: item.donorId,
    supplierId: item.supplierId,
    vvmStatusId: vvmStatus(rng, c, item),
    barcode: null,
    note: null,
    createdDatetime: at(start, 8),
  };
  // Usable on arrival; a later stage was noted a few weeks ago.
  const vvmLogs: VvmLog[] = [];
  if (line.vvmStatusId && c.vvm) {
    vvmLogs.push({ line, statusId: c.vvm.usable, day: start });
    if (line.vvmStatusId !== c.vvm.usable) {
      const day = Math.min(c.today - 1, Math.max(start + 1, c.today - rng.int(3, 40)));
      vvmLogs.push({ line, statusId: line.vvmStatusId, day });
    }
  }
  return { line, vvmLogs };
}

interface Issue {
  slot: number;
  day: number;
  batch: number;
  packs: number;
}

/** Receipts of one batch at receipt days [from, to): each brings what leaves before the
 * next one plus a little to keep, the last one what the batch ends with. */
function receiptsOf(
  rng: Rng,
  receiptDay: (i: number) => number,
  batch: { index: number; line: StockLine; from: number; to: number; skipFrom: number },
  issues: readonly Issue[],
  monthlyPacks: number,
  residual: number,
) {
  const out: { day: number; order: number; event: PlannedEvent }[] = [];
  // Whole packs come in: what one receipt rounds up is carried, not piled up.
  let held = 0;
  for (let i = batch.from; i < batch.to; i++) {
    if (i >= batch.skipFrom && i > batch.from) continue;
    const day = receiptDay(i);
    const next = receiptDay(i + 1);
    const leaving = issues
      .filter((x) => x.batch === batch.index && x.day >= day && x.day < next)
      .reduce((s, x) => s + x.packs, 0);
    const keep = i === batch.to - 1 ? residual : monthlyPacks * rng.between(0.1, 0.6);
    const packs = Math.max(0, Math.ceil(leaving + keep - held - 1e-9));
    held += packs - leaving;
    if (packs > 0) {
      const event: PlannedEvent = { kind: 'RECEIPT', slot: i, line: batch.line, packs, balance: 0 };
      out.push({ day, order: 0, event });
    }
  }
  return out;
}

/** Plans `batches` stock lines of an item and their history. */
export function planItem(rng: Rng, c: StoreCalendar, item: PlanItem, batches: number): ItemPlan {
  const receipts = c.receiptDays.length;
  const k = Math.max(1, Math.min(batches, receipts));
  const { chance, qty, monthlyPacks } = demand(rng, c, item);
  // Batch j is the one issued from between its first receipt and the next batch's.
  const firstReceipt = (j: number) => (j >= k ? receipts : Math.floor((j * receipts) / k));
  const receiptDay = (i: number) => c.receiptDays[i] ?? c.today;
  // Now and then deliveries stop for the last month or two: the item runs out.
  const stockOut = rng.chance(0.04) ? Math.min(2, receipts - 1 - firstReceipt(k - 1)) : 0;

  const made = Array.from({ length: k }, (_, j) =>
    newBatch(
      rng,
      c,
      item,
      receiptDay(firstReceipt(j)),
      receiptDay(firstReceipt(j + 1)),
      j === k - 1,
    ),
  );
  const lines = made.map((b) => b.line);

  // Issues first, so each receipt can be sized to what leaves before the next one.
  const issues: Issue[] = [];
  c.slotDays.forEach((day, slot) => {
    if (!rng.chance(chance)) return;
    let batch = 0;
    while (batch + 1 < k && receiptDay(firstReceipt(batch + 1)) <= day) batch++;
    issues.push({ slot, day, batch, packs: qty() });
  });
  const events = lines.flatMap((line, j) => {
    const isLast = j === k - 1;
    const residual = monthlyPacks * (isLast ? lastBatchMonths(rng) : rng.between(0.05, 0.5));
    const skipFrom = isLast ? receipts - stockOut : receipts;
    const batch = { index: j, line, from: firstReceipt(j), to: firstReceipt(j + 1), skipFrom };
    return receiptsOf(rng, receiptDay, batch, issues, monthlyPacks, residual);
  });
  for (const x of issues) {
    const line = lines[x.batch];
    if (!line) continue;
    const event: PlannedEvent = { kind: 'ISSUE', slot: x.slot, line, packs: -x.packs, balance: 0 };
    events.push({ day: x.day, order: 1, event });
  }

  // Replay in time order: an issue takes at most what the line holds at that moment.
  events.sort((a, b) => a.day - b.day || a.order - b.order);
  const kept: PlannedEvent[] = [];
  for (const { event } of events) {
    const line = event.line;
    const packs = event.packs < 0 ? -Math.min(-event.packs, line.totalNumberOfPacks) : event.packs;
    if (Math.abs(packs) < 1e-9) continue;
    line.totalNumberOfPacks = roundPacks(line.totalNumberOfPacks + packs);
    line.availableNumberOfPacks = line.totalNumberOfPacks;
    kept.push({ ...event, packs, balance: line.totalNumberOfPacks });
  }
  return { lines, events: kept, vvmLogs: made.flatMap((b) => b.vvmLogs) };
}

/** Months of stock the newest batch ends with: mostly comfortable, some low, some high. */
function lastBatchMonths(rng: Rng): number {
  const r = rng.next();
  if (r < 0.12) return rng.between(0.2, 0.9);
  if (r < 0.82) return rng.between(1.5, 5);
  return rng.between(6, 14);
}

/** Receipt days: the first of each of the `months` months before today's month (and of
 * today's month when that day has passed), every `everyMonths`; then `slots` issue
 * days spread between the first receipt and yesterday. */
export function calendarDays(today: number, months: number, everyMonths: number, slots: number) {
  const d = new Date(today * DAY_MS);
  const receiptDays: number[] = [];
  for (let m = months; m >= 0; m -= everyMonths) {
    const day = Math.floor(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - m, 1) / DAY_MS);
    if (day < today) receiptDays.push(day);
  }
  const first = receiptDays[0] ?? today - 365;
  const span = today - first - 1;
  const slotDays = Array.from(
    { length: slots },
    (_, s) => first + 1 + Math.floor((s * span) / slots),
  );
  return { receiptDays, slotDays };
}
