// The data of the shipment benchmarks (bench/shipments, bench/shipment-page): a store seeded
// with `seed --scale 5` and `seed-stock` for its first demo store (NMW), the batches a shipment
// can take one line each from, and a GraphQL client signed in as a demo user.
import Database from 'better-sqlite3';
import pg from 'pg';
import { runServerCommand } from '../common';

/** Plain SQL on either database ('?' placeholders), for the data set-up and the floors. */
export interface Sql {
  all<T>(sql: string, params?: unknown[]): Promise<T[]>;
  run(sql: string, params?: unknown[]): Promise<void>;
  close(): Promise<void>;
}

export function sqliteSql(file: string): Sql {
  const db = new Database(file);
  // better-sqlite3 answers synchronously; the interface is the PostgreSQL client's.
  return {
    all: <T>(sql: string, params: unknown[] = []) =>
      Promise.resolve(db.prepare(sql).all(...params) as T[]),
    run: (sql, params = []) => {
      db.prepare(sql).run(...params);
      return Promise.resolve();
    },
    close: () => {
      db.close();
      return Promise.resolve();
    },
  };
}

export async function postgresSql(url: string): Promise<Sql> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const numbered = (sql: string) => {
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  };
  return {
    all: async <T>(sql: string, params: unknown[] = []) =>
      (await client.query(numbered(sql), params)).rows as T[],
    run: async (sql, params = []) => {
      await client.query(numbered(sql), params);
    },
    close: () => client.end(),
  };
}

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string }[];
}

export function client(port: number) {
  const url = `http://127.0.0.1:${port}/graphql`;
  let token = '';
  const post = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as Answer;
    if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors ?? body));
    return body.data;
  };
  return {
    post,
    signIn: async (username: string) => {
      const data = await post(
        `query { authToken(username: "${username}", password: "pass") { ... on AuthToken { token } } }`,
      );
      token = String((data.authToken as { token?: string }).token ?? '');
      if (!token) throw new Error(`sign-in of ${username} failed`);
    },
  };
}

/** The answer's union member, or an error naming what came back instead. */
export function expectType(
  data: Record<string, unknown>,
  typename: string,
): Record<string, unknown> {
  const r = data.r as { __typename: string } & Record<string, unknown>;
  if (r.__typename !== typename) throw new Error(`expected ${typename}: ${JSON.stringify(r)}`);
  return r;
}

export const INSERT_SHIPMENT = `mutation($s: String!, $i: InsertOutboundShipmentInput!) {
  r: insertOutboundShipment(storeId: $s, input: $i) { __typename ... on InvoiceNode { id }
    ... on InvoiceMutationError { error { __typename description } } } }`;

export const ISSUE_ALL = `mutation($s: String!, $i: IssueOutboundShipmentItemsInput!) {
  r: issueOutboundShipmentItems(storeId: $s, input: $i) { __typename
    ... on IssuedItemsNode { items { allocatedUnits placeholderUnits } }
    ... on InvoiceMutationError { error { __typename description } } } }`;

export interface Usable {
  stockLineId: string;
  itemId: string;
  packSize: number;
  total: number;
}

/** `seed --scale N`, then `seed-stock` for its first demo store (NMW): `items` items stocked
 * with `lines` batches in all and `movements` movements of history. */
export async function seedStockedStore(
  url: string,
  o: { scale: number; items: number; lines: number; movements: number },
): Promise<void> {
  await runServerCommand(['seed', '--database-url', url, '--scale', String(o.scale)]);
  await runServerCommand([
    'seed-stock',
    '--database-url',
    url,
    '--stores',
    '1',
    '--items',
    String(o.items),
    '--lines',
    String(o.lines),
    '--movements',
    String(o.movements),
  ]);
}

/** `seed --scale 5` (1,798 items), then `stockedItems` items of NMW stocked, one batch each
 * with a year of history. */
export const seedStore = (url: string, stockedItems: number): Promise<void> =>
  seedStockedStore(url, {
    scale: 5,
    items: stockedItems,
    lines: stockedItems,
    movements: stockedItems * 5,
  });

/** The first `lines` items (by code) whose only batch can give two packs: not on hold, in a
 * usable place, not expired, so a line of one pack goes in as a store keeper's would. */
export async function usableBatches(sql: Sql, storeId: string, lines: number): Promise<Usable[]> {
  const today = new Date().toISOString().slice(0, 10);
  const usable = (
    await sql.all<Usable>(
      `select sl.id as "stockLineId", sl.item_id as "itemId", sl.pack_size as "packSize",
         sl.total_number_of_packs as total
       from stock_line sl join item it on it.id = sl.item_id
         left join location loc on loc.id = sl.location_id
         left join vvm_status v on v.id = sl.vvm_status_id
       where sl.store_id = ? and sl.available_number_of_packs >= 2 and sl.on_hold = false
         and (loc.id is null or loc.on_hold = false) and (v.id is null or v.unusable = false)
         and (sl.expiry_date is null or sl.expiry_date > ?)
         and 1 = (select count(*) from stock_line o where o.store_id = sl.store_id and o.item_id = sl.item_id)
       order by it.code limit ?`,
      [storeId, today, lines],
    )
  ).map((u) => ({ ...u, packSize: Number(u.packSize), total: Number(u.total) }));
  if (usable.length < lines) throw new Error(`only ${usable.length} usable batches`);
  return usable;
}
