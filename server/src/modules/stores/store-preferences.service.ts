// An administrator changes a store's preferences (issue 13: whether the store's customer
// requisitions need approval, among the rest). Partial: a preference left out stays as it is.
// Validate -> generate -> persist in one transaction, under the preferences' row lock, so two
// saves at once never lose one another's changes nor leave the months inconsistent.
import { storePreferenceProblem, uuidv7, type StorePreferenceMonthField } from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import type { ServiceContext } from '../../common/service-context';
import { inTransaction } from '../../db/transaction';
import { logActivity } from '../activity-log/activity-log.repository';
import { findStoreById } from './store.list';
import { lockStorePreferences, saveStorePreferences } from './store.repository';
import { DEFAULT_STORE_PREFERENCES, type StorePreferences } from './store.types';

export type StorePreferencesInput = {
  [K in Exclude<keyof StorePreferences, 'id'>]?: StorePreferences[K] | null;
};

export type UpdateStorePreferencesError =
  | { kind: 'RecordNotFound' }
  | {
      kind: 'StorePreferenceOutOfRange';
      field: StorePreferenceMonthField;
      min: number;
      max: number;
      decimals: number;
    }
  | { kind: 'UnderstockAboveOverstock' };

/** The preferences after the input: each one given replaces the stored one. */
export function mergePreferences(
  before: StorePreferences,
  input: StorePreferencesInput,
): StorePreferences {
  const after: StorePreferences = { ...before };
  for (const key of Object.keys(DEFAULT_STORE_PREFERENCES) as (keyof StorePreferencesInput)[]) {
    const value = input[key];
    if (value !== undefined && value !== null) Object.assign(after, { [key]: value });
  }
  return after;
}

/** `key=value; …` of the preferences that differ, for the activity log. */
const describeChanges = (
  keys: readonly (keyof StorePreferences)[],
  p: StorePreferences,
): string | null => keys.map((k) => `${k}=${String(p[k])}`).join('; ') || null;

export async function updateStorePreferences(
  ctx: ServiceContext,
  input: StorePreferencesInput,
): Promise<Result<StorePreferences, UpdateStorePreferencesError>> {
  const now = ctx.now();
  return inTransaction<StorePreferences, UpdateStorePreferencesError>(ctx.db, async (trx) => {
    if (!(await findStoreById(trx, ctx.storeId))) return err({ kind: 'RecordNotFound' });
    const locked = await lockStorePreferences(trx, ctx.dialect, ctx.storeId);
    const before = locked ?? { id: uuidv7(now.getTime()), ...DEFAULT_STORE_PREFERENCES };
    const after = mergePreferences(before, input);
    const problem = storePreferenceProblem(after);
    if (problem?.kind === 'OutOfRange') {
      const { min, max, decimals } = problem.limit;
      return err({ kind: 'StorePreferenceOutOfRange', field: problem.field, min, max, decimals });
    }
    if (problem) return err(problem);
    const changed = (Object.keys(after) as (keyof StorePreferences)[]).filter(
      (k) => after[k] !== before[k],
    );
    if (changed.length === 0 && locked) return ok(after);
    await saveStorePreferences(trx, ctx.storeId, after, !locked, now);
    await logActivity(
      trx,
      {
        type: 'STORE_PREFERENCES_UPDATED',
        userId: ctx.userId,
        storeId: ctx.storeId,
        recordId: after.id,
        changedFrom: describeChanges(changed, before),
        changedTo: describeChanges(changed, after),
      },
      now,
    );
    return ok(after);
  });
}
