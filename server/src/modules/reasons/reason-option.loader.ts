// Batched reads of log reasons by id, for document lines that name theirs (a return's reason,
// which the other store of a transfer sees too).
import type { ReasonOptionType } from '@dawa/domain';
import type { Kysely } from 'kysely';
import { MAX_PAGE_SIZE } from '@dawa/domain';
import { chunks } from '../../db/chunks';
import type { DB } from '../../db/tables';
import type { ReasonOption } from './reason.list';

export async function findReasonsByIds(
  db: Kysely<DB>,
  ids: readonly string[],
): Promise<ReasonOption[]> {
  const out: ReasonOption[] = [];
  for (const part of chunks(ids, MAX_PAGE_SIZE)) {
    const rows = await db.selectFrom('reason_option').selectAll().where('id', 'in', part).execute();
    for (const r of rows)
      out.push({
        id: r.id,
        type: r.type as ReasonOptionType,
        reason: r.reason,
        isActive: Boolean(r.is_active),
      });
  }
  return out;
}
