// A new receipt from a visible supplier, entered by hand (DOCUMENTS.md 2.1), status NEW.
import type { Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import type { Invoice } from '../kit/document.types';
import {
  insertDocumentOf,
  type InsertDocumentError,
  type InsertDocumentInput,
} from '../kit/insert-document';

export function insertInboundShipment(
  ctx: ServiceContext,
  input: InsertDocumentInput,
): Promise<Result<Invoice, InsertDocumentError>> {
  return insertDocumentOf(ctx, 'INBOUND_SHIPMENT', 'SUPPLIER', input);
}
