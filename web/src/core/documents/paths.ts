// Where each document type's pages live (spec 001 section 2), shared by the features that show
// the documents and the ones that link to them (the item ledger).

/** Where the outbound shipments live (spec 001 section 2: distribution, outbound-shipment). */
export const OUTBOUND_PATH = '/distribution/outbound-shipment';
/** Where the inbound shipments live (spec 001 section 2: replenishment, inbound-shipment). */
export const INBOUND_PATH = '/replenishment/inbound-shipment';
/** Where the supplier returns live (spec 001 section 2: replenishment, supplier-return). */
export const SUPPLIER_RETURN_PATH = '/replenishment/supplier-return';
/** Where the customer returns live (spec 001 section 2: distribution, customer-return). */
export const CUSTOMER_RETURN_PATH = '/distribution/customer-return';
/** Where the internal orders live (spec 001 section 2: replenishment, internal-order); an R&R
 * form links to the one finalising made. */
export const INTERNAL_ORDER_PATH = '/replenishment/internal-order';

const DOCUMENT_PATHS: Partial<Record<string, string>> = {
  OUTBOUND_SHIPMENT: OUTBOUND_PATH,
  INBOUND_SHIPMENT: INBOUND_PATH,
  SUPPLIER_RETURN: SUPPLIER_RETURN_PATH,
  CUSTOMER_RETURN: CUSTOMER_RETURN_PATH,
};

/** A document's page, for the types that have one. */
export function documentPath(invoiceType: string, invoiceId: string): string | undefined {
  const path = DOCUMENT_PATHS[invoiceType];
  return path ? `${path}/${invoiceId}` : undefined;
}
