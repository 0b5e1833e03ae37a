// What a program internal order reads (DOCUMENTS.md 7): the order type as the store has it
// (through a settings row whose name tag is on the store's own name, for a program whose master
// list the store sees), the periods of its schedule, the store's orders of the program, and
// whether a supplier trades in the program (its name joined to the program's master list).
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/tables';

export interface StoreOrderType {
  id: string;
  name: string;
  programId: string;
  masterListId: string;
  periodScheduleId: string;
  thresholdMos: number;
  maxMos: number;
  maxOrderPerPeriod: number;
  isEmergency: boolean;
  maxItemsInEmergencyOrder: number;
}

const storeHasTag = (storeId: string) =>
  sql<SqlBool>`exists (select 1 from name_tag_join j join store st on st.name_id = j.name_id
    where j.name_tag_id = prs.name_tag_id and st.id = ${storeId})`;
const storeSeesList = (storeId: string) =>
  sql<SqlBool>`exists (select 1 from master_list_name_join mj join store st on st.name_id = mj.name_id
    where mj.master_list_id = p.master_list_id and st.id = ${storeId})`;

/** The store's order types: by id, or of a program by name (case-insensitively). */
export async function findStoreOrderType(
  db: Kysely<DB>,
  storeId: string,
  by: { id: string } | { programId: string; name: string },
): Promise<StoreOrderType | undefined> {
  let query = db
    .selectFrom('program_order_type as ot')
    .innerJoin(
      'program_requisition_settings as prs',
      'prs.id',
      'ot.program_requisition_settings_id',
    )
    .innerJoin('program as p', 'p.id', 'prs.program_id')
    .select([
      'ot.id',
      'ot.name',
      'ot.threshold_mos',
      'ot.max_mos',
      'ot.max_order_per_period',
      'ot.is_emergency',
      'ot.max_items_in_emergency_order',
      'prs.program_id',
      'prs.period_schedule_id',
      'p.master_list_id',
    ])
    .where(storeHasTag(storeId))
    .where(storeSeesList(storeId));
  query =
    'id' in by
      ? query.where('ot.id', '=', by.id)
      : query
          .where('prs.program_id', '=', by.programId)
          .where(sql<SqlBool>`lower(ot.name) = lower(${by.name})`);
  const r = await query.orderBy('ot.id').executeTakeFirst();
  return (
    r && {
      id: r.id,
      name: r.name,
      programId: r.program_id,
      masterListId: r.master_list_id,
      periodScheduleId: r.period_schedule_id,
      thresholdMos: Number(r.threshold_mos),
      maxMos: Number(r.max_mos),
      maxOrderPerPeriod: Number(r.max_order_per_period),
      isEmergency: Boolean(r.is_emergency),
      maxItemsInEmergencyOrder: Number(r.max_items_in_emergency_order),
    }
  );
}

export async function periodsOfSchedule(
  db: Kysely<DB>,
  scheduleId: string,
): Promise<{ id: string; startDate: string; endDate: string }[]> {
  const rows = await db
    .selectFrom('period')
    .select(['id', 'start_date', 'end_date'])
    .where('period_schedule_id', '=', scheduleId)
    .execute();
  return rows.map((r) => ({ id: r.id, startDate: r.start_date, endDate: r.end_date }));
}

/** The store's internal orders of a program (their period and order type), `except` one. */
export async function programOrdersOfStore(
  db: Kysely<DB>,
  storeId: string,
  programId: string,
  except: string,
): Promise<{ periodId: string; orderTypeName: string | null }[]> {
  const rows = await db
    .selectFrom('requisition')
    .select(['period_id', 'order_type'])
    .where('store_id', '=', storeId)
    .where('type', '=', 'REQUEST')
    .where('program_id', '=', programId)
    .where('id', '<>', except)
    .execute();
  return rows.map((r) => ({ periodId: r.period_id ?? '', orderTypeName: r.order_type }));
}

/** Whether the supplier's name is joined to the master list (it trades in the program). */
export async function supplierTradesInList(
  db: Kysely<DB>,
  nameId: string,
  masterListId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('master_list_name_join')
    .select('id')
    .where('name_id', '=', nameId)
    .where('master_list_id', '=', masterListId)
    .executeTakeFirst();
  return row !== undefined;
}
