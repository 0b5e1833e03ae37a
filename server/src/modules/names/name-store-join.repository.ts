// Which names a store trades with (DOCUMENTS.md 0.5): a name is a visible customer or supplier of
// a store only through its join with that store. Documents check their other party here.
import { uuidv7 } from '@dawa/domain';
import type { Kysely } from 'kysely';
import { appendChangelog } from '../../db/changelog';
import { chunks } from '../../db/chunks';
import type { DB } from '../../db/tables';
import type { Tx } from '../../db/transaction';

export interface NameStoreJoin {
  nameId: string;
  storeId: string;
  isCustomer: boolean;
  isSupplier: boolean;
}

export async function insertNameStoreJoins(
  trx: Tx,
  joins: readonly NameStoreJoin[],
  now: Date,
): Promise<void> {
  const rows = joins.map((j) => ({
    id: uuidv7(now.getTime()),
    name_id: j.nameId,
    store_id: j.storeId,
    name_is_customer: j.isCustomer,
    name_is_supplier: j.isSupplier,
  }));
  for (const chunk of chunks(rows, 500))
    await trx.insertInto('name_store_join').values(chunk).execute();
  await appendChangelog(
    trx,
    rows.map((r) => ({
      tableName: 'name_store_join' as const,
      recordId: r.id,
      action: 'UPSERT' as const,
      storeId: r.store_id,
    })),
    now,
  );
}

/** A name as a party of the store's documents: absent when the name does not exist. */
export interface TradingName {
  nameId: string;
  name: string;
  /** The store this name belongs to, when it is a store's name (a transfer's other half). */
  storeId: string | null;
  visible: boolean;
  isCustomer: boolean;
  isSupplier: boolean;
}

export async function findTradingName(
  db: Kysely<DB>,
  storeId: string,
  nameId: string,
): Promise<TradingName | undefined> {
  const row = await db
    .selectFrom('name')
    .leftJoin('name_store_join as j', (join) =>
      join.onRef('j.name_id', '=', 'name.id').on('j.store_id', '=', storeId),
    )
    .leftJoin('store', 'store.name_id', 'name.id')
    .select([
      'name.id as nameId',
      'name.name as name',
      'store.id as storeId',
      'j.id as joinId',
      'j.name_is_customer as isCustomer',
      'j.name_is_supplier as isSupplier',
    ])
    .where('name.id', '=', nameId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    nameId: row.nameId,
    name: row.name,
    storeId: row.storeId,
    visible: row.joinId !== null,
    isCustomer: Boolean(row.isCustomer),
    isSupplier: Boolean(row.isSupplier),
  };
}
