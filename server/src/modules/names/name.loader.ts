// Batched reads of names by id, for nodes that link to another party (a stock line's
// supplier and donor, a document's other party). Names are central data.
import type { Kysely } from 'kysely';
import { MAX_PAGE_SIZE } from '@dawa/domain';
import { chunks } from '../../db/chunks';
import type { DB } from '../../db/tables';
import { toName, type Name } from './name.list';

export async function findNamesByIds(db: Kysely<DB>, ids: readonly string[]): Promise<Name[]> {
  const out: Name[] = [];
  for (const part of chunks(ids, MAX_PAGE_SIZE)) {
    const rows = await db.selectFrom('name').selectAll().where('id', 'in', part).execute();
    out.push(...rows.map(toName));
  }
  return out;
}
