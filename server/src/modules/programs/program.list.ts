// Reads of programs as the API answers them: the programs a store orders by, their order types
// and period schedules, the store's orders per period, and the central lists an administrator
// edits. Each read is one query for every record it covers.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/tables';
import type { MasterListSummary } from '../reasons/reason.list';
import type {
  NameTag,
  Period,
  PeriodSchedule,
  Program,
  ProgramOrderType,
  ProgramRequisitionSettings,
  StoreOrderType,
} from './program.types';

/** Names of the tags on the store's own name. */
function tagsOfStore(db: Kysely<DB>, storeId: string) {
  return db
    .selectFrom('name_tag_join as tj')
    .innerJoin('store as s', 's.name_id', 'tj.name_id')
    .select('tj.name_tag_id')
    .where('s.id', '=', storeId);
}

/** Programs reaching the store: a setting names a tag of the store's name, and the store sees
 * the program's active master list (DOCUMENTS.md 7). */
export async function listProgramsOfStore(db: Kysely<DB>, storeId: string): Promise<Program[]> {
  const rows = await db
    .selectFrom('program as p')
    .innerJoin('master_list as ml', 'ml.id', 'p.master_list_id')
    .select(['p.id', 'p.name', 'p.master_list_id'])
    .where('ml.is_active', '=', true)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('program_requisition_settings as prs')
          .select('prs.id')
          .whereRef('prs.program_id', '=', 'p.id')
          .where('prs.name_tag_id', 'in', tagsOfStore(db, storeId)),
      ),
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('master_list_name_join as j')
          .innerJoin('store as s', 's.name_id', 'j.name_id')
          .select('j.id')
          .whereRef('j.master_list_id', '=', 'p.master_list_id')
          .where('s.id', '=', storeId),
      ),
    )
    .orderBy('p.name')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, masterListId: r.master_list_id }));
}

/** The order types of the store's settings of these programs, by program, then name. */
export async function listOrderTypesOfStore(
  db: Kysely<DB>,
  storeId: string,
  programIds: readonly string[],
): Promise<StoreOrderType[]> {
  if (programIds.length === 0) return [];
  const rows = await db
    .selectFrom('program_order_type as ot')
    .innerJoin(
      'program_requisition_settings as prs',
      'prs.id',
      'ot.program_requisition_settings_id',
    )
    .selectAll('ot')
    .select(['prs.program_id', 'prs.period_schedule_id'])
    .where('prs.program_id', 'in', programIds)
    .where('prs.name_tag_id', 'in', tagsOfStore(db, storeId))
    .orderBy('prs.program_id')
    .orderBy('ot.name')
    .orderBy('ot.id')
    .execute();
  return rows.map((r) => ({
    ...toOrderType(r),
    programId: r.program_id,
    periodScheduleId: r.period_schedule_id,
  }));
}

/** The store's internal orders of these programs: their program, period and order type name. */
export async function listProgramOrdersOfStore(
  db: Kysely<DB>,
  storeId: string,
  programIds: readonly string[],
): Promise<{ programId: string; periodId: string; orderTypeName: string | null }[]> {
  if (programIds.length === 0) return [];
  const rows = await db
    .selectFrom('requisition')
    .select(['program_id', 'period_id', 'order_type'])
    .where('store_id', '=', storeId)
    .where('type', '=', 'REQUEST')
    .where('program_id', 'in', programIds)
    .where('period_id', 'is not', null)
    .execute();
  return rows.map((r) => ({
    programId: r.program_id ?? '',
    periodId: r.period_id ?? '',
    orderTypeName: r.order_type,
  }));
}

export async function listPeriodSchedules(
  db: Kysely<DB>,
  ids?: readonly string[],
): Promise<PeriodSchedule[]> {
  if (ids?.length === 0) return [];
  let q = db.selectFrom('period_schedule').select(['id', 'name']).orderBy('name');
  if (ids) q = q.where('id', 'in', ids);
  return q.execute();
}

/** The periods of these schedules, in date order. */
export async function listPeriodsOfSchedules(
  db: Kysely<DB>,
  scheduleIds: readonly string[],
): Promise<Period[]> {
  if (scheduleIds.length === 0) return [];
  const rows = await db
    .selectFrom('period')
    .selectAll()
    .where('period_schedule_id', 'in', scheduleIds)
    .orderBy('start_date')
    .orderBy('id')
    .execute();
  return rows.map(toPeriod);
}

export function toPeriod(r: {
  id: string;
  period_schedule_id: string;
  name: string;
  start_date: string;
  end_date: string;
}): Period {
  return {
    id: r.id,
    periodScheduleId: r.period_schedule_id,
    name: r.name,
    startDate: r.start_date,
    endDate: r.end_date,
  };
}

export async function listNameTags(db: Kysely<DB>): Promise<NameTag[]> {
  return db.selectFrom('name_tag').select(['id', 'name']).orderBy('name').execute();
}

export type SettingsWithOrderTypes = ProgramRequisitionSettings & {
  /** Absent when not read with the settings: the node reads them. */
  orderTypes?: ProgramOrderType[];
};

/** Every setting of every program with its order types (two queries), for the administrator. */
export async function listAllSettings(db: Kysely<DB>): Promise<SettingsWithOrderTypes[]> {
  const rows = await db
    .selectFrom('program_requisition_settings')
    .selectAll()
    .orderBy('program_id')
    .orderBy('id')
    .execute();
  const orderTypes = await listOrderTypesOfSettings(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    programId: r.program_id,
    nameTagId: r.name_tag_id,
    periodScheduleId: r.period_schedule_id,
    orderTypes: orderTypes.filter((o) => o.programRequisitionSettingsId === r.id),
  }));
}

export function toOrderType(r: {
  id: string;
  program_requisition_settings_id: string;
  name: string;
  threshold_mos: number;
  max_mos: number;
  max_order_per_period: number;
  is_emergency: unknown;
  max_items_in_emergency_order: number;
}): ProgramOrderType {
  return {
    id: r.id,
    programRequisitionSettingsId: r.program_requisition_settings_id,
    name: r.name,
    thresholdMos: Number(r.threshold_mos),
    maxMos: Number(r.max_mos),
    maxOrderPerPeriod: Number(r.max_order_per_period),
    isEmergency: Boolean(r.is_emergency),
    maxItemsInEmergencyOrder: Number(r.max_items_in_emergency_order),
  };
}

export async function listOrderTypesOfSettings(
  db: Kysely<DB>,
  settingsIds: readonly string[],
): Promise<ProgramOrderType[]> {
  if (settingsIds.length === 0) return [];
  const rows = await db
    .selectFrom('program_order_type')
    .selectAll()
    .where('program_requisition_settings_id', 'in', settingsIds)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toOrderType);
}

/** Master lists by id, with their number of items. */
export async function listMasterListSummaries(
  db: Kysely<DB>,
  ids: readonly string[],
): Promise<MasterListSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('master_list as ml')
    .leftJoin('master_list_line as l', 'l.master_list_id', 'ml.id')
    .select([
      'ml.id',
      'ml.code',
      'ml.name',
      'ml.description',
      (eb) => eb.fn.count<number>('l.id').as('lineCount'),
    ])
    .where('ml.id', 'in', ids)
    .groupBy(['ml.id', 'ml.code', 'ml.name', 'ml.description'])
    .execute();
  return rows.map((r) => ({ ...r, lineCount: Number(r.lineCount) }));
}
