// The errors every document operation may answer, as schema error types (the web translates
// each by its type name), and the one mapping from a service's error value to them.
import { commonErrors } from '../../../graphql/common-errors';
import { defineUserError, type UserErrorValue } from '../../../graphql/user-error';
import {
  newLineErrors,
  stockErrors,
  toStockUserError,
} from '../../stock/inventory-adjustment.schema';
import type { StockMovementError } from '../../stock/stock-movement.service';
import type { QuantityOutOfRange } from '../../stock/stock-quantity';
import type { ReturnReasonError } from './return-reason';

const errors = {
  OtherPartyDoesNotExist: defineUserError('OtherPartyDoesNotExist', 'This name does not exist'),
  OtherPartyNotVisible: defineUserError(
    'OtherPartyNotVisible',
    'This name is not one this store trades with',
  ),
  OtherPartyNotACustomer: defineUserError(
    'OtherPartyNotACustomer',
    'This name is not a customer of this store',
  ),
  OtherPartyNotASupplier: defineUserError(
    'OtherPartyNotASupplier',
    'This name is not a supplier of this store',
  ),
  OtherPartyIsThisStore: defineUserError(
    'OtherPartyIsThisStore',
    'A store cannot ship to or receive from itself',
  ),
  InvoiceIsNotEditable: defineUserError(
    'InvoiceIsNotEditable',
    'This document can no longer be changed',
  ),
  CannotReverseInvoiceStatus: defineUserError(
    'CannotReverseInvoiceStatus',
    'A status cannot go back',
  ),
  StatusNotAllowed: defineUserError('StatusNotAllowed', 'This status cannot be set here'),
  CannotSetShippedStatusOnManualInboundShipment: defineUserError(
    'CannotSetShippedStatusOnManualInboundShipment',
    'A receipt entered by hand cannot be marked shipped',
  ),
  CannotChangeStatusOfInvoiceOnHold: defineUserError(
    'CannotChangeStatusOfInvoiceOnHold',
    'The document is on hold: remove the hold to change its status',
  ),
  CanOnlyChangeToAllocatedWhenNoUnallocatedLines: defineUserError(
    'CanOnlyChangeToAllocatedWhenNoUnallocatedLines',
    'Placeholder lines still hold a quantity: allocate them or set them to zero',
    { lineIds: 'String' },
  ),
  CannotChangeStatusWithoutLines: defineUserError(
    'CannotChangeStatusWithoutLines',
    'The document has no line with a quantity',
  ),
  InvoiceLineHasNoStockLine: defineUserError('InvoiceLineHasNoStockLine', 'A line has no batch', {
    lineId: 'String',
  }),
  CannotHaveEstimatedDeliveryDateBeforeShippedDate: defineUserError(
    'CannotHaveEstimatedDeliveryDateBeforeShippedDate',
    'The expected delivery date must be after the shipped date',
  ),
  CannotDeleteInvoiceWithStockMovements: defineUserError(
    'CannotDeleteInvoiceWithStockMovements',
    'Stock has already left for this document: it cannot be deleted',
  ),
  NumberOfPacksBelowZero: defineUserError(
    'NumberOfPacksBelowZero',
    'The number of packs cannot be below zero',
  ),
  CanOnlyZeroQuantityInNew: defineUserError(
    'CanOnlyZeroQuantityInNew',
    'A quantity can be set to zero only while the document is new',
  ),
  StockLineAlreadyExistsInInvoice: defineUserError(
    'StockLineAlreadyExistsInInvoice',
    'This batch is already on the document',
    { lineId: 'String' },
  ),
  StockLineIsOnHold: defineUserError('StockLineIsOnHold', 'This batch is on hold'),
  LocationIsOnHold: defineUserError('LocationIsOnHold', "This batch's location is on hold"),
  CanOnlyDeleteLinesOfNewInvoice: defineUserError(
    'CanOnlyDeleteLinesOfNewInvoice',
    'Lines can be deleted only while the document is new',
  ),
  CanOnlyAddLinesToNewOutboundShipment: defineUserError(
    'CanOnlyAddLinesToNewOutboundShipment',
    'Placeholder lines can be added or changed only while the shipment is new',
  ),
  CanOnlyAddLinesFromMasterListToNewInboundShipment: defineUserError(
    'CanOnlyAddLinesFromMasterListToNewInboundShipment',
    'Lines from a master list can be added only while the receipt is new',
  ),
  BatchIsReserved: defineUserError(
    'BatchIsReserved',
    'Stock of this batch has already been reserved or issued: the received line cannot change',
  ),
  CannotChangePackSizeOfReceivedStock: defineUserError(
    'CannotChangePackSizeOfReceivedStock',
    'The pack size of received stock cannot change',
  ),
  InboundShipmentDoesNotBelongToCurrentStore: defineUserError(
    'InboundShipmentDoesNotBelongToCurrentStore',
    'This inbound shipment is not one of this store',
  ),
  OriginalInvoiceNotAnInboundShipment: defineUserError(
    'OriginalInvoiceNotAnInboundShipment',
    'Only an inbound shipment can be returned to its supplier',
  ),
  CannotReturnInboundShipment: defineUserError(
    'CannotReturnInboundShipment',
    'Stock can be returned only from an inbound shipment that has been delivered',
  ),
  OutboundShipmentDoesNotBelongToCurrentStore: defineUserError(
    'OutboundShipmentDoesNotBelongToCurrentStore',
    'This outbound shipment is not one of this store',
  ),
  OriginalInvoiceNotAnOutboundShipment: defineUserError(
    'OriginalInvoiceNotAnOutboundShipment',
    'Only an outbound shipment can be returned by its customer',
  ),
  CannotReturnOutboundShipment: defineUserError(
    'CannotReturnOutboundShipment',
    'Stock can be returned only from an outbound shipment that has been shipped',
  ),
  CannotReturnPlaceholderLine: defineUserError(
    'CannotReturnPlaceholderLine',
    'A placeholder line issued nothing: it cannot be returned',
    { lineId: 'String' },
  ),
  ReturnExceedsIssuedQuantity: defineUserError(
    'ReturnExceedsIssuedQuantity',
    'More would come back than the shipment line issued, counting earlier returns of it',
    { lineId: 'String', returnablePacks: 'Float' },
  ),
  UnallocatedLineForItemAlreadyExistsInInvoice: defineUserError(
    'UnallocatedLineForItemAlreadyExistsInInvoice',
    'This item already has a placeholder line on the document',
    { lineId: 'String' },
  ),
};

/** Every error value a document operation may return. */
export type DocumentError =
  | { kind: 'RecordAlreadyExists' }
  | { kind: 'RecordNotFound' }
  | { kind: 'ItemNotFound' }
  | { kind: 'NotAStockItem' }
  | { kind: 'InvalidPackSize' }
  | { kind: 'InvalidPrice' }
  | { kind: 'InvalidExpiryDate' }
  | { kind: 'LocationNotFound' }
  | { kind: 'DonorNotFound' }
  | { kind: 'VvmStatusNotFound' }
  | { kind: 'ItemVariantNotFound' }
  | { kind: 'StockLineNotFound'; stockLineId: string }
  | { kind: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines'; lineIds: string[] }
  | { kind: 'InvoiceLineHasNoStockLine'; lineId: string }
  | { kind: 'StockLineAlreadyExistsInInvoice'; lineId: string }
  | { kind: 'UnallocatedLineForItemAlreadyExistsInInvoice'; lineId: string }
  | { kind: 'CannotReturnPlaceholderLine'; lineId: string }
  | { kind: 'ReturnExceedsIssuedQuantity'; lineId: string; returnablePacks: number }
  | ReturnReasonError
  | {
      kind: Exclude<
        keyof typeof errors,
        | 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines'
        | 'InvoiceLineHasNoStockLine'
        | 'StockLineAlreadyExistsInInvoice'
        | 'UnallocatedLineForItemAlreadyExistsInInvoice'
        | 'CannotReturnPlaceholderLine'
        | 'ReturnExceedsIssuedQuantity'
      >;
    }
  | QuantityOutOfRange
  | StockMovementError;

export function toDocumentUserError(e: DocumentError): UserErrorValue {
  switch (e.kind) {
    case 'RecordAlreadyExists':
      return commonErrors.recordAlreadyExists();
    case 'RecordNotFound':
    case 'ItemNotFound':
    case 'StockLineNotFound':
    case 'LocationNotFound':
    case 'VvmStatusNotFound':
    case 'ItemVariantNotFound':
      return commonErrors.recordNotFound();
    case 'DonorNotFound':
      return stockErrors.otherPartyNotFound({ field: 'donorId' });
    case 'InvalidPackSize':
      return newLineErrors.packSize();
    case 'InvalidPrice':
      return newLineErrors.price();
    case 'InvalidExpiryDate':
      return newLineErrors.date();
    case 'NotAStockItem':
      return newLineErrors.notAStockItem();
    case 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines':
      return errors[e.kind]({ lineIds: e.lineIds.join(',') });
    case 'InvoiceLineHasNoStockLine':
    case 'StockLineAlreadyExistsInInvoice':
    case 'UnallocatedLineForItemAlreadyExistsInInvoice':
    case 'CannotReturnPlaceholderLine':
      return errors[e.kind]({ lineId: e.lineId });
    case 'ReturnExceedsIssuedQuantity':
      return errors[e.kind]({ lineId: e.lineId, returnablePacks: e.returnablePacks });
    case 'ReasonRequired':
    case 'ReasonNotFound':
    case 'WrongReasonType':
    case 'QuantityOutOfRange':
    case 'NotEnoughStock':
    case 'StockBelowZeroInPast':
    case 'StockCountOutOfRange':
      return toStockUserError(e);
    default:
      return errors[e.kind]();
  }
}
