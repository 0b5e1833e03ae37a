// A stock-in line as a receipt holds it (DOCUMENTS.md 2.2): the batch that will become a
// stock line, checked field by field, and converted to single units where the store counts in
// units (its packToOne preference: packs x pack size, prices / pack size).
import { expiryDateProblem, isPositivePackSize } from '@dawa/domain';
import type { Kysely } from 'kysely';
import { err, ok, type Result } from '../../../common/result';
import type { DB } from '../../../db/tables';
import { findItemVariant } from '../../items/item-variant.list';
import { findLocation } from '../../locations/location.repository';
import { findName } from '../../names/name.list';
import { quantityProblem, type QuantityOutOfRange } from '../../stock/stock-quantity';
import type { InvoiceLine } from '../kit/document.types';
import { inSingleUnits, withTotals } from '../kit/line-totals';

/** What the caller may set on a stock-in line. */
export interface StockInFields {
  batch?: string | null;
  expiryDate?: string | null;
  packSize?: number | null;
  numberOfPacks?: number | null;
  costPricePerPack?: number | null;
  sellPricePerPack?: number | null;
  locationId?: string | null;
  donorId?: string | null;
  vvmStatusId?: string | null;
  itemVariantId?: string | null;
  note?: string | null;
}

export type StockInLineError =
  | { kind: 'InvalidPackSize' }
  | { kind: 'NumberOfPacksBelowZero' }
  | { kind: 'InvalidPrice' }
  | { kind: 'InvalidExpiryDate' }
  | { kind: 'LocationNotFound' }
  | { kind: 'DonorNotFound' }
  | { kind: 'VvmStatusNotFound' }
  | { kind: 'ItemVariantNotFound' }
  | QuantityOutOfRange;

/** The line with the fields given applied, or why one of them cannot be. */
export async function applyStockInFields(
  db: Kysely<DB>,
  storeId: string,
  line: InvoiceLine,
  f: StockInFields,
  packToOne: boolean,
): Promise<Result<InvoiceLine, StockInLineError>> {
  const next: InvoiceLine = {
    ...line,
    ...(f.batch !== undefined ? { batch: f.batch } : {}),
    ...(f.expiryDate !== undefined ? { expiryDate: f.expiryDate } : {}),
    ...(f.packSize != null ? { packSize: f.packSize } : {}),
    ...(f.numberOfPacks != null ? { numberOfPacks: f.numberOfPacks } : {}),
    ...(f.costPricePerPack != null ? { costPricePerPack: f.costPricePerPack } : {}),
    ...(f.sellPricePerPack != null ? { sellPricePerPack: f.sellPricePerPack } : {}),
    ...(f.locationId !== undefined ? { locationId: f.locationId } : {}),
    ...(f.donorId !== undefined ? { donorId: f.donorId } : {}),
    ...(f.vvmStatusId !== undefined ? { vvmStatusId: f.vvmStatusId } : {}),
    ...(f.itemVariantId !== undefined ? { itemVariantId: f.itemVariantId } : {}),
    ...(f.note !== undefined ? { note: f.note } : {}),
  };
  if (!isPositivePackSize(next.packSize)) return err({ kind: 'InvalidPackSize' });
  if (next.numberOfPacks < 0) return err({ kind: 'NumberOfPacksBelowZero' });
  if (next.costPricePerPack < 0 || next.sellPricePerPack < 0) return err({ kind: 'InvalidPrice' });
  const outOfRange =
    quantityProblem('packSize', next.packSize, 'packSize') ??
    quantityProblem('numberOfPacks', next.numberOfPacks, 'numberOfPacks') ??
    quantityProblem('costPricePerPack', next.costPricePerPack, 'price') ??
    quantityProblem('sellPricePerPack', next.sellPricePerPack, 'price');
  if (outOfRange) return err(outOfRange);
  if (expiryDateProblem(next.expiryDate)) return err({ kind: 'InvalidExpiryDate' });
  if (f.locationId != null && !(await findLocation(db, storeId, f.locationId)))
    return err({ kind: 'LocationNotFound' });
  if (f.donorId != null && !(await findName(db, f.donorId))?.isDonor)
    return err({ kind: 'DonorNotFound' });
  if (
    f.vvmStatusId != null &&
    !(await db
      .selectFrom('vvm_status')
      .select('id')
      .where('id', '=', f.vvmStatusId)
      .executeTakeFirst())
  )
    return err({ kind: 'VvmStatusNotFound' });
  if (
    f.itemVariantId != null &&
    (await findItemVariant(db, f.itemVariantId))?.itemId !== line.itemId
  )
    return err({ kind: 'ItemVariantNotFound' });

  const units = packToOne ? inSingleUnits(next) : next;
  return ok(withTotals(units, units.costPricePerPack));
}
