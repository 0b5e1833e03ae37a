// Batched reads of one store's stock lines by id, for nodes that link to a stock line
// (a ledger row's line, a document's line). An id of another store's line finds nothing:
// the rows read by id are kept only if they are the store's. The store is not part of the
// SQL, so that SQLite looks the ids up by key instead of walking the store's index through
// every batch of the store (30 ms for the 1,500 lines of one shipment).
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
    const rows = await db.selectFrom('stock_line').selectAll().where('id', 'in', part).execute();
    for (const r of rows) if (r.store_id === storeId) out.push(toStockLine(r));
  }
  return out;
}
