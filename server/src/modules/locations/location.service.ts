// Locations of a store: create, edit, and delete many at once. A location that stock
// or a document refers to is not deleted; the answer counts those failures.
import { err, ok, type Result } from '../../common/result';
import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import {
  deleteLocation,
  findLocation,
  findLocationByCode,
  isLocationInUse,
  upsertLocation,
  type Location,
} from './location.repository';

export interface LocationInput {
  id: string;
  storeId: string;
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

async function validate(deps: Deps, l: Location): Promise<LocationError | undefined> {
  if (!l.code) return { kind: 'CodeRequired' };
  if (!l.name) return { kind: 'NameRequired' };
  const sameCode = await findLocationByCode(deps.db, l.storeId, l.code);
  if (sameCode && sameCode.id !== l.id) return { kind: 'UniqueValueViolation', field: 'code' };
  return undefined;
}

const clean = (v: string | null | undefined): string | undefined =>
  v == null ? undefined : v.trim().slice(0, MAX_TEXT);

export async function insertLocation(
  deps: Deps,
  input: LocationInput,
): Promise<Result<Location, LocationError>> {
  const now = deps.clock();
  if (await findLocation(deps.db, input.storeId, input.id))
    return err({ kind: 'RecordAlreadyExists' });
  const location: Location = {
    id: input.id,
    storeId: input.storeId,
    code: clean(input.code) ?? '',
    name: clean(input.name) ?? clean(input.code) ?? '',
    onHold: input.onHold ?? false,
    locationType: clean(input.locationType) || null,
  };
  const invalid = await validate(deps, location);
  if (invalid) return err(invalid);
  return inTransaction(deps.db, async (trx) => {
    await upsertLocation(trx, location, now);
    return ok(location);
  });
}

export async function updateLocation(
  deps: Deps,
  input: LocationInput,
): Promise<Result<Location, LocationError>> {
  const now = deps.clock();
  const existing = await findLocation(deps.db, input.storeId, input.id);
  if (!existing) return err({ kind: 'RecordNotFound' });
  const location: Location = {
    ...existing,
    code: clean(input.code) ?? existing.code,
    name: clean(input.name) ?? existing.name,
    onHold: input.onHold ?? existing.onHold,
    locationType:
      input.locationType === undefined ? existing.locationType : clean(input.locationType) || null,
  };
  const invalid = await validate(deps, location);
  if (invalid) return err(invalid);
  return inTransaction(deps.db, async (trx) => {
    await upsertLocation(trx, location, now);
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
  deps: Deps,
  storeId: string,
  ids: readonly string[],
): Promise<DeleteLocationsResult> {
  const now = deps.clock();
  const out: DeleteLocationsResult = { deletedIds: [], failures: [] };
  for (const id of new Set(ids)) {
    const result = await inTransaction<undefined, 'RecordNotFound' | 'LocationInUse'>(
      deps.db,
      async (trx) => {
        if (!(await findLocation(trx, storeId, id))) return err('RecordNotFound');
        if (await isLocationInUse(trx, id)) return err('LocationInUse');
        await deleteLocation(trx, { id, storeId }, now);
        return ok(undefined);
      },
    );
    if (result.ok) out.deletedIds.push(id);
    else out.failures.push({ id, reason: result.error });
  }
  return out;
}
