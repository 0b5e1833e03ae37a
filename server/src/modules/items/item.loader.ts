// Batched reads of items by id, for nodes that link to an item (a stock line's item).
// Items are central data: any store's stock line may name any item.
import type { Kysely } from 'kysely';
import { chunks } from '../../db/chunks';
import type { DB } from '../../db/tables';
import { MAX_PAGE_SIZE } from '@dawa/domain';
import { toItem, type Item } from './item.list';

export async function findItemsByIds(db: Kysely<DB>, ids: readonly string[]): Promise<Item[]> {
  const out: Item[] = [];
  for (const part of chunks(ids, MAX_PAGE_SIZE)) {
    const rows = await db.selectFrom('item').selectAll().where('id', 'in', part).execute();
    out.push(...rows.map(toItem));
  }
  return out;
}
