// The data of the requisition benchmarks (bench/requisitions, bench/internal-order-page): the
// central data a store orders with (master lists, its supplier, a program and its periods) and
// the requests that make an internal order from a master list through the services.
import { uuidv7 } from '@dawa/domain';
import type { Sql } from '../shipments/data';

export const INSERT_ORDER = `mutation($s: String!, $i: InsertRequestRequisitionInput!) { r: insertRequestRequisition(storeId: $s, input: $i) {
  __typename ... on RequisitionNode { id } ... on RequisitionMutationError { error { __typename description } } } }`;
export const FROM_LIST = `mutation($s: String!, $i: AddFromMasterListToRequestRequisitionInput!) { r: addFromMasterListToRequestRequisition(storeId: $s, input: $i) {
  __typename ... on RequisitionLinesNode { lines { id } } ... on RequisitionMutationError { error { __typename description } } } }`;

const pad = (n: number) => String(n).padStart(2, '0');

/** The thirteen calendar months before this one, oldest first: start, end and the next day. */
function pastMonths(): { start: string; end: string; next: string }[] {
  const now = new Date();
  return Array.from({ length: 13 }, (_, k) => {
    const i = k - 13;
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1));
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i + 1, 0));
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i + 1, 1));
    const day = (d: Date) =>
      `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
    return { start: day(first), end: day(last), next: day(next) };
  });
}

/**
 * What a store keeper's central data would hold for NMW to order, written in SQL as it would
 * arrive: a master list of `lines` stocked items and one of the first `rnrItems` of them, both
 * seen by NMW; the district store DNS a supplier of NMW; a program on the smaller list, given
 * to NMW by a name tag, on a monthly schedule of the thirteen months before this one.
 */
export async function givenOrderingData(
  sql: Sql,
  storeId: string,
  { lines: LINES, rnrItems: RNR_ITEMS }: { lines: number; rnrItems: number },
) {
  const [store] = await sql.all<{ name_id: string }>(`select name_id from store where id = ?`, [
    storeId,
  ]);
  const [dns] = await sql.all<{ name_id: string }>(`select name_id from store where code = 'DNS'`);
  if (!store || !dns) throw new Error('stores NMW and DNS not seeded');
  const items = await sql.all<{ item_id: string }>(
    `select item_id from stock_line where store_id = ? and total_number_of_packs > 0
     group by item_id order by item_id limit ?`,
    [storeId, LINES],
  );
  if (items.length < LINES) throw new Error(`only ${items.length} items stocked`);
  const list = async (count: number, code: string) => {
    const id = uuidv7();
    await sql.run(
      `insert into master_list (id, code, name, description, is_active) values (?, ?, ?, '', true)`,
      [id, code, `Bench ${code}`],
    );
    for (const part of chunk(items.slice(0, count), 500))
      await sql.run(
        `insert into master_list_line (id, master_list_id, item_id) values ${part.map(() => '(?, ?, ?)').join(', ')}`,
        part.flatMap((i) => [uuidv7(), id, i.item_id]),
      );
    await sql.run(
      `insert into master_list_name_join (id, master_list_id, name_id) values (?, ?, ?)`,
      [uuidv7(), id, store.name_id],
    );
    return id;
  };
  const orderList = await list(LINES, 'BENCH-ORDER');
  const rnrList = await list(RNR_ITEMS, 'BENCH-RNR');
  // DNS supplies NMW (the demo has NMW supply DNS).
  await sql.run(`update name set is_supplier = true where id = ?`, [dns.name_id]);
  await sql.run(`delete from name_store_join where store_id = ? and name_id = ?`, [
    storeId,
    dns.name_id,
  ]);
  await sql.run(
    `insert into name_store_join (id, name_id, store_id, name_is_customer, name_is_supplier)
     values (?, ?, ?, true, true)`,
    [uuidv7(), dns.name_id, storeId],
  );
  const [tag, program, schedule] = [uuidv7(), uuidv7(), uuidv7()];
  await sql.run(`insert into name_tag (id, name) values (?, ?)`, [tag, `Bench ${tag}`]);
  await sql.run(`insert into name_tag_join (id, name_id, name_tag_id) values (?, ?, ?)`, [
    uuidv7(),
    store.name_id,
    tag,
  ]);
  await sql.run(`insert into program (id, name, master_list_id) values (?, ?, ?)`, [
    program,
    `Bench ${program}`,
    rnrList,
  ]);
  await sql.run(`insert into period_schedule (id, name) values (?, ?)`, [
    schedule,
    `Bench ${schedule}`,
  ]);
  const periods = pastMonths().map((m) => ({ ...m, id: uuidv7() }));
  for (const p of periods)
    await sql.run(
      `insert into period (id, period_schedule_id, name, start_date, end_date) values (?, ?, ?, ?, ?)`,
      [p.id, schedule, p.start, p.start, p.end],
    );
  await sql.run(
    `insert into program_requisition_settings (id, program_id, name_tag_id, period_schedule_id)
     values (?, ?, ?, ?)`,
    [uuidv7(), program, tag, schedule],
  );
  return { supplier: dns.name_id, orderList, rnrList, program, periods };
}

function chunk<T>(xs: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size));
  return out;
}
