// Changes an outbound shipment's header, hold and status (ALLOCATED, PICKED, SHIPPED).
import type { Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import type { Invoice } from '../kit/document.types';
import {
  updateDocumentOf,
  type UpdateDocumentError,
  type UpdateDocumentInput,
} from '../kit/update-document';

export function updateOutboundShipment(
  ctx: ServiceContext,
  input: UpdateDocumentInput,
): Promise<Result<Invoice, UpdateDocumentError>> {
  return updateDocumentOf(ctx, 'OUTBOUND_SHIPMENT', input);
}
