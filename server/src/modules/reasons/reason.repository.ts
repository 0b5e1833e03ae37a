import { REASON_OPTION_TYPES, type ReasonOptionType } from '@dawa/domain';
import type { Kysely } from 'kysely';
import { appendChangelog } from '../../db/changelog';
import type { DB } from '../../db/tables';
import type { Tx } from '../../db/transaction';
import type { ReasonOption } from './reason.list';

export const REASON_TYPES = REASON_OPTION_TYPES;
export type ReasonType = ReasonOptionType;

export type { ReasonOption };

export async function findReason(db: Kysely<DB>, id: string): Promise<ReasonOption | undefined> {
  const r = await db
    .selectFrom('reason_option')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return r
    ? { id: r.id, type: r.type as ReasonType, reason: r.reason, isActive: Boolean(r.is_active) }
    : undefined;
}

/** The type of every active reason (each type once). */
export async function activeReasonTypes(db: Kysely<DB>): Promise<ReasonType[]> {
  const rows = await db
    .selectFrom('reason_option')
    .select('type')
    .distinct()
    .where('is_active', '=', true)
    .execute();
  return rows.map((r) => r.type as ReasonType);
}

export async function insertReasons(
  trx: Tx,
  reasons: readonly ReasonOption[],
  now: Date,
): Promise<void> {
  if (reasons.length === 0) return;
  await trx
    .insertInto('reason_option')
    .values(
      reasons.map((r) => ({ id: r.id, type: r.type, reason: r.reason, is_active: r.isActive })),
    )
    .execute();
  await appendChangelog(
    trx,
    reasons.map((r) => ({
      tableName: 'reason_option',
      recordId: r.id,
      action: 'UPSERT',
      storeId: null,
    })),
    now,
  );
}

/** Rewrites a reason's text and active flag (its type stays: documents already refer to it). */
export async function updateReason(trx: Tx, reason: ReasonOption, now: Date): Promise<void> {
  await trx
    .updateTable('reason_option')
    .set({ reason: reason.reason, is_active: reason.isActive })
    .where('id', '=', reason.id)
    .execute();
  await appendChangelog(
    trx,
    [{ tableName: 'reason_option', recordId: reason.id, action: 'UPSERT', storeId: null }],
    now,
  );
}
