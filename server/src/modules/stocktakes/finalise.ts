// Finalising a stocktake (DOCUMENTS.md 9.3), in one transaction and in bulk: the stocktake is
// locked, then every counted batch; the checks run in the reference's order (finalised, locked,
// no lines, reserved stock, snapshot mismatch) and then the reason rule; the differences become
// ONE inventory addition and ONE inventory reduction (each only when it has lines) moved through
// the stock-movement service in one call each; batches counted without a difference get their
// corrected fields in place; batches found on the shelf become stock lines. Uncounted lines are
// deleted only when the user asks, else kept for the record (#9440).
import {
  countDifference,
  isSnapshotMismatch,
  stocktakeRefusal,
  uuidv7,
  type InvoiceType,
} from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import type { ServiceContext } from '../../common/service-context';
import { SYSTEM_NAME_IDS } from '../../db/migrations/0003_inventory';
import { inTransaction, type Tx } from '../../db/transaction';
import { logActivity, type ActivityType } from '../activity-log/activity-log.repository';
import {
  insertInvoicesBulk,
  invoiceCounter,
  nextNumber,
  type NewInvoiceLine,
} from '../invoices/invoice.repository';
import {
  insertStockLine,
  insertVvmStatusLog,
  updateStockLineDetails,
} from '../stock/stock-line.repository';
import type { StockLine } from '../stock/stock-line.types';
import {
  applyStockMovements,
  lockStockForMovement,
  type StockMovementLine,
} from '../stock/stock-movement.service';
import { LineLookups, lineReasonProblem, reservedProblem } from './line-rules';
import { stripRow } from './lines';
import type { StocktakeError } from './stocktake.errors';
import {
  deleteStocktakeLines,
  lockStocktake,
  readStocktakeLines,
  saveStocktake,
  saveStocktakeLines,
  uncountedLines,
} from './stocktake.repository';
import type { Stocktake, StocktakeLine, StocktakeLineRow } from './stocktake.types';

export interface FinaliseStocktakeInput {
  id: string;
  /** Delete the lines nobody counted (else they stay on the finalised stocktake, unchanged). */
  deleteUncountedLines?: boolean | null;
}

export function finaliseStocktake(
  ctx: ServiceContext,
  input: FinaliseStocktakeInput,
): Promise<Result<Stocktake, StocktakeError>> {
  return inTransaction(ctx.db, (trx) => finalise(trx, ctx, input));
}

async function finalise(
  trx: Tx,
  ctx: ServiceContext,
  input: FinaliseStocktakeInput,
): Promise<Result<Stocktake, StocktakeError>> {
  const stocktake = await lockStocktake(trx, ctx.dialect, ctx.storeId, input.id);
  if (!stocktake) return err({ kind: 'RecordNotFound' });
  const refusal = stocktakeRefusal(stocktake, { kind: 'FINALISE' });
  if (refusal) return err({ kind: refusal });
  const { uncountedIds, lineCount } = await uncountedLines(trx, stocktake.id);
  if (lineCount === 0) return err({ kind: 'NoLines' });
  const counted = await readStocktakeLines(trx, stocktake.id, undefined, { counted: true });
  const locked = await lockStockForMovement(
    trx,
    ctx,
    counted.flatMap((r) => (r.stockLineId ? [r.stockLineId] : [])),
  );
  const batchOf = (r: StocktakeLineRow) =>
    r.stockLineId ? locked.lines.get(r.stockLineId) : undefined;

  const reduced = counted.filter((r) => reservedProblem(r, batchOf(r)));
  if (reduced.length > 0)
    return err({
      kind: 'StockLinesReducedBelowZero',
      lineIds: reduced.map((r) => r.id),
      stockLineIds: reduced.map((r) => r.stockLineId ?? ''),
    });
  const mismatched = counted.filter((r) => isSnapshotMismatch(r, batchOf(r)));
  if (mismatched.length > 0)
    return err({ kind: 'SnapshotCountCurrentCountMismatch', lineIds: mismatched.map((r) => r.id) });
  const lookups = new LineLookups(trx, ctx.storeId);
  for (const r of counted) {
    const problem = await lineReasonProblem(
      r,
      { isInitial: stocktake.isInitial, isVaccine: r.isVaccine },
      lookups,
    );
    if (problem) return err(problem);
  }

  const now = locked.now;
  const plan = planAdjustments(ctx, counted, batchOf, now);
  for (const line of plan.newStockLines) {
    await insertStockLine(trx, line, now);
    locked.lines.set(line.id, line);
  }
  const additionId = await adjustmentDocument(
    trx,
    ctx,
    stocktake,
    'INVENTORY_ADDITION',
    plan.additions,
    now,
  );
  const reductionId = await adjustmentDocument(
    trx,
    ctx,
    stocktake,
    'INVENTORY_REDUCTION',
    plan.reductions,
    now,
  );
  for (const [invoiceId, lines] of [
    [additionId, plan.additions],
    [reductionId, plan.reductions],
  ] as const) {
    if (!invoiceId) continue;
    const moved = await applyStockMovements(
      trx,
      ctx,
      { invoiceId, datetime: now, lines: lines.map(movementOf) },
      locked,
    );
    if (!moved.ok) return moved;
    for (const [id, line] of moved.value) locked.lines.set(id, line);
  }
  await correctBatches(trx, ctx, plan.corrections, now);
  await saveStocktakeLines(trx, ctx.storeId, plan.linked, now);
  if (input.deleteUncountedLines) await deleteStocktakeLines(trx, ctx.storeId, uncountedIds, now);
  const finalised: Stocktake = {
    ...stocktake,
    status: 'FINALISED',
    finalisedDatetime: now.toISOString(),
    inventoryAdditionId: additionId,
    inventoryReductionId: reductionId,
  };
  await saveStocktake(trx, finalised, now);
  await logActivity(
    trx,
    {
      type: 'STOCKTAKE_FINALISED',
      userId: ctx.userId,
      storeId: ctx.storeId,
      recordId: stocktake.id,
      changedTo: String(stocktake.stocktakeNumber),
    },
    now,
  );
  return ok(finalised);
}

interface Correction {
  before: StockLine;
  after: StockLine;
}

interface Plan {
  additions: NewInvoiceLine[];
  reductions: NewInvoiceLine[];
  newStockLines: StockLine[];
  corrections: Correction[];
  /** Lines counted without a batch, now linked to the batch they made. */
  linked: StocktakeLine[];
}

/** What each counted line does: a difference is an addition or a reduction of its batch, the
 * batch's corrected fields are written in place, and a count above zero without a batch makes
 * one. Invoice line ids are made in line order, so the documents list them as counted. */
function planAdjustments(
  ctx: ServiceContext,
  counted: readonly StocktakeLineRow[],
  batchOf: (r: StocktakeLineRow) => StockLine | undefined,
  now: Date,
): Plan {
  const plan: Plan = {
    additions: [],
    reductions: [],
    newStockLines: [],
    corrections: [],
    linked: [],
  };
  for (const r of counted) {
    const packs = r.countedNumberOfPacks ?? 0;
    const batch = batchOf(r);
    if (!batch) {
      // A batch counted at zero makes nothing, and a line's batch is never made twice.
      if (packs <= 0 || r.stockLineId !== null) continue;
      const line: StockLine = {
        ...fieldsOf(r),
        id: uuidv7(now.getTime()),
        storeId: ctx.storeId,
        itemId: r.itemId,
        packSize: r.packSize,
        availableNumberOfPacks: 0,
        totalNumberOfPacks: 0,
        onHold: false,
        supplierId: r.supplierId,
        barcode: null,
        createdDatetime: now.toISOString(),
      };
      plan.newStockLines.push(line);
      plan.additions.push(invoiceLineOf(r, line.id, 'STOCK_IN', packs, now));
      plan.linked.push({ ...stripRow(r), stockLineId: line.id });
      continue;
    }
    const after: StockLine = { ...batch, ...fieldsOf(r) };
    const fields = fieldsOf(batch);
    const corrected = fieldsOf(after);
    if ((Object.keys(fields) as (keyof typeof fields)[]).some((k) => fields[k] !== corrected[k]))
      plan.corrections.push({ before: batch, after });
    const delta = countDifference(r) ?? 0;
    if (delta > 0) plan.additions.push(invoiceLineOf(r, batch.id, 'STOCK_IN', delta, now));
    if (delta < 0) plan.reductions.push(invoiceLineOf(r, batch.id, 'STOCK_OUT', -delta, now));
  }
  return plan;
}

/** The batch fields a count corrects. */
const fieldsOf = (r: StocktakeLine | StockLine) => ({
  locationId: r.locationId,
  batch: r.batch,
  expiryDate: r.expiryDate,
  costPricePerPack: r.costPricePerPack,
  sellPricePerPack: r.sellPricePerPack,
  vvmStatusId: r.vvmStatusId,
  donorId: r.donorId,
  note: r.note,
});

type Value = string | number | null;

/** The activity a correction writes (the stock-line edit's log types). */
function changesOf(before: StockLine, after: StockLine): [ActivityType, Value, Value][] {
  const out: [ActivityType, Value, Value][] = [];
  const track = (type: ActivityType, a: Value, b: Value) => {
    if (a !== b) out.push([type, a, b]);
  };
  track('STOCK_LOCATION_CHANGE', before.locationId, after.locationId);
  track('STOCK_BATCH_CHANGE', before.batch, after.batch);
  track('STOCK_EXPIRY_DATE_CHANGE', before.expiryDate, after.expiryDate);
  track('STOCK_COST_PRICE_CHANGE', before.costPricePerPack, after.costPricePerPack);
  track('STOCK_SELL_PRICE_CHANGE', before.sellPricePerPack, after.sellPricePerPack);
  track('VVM_STATUS_CHANGED', before.vvmStatusId, after.vvmStatusId);
  track('STOCK_DONOR_CHANGE', before.donorId, after.donorId);
  return out;
}

async function correctBatches(
  trx: Tx,
  ctx: ServiceContext,
  corrections: readonly Correction[],
  now: Date,
): Promise<void> {
  for (const { before, after } of corrections) {
    await updateStockLineDetails(trx, after, now);
    if (after.vvmStatusId && after.vvmStatusId !== before.vvmStatusId)
      await insertVvmStatusLog(
        trx,
        {
          id: uuidv7(now.getTime()),
          stockLineId: after.id,
          storeId: after.storeId,
          statusId: after.vvmStatusId,
          userId: ctx.userId,
          comment: null,
        },
        now,
      );
    for (const [type, from, to] of changesOf(before, after)) {
      await logActivity(
        trx,
        {
          type,
          userId: ctx.userId,
          storeId: ctx.storeId,
          recordId: after.id,
          changedFrom: from == null ? null : String(from),
          changedTo: to == null ? null : String(to),
        },
        now,
      );
    }
  }
}

function invoiceLineOf(
  r: StocktakeLineRow,
  stockLineId: string,
  type: 'STOCK_IN' | 'STOCK_OUT',
  packs: number,
  now: Date,
): NewInvoiceLine {
  return {
    id: uuidv7(now.getTime()),
    invoiceId: '',
    type,
    itemId: r.itemId,
    stockLineId,
    batch: r.batch,
    expiryDate: r.expiryDate,
    packSize: r.packSize,
    numberOfPacks: packs,
    costPricePerPack: r.costPricePerPack,
    sellPricePerPack: r.sellPricePerPack,
    // DOCUMENTS.md 9.3: the reasons are copied onto the adjustment lines.
    reasonOptionId: r.reasonOptionId,
    locationId: r.locationId,
    note: r.comment,
  };
}

const movementOf = (l: NewInvoiceLine): StockMovementLine => {
  const packs = l.type === 'STOCK_IN' ? l.numberOfPacks : -l.numberOfPacks;
  return {
    stockLineId: l.stockLineId ?? '',
    invoiceLineId: l.id,
    totalPacks: packs,
    availablePacks: packs,
  };
};

/** One VERIFIED adjustment document of the stocktake's differences in one direction, from the
 * inventory adjustments' system name, numbered in its type's series, or null when there are
 * none. Its lines are given their document's id here and written a few hundred per statement. */
async function adjustmentDocument(
  trx: Tx,
  ctx: ServiceContext,
  stocktake: Stocktake,
  type: InvoiceType,
  lines: NewInvoiceLine[],
  now: Date,
): Promise<string | null> {
  if (lines.length === 0) return null;
  const id = uuidv7(now.getTime());
  const invoiceNumber = await nextNumber(trx, ctx.storeId, invoiceCounter(type));
  for (const l of lines) l.invoiceId = id;
  await insertInvoicesBulk(
    trx,
    [
      {
        id,
        storeId: ctx.storeId,
        nameId: SYSTEM_NAME_IDS.INVAD,
        type,
        status: 'VERIFIED',
        userId: ctx.userId,
        comment: `Stocktake ${stocktake.stocktakeNumber}`,
        createdDatetime: now.toISOString(),
        verifiedDatetime: now.toISOString(),
        invoiceNumber,
      },
    ],
    lines,
    now,
  );
  return id;
}
