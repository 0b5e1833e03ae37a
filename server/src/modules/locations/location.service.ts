// Locations of a store: create, edit, and delete many at once. A location that stock
// or a document refers to is not deleted; the answer counts those failures. A location
// belongs to one store for good: no write from another store reaches it.
import { err, ok, type Result } from '../../common/result';
import type { ServiceContext } from '../../common/service-context';
import { inTransactionRetryingConflict, isIdOfAnotherKind } from '../../db/record-ids';
import { inTransaction, type Tx } from '../../db/transaction';
import {
  deleteLocation,
  findLocation,
  findLocationByCode,
  findLocationById,
  insertLocationRow,
  isLocationInUse,
  updateLocationRow,
  type Location,
} from './location.repository';

export interface LocationInput {
  id: string;
  code?: string | null;
  name?: string | null;
  onHold?: boolean | null;
  locationType?: string | null;
}

export type LocationError =
  | { kind: 'RecordAlreadyExists' }
  | { kind: 'RecordNotFound' }
  | { kind: 'CodeRequired' }
  | { kind: 'NameRequired' }
  | { kind: 'UniqueValueViolation'; field: 'code' };

const MAX_TEXT = 100;

const clean = (v: string | null | undefined): string | undefined =>
  v == null ? undefined : v.trim().slice(0, MAX_TEXT);

/** The code and name rules, and the code unique in the store (read in the transaction). */
async function validate(trx: Tx, l: Location): Promise<LocationError | undefined> {
  if (!l.code) return { kind: 'CodeRequired' };
  if (!l.name) return { kind: 'NameRequired' };
  const sameCode = await findLocationByCode(trx, l.storeId, l.code);
  if (sameCode && sameCode.id !== l.id) return { kind: 'UniqueValueViolation', field: 'code' };
  return undefined;
}

/** A new location of the context's store. The same insert again (a retry, or a double click sent at
 * once) answers the location the first one made; an id taken by another store's location
 * or by a record of another kind is refused and changes nothing. */
export async function insertLocation(
  ctx: ServiceContext,
  input: LocationInput,
): Promise<Result<Location, LocationError>> {
  const location: Location = {
    id: input.id,
    storeId: ctx.storeId,
    code: clean(input.code) ?? '',
    name: clean(input.name) ?? clean(input.code) ?? '',
    onHold: input.onHold ?? false,
    locationType: clean(input.locationType) || null,
  };
  return inTransactionRetryingConflict<Location, LocationError>(ctx.db, async (trx) => {
    const existing = await findLocationById(trx, location.id);
    if (existing)
      return existing.storeId === location.storeId
        ? ok(existing)
        : err({ kind: 'RecordAlreadyExists' });
    if (await isIdOfAnotherKind(trx, 'location', location.id))
      return err({ kind: 'RecordAlreadyExists' });
    const invalid = await validate(trx, location);
    if (invalid) return err(invalid);
    await insertLocationRow(trx, location, ctx.now());
    return ok(location);
  });
}

/** Edits a location of the context's store; one of another store is not found from here. */
export async function updateLocation(
  ctx: ServiceContext,
  input: LocationInput,
): Promise<Result<Location, LocationError>> {
  return inTransactionRetryingConflict<Location, LocationError>(ctx.db, async (trx) => {
    const existing = await findLocation(trx, ctx.storeId, input.id);
    if (!existing) return err({ kind: 'RecordNotFound' });
    const location: Location = {
      ...existing,
      code: clean(input.code) ?? existing.code,
      name: clean(input.name) ?? existing.name,
      onHold: input.onHold ?? existing.onHold,
      locationType:
        input.locationType === undefined
          ? existing.locationType
          : clean(input.locationType) || null,
    };
    const invalid = await validate(trx, location);
    if (invalid) return err(invalid);
    await updateLocationRow(trx, location, ctx.now());
    return ok(location);
  });
}

export interface DeleteLocationsResult {
  deletedIds: string[];
  failures: { id: string; reason: 'RecordNotFound' | 'LocationInUse' }[];
}

/** Deletes what can be deleted; each location is its own transaction, so one in use
 * does not stop the others. */
export async function deleteLocations(
  ctx: ServiceContext,
  ids: readonly string[],
): Promise<DeleteLocationsResult> {
  const now = ctx.now();
  const out: DeleteLocationsResult = { deletedIds: [], failures: [] };
  for (const id of new Set(ids)) {
    const result = await inTransaction<undefined, 'RecordNotFound' | 'LocationInUse'>(
      ctx.db,
      async (trx) => {
        if (!(await findLocation(trx, ctx.storeId, id))) return err('RecordNotFound');
        if (await isLocationInUse(trx, id)) return err('LocationInUse');
        await deleteLocation(trx, { id, storeId: ctx.storeId }, now);
        return ok(undefined);
      },
    );
    if (result.ok) out.deletedIds.push(id);
    else out.failures.push({ id, reason: result.error });
  }
  return out;
}
