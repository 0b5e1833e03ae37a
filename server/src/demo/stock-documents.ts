// Turns the planned receipts and issues of a store into documents: one receipt per
// month, one outbound shipment per issue slot (or a few small prescriptions for a
// dispensary), a monthly stocktake's differences as one inventory addition and one
// reduction, numbered per type in time order, each line with its ledger row.
import {
  invoiceCounter,
  type InvoiceStatus,
  type InvoiceType,
  type NewInvoiceLine,
  type NumberedInvoice,
} from '../modules/invoices/invoice.repository';
import type { LedgerRow } from '../modules/stock/ledger.repository';
import type { VvmStatusLogEntry } from '../modules/stock/stock-line.repository';
import type { Rng } from './prng';
import { COUNT_HOUR } from './stock-counts';
import { DAY_MS, type ItemPlan, type PlannedEvent, type StoreCalendar } from './stock-plan';

export interface DocumentParties {
  userId: string | null;
  /** The name inventory additions are recorded against (INVAD). */
  adjustmentNameId: string;
  /** Customers issued to in turn (patients' stand-in for prescriptions). */
  customerNameIds: readonly string[];
  /** Longer shipments are split into several, to several customers. */
  maxLinesPerShipment: number;
  /** Last number used per counter series, so new numbers follow. */
  lastNumbers: ReadonlyMap<string, number>;
  /** The stocktake number of each count slot. */
  stocktakeNumbers?: ReadonlyMap<number, number>;
}

export interface StoreDocuments {
  invoices: NumberedInvoice[];
  lines: NewInvoiceLine[];
  movements: LedgerRow[];
  vvmLogs: (VvmStatusLogEntry & { createdDatetime: string })[];
  /** Highest number used per counter series. */
  numbers: Map<string, number>;
  /** The adjustment documents of each count slot's differences. */
  countDocuments: Map<number, { additionId: string | null; reductionId: string | null }>;
}

interface DocumentSpec {
  type: InvoiceType;
  status: InvoiceStatus;
  ms: number;
  nameId: string;
  comment: string | null;
  events: PlannedEvent[];
  countSlot?: number;
}

const RECEIPT_COMMENT =
  'Monthly delivery, recorded as an inventory addition until inbound shipments exist';

function groupBySlot(plans: readonly ItemPlan[]) {
  const receipts = new Map<number, PlannedEvent[]>();
  const issues = new Map<number, PlannedEvent[]>();
  const counts = new Map<number, PlannedEvent[]>();
  for (const plan of plans) {
    for (const e of plan.events) {
      const into = e.kind === 'RECEIPT' ? receipts : e.kind === 'ISSUE' ? issues : counts;
      const list = into.get(e.slot);
      if (list) list.push(e);
      else into.set(e.slot, [e]);
    }
  }
  return { receipts, issues, counts };
}

function split<T>(values: readonly T[], size: () => number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length;) {
    const n = size();
    out.push(values.slice(i, i + n));
    i += n;
  }
  return out;
}

/** Issue slots of one day share 09:00 to 17:00 in turn, so a line issued twice a day
 * is issued in slot order, as the plan replayed it. */
function slotWindows(slotDays: readonly number[]) {
  const first = new Map<number, number>();
  const count = new Map<number, number>();
  slotDays.forEach((day, slot) => {
    if (!first.has(day)) first.set(day, slot);
    count.set(day, (count.get(day) ?? 0) + 1);
  });
  const workingDayMs = 8 * 3_600_000;
  return (slot: number) => {
    const day = slotDays[slot] ?? 0;
    const lengthMs = Math.floor(workingDayMs / (count.get(day) ?? 1));
    const rank = slot - (first.get(day) ?? slot);
    return { startMs: day * DAY_MS + 9 * 3_600_000 + rank * lengthMs, lengthMs };
  };
}

function documentSpecs(rng: Rng, c: StoreCalendar, p: DocumentParties, plans: readonly ItemPlan[]) {
  const { receipts, issues, counts } = groupBySlot(plans);
  const specs: DocumentSpec[] = [];
  // Receipts are stamped 08:00 and issues fall between 09:00 and 17:00: a line's receipt
  // comes before its issues of the same day, as the plan replayed them.
  for (const [slot, events] of receipts) {
    specs.push({
      type: 'INVENTORY_ADDITION',
      status: 'VERIFIED',
      ms: (c.receiptDays[slot] ?? 0) * DAY_MS + 8 * 3_600_000,
      nameId: p.adjustmentNameId,
      comment: RECEIPT_COMMENT,
      events,
    });
  }
  for (const [slot, events] of counts) {
    const ms = (c.countDays?.[slot] ?? 0) * DAY_MS + COUNT_HOUR * 3_600_000;
    const comment = `Stocktake ${p.stocktakeNumbers?.get(slot) ?? ''}`;
    const additions = events.filter((e) => e.packs > 0);
    const reductions = events.filter((e) => e.packs < 0);
    for (const [type, part] of [
      ['INVENTORY_ADDITION', additions],
      ['INVENTORY_REDUCTION', reductions],
    ] as const) {
      if (part.length === 0) continue;
      const nameId = p.adjustmentNameId;
      specs.push({ type, status: 'VERIFIED', ms, nameId, comment, events: part, countSlot: slot });
    }
  }
  const customer = (i: number) =>
    p.customerNameIds[i % p.customerNameIds.length] ?? p.adjustmentNameId;
  const window = slotWindows(c.slotDays);
  const shipping = c.issueType === 'OUTBOUND_SHIPMENT';
  for (const [slot, events] of issues) {
    const { startMs, lengthMs } = window(slot);
    // A store ships once a slot, split between customers when the list is very long; a
    // dispensary's day is small prescriptions of one to four lines.
    const parts = split(events, () => (shipping ? p.maxLinesPerShipment : rng.int(1, 4)));
    parts.forEach((part, n) => {
      specs.push({
        type: c.issueType,
        status: shipping ? 'SHIPPED' : 'VERIFIED',
        ms: startMs + Math.floor((n * lengthMs) / parts.length),
        nameId: customer(slot + n),
        comment: null,
        events: part,
      });
    });
  }
  return specs.sort((a, b) => a.ms - b.ms);
}

/** Documents, lines, ledger rows and VVM logs of a store's planned items. */
export function buildDocuments(
  rng: Rng,
  c: StoreCalendar,
  parties: DocumentParties,
  plans: readonly ItemPlan[],
): StoreDocuments {
  const out: StoreDocuments = {
    invoices: [],
    lines: [],
    movements: [],
    vvmLogs: [],
    numbers: new Map(parties.lastNumbers),
    countDocuments: new Map(),
  };
  for (const spec of documentSpecs(rng, c, parties, plans)) {
    const counter = invoiceCounter(spec.type);
    const invoiceNumber = (out.numbers.get(counter) ?? 0) + 1;
    out.numbers.set(counter, invoiceNumber);
    const datetime = new Date(spec.ms).toISOString();
    const invoiceId = c.newId(spec.ms);
    if (spec.countSlot !== undefined) {
      const made = out.countDocuments.get(spec.countSlot) ?? {
        additionId: null,
        reductionId: null,
      };
      if (spec.type === 'INVENTORY_ADDITION') made.additionId = invoiceId;
      else made.reductionId = invoiceId;
      out.countDocuments.set(spec.countSlot, made);
    }
    out.invoices.push({
      id: invoiceId,
      storeId: c.storeId,
      nameId: spec.nameId,
      type: spec.type,
      status: spec.status,
      invoiceNumber,
      userId: parties.userId,
      comment: spec.comment,
      createdDatetime: datetime,
      verifiedDatetime: spec.status === 'VERIFIED' ? datetime : null,
    });
    for (const e of spec.events) {
      const line = e.line;
      const invoiceLineId = c.newId(spec.ms);
      out.lines.push({
        id: invoiceLineId,
        type: e.packs > 0 ? 'STOCK_IN' : 'STOCK_OUT',
        invoiceId,
        itemId: line.itemId,
        stockLineId: line.id,
        batch: line.batch,
        expiryDate: line.expiryDate,
        packSize: line.packSize,
        numberOfPacks: Math.abs(e.packs),
        costPricePerPack: line.costPricePerPack,
        sellPricePerPack: line.sellPricePerPack,
        reasonOptionId: e.reasonId ?? null,
        locationId: line.locationId,
        note: null,
      });
      out.movements.push({
        id: c.newId(spec.ms),
        storeId: c.storeId,
        itemId: line.itemId,
        stockLineId: line.id,
        invoiceId,
        invoiceLineId,
        datetime,
        numberOfPacks: e.packs,
        packSize: line.packSize,
        balancePacks: e.balance,
      });
    }
  }
  for (const plan of plans) {
    for (const log of plan.vvmLogs) {
      const ms = log.day * DAY_MS + 12 * 3_600_000;
      out.vvmLogs.push({
        id: c.newId(ms),
        storeId: c.storeId,
        stockLineId: log.line.id,
        statusId: log.statusId,
        userId: parties.userId,
        comment: null,
        createdDatetime: new Date(ms).toISOString(),
      });
    }
  }
  return out;
}
