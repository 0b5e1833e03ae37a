// A document (invoice) and its lines as services and the API see them, whatever their type.
import type { InvoiceStatus, InvoiceType } from '@dawa/domain';
import type { InvoiceLineType } from '../invoice.repository';

export interface Invoice {
  id: string;
  storeId: string;
  otherPartyId: string;
  type: InvoiceType;
  status: InvoiceStatus;
  invoiceNumber: number;
  userId: string | null;
  comment: string | null;
  theirReference: string | null;
  transportReference: string | null;
  colour: string | null;
  onHold: boolean;
  linkedInvoiceId: string | null;
  /** A return's shipment (DOCUMENTS.md 4.3): the inbound a supplier return sends back, the
   * outbound a customer return brings back. */
  originalShipmentId: string | null;
  /** The customer requisition a shipment supplies; at the requesting store, the receipt's
   * internal order. Set when the document is made, never changed. */
  requisitionId?: string | null;
  expectedDeliveryDate: string | null;
  taxPercentage: number | null;
  createdDatetime: string;
  allocatedDatetime: string | null;
  pickedDatetime: string | null;
  shippedDatetime: string | null;
  deliveredDatetime: string | null;
  receivedDatetime: string | null;
  verifiedDatetime: string | null;
  cancelledDatetime: string | null;
}

export interface InvoiceLine {
  id: string;
  invoiceId: string;
  type: InvoiceLineType;
  itemId: string;
  itemName: string;
  itemCode: string;
  stockLineId: string | null;
  batch: string | null;
  expiryDate: string | null;
  packSize: number;
  numberOfPacks: number;
  costPricePerPack: number;
  sellPricePerPack: number;
  totalBeforeTax: number;
  totalAfterTax: number;
  taxPercentage: number | null;
  locationId: string | null;
  note: string | null;
  reasonOptionId: string | null;
  shippedNumberOfPacks: number | null;
  shippedPackSize: number | null;
  donorId: string | null;
  vvmStatusId: string | null;
  itemVariantId: string | null;
  /** A customer return's line: the outbound line it brings back. */
  originalLineId?: string | null;
}
