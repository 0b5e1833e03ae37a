// Programs for a store (what it may order, for which periods), and the central data behind
// them, edited by users with EDIT_CENTRAL_DATA: programs, period schedules and periods, the
// settings that give a program to the stores of a name tag, and their order types. Every edit
// is an upsert by a client id: the same call again changes nothing more.
import {
  LIMITS,
  MAX_ID_LENGTH,
  availablePeriods,
  isValidNaiveDate,
  numberProblem,
} from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import type { ServiceContext } from '../../common/service-context';
import { toNaiveDate } from '../../common/time';
import type { SyncedTable } from '../../db/changelog';
import { inTransactionRetryingConflict, isIdOfAnotherKind } from '../../db/record-ids';
import type { Tx } from '../../db/transaction';
import type { MasterListSummary } from '../reasons/reason.list';
import {
  listMasterListSummaries,
  listOrderTypesOfStore,
  listPeriodSchedules,
  listPeriodsOfSchedules,
  listProgramOrdersOfStore,
  listProgramsOfStore,
} from './program.list';
import {
  findNameTag,
  findOrderType,
  findPeriod,
  findPeriodSchedule,
  findProgram,
  findSettings,
  idOfName,
  masterListVisible,
  orderTypeIdOfName,
  overlappingPeriod,
  savePeriodSchedules,
  savePeriods,
  savePrograms,
  saveOrderTypes,
  saveSettings,
  settingsIdOf,
} from './program.repository';
import type {
  OrderTypePeriod,
  Period,
  PeriodSchedule,
  Program,
  ProgramOrderType,
  ProgramRequisitionSettings,
  StoreOrderType,
} from './program.types';

// ---- what a store orders by

export interface ScheduleWithPeriods extends PeriodSchedule {
  periods: Period[];
}

export interface StoreProgramOrderType extends StoreOrderType {
  periodSchedule: ScheduleWithPeriods;
  /** The window of the schedule's periods (5 started, 5 ahead) with the store's orders. */
  periods: OrderTypePeriod[];
}

export interface StoreProgram extends Program {
  masterList: MasterListSummary;
  orderTypes: StoreProgramOrderType[];
  /** The schedules of the store's settings of the program, with all their periods (R&R
   * forms are per schedule and closed period). */
  periodSchedules: ScheduleWithPeriods[];
}

/** The programs the store orders by, each with its master list and, per order type, the
 * periods it may order for today (DOCUMENTS.md 7): six queries for all of them. */
export async function programsOfStore(ctx: ServiceContext): Promise<StoreProgram[]> {
  const programs = await listProgramsOfStore(ctx.db, ctx.storeId);
  const programIds = programs.map((p) => p.id);
  const orderTypes = await listOrderTypesOfStore(ctx.db, ctx.storeId, programIds);
  const scheduleIds = [...new Set(orderTypes.map((o) => o.periodScheduleId))];
  const [lists, schedules, periods, orders] = await Promise.all([
    listMasterListSummaries(
      ctx.db,
      programs.map((p) => p.masterListId),
    ),
    listPeriodSchedules(ctx.db, scheduleIds),
    listPeriodsOfSchedules(ctx.db, scheduleIds),
    listProgramOrdersOfStore(ctx.db, ctx.storeId, programIds),
  ]);
  const today = toNaiveDate(ctx.now());
  const listById = new Map(lists.map((l) => [l.id, l]));
  const scheduleById = new Map(schedules.map((s) => [s.id, s]));
  return programs.flatMap((program) => {
    const masterList = listById.get(program.masterListId);
    if (!masterList) return [];
    const types = orderTypes
      .filter((o) => o.programId === program.id)
      .flatMap((o) => {
        const schedule = scheduleById.get(o.periodScheduleId);
        if (!schedule) return [];
        const ofSchedule = periods.filter((p) => p.periodScheduleId === o.periodScheduleId);
        const window = availablePeriods({
          periods: ofSchedule,
          today,
          orderType: o,
          orders: orders.filter((r) => r.programId === program.id),
        });
        return [
          {
            ...o,
            periodSchedule: { ...schedule, periods: ofSchedule },
            periods: window.map((w) => ({
              ...w.period,
              orderCount: w.orderCount,
              available: w.available,
            })),
          },
        ];
      });
    const scheduleIdsOfProgram = new Set(types.map((t) => t.periodScheduleId));
    return [
      {
        ...program,
        masterList,
        orderTypes: types,
        periodSchedules: schedules
          .filter((s) => scheduleIdsOfProgram.has(s.id))
          .map((s) => ({ ...s, periods: periods.filter((p) => p.periodScheduleId === s.id) })),
      },
    ];
  });
}

/** Every period schedule with its periods, in date order. */
export async function schedulesWithPeriods(ctx: ServiceContext): Promise<ScheduleWithPeriods[]> {
  const schedules = await listPeriodSchedules(ctx.db);
  const periods = await listPeriodsOfSchedules(
    ctx.db,
    schedules.map((s) => s.id),
  );
  return schedules.map((s) => ({
    ...s,
    periods: periods.filter((p) => p.periodScheduleId === s.id),
  }));
}

// ---- central data

export type ProgramDataError =
  | { kind: 'RecordAlreadyExists' }
  | { kind: 'RecordNotFound' }
  | { kind: 'NameRequired' }
  | { kind: 'NameTooLong'; maxLength: number }
  | { kind: 'UniqueValueViolation'; field: string }
  | { kind: 'LinkedRecordNotFound'; field: string }
  | { kind: 'PeriodDatesInvalid' }
  | { kind: 'PeriodsOverlap' }
  | { kind: 'MonthsOfStockInvalid'; field: string }
  | { kind: 'ValueNotPositive'; field: string }
  | { kind: 'ValueNegative'; field: string };

type Outcome<T> = Result<T, ProgramDataError>;

/** A trimmed name, or why it cannot be one (names are short: they show in pickers). */
function cleanName(name: string): Outcome<string> {
  const trimmed = name.trim();
  if (!trimmed) return err({ kind: 'NameRequired' });
  if (trimmed.length > MAX_ID_LENGTH) return err({ kind: 'NameTooLong', maxLength: MAX_ID_LENGTH });
  return ok(trimmed);
}

/** Whether the record `id` is new: undefined when it exists as this kind, an error when a
 * record of another kind holds the id. */
async function newOrTaken(
  trx: Tx,
  table: SyncedTable,
  id: string,
  exists: boolean,
): Promise<Outcome<boolean>> {
  if (exists) return ok(false);
  return (await isIdOfAnotherKind(trx, table, id))
    ? err({ kind: 'RecordAlreadyExists' })
    : ok(true);
}

/** Refuses a name another record of the table has, in any case. */
async function nameFree(
  trx: Tx,
  table: 'program' | 'period_schedule',
  id: string,
  name: string,
): Promise<boolean> {
  const holder = await idOfName(trx, table, name);
  return holder === undefined || holder === id;
}

export async function upsertProgram(
  ctx: ServiceContext,
  input: { id: string; name: string; masterListId: string },
): Promise<Outcome<Program>> {
  const name = cleanName(input.name);
  if (!name.ok) return name;
  const program: Program = { id: input.id, name: name.value, masterListId: input.masterListId };
  return inTransactionRetryingConflict<Program, ProgramDataError>(ctx.db, async (trx) => {
    const isNew = await newOrTaken(
      trx,
      'program',
      program.id,
      !!(await findProgram(trx, program.id)),
    );
    if (!isNew.ok) return isNew;
    if (!(await masterListVisible(trx, ctx.storeId, program.masterListId)))
      return err({ kind: 'LinkedRecordNotFound', field: 'masterListId' });
    if (!(await nameFree(trx, 'program', program.id, program.name)))
      return err({ kind: 'UniqueValueViolation', field: 'name' });
    await savePrograms(trx, [program], isNew.value, ctx.now());
    return ok(program);
  });
}

export async function upsertPeriodSchedule(
  ctx: ServiceContext,
  input: { id: string; name: string },
): Promise<Outcome<PeriodSchedule>> {
  const name = cleanName(input.name);
  if (!name.ok) return name;
  const schedule: PeriodSchedule = { id: input.id, name: name.value };
  return inTransactionRetryingConflict<PeriodSchedule, ProgramDataError>(ctx.db, async (trx) => {
    const existing = await findPeriodSchedule(trx, schedule.id);
    const isNew = await newOrTaken(trx, 'period_schedule', schedule.id, !!existing);
    if (!isNew.ok) return isNew;
    if (!(await nameFree(trx, 'period_schedule', schedule.id, schedule.name)))
      return err({ kind: 'UniqueValueViolation', field: 'name' });
    await savePeriodSchedules(trx, [schedule], isNew.value, ctx.now());
    return ok(schedule);
  });
}

/** A period stays in its schedule: an id of another schedule's period is not found from here. */
export async function upsertPeriod(ctx: ServiceContext, input: Period): Promise<Outcome<Period>> {
  const name = cleanName(input.name);
  if (!name.ok) return name;
  const period: Period = { ...input, name: name.value };
  if (
    !isValidNaiveDate(period.startDate) ||
    !isValidNaiveDate(period.endDate) ||
    period.endDate < period.startDate
  )
    return err({ kind: 'PeriodDatesInvalid' });
  return inTransactionRetryingConflict<Period, ProgramDataError>(ctx.db, async (trx) => {
    const existing = await findPeriod(trx, period.id);
    if (existing && existing.periodScheduleId !== period.periodScheduleId)
      return err({ kind: 'RecordNotFound' });
    const isNew = await newOrTaken(trx, 'period', period.id, !!existing);
    if (!isNew.ok) return isNew;
    if (!(await findPeriodSchedule(trx, period.periodScheduleId)))
      return err({ kind: 'LinkedRecordNotFound', field: 'periodScheduleId' });
    if (await overlappingPeriod(trx, period)) return err({ kind: 'PeriodsOverlap' });
    await savePeriods(trx, [period], isNew.value, ctx.now());
    return ok(period);
  });
}

/** Gives a program to the stores whose name carries the tag, on a schedule; one per program
 * and tag, and a setting stays with its program. */
export async function upsertProgramRequisitionSettings(
  ctx: ServiceContext,
  input: ProgramRequisitionSettings,
): Promise<Outcome<ProgramRequisitionSettings>> {
  const settings = { ...input };
  return inTransactionRetryingConflict<ProgramRequisitionSettings, ProgramDataError>(
    ctx.db,
    async (trx) => {
      const existing = await findSettings(trx, settings.id);
      if (existing && existing.programId !== settings.programId)
        return err({ kind: 'RecordNotFound' });
      const isNew = await newOrTaken(trx, 'program_requisition_settings', settings.id, !!existing);
      if (!isNew.ok) return isNew;
      if (!(await findProgram(trx, settings.programId)))
        return err({ kind: 'LinkedRecordNotFound', field: 'programId' });
      if (!(await findNameTag(trx, settings.nameTagId)))
        return err({ kind: 'LinkedRecordNotFound', field: 'nameTagId' });
      if (!(await findPeriodSchedule(trx, settings.periodScheduleId)))
        return err({ kind: 'LinkedRecordNotFound', field: 'periodScheduleId' });
      const holder = await settingsIdOf(trx, settings.programId, settings.nameTagId);
      if (holder !== undefined && holder !== settings.id)
        return err({ kind: 'UniqueValueViolation', field: 'nameTagId' });
      await saveSettings(trx, [settings], isNew.value, ctx.now());
      return ok(settings);
    },
  );
}

/** Why the figures of an order type cannot be kept, if they cannot. */
function orderTypeProblem(o: ProgramOrderType): ProgramDataError | undefined {
  for (const field of ['thresholdMos', 'maxMos'] as const)
    if (numberProblem(o[field], LIMITS.monthsOfStock) !== null)
      return { kind: 'MonthsOfStockInvalid', field };
  // An order tops up to max months once stock falls to the threshold: below it, not above.
  if (o.thresholdMos > o.maxMos) return { kind: 'MonthsOfStockInvalid', field: 'thresholdMos' };
  if (o.maxOrderPerPeriod < 1) return { kind: 'ValueNotPositive', field: 'maxOrderPerPeriod' };
  if (o.isEmergency && o.maxItemsInEmergencyOrder < 1)
    return { kind: 'ValueNotPositive', field: 'maxItemsInEmergencyOrder' };
  if (o.maxItemsInEmergencyOrder < 0)
    return { kind: 'ValueNegative', field: 'maxItemsInEmergencyOrder' };
  return undefined;
}

/** An order type of a setting; its name is unique in the setting without regard to case
 * (requisitions keep the name and compare it so), and it stays with its setting. */
export async function upsertProgramOrderType(
  ctx: ServiceContext,
  input: ProgramOrderType,
): Promise<Outcome<ProgramOrderType>> {
  const name = cleanName(input.name);
  if (!name.ok) return name;
  const orderType: ProgramOrderType = { ...input, name: name.value };
  const problem = orderTypeProblem(orderType);
  if (problem) return err(problem);
  return inTransactionRetryingConflict<ProgramOrderType, ProgramDataError>(ctx.db, async (trx) => {
    const existing = await findOrderType(trx, orderType.id);
    const settingsId = orderType.programRequisitionSettingsId;
    if (existing && existing.programRequisitionSettingsId !== settingsId)
      return err({ kind: 'RecordNotFound' });
    const isNew = await newOrTaken(trx, 'program_order_type', orderType.id, !!existing);
    if (!isNew.ok) return isNew;
    if (!(await findSettings(trx, settingsId)))
      return err({ kind: 'LinkedRecordNotFound', field: 'programRequisitionSettingsId' });
    const holder = await orderTypeIdOfName(trx, settingsId, orderType.name);
    if (holder !== undefined && holder !== orderType.id)
      return err({ kind: 'UniqueValueViolation', field: 'name' });
    await saveOrderTypes(trx, [orderType], isNew.value, ctx.now());
    return ok(orderType);
  });
}
