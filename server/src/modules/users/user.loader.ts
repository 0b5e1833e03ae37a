// Batched reads of who entered a record, by user id: the name a document shows as "entered by"
// (first and last name, or the username without them). Nothing else of the account leaves here.
import type { Kysely } from 'kysely';
import { MAX_PAGE_SIZE } from '@dawa/domain';
import { chunks } from '../../db/chunks';
import type { DB } from '../../db/tables';

export interface UserName {
  id: string;
  name: string;
}

export async function findUserNamesByIds(
  db: Kysely<DB>,
  ids: readonly string[],
): Promise<UserName[]> {
  const out: UserName[] = [];
  for (const part of chunks(ids, MAX_PAGE_SIZE)) {
    const rows = await db
      .selectFrom('user_account')
      .select(['id', 'username', 'first_name', 'last_name'])
      .where('id', 'in', part)
      .execute();
    for (const r of rows) {
      const full = [r.first_name, r.last_name].filter((p) => p && p.trim() !== '').join(' ');
      out.push({ id: r.id, name: full || r.username });
    }
  }
  return out;
}
