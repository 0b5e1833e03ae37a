// A new stocktake and its lines (DOCUMENTS.md 9.1), generated in bulk: one query for the
// batches, one for the items, the lines written a thousand per statement, whatever the size of
// the store (the reference generates per item, and all-items stocktakes were slow). The client
// chooses the id once per draft: the same insert again answers the stocktake the first one made.
import { expiryDateProblem, uuidv7 } from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import type { ServiceContext } from '../../common/service-context';
import { tablesHoldingId } from '../../db/record-ids';
import { inTransaction, isUniqueViolation, type Tx } from '../../db/transaction';
import { logActivity } from '../activity-log/activity-log.repository';
import { findLocation } from '../locations/location.repository';
import { findVvmStatus } from '../stock/stock-line.repository';
import { findStocktake } from './stocktake.list';
import {
  batchesWithStock,
  insertStocktake,
  insertStocktakeLines,
  isMasterListOfStore,
  storeHasStocktake,
  visibleStockItems,
  type BatchSource,
  type ItemSource,
} from './stocktake.repository';
import type { StocktakeError } from './stocktake.errors';
import type { Stocktake, StocktakeLine } from './stocktake.types';

export interface InsertStocktakeInput {
  /** Client-generated id, once per draft. */
  id: string;
  createBlankStocktake?: boolean | null;
  isInitialStocktake?: boolean | null;
  isAllItemsStocktake?: boolean | null;
  masterListId?: string | null;
  /** With masterListId: every stock item of the list, a line per batch or one without. */
  includeAllMasterListItems?: boolean | null;
  locationId?: string | null;
  vvmStatusId?: string | null;
  /** Batches expiring on or before this day. */
  expiresBefore?: string | null;
  description?: string | null;
  comment?: string | null;
  stocktakeDate?: string | null;
}

export async function insertStocktakeOf(
  ctx: ServiceContext,
  input: InsertStocktakeInput,
): Promise<Result<Stocktake, StocktakeError>> {
  // validate
  if (
    input.masterListId != null &&
    !(await isMasterListOfStore(ctx.db, ctx.storeId, input.masterListId))
  )
    return err({ kind: 'InvalidMasterList' });
  if (input.locationId != null && !(await findLocation(ctx.db, ctx.storeId, input.locationId)))
    return err({ kind: 'InvalidLocation' });
  if (input.vvmStatusId != null && !(await findVvmStatus(ctx.db, input.vvmStatusId)))
    return err({ kind: 'VvmStatusNotFound' });
  if (expiryDateProblem(input.expiresBefore) || expiryDateProblem(input.stocktakeDate))
    return err({ kind: 'InvalidExpiryDate' });

  const result = await inTransaction<Stocktake, StocktakeError>(ctx.db, (trx) =>
    createStocktake(trx, ctx, input),
  ).catch((e: unknown) => {
    // Two inserts of one id (or two initial stocktakes) at once: the second meets the first.
    if (isUniqueViolation(e)) return err({ kind: 'RecordAlreadyExists' as const });
    throw e;
  });
  if (!result.ok && result.error.kind === 'RecordAlreadyExists') {
    const existing = await findStocktake(ctx.db, ctx.storeId, input.id);
    if (existing) return ok(existing);
  }
  return result;
}

async function createStocktake(
  trx: Tx,
  ctx: ServiceContext,
  input: InsertStocktakeInput,
): Promise<Result<Stocktake, StocktakeError>> {
  if ((await tablesHoldingId(trx, input.id)).length > 0)
    return err({ kind: 'RecordAlreadyExists' });
  const isInitial = !input.createBlankStocktake && input.isInitialStocktake === true;
  const now = ctx.now();
  const stocktake = await insertStocktake(
    trx,
    {
      id: input.id,
      storeId: ctx.storeId,
      status: 'NEW',
      description: input.description ?? null,
      comment: input.comment ?? null,
      stocktakeDate: input.stocktakeDate ?? now.toISOString().slice(0, 10),
      onHold: false,
      isLocked: false,
      isInitial,
      createdDatetime: now.toISOString(),
      finalisedDatetime: null,
      userId: ctx.userId,
      inventoryAdditionId: null,
      inventoryReductionId: null,
    },
    now,
  );
  // Checked after taking the store's next stocktake number: that holds the number counter's row
  // until commit, so of two initial stocktakes at once (PostgreSQL reads what is committed) the
  // second waits and then finds the first.
  if (isInitial && (await storeHasStocktake(trx, ctx.storeId, stocktake.id)))
    return err({ kind: 'InitialStocktakeAlreadyExists' });
  const sources = await linesToGenerate(trx, ctx, input, isInitial);
  const lines = sources.map((s) => lineFrom(stocktake.id, s, now));
  await insertStocktakeLines(trx, ctx.storeId, lines, now);
  await logActivity(
    trx,
    {
      type: 'STOCKTAKE_CREATED',
      userId: ctx.userId,
      storeId: ctx.storeId,
      recordId: stocktake.id,
      changedTo: String(stocktake.stocktakeNumber),
    },
    now,
  );
  return ok(stocktake);
}

/** DOCUMENTS.md 9.1, the first rule that applies: blank, initial, all items, a master list with
 * all its items, or the batches holding stock filtered by list, location, VVM status and expiry
 * (any combination; none: every batch holding stock). By item name, then expiry and batch. */
async function linesToGenerate(
  trx: Tx,
  ctx: ServiceContext,
  input: InsertStocktakeInput,
  isInitial: boolean,
): Promise<Source[]> {
  if (input.createBlankStocktake) return [];
  if (isInitial) return (await visibleStockItems(trx, ctx.storeId)).map(itemOnly);
  if (input.isAllItemsStocktake) {
    const [batches, items] = await Promise.all([
      batchesWithStock(trx, ctx.storeId, {}),
      visibleStockItems(trx, ctx.storeId),
    ]);
    return sorted(withItemsWithoutBatches(batches, items));
  }
  if (input.masterListId && input.includeAllMasterListItems) {
    const [batches, items] = await Promise.all([
      batchesWithStock(trx, ctx.storeId, { masterListId: input.masterListId }),
      visibleStockItems(trx, ctx.storeId, input.masterListId),
    ]);
    return sorted(withItemsWithoutBatches(batches, items));
  }
  return sorted(
    await batchesWithStock(trx, ctx.storeId, {
      masterListId: input.masterListId,
      locationId: input.locationId,
      vvmStatusId: input.vvmStatusId,
      expiresBefore: input.expiresBefore,
    }),
  );
}

type Source = BatchSource;

const itemOnly = (item: ItemSource): Source => ({
  stockLineId: null,
  itemId: item.id,
  itemName: item.name,
  locationId: null,
  batch: null,
  expiryDate: null,
  packSize: item.defaultPackSize > 0 ? item.defaultPackSize : 1,
  costPricePerPack: 0,
  sellPricePerPack: 0,
  totalNumberOfPacks: 0,
  note: null,
  vvmStatusId: null,
  donorId: null,
  supplierId: null,
});

/** Each batch, and one line without a batch for every item that has none holding stock. */
function withItemsWithoutBatches(batches: Source[], items: ItemSource[]): Source[] {
  const stocked = new Set(batches.map((b) => b.itemId));
  return [...batches, ...items.filter((i) => !stocked.has(i.id)).map(itemOnly)];
}

const byText = (a: string | null, b: string | null): number =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;

function sorted(sources: Source[]): Source[] {
  return sources.sort(
    (a, b) =>
      a.itemName.localeCompare(b.itemName) ||
      byText(a.itemId, b.itemId) ||
      byText(a.expiryDate, b.expiryDate) ||
      byText(a.batch, b.batch) ||
      byText(a.stockLineId, b.stockLineId),
  );
}

/** A line of the new stocktake: a copy of its batch (or item) with the batch's total packs as
 * its snapshot (DOCUMENTS.md 9.1: total, not available), uncounted. */
function lineFrom(stocktakeId: string, s: Source, now: Date): StocktakeLine {
  return {
    id: uuidv7(now.getTime()),
    stocktakeId,
    stockLineId: s.stockLineId,
    itemId: s.itemId,
    locationId: s.locationId,
    batch: s.batch,
    expiryDate: s.expiryDate,
    packSize: s.packSize,
    costPricePerPack: s.costPricePerPack,
    sellPricePerPack: s.sellPricePerPack,
    snapshotNumberOfPacks: s.totalNumberOfPacks,
    countedNumberOfPacks: null,
    reasonOptionId: null,
    note: s.note,
    comment: null,
    vvmStatusId: s.vvmStatusId,
    donorId: s.donorId,
    supplierId: s.supplierId,
    itemVariantId: null,
  };
}
