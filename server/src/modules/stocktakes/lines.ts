// A stocktake's lines inserted, changed and deleted in batches (DOCUMENTS.md 9.2), each batch in
// one transaction: the stocktake locked first, then the batches it names, then the writes. A
// refused line refuses the batch (and names the line). Line ids come from the client: a line
// inserted again answers the line the first insert made.
import { isStockItem, stocktakeRefusal } from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import type { ServiceContext } from '../../common/service-context';
import { inTransaction, isUniqueViolation, type Tx } from '../../db/transaction';
import { visibleItemIds } from '../items/item.list';
import { lockStockForMovement } from '../stock/stock-movement.service';
import {
  LineLookups,
  applyLineFields,
  lineReasonProblem,
  reservedProblem,
  type StocktakeLineFields,
} from './line-rules';
import type { StocktakeError } from './stocktake.errors';
import { matchingLines, type StocktakeLineFilter } from './stocktake.lines-page';
import {
  deleteStocktakeLines,
  idsTaken,
  insertStocktakeLines,
  itemsByIds,
  lockStocktake,
  readStocktakeLines,
  saveStocktakeLines,
  stockLinesOnStocktake,
} from './stocktake.repository';
import type { Stocktake, StocktakeLine, StocktakeLineRow } from './stocktake.types';

export interface InsertStocktakeLineInput extends StocktakeLineFields {
  /** Client-generated id, once per draft. */
  id: string;
  /** A batch of the store, or else an item (exactly one of the two). */
  stockLineId?: string | null;
  itemId?: string | null;
}

export interface UpdateStocktakeLineInput extends StocktakeLineFields {
  id: string;
}

export interface StocktakeLinesInput<L> {
  stocktakeId: string;
  lines: readonly L[];
}

type Lines = Result<StocktakeLineRow[], StocktakeError>;

/** Runs `fn` on the stocktake locked and open to line changes. */
async function withOpenStocktake<T>(
  trx: Tx,
  ctx: ServiceContext,
  stocktakeId: string,
  fn: (stocktake: Stocktake) => Promise<Result<T, StocktakeError>>,
): Promise<Result<T, StocktakeError>> {
  const stocktake = await lockStocktake(trx, ctx.dialect, ctx.storeId, stocktakeId);
  if (!stocktake) return err({ kind: 'RecordNotFound' });
  const refusal = stocktakeRefusal(stocktake, { kind: 'LINES' });
  if (refusal) return err({ kind: refusal });
  return fn(stocktake);
}

function retryingConflict(ctx: ServiceContext, fn: (trx: Tx) => Promise<Lines>): Promise<Lines> {
  // Two inserts of one line at once: run again, the checks then see the committed line.
  return inTransaction(ctx.db, fn).catch((e: unknown) => {
    if (!isUniqueViolation(e)) throw e;
    return inTransaction(ctx.db, fn);
  });
}

export function insertStocktakeLinesOf(
  ctx: ServiceContext,
  input: StocktakeLinesInput<InsertStocktakeLineInput>,
): Promise<Lines> {
  return retryingConflict(ctx, (trx) =>
    withOpenStocktake(trx, ctx, input.stocktakeId, (stocktake) =>
      insertLines(trx, ctx, stocktake, input.lines),
    ),
  );
}

async function insertLines(
  trx: Tx,
  ctx: ServiceContext,
  stocktake: Stocktake,
  inputs: readonly InsertStocktakeLineInput[],
): Promise<Lines> {
  // The same line inserted again (a retry) is answered as it is; an id held by anything else
  // is refused.
  const ids = inputs.map((l) => l.id);
  const already = await readStocktakeLines(trx, stocktake.id, ids);
  const mine = new Set(already.map((l) => l.id));
  const fresh = inputs.filter((l) => !mine.has(l.id));
  const taken = await idsTaken(
    trx,
    fresh.map((l) => l.id),
  );
  if (taken.size > 0 || new Set(fresh.map((l) => l.id)).size < fresh.length)
    return err({ kind: 'RecordAlreadyExists' });

  for (const l of fresh) {
    if ((l.stockLineId == null) === (l.itemId == null))
      return err({ kind: 'StockLineXOrItem', lineId: l.id });
  }
  const stockLineIds = fresh.flatMap((l) => (l.stockLineId != null ? [l.stockLineId] : []));
  const { lines: batches } = await lockStockForMovement(trx, ctx, stockLineIds);
  const onStocktake = await stockLinesOnStocktake(trx, stocktake.id, stockLineIds);
  const seen = new Set<string>();
  for (const l of fresh) {
    if (l.stockLineId == null) continue;
    if (!batches.has(l.stockLineId)) return err({ kind: 'RecordNotFound' });
    if (onStocktake.has(l.stockLineId) || seen.has(l.stockLineId))
      return err({ kind: 'StockLineAlreadyExistsInStocktake', lineId: l.id });
    seen.add(l.stockLineId);
  }
  const itemIds = fresh.map((l) =>
    l.stockLineId != null ? (batches.get(l.stockLineId)?.itemId ?? '') : (l.itemId ?? ''),
  );
  const items = await itemsByIds(trx, itemIds);
  const visible = await visibleItemIds(
    trx,
    ctx.dialect,
    ctx.storeId,
    fresh.flatMap((l) => (l.itemId != null ? [l.itemId] : [])),
  );

  const lookups = new LineLookups(trx, ctx.storeId);
  const made: StocktakeLine[] = [];
  for (const l of fresh) {
    const batch = l.stockLineId != null ? batches.get(l.stockLineId) : undefined;
    const item = items.get(batch?.itemId ?? l.itemId ?? '');
    if (!item || (!batch && !visible.has(item.id)))
      return err({ kind: 'ItemNotFound', lineId: l.id });
    if (!isStockItem(item.type)) return err({ kind: 'NotAStockItem', lineId: l.id });
    const base: StocktakeLine = {
      id: l.id,
      stocktakeId: stocktake.id,
      stockLineId: batch?.id ?? null,
      itemId: item.id,
      locationId: batch?.locationId ?? null,
      batch: batch?.batch ?? null,
      expiryDate: batch?.expiryDate ?? null,
      packSize: batch?.packSize ?? (item.defaultPackSize > 0 ? item.defaultPackSize : 1),
      costPricePerPack: batch?.costPricePerPack ?? 0,
      sellPricePerPack: batch?.sellPricePerPack ?? 0,
      // DOCUMENTS.md 9.2: the batch's current total, or 0 for a line without a batch.
      snapshotNumberOfPacks: batch?.totalNumberOfPacks ?? 0,
      countedNumberOfPacks: null,
      reasonOptionId: null,
      note: batch?.note ?? null,
      comment: null,
      vvmStatusId: batch?.vvmStatusId ?? null,
      donorId: batch?.donorId ?? null,
      supplierId: batch?.supplierId ?? null,
      itemVariantId: null,
    };
    const line = await applyLineFields(base, l, lookups);
    if (!line.ok) return line;
    const problem =
      (await lineReasonProblem(
        line.value,
        { isInitial: stocktake.isInitial, isVaccine: item.isVaccine },
        lookups,
      )) ?? reservedProblem(line.value, batch);
    if (problem) return err(problem);
    made.push(line.value);
  }
  const now = ctx.now();
  await insertStocktakeLines(trx, ctx.storeId, made, now);
  return ok(await readStocktakeLines(trx, stocktake.id, ids));
}

export function updateStocktakeLinesOf(
  ctx: ServiceContext,
  input: StocktakeLinesInput<UpdateStocktakeLineInput>,
): Promise<Lines> {
  return inTransaction(ctx.db, (trx) =>
    withOpenStocktake(trx, ctx, input.stocktakeId, (stocktake) =>
      updateLinesIn(trx, ctx, stocktake, input.lines),
    ),
  );
}

/** Counts lines as their snapshot: those named, or every line the filter keeps (all of the
 * stocktake without one), read under the stocktake's lock, whatever the page the caller shows.
 * Answers how many. */
export function countLinesAsSnapshot(
  ctx: ServiceContext,
  input: { stocktakeId: string; lineIds?: readonly string[] | null; filter?: StocktakeLineFilter },
): Promise<Result<number, StocktakeError>> {
  return inTransaction(ctx.db, (trx) =>
    withOpenStocktake(trx, ctx, input.stocktakeId, async (stocktake) => {
      const chosen = await matchingLines(trx, ctx.dialect, stocktake, input.filter ?? {});
      const named = input.lineIds ? new Set(input.lineIds) : null;
      const lines = (named ? chosen.filter((l) => named.has(l.id)) : chosen).map((l) => ({
        id: l.id,
        countedNumberOfPacks: l.snapshotNumberOfPacks,
      }));
      if (named && lines.length < named.size) return err({ kind: 'RecordNotFound' });
      const done = await updateLinesIn(trx, ctx, stocktake, lines);
      return done.ok ? ok(lines.length) : done;
    }),
  );
}

async function updateLinesIn(
  trx: Tx,
  ctx: ServiceContext,
  stocktake: Stocktake,
  inputs: readonly UpdateStocktakeLineInput[],
): Promise<Lines> {
  const ids = inputs.map((l) => l.id);
  if (new Set(ids).size < ids.length) return err({ kind: 'RecordAlreadyExists' });
  // The batches first (the lock order), then the lines as they are under the lock.
  const before = await readStocktakeLines(trx, stocktake.id, ids);
  const { lines: batches } = await lockStockForMovement(
    trx,
    ctx,
    before.flatMap((l) => (l.stockLineId ? [l.stockLineId] : [])),
  );
  const byId = new Map(before.map((l) => [l.id, l]));
  const lookups = new LineLookups(trx, ctx.storeId);
  const changed: StocktakeLine[] = [];
  for (const u of inputs) {
    const row = byId.get(u.id);
    if (!row) return err({ kind: 'RecordNotFound' });
    const line = await applyLineFields(row, u, lookups);
    if (!line.ok) return line;
    const batch = row.stockLineId ? batches.get(row.stockLineId) : undefined;
    const problem =
      (await lineReasonProblem(
        line.value,
        { isInitial: stocktake.isInitial, isVaccine: row.isVaccine },
        lookups,
      )) ?? reservedProblem(line.value, batch);
    if (problem) return err(problem);
    changed.push(stripRow(line.value));
  }
  await saveStocktakeLines(trx, ctx.storeId, changed, ctx.now());
  return ok(await readStocktakeLines(trx, stocktake.id, ids));
}

/** The line's own fields, without what was read beside it. */
export function stripRow(l: StocktakeLine | StocktakeLineRow): StocktakeLine {
  return {
    id: l.id,
    stocktakeId: l.stocktakeId,
    stockLineId: l.stockLineId,
    itemId: l.itemId,
    locationId: l.locationId,
    batch: l.batch,
    expiryDate: l.expiryDate,
    packSize: l.packSize,
    costPricePerPack: l.costPricePerPack,
    sellPricePerPack: l.sellPricePerPack,
    snapshotNumberOfPacks: l.snapshotNumberOfPacks,
    countedNumberOfPacks: l.countedNumberOfPacks,
    reasonOptionId: l.reasonOptionId,
    note: l.note,
    comment: l.comment,
    vvmStatusId: l.vvmStatusId,
    donorId: l.donorId,
    supplierId: l.supplierId,
    itemVariantId: l.itemVariantId,
  };
}

export function deleteStocktakeLinesOf(
  ctx: ServiceContext,
  input: { stocktakeId: string; lineIds: readonly string[] },
): Promise<Result<string[], StocktakeError>> {
  return inTransaction(ctx.db, (trx) =>
    withOpenStocktake(trx, ctx, input.stocktakeId, async (stocktake) => {
      const found = await readStocktakeLines(trx, stocktake.id, input.lineIds);
      const ids = [...new Set(input.lineIds)];
      if (found.length < ids.length) return err({ kind: 'RecordNotFound' });
      await deleteStocktakeLines(trx, ctx.storeId, ids, ctx.now());
      return ok(ids);
    }),
  );
}
