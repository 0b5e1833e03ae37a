// Finalising an R&R form (DOCUMENTS.md 8, "Finalise"; spec 001 section 4): refused while a line
// has a negative balance (ContainsNegativeLines) or any other line problem; otherwise the form's
// internal order is made directly SENT to its supplier, with the program and period, the store's
// understock and overstock months, and a line per form line (requested: entered, else
// calculated; suggested: the maximum; stock on hand: the final balance; AMC; as at the period's
// end). The form becomes FINALISED and names the order, each line its order line. The transfer
// is started at once, so the supplier store gets its customer requisition.
import { uuidv7 } from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import type { ServiceContext } from '../../common/service-context';
import { findPeriod } from '../programs/program.repository';
import { insertRequisition, insertRequisitionLines } from '../requisitions/requisition.repository';
import { logRequisition } from '../requisitions/requisition-rules';
import type { RequisitionLine } from '../requisitions/requisition.types';
import { preferencesOfStores } from '../stores/store.list';
import { periodDays } from '@dawa/domain';
import type { RnrFormError } from './rnr-form.errors';
import { findRnrFormLines, saveRnrForm, saveRnrFormLines } from './rnr-form.repository';
import { lineProblemRefusal, logRnrForm, withDraftForm } from './rnr-form.service';
import { effective, type RnrForm } from './rnr-form.types';

/** The comment of the internal order a form makes (the reference's words). */
export const RNR_ORDER_COMMENT = 'Automatically created from R&R Form';

export async function finaliseRnrForm(
  ctx: ServiceContext,
  id: string,
): Promise<Result<RnrForm, RnrFormError>> {
  const result = await withDraftForm(ctx, id, async (trx, form) => {
    const lines = await findRnrFormLines(trx, form.id);
    const negative = lines
      .filter((l) => l.initialBalance < 0 || l.finalBalance < 0)
      .map((l) => l.id);
    if (negative.length > 0) return err({ kind: 'ContainsNegativeLines', lineIds: negative });
    const period = await findPeriod(trx, form.periodId);
    if (!period) return err({ kind: 'PeriodDoesNotExist' });
    const refusal = lineProblemRefusal(lines, periodDays(period.startDate, period.endDate));
    if (refusal) return err(refusal);

    const now = ctx.now();
    const prefs = (await preferencesOfStores(trx, [ctx.storeId])).get(ctx.storeId);
    const order = await insertRequisition(
      trx,
      {
        id: uuidv7(now.getTime()),
        storeId: ctx.storeId,
        otherPartyId: form.supplierId,
        type: 'REQUEST',
        status: 'SENT',
        approvalStatus: 'NONE',
        minMonthsOfStock: prefs?.monthsUnderstock ?? 0,
        maxMonthsOfStock: prefs?.monthsOverstock ?? 0,
        theirReference: null,
        comment: RNR_ORDER_COMMENT,
        colour: null,
        expectedDeliveryDate: null,
        programId: form.programId,
        periodId: form.periodId,
        orderType: null,
        isEmergency: false,
        linkedRequisitionId: null,
        createdFromRequisitionId: null,
        destinationCustomerId: null,
        createdDatetime: now.toISOString(),
        sentDatetime: now.toISOString(),
        finalisedDatetime: null,
        userId: ctx.userId,
      },
      now,
    );
    // The figures are the period's: as at the end of its last day.
    const asAt = new Date(`${period.endDate}T23:59:59.999Z`).toISOString();
    const orderLines: RequisitionLine[] = lines.map((l) => ({
      id: uuidv7(now.getTime()),
      requisitionId: order.id,
      itemId: l.itemId,
      itemName: l.itemName,
      requestedQuantity: effective(l).requested,
      suggestedQuantity: l.maximumQuantity,
      supplyQuantity: 0,
      approvedQuantity: 0,
      approvalComment: null,
      availableStockOnHand: l.finalBalance,
      averageMonthlyConsumption: l.averageMonthlyConsumption,
      snapshotDatetime: asAt,
      reasonOptionId: null,
      comment: l.comment,
    }));
    await insertRequisitionLines(trx, ctx.storeId, orderLines, now);
    await saveRnrFormLines(
      trx,
      ctx.storeId,
      lines.map((l, i) => ({ ...l, requisitionLineId: orderLines[i]?.id ?? null })),
      now,
    );
    const done: RnrForm = {
      ...form,
      status: 'FINALISED',
      finalisedDatetime: now.toISOString(),
      linkedRequisitionId: order.id,
    };
    await saveRnrForm(trx, done, now);
    await logRequisition(trx, ctx, order, 'REQUISITION_CREATED', {
      to: String(order.requisitionNumber),
    });
    await logRequisition(trx, ctx, order, 'REQUISITION_STATUS_SENT', { to: 'SENT' });
    await logRnrForm(trx, ctx, done, 'RNR_FORM_FINALISED');
    return ok(done);
  });
  // The reference leaves the order to the next run of its processor; Dawa starts it now.
  if (result.ok) ctx.afterDocumentCommit();
  return result;
}
