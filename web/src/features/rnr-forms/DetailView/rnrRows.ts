// What the R&R table shows of a line: the server's line with what the user typed over it, and
// every computed figure worked out again by the domain's formulas (DOCUMENTS.md 8) so the
// numbers follow the typing; the server works them out again from what is sent.
import {
  lowStockLevel,
  requestedQuantity,
  rnrFinalBalance,
  rnrLineFigures,
  rnrLineProblems,
  type LowStockLevel,
  type RnrLineProblem,
} from '@dawa/domain';
import type { RnrForm, RnrFormLine } from '../api/useRnrForms';

/** The entries of a line the user may change (the names of UpdateRnrFormLineInput). */
export interface RnrLineDraft {
  initialBalance?: number;
  quantityReceived?: number;
  quantityConsumed?: number;
  adjustments?: number;
  losses?: number;
  stockOutDuration?: number;
  finalBalance?: number;
  enteredRequestedQuantity?: number | null;
  confirmed?: boolean;
}

export interface RnrLineRow extends RnrFormLine {
  /** This period's monthly consumption (adjusted ÷ (days ÷ 30)), averaged into the AMC. */
  monthlyConsumption: number;
  problems: RnrLineProblem[];
  /** The user error the server last refused this line with. */
  refusal: string | null;
  edited: boolean;
}

/** Editing an entry of the balance moves the final balance with it (the reference's way);
 * typing the final balance itself is checked against the entries. */
export const BALANCE_ENTRIES = [
  'initialBalance',
  'quantityReceived',
  'quantityConsumed',
  'adjustments',
  'losses',
] as const;

export function rnrLineRow(
  form: Pick<RnrForm, 'period' | 'monthsUnderstock' | 'monthsOverstock'>,
  line: RnrFormLine,
  draft: RnrLineDraft | undefined,
  refusal: string | null,
): RnrLineRow {
  const merged: RnrFormLine = { ...line, ...draft };
  const startDate = form.period?.startDate;
  const endDate = form.period?.endDate;
  if (!startDate || !endDate) {
    return { ...merged, monthlyConsumption: 0, problems: [], refusal, edited: false };
  }
  const figures = rnrLineFigures({
    startDate,
    endDate,
    initialBalance: merged.initialBalance,
    received: merged.quantityReceived,
    consumed: merged.quantityConsumed,
    adjustments: merged.adjustments,
    losses: merged.losses,
    stockOutDays: merged.stockOutDuration,
    previousMonthlyConsumption: merged.previousMonthlyConsumptionValues,
    monthsUnderstock: form.monthsUnderstock,
    monthsOverstock: form.monthsOverstock,
  });
  // Requested and the hint follow the final balance as it stands (typed or stored).
  const calculated = requestedQuantity({
    maximumQuantity: figures.maximumQuantity,
    finalBalance: merged.finalBalance,
  });
  const problems = rnrLineProblems({
    initialBalance: merged.initialBalance,
    received: merged.quantityReceived,
    consumed: merged.quantityConsumed,
    adjustments: merged.adjustments,
    losses: merged.losses,
    finalBalance: merged.finalBalance,
    stockOutDays: merged.stockOutDuration,
    periodDays: figures.periodDays,
    calculatedRequestedQuantity: calculated,
    enteredRequestedQuantity: merged.enteredRequestedQuantity ?? null,
  });
  const lowStock: LowStockLevel = lowStockLevel(merged.finalBalance, figures.maximumQuantity);
  return {
    ...merged,
    adjustedQuantityConsumed: figures.adjustedConsumption,
    monthlyConsumption: figures.monthlyConsumption,
    averageMonthlyConsumption: figures.averageMonthlyConsumption,
    minimumQuantity: figures.minimumQuantity,
    maximumQuantity: figures.maximumQuantity,
    calculatedRequestedQuantity: calculated,
    lowStock,
    problems,
    refusal,
    edited: draft !== undefined,
  };
}

/** The draft with a changed entry; an entry of the balance carries the final balance along. */
export function withEntry(
  line: RnrFormLine,
  draft: RnrLineDraft | undefined,
  change: RnrLineDraft,
): RnrLineDraft {
  const next: RnrLineDraft = { ...draft, ...change };
  if (BALANCE_ENTRIES.some((key) => key in change)) {
    const m = { ...line, ...next };
    next.finalBalance = rnrFinalBalance({
      initialBalance: m.initialBalance,
      received: m.quantityReceived,
      consumed: m.quantityConsumed,
      adjustments: m.adjustments,
      losses: m.losses,
    });
  }
  return next;
}
