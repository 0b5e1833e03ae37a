// A document created already moved on (spec 001 section 4: "a supplier return can be created
// directly as Shipped"; DOCUMENTS.md 4.1 and 4.2): the move goes through the one status
// service in the creating transaction, as if the user had asked for it right after.
import type { InvoiceStatus } from '@dawa/domain';
import { ok, type Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import type { Tx } from '../../../db/transaction';
import { logActivity } from '../../activity-log/activity-log.repository';
import type { Invoice } from './document.types';
import { changeStatus, type StatusChangeError } from './status.service';
import { STATUS_ACTIVITY } from './status-activity';

export async function moveOnCreation(
  trx: Tx,
  ctx: ServiceContext,
  invoice: Invoice,
  status: InvoiceStatus,
): Promise<Result<Invoice, StatusChangeError>> {
  if (status === invoice.status) return ok(invoice);
  const moved = await changeStatus(trx, ctx, invoice, status, 'USER');
  if (!moved.ok) return moved;
  const type = STATUS_ACTIVITY[moved.value.status];
  if (type)
    await logActivity(
      trx,
      {
        type,
        userId: ctx.userId,
        storeId: ctx.storeId,
        recordId: invoice.id,
        changedFrom: invoice.status,
        changedTo: moved.value.status,
      },
      ctx.now(),
    );
  return moved;
}
