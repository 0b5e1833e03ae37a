// Changes a receipt's header, hold and status (DELIVERED, RECEIVED, VERIFIED; SHIPPED only for
// a transfer): stock is created once, on the first move into RECEIVED or VERIFIED.
import type { Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import type { Invoice } from '../kit/document.types';
import {
  updateDocumentOf,
  type UpdateDocumentError,
  type UpdateDocumentInput,
} from '../kit/update-document';

export function updateInboundShipment(
  ctx: ServiceContext,
  input: UpdateDocumentInput,
): Promise<Result<Invoice, UpdateDocumentError>> {
  return updateDocumentOf(ctx, 'INBOUND_SHIPMENT', input);
}
