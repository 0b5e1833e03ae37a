// Writes of programs, period schedules, periods, settings, order types and name tags (central
// data, every write with its changelog row), and the reads their service makes inside its
// transaction.
import type { Kysely } from 'kysely';
import { appendChangelog, type SyncedTable } from '../../db/changelog';
import type { DB } from '../../db/tables';
import type { Tx } from '../../db/transaction';
import { toOrderType, toPeriod } from './program.list';
import type {
  NameTag,
  Period,
  PeriodSchedule,
  Program,
  ProgramOrderType,
  ProgramRequisitionSettings,
} from './program.types';

function changed(trx: Tx, table: SyncedTable, ids: readonly string[], now: Date) {
  return appendChangelog(
    trx,
    ids.map((id) => ({ tableName: table, recordId: id, action: 'UPSERT', storeId: null })),
    now,
  );
}

export async function findProgram(db: Kysely<DB>, id: string): Promise<Program | undefined> {
  const r = await db.selectFrom('program').selectAll().where('id', '=', id).executeTakeFirst();
  return r && { id: r.id, name: r.name, masterListId: r.master_list_id };
}

/** The id of the record of `table` whose name is `name` without regard to case, if any. */
export async function idOfName(
  db: Kysely<DB>,
  table: 'program' | 'period_schedule' | 'name_tag',
  name: string,
): Promise<string | undefined> {
  const r = await db
    .selectFrom(table)
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
  return r?.id;
}

/** Whether the master list exists and is joined to the store's name: a program is built on a
 * list the store editing it sees (master lists are seen by the stores joined to them). */
export async function masterListVisible(
  db: Kysely<DB>,
  storeId: string,
  id: string,
): Promise<boolean> {
  const r = await db
    .selectFrom('master_list_name_join as j')
    .innerJoin('store as s', 's.name_id', 'j.name_id')
    .select('j.id')
    .where('j.master_list_id', '=', id)
    .where('s.id', '=', storeId)
    .executeTakeFirst();
  return r !== undefined;
}

export async function findPeriodSchedule(
  db: Kysely<DB>,
  id: string,
): Promise<PeriodSchedule | undefined> {
  return db
    .selectFrom('period_schedule')
    .select(['id', 'name'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findNameTag(db: Kysely<DB>, id: string): Promise<NameTag | undefined> {
  return db.selectFrom('name_tag').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function findPeriod(db: Kysely<DB>, id: string): Promise<Period | undefined> {
  const r = await db.selectFrom('period').selectAll().where('id', '=', id).executeTakeFirst();
  return r && toPeriod(r);
}

/** A period of the schedule, other than `exceptId`, sharing a day with start..end. */
export async function overlappingPeriod(
  db: Kysely<DB>,
  period: { id: string; periodScheduleId: string; startDate: string; endDate: string },
): Promise<string | undefined> {
  const r = await db
    .selectFrom('period')
    .select('id')
    .where('period_schedule_id', '=', period.periodScheduleId)
    .where('id', '!=', period.id)
    .where('start_date', '<=', period.endDate)
    .where('end_date', '>=', period.startDate)
    .executeTakeFirst();
  return r?.id;
}

export async function findSettings(
  db: Kysely<DB>,
  id: string,
): Promise<ProgramRequisitionSettings | undefined> {
  const r = await db
    .selectFrom('program_requisition_settings')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    r && {
      id: r.id,
      programId: r.program_id,
      nameTagId: r.name_tag_id,
      periodScheduleId: r.period_schedule_id,
    }
  );
}

/** The settings of a program for a tag, if any (one per program and tag). */
export async function settingsIdOf(
  db: Kysely<DB>,
  programId: string,
  nameTagId: string,
): Promise<string | undefined> {
  const r = await db
    .selectFrom('program_requisition_settings')
    .select('id')
    .where('program_id', '=', programId)
    .where('name_tag_id', '=', nameTagId)
    .executeTakeFirst();
  return r?.id;
}

export async function findOrderType(
  db: Kysely<DB>,
  id: string,
): Promise<ProgramOrderType | undefined> {
  const r = await db
    .selectFrom('program_order_type')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return r && toOrderType(r);
}

/** An order type of the settings, other than `exceptId`, named `name` without regard to case:
 * requisitions keep the name, so two of one settings must differ in more than case. */
export async function orderTypeIdOfName(
  db: Kysely<DB>,
  settingsId: string,
  name: string,
): Promise<string | undefined> {
  const r = await db
    .selectFrom('program_order_type')
    .select('id')
    .where('program_requisition_settings_id', '=', settingsId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
  return r?.id;
}

// ---- writes: insert when new, else update; each records its changelog row

export async function savePrograms(
  trx: Tx,
  programs: readonly Program[],
  isNew: boolean,
  now: Date,
): Promise<void> {
  for (const p of programs) {
    const row = { name: p.name, master_list_id: p.masterListId };
    if (isNew)
      await trx
        .insertInto('program')
        .values({ id: p.id, ...row })
        .execute();
    else await trx.updateTable('program').set(row).where('id', '=', p.id).execute();
  }
  await changed(
    trx,
    'program',
    programs.map((p) => p.id),
    now,
  );
}

export async function savePeriodSchedules(
  trx: Tx,
  schedules: readonly PeriodSchedule[],
  isNew: boolean,
  now: Date,
): Promise<void> {
  for (const s of schedules) {
    if (isNew) await trx.insertInto('period_schedule').values(s).execute();
    else
      await trx
        .updateTable('period_schedule')
        .set({ name: s.name })
        .where('id', '=', s.id)
        .execute();
  }
  await changed(
    trx,
    'period_schedule',
    schedules.map((s) => s.id),
    now,
  );
}

export async function savePeriods(
  trx: Tx,
  periods: readonly Period[],
  isNew: boolean,
  now: Date,
): Promise<void> {
  const rows = periods.map((p) => ({
    id: p.id,
    period_schedule_id: p.periodScheduleId,
    name: p.name,
    start_date: p.startDate,
    end_date: p.endDate,
  }));
  if (isNew) {
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto('period')
        .values(rows.slice(i, i + 500))
        .execute();
  } else {
    for (const { id, ...row } of rows)
      await trx.updateTable('period').set(row).where('id', '=', id).execute();
  }
  await changed(
    trx,
    'period',
    periods.map((p) => p.id),
    now,
  );
}

export async function saveSettings(
  trx: Tx,
  settings: readonly ProgramRequisitionSettings[],
  isNew: boolean,
  now: Date,
): Promise<void> {
  for (const s of settings) {
    const row = {
      program_id: s.programId,
      name_tag_id: s.nameTagId,
      period_schedule_id: s.periodScheduleId,
    };
    if (isNew)
      await trx
        .insertInto('program_requisition_settings')
        .values({ id: s.id, ...row })
        .execute();
    else
      await trx
        .updateTable('program_requisition_settings')
        .set(row)
        .where('id', '=', s.id)
        .execute();
  }
  await changed(
    trx,
    'program_requisition_settings',
    settings.map((s) => s.id),
    now,
  );
}

export async function saveOrderTypes(
  trx: Tx,
  orderTypes: readonly ProgramOrderType[],
  isNew: boolean,
  now: Date,
): Promise<void> {
  for (const o of orderTypes) {
    const row = {
      program_requisition_settings_id: o.programRequisitionSettingsId,
      name: o.name,
      threshold_mos: o.thresholdMos,
      max_mos: o.maxMos,
      max_order_per_period: o.maxOrderPerPeriod,
      is_emergency: o.isEmergency,
      max_items_in_emergency_order: o.maxItemsInEmergencyOrder,
    };
    if (isNew)
      await trx
        .insertInto('program_order_type')
        .values({ id: o.id, ...row })
        .execute();
    else await trx.updateTable('program_order_type').set(row).where('id', '=', o.id).execute();
  }
  await changed(
    trx,
    'program_order_type',
    orderTypes.map((o) => o.id),
    now,
  );
}

/** Name tags and which names carry them (the demo's; no API edits tags yet). */
export async function insertNameTags(
  trx: Tx,
  tags: readonly NameTag[],
  joins: readonly { id: string; nameId: string; nameTagId: string }[],
  now: Date,
): Promise<void> {
  if (tags.length > 0)
    await trx
      .insertInto('name_tag')
      .values([...tags])
      .execute();
  if (joins.length > 0)
    await trx
      .insertInto('name_tag_join')
      .values(joins.map((j) => ({ id: j.id, name_id: j.nameId, name_tag_id: j.nameTagId })))
      .execute();
  await changed(
    trx,
    'name_tag',
    tags.map((t) => t.id),
    now,
  );
  await changed(
    trx,
    'name_tag_join',
    joins.map((j) => j.id),
    now,
  );
}
