// The errors a requisition operation may answer, as schema error types (the web translates each
// by its type name, error.<Typename>), and the one mapping from a service's error value to them.
import { commonErrors } from '../../graphql/common-errors';
import { defineUserError, type UserErrorValue } from '../../graphql/user-error';
import { toDocumentUserError } from '../invoices/kit/document-errors.schema';
import { newLineErrors, toStockUserError } from '../stock/inventory-adjustment.schema';
import type { RequisitionError } from './requisition.errors';

const errors = {
  OtherPartyIsNotAStore: defineUserError(
    'OtherPartyIsNotAStore',
    'An internal order goes to a supplier that is a store',
  ),
  CannotEditRequisition: defineUserError(
    'CannotEditRequisition',
    'This requisition can no longer be changed (sent, finalised, or waiting for approval)',
  ),
  FinalisedRequisition: defineUserError(
    'FinalisedRequisition',
    'A finalised requisition cannot be deleted',
  ),
  TransferredRequisition: defineUserError(
    'TransferredRequisition',
    "This requisition came from another store's internal order: its order owns what was asked",
  ),
  RequisitionWithShipment: defineUserError(
    'RequisitionWithShipment',
    'A shipment was made from this requisition: it cannot be deleted',
  ),
  MasterListNotFoundForThisStore: defineUserError(
    'MasterListNotFoundForThisStore',
    'This master list does not exist or is not one of this store',
  ),
  ItemAlreadyExistInRequisition: defineUserError(
    'ItemAlreadyExistInRequisition',
    'This item is already on the requisition',
    { lineId: 'String' },
  ),
  ReasonNotValid: defineUserError(
    'ReasonNotValid',
    'This reason is not an active requisition line variance reason',
    { lineId: 'String' },
  ),
  ReasonsNotProvided: defineUserError(
    'ReasonsNotProvided',
    'A reason is required where the requested quantity differs from the suggested quantity',
    { lineIds: 'String' },
  ),
  RequisitionHasNoLines: defineUserError(
    'RequisitionHasNoLines',
    'An internal order without lines cannot be sent',
  ),
  NothingRequested: defineUserError(
    'NothingRequested',
    'An internal order with every requested quantity 0 cannot be sent',
  ),
  NothingRemainingToSupply: defineUserError('NothingRemainingToSupply', 'Nothing left to supply!'),
  CannotDeleteLineFromTransferredRequisition: defineUserError(
    'CannotDeleteLineFromTransferredRequisition',
    'Lines transferred from another store cannot be deleted, only reduced to zero',
    { lineIds: 'String' },
  ),
  ProgramOrderTypeDoesNotExist: defineUserError(
    'ProgramOrderTypeDoesNotExist',
    'This order type is not one of the programs of this store',
  ),
  SupplierNotValid: defineUserError(
    'SupplierNotValid',
    'This supplier is not a store that supplies this program',
  ),
  PeriodNotAvailable: defineUserError(
    'PeriodNotAvailable',
    'This period is not one an order may be made for (five periods back or forward)',
  ),
  MaxOrdersReachedForPeriod: defineUserError(
    'MaxOrdersReachedForPeriod',
    'The maximum number of requisitions for this period has been reached',
  ),
  OrderingTooManyItems: defineUserError(
    'OrderingTooManyItems',
    'An emergency order asks for more items than its order type allows',
    { maxItems: 'Int' },
  ),
  CannotAddItemToProgramRequisition: defineUserError(
    'CannotAddItemToProgramRequisition',
    "A program order holds its program's items: none can be added or removed",
  ),
  CannotEditProgramRequisitionInformation: defineUserError(
    'CannotEditProgramRequisitionInformation',
    "A program order's supplier and months of stock cannot change",
  ),
  RequisitionNotPendingApproval: defineUserError(
    'RequisitionNotPendingApproval',
    'This requisition is not waiting for approval',
  ),
};

export function toRequisitionUserError(e: RequisitionError): UserErrorValue {
  switch (e.kind) {
    case 'RecordAlreadyExists':
      return commonErrors.recordAlreadyExists();
    case 'RecordNotFound':
    case 'ItemNotFound':
      return commonErrors.recordNotFound();
    case 'NotAStockItem':
      return newLineErrors.notAStockItem();
    case 'ValueNegative':
      return commonErrors.valueNegative({ field: e.field });
    case 'QuantityOutOfRange':
      return toStockUserError(e);
    case 'OtherPartyDoesNotExist':
    case 'OtherPartyNotVisible':
    case 'OtherPartyNotACustomer':
    case 'OtherPartyNotASupplier':
    case 'OtherPartyIsThisStore':
      return toDocumentUserError(e);
    case 'InvalidMasterList':
      return errors.MasterListNotFoundForThisStore();
    case 'ItemAlreadyExistInRequisition':
    case 'ReasonNotValid':
      return errors[e.kind]({ lineId: e.lineId });
    case 'ReasonsNotProvided':
    case 'CannotDeleteLineFromTransferredRequisition':
      return errors[e.kind]({ lineIds: e.lineIds.join(',') });
    case 'OrderingTooManyItems':
      return errors[e.kind]({ maxItems: e.maxItems });
    default:
      return errors[e.kind]();
  }
}
