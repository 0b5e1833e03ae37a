// Batched reads of one store's stock lines by id, for nodes that link to a stock line
// (a ledger row's line). The store is part of every read, so an id of another store's
// line finds nothing.
import type { Kysely } from 'kysely';
import { MAX_PAGE_SIZE } from '@dawa/domain';
import { chunks } from '../../db/chunks';
import type { DB } from '../../db/tables';
import { toStockLine } from './stock-line.repository';
import type { StockLine } from './stock-line.types';

export async function findStockLinesByIds(
  db: Kysely<DB>,
  storeId: string,
  ids: readonly string[],
): Promise<StockLine[]> {
  const out: StockLine[] = [];
  for (const part of chunks(ids, MAX_PAGE_SIZE)) {
    const rows = await db
      .selectFrom('stock_line')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('id', 'in', part)
      .execute();
    out.push(...rows.map(toStockLine));
  }
  return out;
}
