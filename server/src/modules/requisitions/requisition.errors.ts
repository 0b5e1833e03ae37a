// Every refusal a requisition operation may answer, as values (the schema turns them into its
// error types; DOCUMENTS.md 5 and 6 name most of them). A refusal about lines names them.
import type { OtherPartyError } from '../invoices/kit/other-party';
import type { QuantityOutOfRange } from '../stock/stock-quantity';

export type RequisitionError =
  | { kind: 'RecordAlreadyExists' }
  | { kind: 'RecordNotFound' }
  | OtherPartyError
  /** An internal order goes to a supplier that is a store (DOCUMENTS.md 5.1). */
  | { kind: 'OtherPartyIsNotAStore' }
  /** Not in its editable status, or frozen by approval (decision 10). */
  | { kind: 'CannotEditRequisition' }
  | { kind: 'FinalisedRequisition' }
  /** Made by a transfer: the other store's order owns it. */
  | { kind: 'TransferredRequisition' }
  | { kind: 'RequisitionWithShipment' }
  | { kind: 'InvalidMasterList' }
  | { kind: 'ItemNotFound'; lineId: string }
  | { kind: 'NotAStockItem'; lineId: string }
  | { kind: 'ItemAlreadyExistInRequisition'; lineId: string }
  | { kind: 'ReasonNotValid'; lineId: string }
  /** Requested differs from suggested without a reason, where the store asks for one. */
  | { kind: 'ReasonsNotProvided'; lineIds: string[] }
  | { kind: 'RequisitionHasNoLines' }
  | { kind: 'NothingRequested' }
  | { kind: 'NothingRemainingToSupply' }
  | { kind: 'CannotDeleteLineFromTransferredRequisition'; lineIds: string[] }
  | { kind: 'RequisitionNotPendingApproval' }
  /** Program orders (DOCUMENTS.md 7). */
  | { kind: 'ProgramOrderTypeDoesNotExist' }
  | { kind: 'SupplierNotValid' }
  | { kind: 'PeriodNotAvailable' }
  | { kind: 'MaxOrdersReachedForPeriod' }
  | { kind: 'OrderingTooManyItems'; maxItems: number }
  | { kind: 'CannotAddItemToProgramRequisition' }
  | { kind: 'CannotEditProgramRequisitionInformation' }
  | { kind: 'ValueNegative'; field: string; lineId?: string }
  | ({ lineId?: string } & QuantityOutOfRange);
