// Repacks: some or all packs of a stock line become a new stock line with another
// pack size (optionally in another location). One REPACK document with two lines,
// both moved through the stock-movement service. When every pack is repacked the old
// line holds nothing and leaves the stock list; its row stays, because its ledger does.
import { uuidv7 } from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import { SYSTEM_NAME_IDS } from '../../db/migrations/0003_inventory';
import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { logActivity } from '../activity-log/activity-log.repository';
import { insertInvoice, invoiceExists } from '../invoices/invoice.repository';
import { findLocation } from '../locations/location.repository';
import { applyStockMovements, roundPacks, type StockMovementError } from './stock-movement.service';
import { findStockLine, insertStockLine } from './stock-line.repository';
import type { StockLine } from './stock-line.types';

export interface RepackInput {
  id: string;
  storeId: string;
  userId: string;
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
  | StockMovementError;

export interface RepackResult {
  invoiceId: string;
  invoiceNumber: number;
  from: StockLine;
  to: StockLine;
}

export async function repack(
  deps: Deps,
  input: RepackInput,
): Promise<Result<RepackResult, RepackError>> {
  const now = deps.clock();
  // validate
  if (!Number.isInteger(input.numberOfPacks) || input.numberOfPacks <= 0)
    return err({ kind: 'FractionalPacks' });
  if (!Number.isFinite(input.newPackSize) || input.newPackSize <= 0)
    return err({ kind: 'InvalidPackSize' });
  const line = await findStockLine(deps.db, input.storeId, input.stockLineId);
  if (!line) return err({ kind: 'StockLineNotFound' });
  if (line.onHold) return err({ kind: 'CannotRepackOnHold' });
  if (input.numberOfPacks > line.availableNumberOfPacks) {
    return err({ kind: 'NotEnoughStockForRepack', availablePacks: line.availableNumberOfPacks });
  }
  if (input.newLocationId && !(await findLocation(deps.db, input.storeId, input.newLocationId))) {
    return err({ kind: 'LocationNotFound' });
  }

  // generate
  const ratio = input.newPackSize / line.packSize;
  const newPacks = roundPacks((input.numberOfPacks * line.packSize) / input.newPackSize);
  const target: StockLine = {
    ...line,
    id: uuidv7(now.getTime()),
    packSize: input.newPackSize,
    availableNumberOfPacks: 0,
    totalNumberOfPacks: 0,
    costPricePerPack: roundPacks(line.costPricePerPack * ratio),
    sellPricePerPack: roundPacks(line.sellPricePerPack * ratio),
    locationId: input.newLocationId ?? line.locationId,
    createdDatetime: now.toISOString(),
  };
  const outLineId = uuidv7(now.getTime());
  const inLineId = uuidv7(now.getTime());
  const docLine = (id: string, s: StockLine, packs: number) => ({
    id,
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
  return inTransaction<RepackResult, RepackError>(deps.db, async (trx) => {
    if (await invoiceExists(trx, input.id)) return err({ kind: 'RecordAlreadyExists' });
    await insertStockLine(trx, target, now);
    const invoiceNumber = await insertInvoice(
      trx,
      {
        id: input.id,
        storeId: input.storeId,
        nameId: SYSTEM_NAME_IDS.REPACK,
        type: 'REPACK',
        status: 'VERIFIED',
        userId: input.userId,
        comment: null,
        createdDatetime: now.toISOString(),
        verifiedDatetime: now.toISOString(),
      },
      [docLine(outLineId, line, input.numberOfPacks), docLine(inLineId, target, newPacks)],
      now,
    );
    const moved = await applyStockMovements(trx, deps, {
      storeId: input.storeId,
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
    });
    if (!moved.ok) return moved;
    const from = moved.value.get(line.id);
    const to = moved.value.get(target.id);
    if (!from || !to) return err({ kind: 'StockLineNotFound' });
    await logActivity(
      trx,
      {
        type: 'REPACK',
        userId: input.userId,
        storeId: input.storeId,
        recordId: line.id,
        changedFrom: `${input.numberOfPacks} x ${line.packSize}`,
        changedTo: `${newPacks} x ${input.newPackSize}`,
      },
      now,
    );
    return ok({ invoiceId: input.id, invoiceNumber, from, to });
  });
}
