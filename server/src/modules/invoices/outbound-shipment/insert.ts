// A new outbound shipment to a visible customer (DOCUMENTS.md 1.1), status NEW.
import type { Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import type { Invoice } from '../kit/document.types';
import {
  insertDocumentOf,
  type InsertDocumentError,
  type InsertDocumentInput,
} from '../kit/insert-document';

export function insertOutboundShipment(
  ctx: ServiceContext,
  input: InsertDocumentInput,
): Promise<Result<Invoice, InsertDocumentError>> {
  return insertDocumentOf(ctx, 'OUTBOUND_SHIPMENT', 'CUSTOMER', input);
}
