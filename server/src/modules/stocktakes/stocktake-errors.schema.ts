// The errors a stocktake operation may answer, as schema error types (the web translates each by
// its type name, error.<Typename>), and the one mapping from a service's error value to them. A
// refusal about lines names them, so the screen can show which.
import { commonErrors } from '../../graphql/common-errors';
import { defineUserError, type UserErrorValue } from '../../graphql/user-error';
import { newLineErrors, stockErrors, toStockUserError } from '../stock/inventory-adjustment.schema';
import type { StocktakeError } from './stocktake.errors';

const errors = {
  CannotEditStocktake: defineUserError(
    'CannotEditStocktake',
    'This stocktake is finalised: it can no longer be changed',
  ),
  StocktakeIsLocked: defineUserError(
    'StocktakeIsLocked',
    'This stocktake is locked: unlock it to change it',
  ),
  StocktakeIsOnHold: defineUserError(
    'StocktakeIsOnHold',
    'This stocktake is on hold: remove the hold to change, finalise or delete it',
  ),
  InitialStocktakeAlreadyExists: defineUserError(
    'InitialStocktakeAlreadyExists',
    'An initial stocktake is only possible in a store that has no stocktake',
  ),
  InvalidMasterList: defineUserError(
    'InvalidMasterList',
    'This master list does not exist or is not one of this store',
  ),
  InvalidLocation: defineUserError('InvalidLocation', 'This location is not one of this store'),
  NoLines: defineUserError('NoLines', 'The stocktake has no lines'),
  StockLineXOrItem: defineUserError(
    'StockLineXOrItem',
    'A line names either a batch or an item, not both and not neither',
    { lineId: 'String' },
  ),
  StockLineAlreadyExistsInStocktake: defineUserError(
    'StockLineAlreadyExistsInStocktake',
    'This batch is already on the stocktake',
    { lineId: 'String' },
  ),
  StockLineReducedBelowZero: defineUserError(
    'StockLineReducedBelowZero',
    'The count is less than what is reserved of this batch for documents not yet shipped',
    { lineId: 'String', stockLineId: 'String' },
  ),
  StockLinesReducedBelowZero: defineUserError(
    'StockLinesReducedBelowZero',
    'Some counts are less than what is reserved of their batches',
    { lineIds: 'String', stockLineIds: 'String' },
  ),
  SnapshotCountCurrentCountMismatch: defineUserError(
    'SnapshotCountCurrentCountMismatch',
    'Stock moved while it was counted: keep the count or recount these lines',
    { lineIds: 'String' },
  ),
  AdjustmentReasonNotProvided: defineUserError(
    'AdjustmentReasonNotProvided',
    'A reason is required for this difference',
    { lineId: 'String' },
  ),
  AdjustmentReasonNotValid: defineUserError(
    'AdjustmentReasonNotValid',
    'This reason does not match the direction of the difference',
    { lineId: 'String' },
  ),
  CannotChangePackSizeOfBatch: defineUserError(
    'CannotChangePackSizeOfBatch',
    'The pack size of a batch in stock cannot change in a stocktake',
    { lineId: 'String' },
  ),
};

export function toStocktakeUserError(e: StocktakeError): UserErrorValue {
  switch (e.kind) {
    case 'RecordAlreadyExists':
      return commonErrors.recordAlreadyExists();
    case 'RecordNotFound':
    case 'ItemNotFound':
    case 'VvmStatusNotFound':
    case 'StockLineNotFound':
      return commonErrors.recordNotFound();
    case 'NotAStockItem':
      return newLineErrors.notAStockItem();
    case 'InvalidExpiryDate':
      return newLineErrors.date();
    case 'InvalidPackSize':
      return newLineErrors.packSize();
    case 'ValueNegative':
      return commonErrors.valueNegative({ field: e.field });
    case 'DonorNotFound':
      return stockErrors.otherPartyNotFound({ field: 'donorId' });
    case 'StockLineXOrItem':
    case 'StockLineAlreadyExistsInStocktake':
    case 'AdjustmentReasonNotProvided':
    case 'AdjustmentReasonNotValid':
    case 'CannotChangePackSizeOfBatch':
      return errors[e.kind]({ lineId: e.lineId });
    case 'StockLineReducedBelowZero':
      return errors[e.kind]({ lineId: e.lineId, stockLineId: e.stockLineId });
    case 'StockLinesReducedBelowZero':
      return errors[e.kind]({
        lineIds: e.lineIds.join(','),
        stockLineIds: e.stockLineIds.join(','),
      });
    case 'SnapshotCountCurrentCountMismatch':
      return errors[e.kind]({ lineIds: e.lineIds.join(',') });
    case 'QuantityOutOfRange':
    case 'NotEnoughStock':
    case 'StockBelowZeroInPast':
    case 'StockCountOutOfRange':
      return toStockUserError(e);
    default:
      return errors[e.kind]();
  }
}
