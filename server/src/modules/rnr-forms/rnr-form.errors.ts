// Every refusal an R&R form operation may answer, as values (the schema turns them into its
// error types). The insert's checks are DOCUMENTS.md 8's, in its order; a refusal about lines
// names them.
import type { OtherPartyError } from '../invoices/kit/other-party';
import type { QuantityOutOfRange } from '../stock/stock-quantity';

/** What is wrong with a line, in rnrLineProblems' order (packages/domain). */
export type RnrLineErrorKind =
  | 'ValuesDoNotBalance'
  | 'InitialBalanceNegative'
  | 'FinalBalanceNegative'
  | 'StockOutDaysOutOfPeriod'
  | 'RequestedQuantityNegative';

export type RnrFormError =
  | { kind: 'RecordAlreadyExists' }
  | { kind: 'RecordNotFound' }
  | OtherPartyError
  /** Its internal order goes to a supplier that is a store (decision 0033). */
  | { kind: 'OtherPartyIsNotAStore' }
  | { kind: 'ProgramDoesNotExist' }
  | { kind: 'ProgramHasNoMasterList' }
  | { kind: 'PeriodDoesNotExist' }
  | { kind: 'PeriodNotClosed' }
  | { kind: 'PeriodNotInProgramSchedule' }
  | { kind: 'RnrFormAlreadyExistsForPeriod' }
  | { kind: 'PeriodMustBeLaterThanLastUsed' }
  | { kind: 'PreviousRnrFormNotFinalised' }
  /** Finalised: neither edited, finalised again nor deleted. */
  | { kind: 'CannotEditRnrForm' }
  | { kind: 'RnrFormLineNotFound'; lineId: string }
  | { kind: RnrLineErrorKind; lineIds: string[] }
  /** Finalising with a negative initial or final balance. */
  | { kind: 'ContainsNegativeLines'; lineIds: string[] }
  | ({ lineId?: string } & QuantityOutOfRange);
