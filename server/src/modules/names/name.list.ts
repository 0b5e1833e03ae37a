// Names: the other parties of documents and stock (suppliers, customers, donors, stores).
import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { Connection, Page, StringFilter } from '../../common/list';
import type { DialectName } from '../../db/connection';
import { allOf, likeCondition } from '../../db/filters';
import type { DB, NameTable } from '../../db/tables';

export interface Name {
  id: string;
  code: string;
  name: string;
  type: string;
  isCustomer: boolean;
  isSupplier: boolean;
  isDonor: boolean;
}

/** A name row as the API and the services see it. */
export const toName = (r: Selectable<NameTable>): Name => ({
  id: r.id,
  code: r.code,
  name: r.name,
  type: r.type,
  isCustomer: Boolean(r.is_customer),
  isSupplier: Boolean(r.is_supplier),
  isDonor: Boolean(r.is_donor),
});

export interface NameFilter {
  codeOrName?: StringFilter | null;
  isCustomer?: boolean | null;
  isSupplier?: boolean | null;
  isDonor?: boolean | null;
  /** Only names the store trades with in this role (DOCUMENTS.md 0.5: joined to the store with
   * the flag), never the store's own name: the parties its documents may name. */
  tradingRole?: 'CUSTOMER' | 'SUPPLIER' | null;
}

export async function findName(db: Kysely<DB>, id: string): Promise<Name | undefined> {
  const r = await db.selectFrom('name').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? toName(r) : undefined;
}

/** Names other than the system names (inventory adjustments, repacks), as the store sees them. */
export async function listNames(
  db: Kysely<DB>,
  dialect: DialectName,
  storeId: string,
  filter: NameFilter,
  page: Page,
): Promise<Connection<Name>> {
  const flag = (
    column: 'is_customer' | 'is_supplier' | 'is_donor',
    v: boolean | null | undefined,
  ) =>
    v == null ? [] : [sql<SqlBool>`${sql.ref(column)} = ${dialect === 'sqlite' ? Number(v) : v}`];
  const conditions: Expression<SqlBool>[] = [
    sql<SqlBool>`type not in ('INVAD', 'REPACK')`,
    ...flag('is_customer', filter.isCustomer),
    ...flag('is_supplier', filter.isSupplier),
    ...flag('is_donor', filter.isDonor),
  ];
  if (filter.tradingRole) {
    const joined = db
      .selectFrom('name_store_join')
      .select('name_id')
      .where('store_id', '=', storeId)
      .where(
        filter.tradingRole === 'CUSTOMER' ? 'name_is_customer' : 'name_is_supplier',
        '=',
        true,
      );
    const own = db.selectFrom('store').select('name_id').where('id', '=', storeId);
    conditions.push(sql<SqlBool>`id in (${joined})`, sql<SqlBool>`id not in (${own})`);
  }
  if (filter.codeOrName?.like) {
    const like = filter.codeOrName.like;
    conditions.push(
      sql<SqlBool>`(${likeCondition(dialect, sql.ref('code'), like)} or ${likeCondition(dialect, sql.ref('name'), like)})`,
    );
  }
  const base = db.selectFrom('name').where((eb) => allOf(eb, conditions));
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('name').orderBy('id').limit(page.first).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    totalCount: Number(count.n),
    nodes: rows.map(toName),
  };
}
