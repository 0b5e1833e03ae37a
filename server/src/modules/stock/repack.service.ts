// Repacks: some or all packs of a stock line become a new stock line with another
// pack size (optionally in another location). One REPACK document with two lines,
// both moved through the stock-movement service. When every pack is repacked the old
// line holds nothing and leaves the stock list; its row stays, because its ledger does.
import { LIMITS, isPositivePackSize, uuidv7 } from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import type { ServiceContext } from '../../common/service-context';
import { SYSTEM_NAME_IDS } from '../../db/migrations/0003_inventory';
import { tablesHoldingId } from '../../db/record-ids';
import { inTransaction, isUniqueViolation, type Tx } from '../../db/transaction';
import { logActivity } from '../activity-log/activity-log.repository';
import {
  findInvoiceWithLines,
  insertInvoice,
  type InvoiceLineType,
} from '../invoices/invoice.repository';
import { findLocation } from '../locations/location.repository';
import {
  applyStockMovements,
  lockStockForMovement,
  isMeasurablePacks,
  roundPacks,
  type StockMovementError,
} from './stock-movement.service';
import { findStockLine, insertStockLine } from './stock-line.repository';
import type { StockLine } from './stock-line.types';
import { quantityProblem, type QuantityOutOfRange } from './stock-quantity';

export interface RepackInput {
  id: string;
  stockLineId: string;
  /** Whole packs of the old line to repack. */
  numberOfPacks: number;
  newPackSize: number;
  newLocationId?: string | null;
}

export type RepackError =
  | { kind: 'RecordAlreadyExists' }
  | { kind: 'StockLineNotFound' }
  | { kind: 'LocationNotFound' }
  | { kind: 'FractionalPacks' }
  | { kind: 'InvalidPackSize' }
  | { kind: 'CannotRepackOnHold' }
  | { kind: 'NotEnoughStockForRepack'; availablePacks: number }
  | QuantityOutOfRange
  | StockMovementError;

export interface RepackResult {
  invoiceId: string;
  invoiceNumber: number;
  from: StockLine;
  to: StockLine;
}

export async function repack(
  ctx: ServiceContext,
  input: RepackInput,
): Promise<Result<RepackResult, RepackError>> {
  // validate what does not depend on the line's counts (those are read under the lock)
  if (!Number.isInteger(input.numberOfPacks) || input.numberOfPacks <= 0)
    return err({ kind: 'FractionalPacks' });
  if (!isPositivePackSize(input.newPackSize)) return err({ kind: 'InvalidPackSize' });
  const outOfRange =
    quantityProblem('numberOfPacks', input.numberOfPacks, 'numberOfPacks') ??
    quantityProblem('newPackSize', input.newPackSize, 'packSize');
  if (outOfRange) return err(outOfRange);
  if (
    input.newLocationId != null &&
    !(await findLocation(ctx.db, ctx.storeId, input.newLocationId))
  ) {
    return err({ kind: 'LocationNotFound' });
  }

  const result = await inTransaction<RepackResult, RepackError>(ctx.db, (trx) =>
    recordRepack(trx, ctx, input),
  ).catch((e: unknown) => {
    if (isUniqueViolation(e)) return err({ kind: 'RecordAlreadyExists' as const });
    throw e;
  });
  if (!result.ok && result.error.kind === 'RecordAlreadyExists')
    return (await existingRepack(ctx, input)) ?? result;
  return result;
}

async function recordRepack(
  trx: Tx,
  ctx: ServiceContext,
  input: RepackInput,
): Promise<Result<RepackResult, RepackError>> {
  // The source line is locked before the new line and the document (which reference it).
  const { lines, now } = await lockStockForMovement(trx, ctx, [input.stockLineId]);
  const line = lines.get(input.stockLineId);
  if (!line) return err({ kind: 'StockLineNotFound' });
  // Taken by any record (this repack retried, another store's, another kind): refused here.
  if ((await tablesHoldingId(trx, input.id)).length > 0)
    return err({ kind: 'RecordAlreadyExists' });
  if (line.onHold) return err({ kind: 'CannotRepackOnHold' });
  if (input.numberOfPacks > line.availableNumberOfPacks) {
    return err({ kind: 'NotEnoughStockForRepack', availablePacks: line.availableNumberOfPacks });
  }

  // generate: the new line holds the same units in packs of the new size, at the same
  // price per unit; each figure must be one the system keeps.
  const ratio = input.newPackSize / line.packSize;
  const newPacks = roundPacks((input.numberOfPacks * line.packSize) / input.newPackSize);
  const costPricePerPack = roundPacks(line.costPricePerPack * ratio);
  const sellPricePerPack = roundPacks(line.sellPricePerPack * ratio);
  const resultOutOfRange =
    (!isMeasurablePacks(newPacks)
      ? // so large a pack that the packs repacked make no measurable part of one (1e-9 of a
        // pack would be stock with no ledger row: a movement that small is none)
        ({
          ...LIMITS.numberOfPacks,
          kind: 'QuantityOutOfRange',
          field: 'newPackSize',
          problem: 'TOO_LARGE',
        } as const)
      : quantityProblem('numberOfPacks', Math.ceil(newPacks), 'numberOfPacks')) ??
    quantityProblem('costPricePerPack', Math.ceil(costPricePerPack), 'price') ??
    quantityProblem('sellPricePerPack', Math.ceil(sellPricePerPack), 'price');
  if (resultOutOfRange) return err(resultOutOfRange);
  const target: StockLine = {
    ...line,
    id: uuidv7(now.getTime()),
    packSize: input.newPackSize,
    availableNumberOfPacks: 0,
    totalNumberOfPacks: 0,
    costPricePerPack,
    sellPricePerPack,
    locationId: input.newLocationId ?? line.locationId,
    createdDatetime: now.toISOString(),
  };
  const outLineId = uuidv7(now.getTime());
  const inLineId = uuidv7(now.getTime());
  const docLine = (id: string, type: InvoiceLineType, s: StockLine, packs: number) => ({
    id,
    type,
    invoiceId: input.id,
    itemId: s.itemId,
    stockLineId: s.id,
    batch: s.batch,
    expiryDate: s.expiryDate,
    packSize: s.packSize,
    numberOfPacks: packs,
    costPricePerPack: s.costPricePerPack,
    sellPricePerPack: s.sellPricePerPack,
    reasonOptionId: null,
    locationId: s.locationId,
    note: null,
  });

  // persist
  await insertStockLine(trx, target, now);
  const invoiceNumber = await insertInvoice(
    trx,
    {
      id: input.id,
      storeId: ctx.storeId,
      nameId: SYSTEM_NAME_IDS.REPACK,
      type: 'REPACK',
      status: 'VERIFIED',
      userId: ctx.userId,
      comment: null,
      createdDatetime: now.toISOString(),
      verifiedDatetime: now.toISOString(),
    },
    [
      docLine(outLineId, 'STOCK_OUT', line, input.numberOfPacks),
      docLine(inLineId, 'STOCK_IN', target, newPacks),
    ],
    now,
  );
  const moved = await applyStockMovements(
    trx,
    ctx,
    {
      invoiceId: input.id,
      datetime: now,
      lines: [
        {
          stockLineId: line.id,
          invoiceLineId: outLineId,
          totalPacks: -input.numberOfPacks,
          availablePacks: -input.numberOfPacks,
        },
        {
          stockLineId: target.id,
          invoiceLineId: inLineId,
          totalPacks: newPacks,
          availablePacks: newPacks,
        },
      ],
    },
    // The source line as locked above, and the new line as written just now.
    {
      lines: new Map([
        [line.id, line],
        [target.id, target],
      ]),
      now,
    },
  );
  if (!moved.ok) return moved;
  const from = moved.value.get(line.id);
  const to = moved.value.get(target.id);
  if (!from || !to) return err({ kind: 'StockLineNotFound' });
  await logActivity(
    trx,
    {
      type: 'REPACK',
      userId: ctx.userId,
      storeId: ctx.storeId,
      recordId: line.id,
      changedFrom: `${input.numberOfPacks} x ${line.packSize}`,
      changedTo: `${newPacks} x ${input.newPackSize}`,
    },
    now,
  );
  return ok({ invoiceId: input.id, invoiceNumber, from, to });
}

/** The repack already recorded under this id when it is the same one (the context's
 * store, same source line and packs, same new pack size): a retried insert answers it. The
 * lines are told apart by their type, not by which stock line they name: a request to repack
 * the new line back into the old one's pack size is another repack, not this one retried. */
async function existingRepack(
  ctx: ServiceContext,
  input: RepackInput,
): Promise<Result<RepackResult, never> | undefined> {
  const invoice = await findInvoiceWithLines(ctx.db, input.id);
  if (!invoice || invoice.storeId !== ctx.storeId || invoice.type !== 'REPACK') return undefined;
  const out = invoice.lines.find((l) => l.type === 'STOCK_OUT');
  const into = invoice.lines.find((l) => l.type === 'STOCK_IN');
  if (out?.stockLineId !== input.stockLineId || !into?.stockLineId) return undefined;
  if (invoice.lines.length !== 2) return undefined;
  if (out.numberOfPacks !== input.numberOfPacks || into.packSize !== input.newPackSize)
    return undefined;
  const [from, to] = await Promise.all([
    findStockLine(ctx.db, ctx.storeId, input.stockLineId),
    findStockLine(ctx.db, ctx.storeId, into.stockLineId),
  ]);
  if (!from || !to) return undefined;
  return ok({ invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber, from, to });
}
