// What a change of a stocktake line may be (DOCUMENTS.md 9.2): a count in packs or units, the
// batch fields a count corrects (batch, expiry, location, VVM status, donor, prices, and the
// pack size of a line without a batch), its reason and notes. Lookups (locations, VVM statuses,
// donors, reasons) are read once per call, whatever the number of lines.
import {
  expiryDateProblem,
  reducesBelowReserved,
  stocktakeReasonProblem,
  unitsToPacks,
} from '@dawa/domain';
import type { Kysely } from 'kysely';
import { err, ok, type Result } from '../../common/result';
import type { DB } from '../../db/tables';
import { findLocation } from '../locations/location.repository';
import { findName } from '../names/name.list';
import { activeReasonTypes, findReason, type ReasonOption } from '../reasons/reason.repository';
import { findVvmStatus } from '../stock/stock-line.repository';
import { quantityProblem } from '../stock/stock-quantity';
import type { StocktakeError } from './stocktake.errors';
import type { StocktakeLine } from './stocktake.types';

/** Fields a line insert or update may set: undefined leaves a field as it is; null clears it
 * (a count set to null is uncounted again). */
export interface StocktakeLineFields {
  countedNumberOfPacks?: number | null;
  /** The count in units (packs x pack size); used when countedNumberOfPacks is not given. */
  countedUnits?: number | null;
  batch?: string | null;
  expiryDate?: string | null;
  locationId?: string | null;
  vvmStatusId?: string | null;
  donorId?: string | null;
  costPricePerPack?: number | null;
  sellPricePerPack?: number | null;
  /** Only for a line without a batch (a batch keeps its pack size). */
  packSize?: number | null;
  reasonOptionId?: string | null;
  note?: string | null;
  comment?: string | null;
}

/** Lookups made once for a whole call. */
export class LineLookups {
  private readonly locations = new Map<string, boolean>();
  private readonly vvm = new Map<string, boolean>();
  private readonly donors = new Map<string, boolean>();
  private readonly reasons = new Map<string, ReasonOption | null>();
  private activeTypes: string[] | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly storeId: string,
  ) {}

  private async cached<T>(map: Map<string, T>, key: string, read: () => Promise<T>): Promise<T> {
    if (!map.has(key)) map.set(key, await read());
    return map.get(key) as T;
  }

  isLocation = (id: string) =>
    this.cached(this.locations, id, async () =>
      Boolean(await findLocation(this.db, this.storeId, id)),
    );
  isVvmStatus = (id: string) =>
    this.cached(this.vvm, id, async () => Boolean(await findVvmStatus(this.db, id)));
  isDonor = (id: string) =>
    this.cached(this.donors, id, async () => Boolean((await findName(this.db, id))?.isDonor));
  reason = (id: string) =>
    this.cached(this.reasons, id, async () => (await findReason(this.db, id)) ?? null);
  async activeReasonTypes(): Promise<string[]> {
    this.activeTypes ??= await activeReasonTypes(this.db);
    return this.activeTypes;
  }
}

const given = <T>(v: T | undefined): v is T => v !== undefined;

/** The line with the fields applied, or why they cannot be. */
export async function applyLineFields(
  line: StocktakeLine,
  f: StocktakeLineFields,
  lookups: LineLookups,
): Promise<Result<StocktakeLine, StocktakeError>> {
  const lineId = line.id;
  if (f.packSize != null && f.packSize !== line.packSize) {
    if (line.stockLineId !== null) return err({ kind: 'CannotChangePackSizeOfBatch', lineId });
    if (!(f.packSize > 0)) return err({ kind: 'InvalidPackSize', lineId });
    const tooMuch = quantityProblem('packSize', f.packSize, 'packSize');
    if (tooMuch) return err({ ...tooMuch, lineId });
  }
  const packSize = f.packSize ?? line.packSize;
  let counted = line.countedNumberOfPacks;
  if (given(f.countedNumberOfPacks)) counted = f.countedNumberOfPacks;
  else if (f.countedUnits != null) {
    if (f.countedUnits < 0) return err({ kind: 'ValueNegative', lineId, field: 'countedUnits' });
    counted = unitsToPacks(f.countedUnits, packSize);
  }
  if (counted !== null) {
    if (counted < 0) return err({ kind: 'ValueNegative', lineId, field: 'countedNumberOfPacks' });
    const tooMuch = quantityProblem('countedNumberOfPacks', counted, 'numberOfPacks');
    if (tooMuch) return err({ ...tooMuch, lineId });
  }
  for (const [field, price] of [
    ['costPricePerPack', f.costPricePerPack],
    ['sellPricePerPack', f.sellPricePerPack],
  ] as const) {
    if (price == null) continue;
    if (price < 0) return err({ kind: 'ValueNegative', lineId, field });
    const tooMuch = quantityProblem(field, price, 'price');
    if (tooMuch) return err({ ...tooMuch, lineId });
  }
  if (expiryDateProblem(f.expiryDate)) return err({ kind: 'InvalidExpiryDate', lineId });
  // An id that is sent is looked up, the empty string included: it names nothing.
  if (f.locationId != null && !(await lookups.isLocation(f.locationId)))
    return err({ kind: 'InvalidLocation' });
  if (f.vvmStatusId != null && !(await lookups.isVvmStatus(f.vvmStatusId)))
    return err({ kind: 'VvmStatusNotFound' });
  if (f.donorId != null && !(await lookups.isDonor(f.donorId)))
    return err({ kind: 'DonorNotFound', lineId });
  return ok({
    ...line,
    packSize,
    countedNumberOfPacks: counted,
    ...(given(f.batch) ? { batch: f.batch?.trim() || null } : {}),
    ...(given(f.expiryDate) ? { expiryDate: f.expiryDate } : {}),
    ...(given(f.locationId) ? { locationId: f.locationId } : {}),
    ...(given(f.vvmStatusId) ? { vvmStatusId: f.vvmStatusId } : {}),
    ...(given(f.donorId) ? { donorId: f.donorId } : {}),
    ...(f.costPricePerPack != null ? { costPricePerPack: f.costPricePerPack } : {}),
    ...(f.sellPricePerPack != null ? { sellPricePerPack: f.sellPricePerPack } : {}),
    ...(given(f.reasonOptionId) ? { reasonOptionId: f.reasonOptionId } : {}),
    ...(given(f.note) ? { note: f.note } : {}),
    ...(given(f.comment) ? { comment: f.comment } : {}),
  });
}

/** The reason rule of DOCUMENTS.md 9.2 on one line. */
export async function lineReasonProblem(
  line: StocktakeLine,
  context: { isInitial: boolean; isVaccine: boolean },
  lookups: LineLookups,
): Promise<StocktakeError | undefined> {
  const chosen =
    line.reasonOptionId === null ? undefined : await lookups.reason(line.reasonOptionId);
  // A reason that names none is refused even where no difference needs one.
  if (chosen === null) return { kind: 'AdjustmentReasonNotValid', lineId: line.id };
  const problem = stocktakeReasonProblem({
    snapshotNumberOfPacks: line.snapshotNumberOfPacks,
    countedNumberOfPacks: line.countedNumberOfPacks,
    isInitial: context.isInitial,
    isVaccine: context.isVaccine,
    activeReasonTypes: chosen === undefined ? await lookups.activeReasonTypes() : [],
    chosen,
  });
  return problem ? { kind: problem, lineId: line.id } : undefined;
}

/** DOCUMENTS.md 9.2: a count that would take away reserved packs, given what the batch holds. */
export function reservedProblem(
  line: StocktakeLine,
  batch: { totalNumberOfPacks: number; availableNumberOfPacks: number } | undefined,
): StocktakeError | undefined {
  if (!batch || line.stockLineId === null) return undefined;
  return reducesBelowReserved(line.countedNumberOfPacks, batch)
    ? { kind: 'StockLineReducedBelowZero', lineId: line.id, stockLineId: line.stockLineId }
    : undefined;
}
