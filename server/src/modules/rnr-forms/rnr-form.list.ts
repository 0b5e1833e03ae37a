// Reads of a store's R&R forms: the list, one form and its lines, the closed periods a form may
// be for, and what a new form is checked and generated against (the program's schedules that
// reach the store, the latest form of a schedule, the period before one, the last two earlier
// forms' lines).
import type { RnrFormSortKey, RnrFormStatus } from '@dawa/domain';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Connection, Page, Sort } from '../../common/list';
import type { DB } from '../../db/tables';
import { toPeriod } from '../programs/program.list';
import type { Period } from '../programs/program.types';
import { findRnrFormLines, toRnrForm } from './rnr-form.repository';
import type { RnrForm, RnrFormLine } from './rnr-form.types';

export async function findRnrForm(
  db: Kysely<DB>,
  storeId: string,
  id: string,
): Promise<RnrForm | undefined> {
  const row = await db
    .selectFrom('rnr_form')
    .selectAll()
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return row && toRnrForm(row);
}

export const readRnrFormLines = (db: Kysely<DB>, form: RnrForm): Promise<RnrFormLine[]> =>
  findRnrFormLines(db, form.id);

export interface RnrFormFilter {
  programId?: string | null;
  status?: RnrFormStatus | null;
}

const SORT_COLUMN: Record<RnrFormSortKey, string> = {
  programName: 'p.name',
  period: 'pe.start_date',
  supplierName: 'n.name',
  status: 'f.status',
  createdDatetime: 'f.created_datetime',
  finalisedDatetime: 'f.finalised_datetime',
};

/** The store's forms in the order asked (latest period first by default), ties by period, then
 * id: a page never repeats or skips a form. */
export async function listRnrForms(
  db: Kysely<DB>,
  storeId: string,
  filter: RnrFormFilter,
  page: Page,
  sort: readonly Sort<RnrFormSortKey>[] = [],
): Promise<Connection<RnrForm>> {
  const base = db
    .selectFrom('rnr_form as f')
    .innerJoin('period as pe', 'pe.id', 'f.period_id')
    .where('f.store_id', '=', storeId)
    .$if(Boolean(filter.programId), (q) => q.where('f.program_id', '=', filter.programId ?? ''))
    .$if(Boolean(filter.status), (q) => q.where('f.status', '=', filter.status ?? 'DRAFT'));
  let rows = base
    .innerJoin('program as p', 'p.id', 'f.program_id')
    .innerJoin('name as n', 'n.id', 'f.name_id')
    .selectAll('f');
  for (const s of sort.length > 0 ? sort : [{ key: 'period' as const, desc: true }]) {
    const column = sql.ref(SORT_COLUMN[s.key]);
    // Forms not finalised go last either way (only the finalised date can be empty).
    if (s.key === 'finalisedDatetime') rows = rows.orderBy(sql`${column} is null`);
    rows = rows.orderBy(column, s.desc ? 'desc' : 'asc');
  }
  const [count, found] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    rows
      .orderBy('pe.start_date', 'desc')
      .orderBy('f.id')
      .limit(page.first)
      .offset(page.offset)
      .execute(),
  ]);
  return { totalCount: Number(count?.n ?? 0), nodes: found.map(toRnrForm) };
}

/** The period schedules the store orders the program on: its settings whose name tag is on
 * the store's own name (DOCUMENTS.md 7). */
export async function storeSchedulesOfProgram(
  db: Kysely<DB>,
  storeId: string,
  programId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('program_requisition_settings as prs')
    .select('prs.period_schedule_id')
    .where('prs.program_id', '=', programId)
    .where(
      sql<SqlBool>`exists (select 1 from name_tag_join j join store st on st.name_id = j.name_id
        where j.name_tag_id = prs.name_tag_id and st.id = ${storeId})`,
    )
    .distinct()
    .execute();
  return rows.map((r) => r.period_schedule_id);
}

export interface FormOfPeriod {
  id: string;
  status: RnrFormStatus;
  period: Period;
}

/** The store's forms of the program on a schedule, latest period first (`before`: only those
 * of periods starting before that date), at most `limit`. */
export async function formsOfSchedule(
  db: Kysely<DB>,
  storeId: string,
  programId: string,
  scheduleId: string,
  limit: number,
  before?: string,
): Promise<FormOfPeriod[]> {
  const rows = await db
    .selectFrom('rnr_form as f')
    .innerJoin('period as pe', 'pe.id', 'f.period_id')
    .select([
      'f.id as form_id',
      'f.status',
      'pe.id',
      'pe.period_schedule_id',
      'pe.name',
      'pe.start_date',
      'pe.end_date',
    ])
    .where('f.store_id', '=', storeId)
    .where('f.program_id', '=', programId)
    .where('pe.period_schedule_id', '=', scheduleId)
    .$if(before !== undefined, (q) => q.where('pe.start_date', '<', before ?? ''))
    .orderBy('pe.start_date', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.form_id,
    status: r.status as RnrFormStatus,
    period: toPeriod(r),
  }));
}

/** The period of the schedule just before one starting on `startDate`. */
export async function periodBefore(
  db: Kysely<DB>,
  scheduleId: string,
  startDate: string,
): Promise<Period | undefined> {
  const r = await db
    .selectFrom('period')
    .selectAll()
    .where('period_schedule_id', '=', scheduleId)
    .where('start_date', '<', startDate)
    .orderBy('start_date', 'desc')
    .executeTakeFirst();
  return r && toPeriod(r);
}

/** The lines of some forms: per form, each item's adjusted consumption and final balance. */
export async function linesOfForms(
  db: Kysely<DB>,
  formIds: readonly string[],
): Promise<Map<string, Map<string, { adjusted: number; finalBalance: number }>>> {
  const out = new Map<string, Map<string, { adjusted: number; finalBalance: number }>>();
  if (formIds.length === 0) return out;
  const rows = await db
    .selectFrom('rnr_form_line')
    .select(['rnr_form_id', 'item_id', 'adjusted_quantity_consumed', 'final_balance'])
    .where('rnr_form_id', 'in', [...formIds])
    .execute();
  for (const r of rows) {
    const form =
      out.get(r.rnr_form_id) ?? new Map<string, { adjusted: number; finalBalance: number }>();
    form.set(r.item_id, {
      adjusted: Number(r.adjusted_quantity_consumed),
      finalBalance: Number(r.final_balance),
    });
    out.set(r.rnr_form_id, form);
  }
  return out;
}

export interface ClosedPeriod extends Period {
  /** The store's form of this program and period, if it has one. */
  rnrFormId: string | null;
}

/** The periods of the store's schedules of the program that ended by `today`, latest first,
 * at most `limit`, with the store's form of each (only closed periods are offered, DOCUMENTS.md
 * 8). */
export async function closedPeriodsOfProgram(
  db: Kysely<DB>,
  storeId: string,
  programId: string,
  today: string,
  limit: number,
): Promise<ClosedPeriod[]> {
  const schedules = await storeSchedulesOfProgram(db, storeId, programId);
  if (schedules.length === 0) return [];
  const rows = await db
    .selectFrom('period as pe')
    .leftJoin('rnr_form as f', (j) =>
      j
        .onRef('f.period_id', '=', 'pe.id')
        .on('f.store_id', '=', storeId)
        .on('f.program_id', '=', programId),
    )
    .selectAll('pe')
    .select('f.id as rnr_form_id')
    .where('pe.period_schedule_id', 'in', schedules)
    .where('pe.end_date', '<=', today)
    .orderBy('pe.start_date', 'desc')
    .orderBy('pe.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...toPeriod(r), rnrFormId: r.rnr_form_id }));
}

/** The period a form is for. */
export async function periodOfForm(db: Kysely<DB>, form: RnrForm): Promise<Period | undefined> {
  const r = await db
    .selectFrom('period')
    .selectAll()
    .where('id', '=', form.periodId)
    .executeTakeFirst();
  return r && toPeriod(r);
}

/** The name of the program a form is for. */
export async function programNameOfForm(db: Kysely<DB>, form: RnrForm): Promise<string> {
  const r = await db
    .selectFrom('program')
    .select('name')
    .where('id', '=', form.programId)
    .executeTakeFirst();
  return r?.name ?? '';
}
