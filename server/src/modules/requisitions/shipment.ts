// An outbound shipment for what a customer requisition still has to supply (DOCUMENTS.md 6.4):
// NEW, to the requisition's customer (or its destination customer), naming the requisition,
// with one placeholder per line for what remains: supply less what its shipments already issued
// and less what its shipments still being prepared hold (so a second shipment made before the
// first leaves covers only the rest, decision 0032). The store then allocates as on any
// shipment. Made through the shipments' own document kit; nothing here touches stock. Nothing
// left: "Nothing left to supply!" (spec 001 section 8), and no shipment.
import { isRequisitionEditable, remainingToSupply } from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import type { ServiceContext } from '../../common/service-context';
import { insertLines } from '../invoices/kit/document.repository';
import type { Invoice } from '../invoices/kit/document.types';
import { insertDocumentOf } from '../invoices/kit/insert-document';
import { placeholderLineOf } from '../invoices/outbound-shipment/placeholder';
import { uuidv7 } from '@dawa/domain';
import { findRequisition, shippedUnits } from './requisition.list';
import type { RequisitionError } from './requisition.errors';
import { findRequisitionLines, lockRequisition } from './requisition.repository';
import { logRequisition } from './requisition-rules';

export interface RequisitionShipmentInput {
  /** The new shipment's id, chosen by the client once per draft. */
  id: string;
  responseRequisitionId: string;
}

export async function createRequisitionShipment(
  ctx: ServiceContext,
  input: RequisitionShipmentInput,
): Promise<Result<Invoice, RequisitionError>> {
  const found = await findRequisition(ctx.db, ctx.storeId, input.responseRequisitionId);
  if (found?.type !== 'RESPONSE') return err({ kind: 'RecordNotFound' });
  return insertDocumentOf<RequisitionError>(
    ctx,
    'OUTBOUND_SHIPMENT',
    'CUSTOMER',
    {
      id: input.id,
      otherPartyId: found.destinationCustomerId ?? found.otherPartyId,
      theirReference: found.theirReference,
    },
    {
      requisitionId: found.id,
      fill: async (trx, invoice) => {
        const r = await lockRequisition(trx, ctx.dialect, found.id, ctx.storeId);
        if (!r || !isRequisitionEditable(r)) return err({ kind: 'CannotEditRequisition' });
        const [lines, shipped] = await Promise.all([
          findRequisitionLines(trx, r.id),
          shippedUnits(trx, r),
        ]);
        const wanted = lines
          .map((l) => {
            const s = shipped.get(l.itemId) ?? { issued: 0, preparing: 0 };
            const remaining = remainingToSupply({
              supplyQuantity: l.supplyQuantity,
              alreadyIssued: s.issued,
            });
            return { itemId: l.itemId, units: Math.max(0, remaining - s.preparing) };
          })
          .filter((w) => w.units > 0);
        if (wanted.length === 0) return err({ kind: 'NothingRemainingToSupply' });
        const items = await trx
          .selectFrom('item')
          .select(['id', 'name', 'code'])
          .where(
            'id',
            'in',
            wanted.map((w) => w.itemId),
          )
          .execute();
        const byId = new Map(items.map((i) => [i.id, i]));
        const now = ctx.now();
        const placeholders = wanted.flatMap((w) => {
          const item = byId.get(w.itemId);
          return item ? [placeholderLineOf(uuidv7(now.getTime()), invoice.id, item, w.units)] : [];
        });
        await insertLines(trx, ctx.storeId, placeholders, now);
        await logRequisition(trx, ctx, r, 'REQUISITION_EDITED', {
          to: String(invoice.invoiceNumber),
        });
        return ok(invoice);
      },
    },
  );
}
