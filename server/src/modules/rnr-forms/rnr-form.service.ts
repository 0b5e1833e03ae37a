// R&R forms (DOCUMENTS.md 8; spec 001 section 4): a new form for one of the store's programs
// and a closed period of its schedule, checked in the reference's order, with a line per
// program item generated from the ledger; edits of a DRAFT form's lines, each checked to
// balance (with a tolerance) and recomputed by the domain's formulas; deletion while DRAFT.
// Finalising is rnr-finalise.service.ts.
import {
  lowStockLevel,
  periodDays,
  requestedQuantity,
  rnrLineFigures,
  rnrLineProblems,
} from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import type { ServiceContext } from '../../common/service-context';
import { inTransactionRetryingConflict, tablesHoldingId } from '../../db/record-ids';
import { inTransaction, type Tx } from '../../db/transaction';
import { logActivity, type ActivityType } from '../activity-log/activity-log.repository';
import { checkOtherParty } from '../invoices/kit/other-party';
import { findPeriod, findProgram, masterListVisible } from '../programs/program.repository';
import type { Period } from '../programs/program.types';
import { quantityProblem } from '../stock/stock-quantity';
import { preferencesOfStores } from '../stores/store.list';
import type { RnrFormError, RnrLineErrorKind } from './rnr-form.errors';
import { findRnrForm, formsOfSchedule, storeSchedulesOfProgram } from './rnr-form.list';
import {
  deleteRnrFormRow,
  findRnrFormLines,
  insertRnrForm as insertRnrFormRows,
  lockRnrForm,
  saveRnrForm,
  saveRnrFormLines,
} from './rnr-form.repository';
import { generateRnrLines } from './rnr-generate';
import { effective, type RnrForm, type RnrFormLine } from './rnr-form.types';

export interface InsertRnrFormInput {
  /** Client-generated id, once per form. */
  id: string;
  supplierId: string;
  programId: string;
  periodId: string;
  theirReference?: string | null;
  comment?: string | null;
}

const today = (ctx: ServiceContext) => ctx.now().toISOString().slice(0, 10);

/** The checks of DOCUMENTS.md 8 that need no lock, in its order (the id's is in the
 * transaction): supplier, program, its list, the period, closed, of the program's schedule. */
async function insertRefusal(
  ctx: ServiceContext,
  input: InsertRnrFormInput,
): Promise<RnrFormError | { program: { masterListId: string }; period: Period }> {
  const party = await checkOtherParty(ctx.db, ctx.storeId, input.supplierId, 'SUPPLIER');
  if (!party.ok) return party.error;
  if (party.party.storeId === null) return { kind: 'OtherPartyIsNotAStore' };
  const program = await findProgram(ctx.db, input.programId);
  if (!program) return { kind: 'ProgramDoesNotExist' };
  if (!(await masterListVisible(ctx.db, ctx.storeId, program.masterListId)))
    return { kind: 'ProgramHasNoMasterList' };
  const period = await findPeriod(ctx.db, input.periodId);
  if (!period) return { kind: 'PeriodDoesNotExist' };
  if (period.endDate > today(ctx)) return { kind: 'PeriodNotClosed' };
  const schedules = await storeSchedulesOfProgram(ctx.db, ctx.storeId, program.id);
  if (!schedules.includes(period.periodScheduleId)) return { kind: 'PeriodNotInProgramSchedule' };
  return { program, period };
}

export async function insertRnrForm(
  ctx: ServiceContext,
  input: InsertRnrFormInput,
): Promise<Result<RnrForm, RnrFormError>> {
  // The same insert again (a retry, a double click) answers the form the first one made.
  const again = await findRnrForm(ctx.db, ctx.storeId, input.id);
  if (again) {
    return again.programId === input.programId && again.periodId === input.periodId
      ? ok(again)
      : err({ kind: 'RecordAlreadyExists' });
  }
  // validate
  const checked = await insertRefusal(ctx, input);
  if ('kind' in checked) return err(checked);
  const { program, period } = checked;

  // generate and persist: the latest form and the ledger are read where the form is written
  const result = await inTransactionRetryingConflict<RnrForm, RnrFormError>(ctx.db, async (trx) => {
    if ((await tablesHoldingId(trx, input.id)).length > 0) {
      const made = await findRnrForm(trx, ctx.storeId, input.id);
      return made?.programId === input.programId && made.periodId === input.periodId
        ? ok(made)
        : err({ kind: 'RecordAlreadyExists' });
    }
    const [latest] = await formsOfSchedule(
      trx,
      ctx.storeId,
      input.programId,
      period.periodScheduleId,
      1,
    );
    if (latest?.period.id === period.id) return err({ kind: 'RnrFormAlreadyExistsForPeriod' });
    if (latest && latest.period.startDate > period.startDate)
      return err({ kind: 'PeriodMustBeLaterThanLastUsed' });
    if (latest && latest.status !== 'FINALISED')
      return err({ kind: 'PreviousRnrFormNotFinalised' });

    const now = ctx.now();
    const form: RnrForm = {
      id: input.id,
      storeId: ctx.storeId,
      supplierId: input.supplierId,
      programId: input.programId,
      periodId: period.id,
      status: 'DRAFT',
      theirReference: input.theirReference ?? null,
      comment: input.comment ?? null,
      createdDatetime: now.toISOString(),
      finalisedDatetime: null,
      linkedRequisitionId: null,
      userId: ctx.userId,
    };
    const lines = await generateRnrLines(
      trx,
      { ...form, masterListId: program.masterListId },
      period,
      now,
    );
    await insertRnrFormRows(trx, form, lines, now);
    await logRnrForm(trx, ctx, form, 'RNR_FORM_CREATED');
    return ok(form);
  });
  return result;
}

/** Runs `fn` on the store's form, locked, while it is a DRAFT, in one transaction. */
export function withDraftForm<T>(
  ctx: ServiceContext,
  id: string,
  fn: (trx: Tx, form: RnrForm) => Promise<Result<T, RnrFormError>>,
): Promise<Result<T, RnrFormError>> {
  return inTransaction<T, RnrFormError>(ctx.db, async (trx) => {
    const form = await lockRnrForm(trx, ctx.dialect, ctx.storeId, id);
    if (!form) return err({ kind: 'RecordNotFound' });
    if (form.status !== 'DRAFT') return err({ kind: 'CannotEditRnrForm' });
    return fn(trx, form);
  });
}

export interface UpdateRnrFormLineInput {
  id: string;
  /** Absent: as it is. Null (received, consumed, adjustments, losses, requested) goes back to
   * the ledger's figure (losses: 0; requested: the calculated one). */
  initialBalance?: number;
  quantityReceived?: number | null;
  quantityConsumed?: number | null;
  adjustments?: number | null;
  losses?: number | null;
  stockOutDuration?: number;
  finalBalance?: number;
  enteredRequestedQuantity?: number | null;
  expiryDate?: string | null;
  comment?: string | null;
  confirmed?: boolean;
}

export interface UpdateRnrFormInput {
  id: string;
  theirReference?: string | null;
  comment?: string | null;
  lines?: readonly UpdateRnrFormLineInput[];
}

const PROBLEM_ERROR = {
  VALUES_DO_NOT_BALANCE: 'ValuesDoNotBalance',
  NEGATIVE_INITIAL_BALANCE: 'InitialBalanceNegative',
  NEGATIVE_FINAL_BALANCE: 'FinalBalanceNegative',
  STOCK_OUT_DAYS_OUT_OF_PERIOD: 'StockOutDaysOutOfPeriod',
  NEGATIVE_REQUESTED_QUANTITY: 'RequestedQuantityNegative',
} as const satisfies Record<string, RnrLineErrorKind>;

/** The first kind of problem of DOCUMENTS.md 8's "Update" (in its order) any line has, with
 * every line that has it; null when every line may be kept. */
export function lineProblemRefusal(
  lines: readonly RnrFormLine[],
  days: number,
): RnrFormError | null {
  const found = new Map<RnrLineErrorKind, string[]>();
  for (const l of lines) {
    const e = effective(l);
    for (const p of rnrLineProblems({
      initialBalance: l.initialBalance,
      received: e.received,
      consumed: e.consumed,
      adjustments: e.adjustments,
      losses: e.losses,
      finalBalance: l.finalBalance,
      stockOutDays: l.stockOutDuration,
      periodDays: days,
      calculatedRequestedQuantity: l.calculatedRequestedQuantity,
      enteredRequestedQuantity: l.enteredRequestedQuantity,
    })) {
      const kind = PROBLEM_ERROR[p];
      found.set(kind, [...(found.get(kind) ?? []), l.id]);
    }
  }
  for (const kind of Object.values(PROBLEM_ERROR)) {
    const lineIds = found.get(kind);
    if (lineIds) return { kind, lineIds };
  }
  return null;
}

/** A count the store enters (received, consumed, losses): not negative, kept exactly. A
 * balance, an adjustment or a requested quantity: kept exactly; its sign is a line problem. */
function numberRefusal(l: UpdateRnrFormLineInput): RnrFormError | null {
  const counts = {
    quantityReceived: l.quantityReceived,
    quantityConsumed: l.quantityConsumed,
    losses: l.losses,
  };
  for (const [field, value] of Object.entries(counts)) {
    if (value === undefined || value === null) continue;
    const problem = quantityProblem(field, value, 'numberOfPacks');
    if (problem) return { ...problem, lineId: l.id };
  }
  const signed = {
    initialBalance: l.initialBalance,
    finalBalance: l.finalBalance,
    adjustments: l.adjustments,
    enteredRequestedQuantity: l.enteredRequestedQuantity,
  };
  for (const [field, value] of Object.entries(signed)) {
    if (value === undefined || value === null) continue;
    const problem = quantityProblem(field, Math.abs(value), 'numberOfPacks');
    if (problem) return { ...problem, lineId: l.id };
  }
  return null;
}

/** The line with the entries applied and every computed figure worked out again from them. */
function edited(
  line: RnrFormLine,
  input: UpdateRnrFormLineInput,
  period: Period,
  months: { monthsUnderstock: number; monthsOverstock: number },
): RnrFormLine {
  const pick = <K extends keyof UpdateRnrFormLineInput & keyof RnrFormLine>(
    key: K,
  ): RnrFormLine[K] => (input[key] === undefined ? line[key] : input[key]) as RnrFormLine[K];
  const next: RnrFormLine = {
    ...line,
    initialBalance: input.initialBalance ?? line.initialBalance,
    enteredQuantityReceived:
      input.quantityReceived === undefined ? line.enteredQuantityReceived : input.quantityReceived,
    enteredQuantityConsumed:
      input.quantityConsumed === undefined ? line.enteredQuantityConsumed : input.quantityConsumed,
    enteredAdjustments:
      input.adjustments === undefined ? line.enteredAdjustments : input.adjustments,
    enteredLosses: input.losses === undefined ? line.enteredLosses : input.losses,
    stockOutDuration: input.stockOutDuration ?? line.stockOutDuration,
    finalBalance: input.finalBalance ?? line.finalBalance,
    enteredRequestedQuantity: pick('enteredRequestedQuantity'),
    expiryDate: pick('expiryDate'),
    comment: pick('comment'),
    confirmed: input.confirmed ?? line.confirmed,
  };
  const e = effective(next);
  const figures = rnrLineFigures({
    startDate: period.startDate,
    endDate: period.endDate,
    initialBalance: next.initialBalance,
    received: e.received,
    consumed: e.consumed,
    adjustments: e.adjustments,
    losses: e.losses,
    stockOutDays: Math.max(0, next.stockOutDuration),
    previousMonthlyConsumption: next.previousMonthlyConsumptionValues,
    ...months,
  });
  // Requested and the low-stock hint follow the final balance the store keeps (checked to
  // balance), not one worked out again.
  return {
    ...next,
    adjustedQuantityConsumed: figures.adjustedConsumption,
    averageMonthlyConsumption: figures.averageMonthlyConsumption,
    minimumQuantity: figures.minimumQuantity,
    maximumQuantity: figures.maximumQuantity,
    calculatedRequestedQuantity: requestedQuantity({
      maximumQuantity: figures.maximumQuantity,
      finalBalance: next.finalBalance,
    }),
    lowStock: lowStockLevel(next.finalBalance, figures.maximumQuantity),
  };
}

export async function updateRnrForm(
  ctx: ServiceContext,
  input: UpdateRnrFormInput,
): Promise<Result<RnrForm, RnrFormError>> {
  for (const l of input.lines ?? []) {
    const bad = numberRefusal(l);
    if (bad) return err(bad);
  }
  return withDraftForm(ctx, input.id, async (trx, form) => {
    const now = ctx.now();
    const next: RnrForm = {
      ...form,
      theirReference:
        input.theirReference === undefined ? form.theirReference : input.theirReference,
      comment: input.comment === undefined ? form.comment : input.comment,
    };
    const changes = input.lines ?? [];
    if (changes.length > 0) {
      const period = await findPeriod(trx, form.periodId);
      if (!period) return err({ kind: 'PeriodDoesNotExist' });
      const prefs = (await preferencesOfStores(trx, [ctx.storeId])).get(ctx.storeId);
      const months = {
        monthsUnderstock: prefs?.monthsUnderstock ?? 0,
        monthsOverstock: prefs?.monthsOverstock ?? 0,
      };
      const byId = new Map((await findRnrFormLines(trx, form.id)).map((l) => [l.id, l]));
      const lines: RnrFormLine[] = [];
      for (const change of changes) {
        const line = byId.get(change.id);
        if (!line) return err({ kind: 'RnrFormLineNotFound', lineId: change.id });
        lines.push(edited(line, change, period, months));
      }
      const refusal = lineProblemRefusal(lines, periodDays(period.startDate, period.endDate));
      if (refusal) return err(refusal);
      await saveRnrFormLines(trx, ctx.storeId, lines, now);
    }
    await saveRnrForm(trx, next, now);
    await logRnrForm(trx, ctx, next, 'RNR_FORM_UPDATED');
    return ok(next);
  });
}

/** Deletes a DRAFT form and its lines; a finalised one stays (spec 001 section 4). */
export async function deleteRnrForm(
  ctx: ServiceContext,
  id: string,
): Promise<Result<string, RnrFormError>> {
  return withDraftForm(ctx, id, async (trx, form) => {
    const now = ctx.now();
    const lines = await findRnrFormLines(trx, form.id);
    await deleteRnrFormRow(
      trx,
      form,
      lines.map((l) => l.id),
      now,
    );
    await logRnrForm(trx, ctx, form, 'RNR_FORM_DELETED');
    return ok(form.id);
  });
}

export async function logRnrForm(
  trx: Tx,
  ctx: ServiceContext,
  form: RnrForm,
  type: ActivityType,
): Promise<void> {
  await logActivity(
    trx,
    {
      type,
      userId: ctx.userId,
      storeId: form.storeId,
      recordId: form.id,
      changedFrom: null,
      changedTo: type === 'RNR_FORM_FINALISED' ? 'FINALISED' : null,
    },
    ctx.now(),
  );
}
