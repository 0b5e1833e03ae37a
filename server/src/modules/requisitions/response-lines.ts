// A customer requisition's lines (DOCUMENTS.md 6.1 to 6.3), while it is NEW and not frozen by
// approval: the supply quantity (what this store decides to send, not capped by stock or by what
// was asked), comment and reason on any line; on a requisition entered by hand, lines added and
// their requested quantity and the customer's stock and AMC too (on a transferred one those came
// from the customer's order and stay as sent, and its lines cannot be deleted, only supplied
// zero). "Supply requested" sets supply to what was asked (or approved) on every line.
import { defaultSupplyQuantity, isRequisitionEditable } from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import type { ServiceContext } from '../../common/service-context';
import type { RequisitionError } from './requisition.errors';
import { findRequisitionLines, saveRequisitionLines } from './requisition.repository';
import { logRequisition, quantityRefusal, withRequisition } from './requisition-rules';
import { insertLinesOf, linesAsked, reasonRefusal, type NewLine } from './lines';
import type { RequisitionLine } from './requisition.types';

/** What a hand-entered customer requisition's line may carry besides its supply. */
interface CustomerFigures {
  requestedQuantity?: number | null;
  availableStockOnHand?: number | null;
  averageMonthlyConsumption?: number | null;
}

export interface InsertResponseLineInput extends NewLine, CustomerFigures {
  supplyQuantity?: number | null;
  comment?: string | null;
}

export interface UpdateResponseLineInput extends CustomerFigures {
  id: string;
  supplyQuantity?: number | null;
  comment?: string | null;
  reasonOptionId?: string | null;
}

const QUANTITY_FIELDS = [
  'requestedQuantity',
  'supplyQuantity',
  'availableStockOnHand',
  'averageMonthlyConsumption',
] as const;

function numbersRefusal(
  lines: readonly (CustomerFigures & { id: string; supplyQuantity?: number | null })[],
): RequisitionError | null {
  for (const l of lines)
    for (const field of QUANTITY_FIELDS) {
      const value = l[field];
      const bad = value != null && quantityRefusal(field, value, l.id);
      if (bad) return bad;
    }
  return null;
}

const givesCustomerFigures = (l: CustomerFigures): boolean =>
  l.requestedQuantity != null ||
  l.availableStockOnHand != null ||
  l.averageMonthlyConsumption != null;

export function insertResponseRequisitionLines(
  ctx: ServiceContext,
  input: { requisitionId: string; lines: readonly InsertResponseLineInput[] },
): Promise<Result<RequisitionLine[], RequisitionError>> {
  const bad = numbersRefusal(input.lines);
  if (bad) return Promise.resolve(err(bad));
  return insertLinesOf(ctx, 'RESPONSE', input.requisitionId, input.lines, (_trx, r, lines) => {
    if (r.linkedRequisitionId !== null && lines.some(givesCustomerFigures))
      return Promise.resolve(err({ kind: 'TransferredRequisition' as const }));
    const now = ctx.now().toISOString();
    return Promise.resolve(
      ok(
        lines.map((l): RequisitionLine => ({
          id: l.id,
          requisitionId: r.id,
          itemId: l.itemId,
          itemName: l.itemName,
          requestedQuantity: l.requestedQuantity ?? 0,
          // Not computed on a hand-entered requisition (DOCUMENTS.md 6.1): the customer's
          // figures are what the paper says.
          suggestedQuantity: 0,
          supplyQuantity: l.supplyQuantity ?? 0,
          approvedQuantity: 0,
          approvalComment: null,
          availableStockOnHand: l.availableStockOnHand ?? 0,
          averageMonthlyConsumption: l.averageMonthlyConsumption ?? 0,
          snapshotDatetime: now,
          reasonOptionId: null,
          comment: l.comment ?? null,
        })),
      ),
    );
  });
}

export function updateResponseRequisitionLines(
  ctx: ServiceContext,
  input: { requisitionId: string; lines: readonly UpdateResponseLineInput[] },
): Promise<Result<RequisitionLine[], RequisitionError>> {
  const bad = numbersRefusal(input.lines);
  if (bad) return Promise.resolve(err(bad));
  return withRequisition(ctx, input.requisitionId, 'RESPONSE', async (trx, r) => {
    if (!isRequisitionEditable(r)) return err({ kind: 'CannotEditRequisition' });
    if (r.linkedRequisitionId !== null && input.lines.some(givesCustomerFigures))
      return err({ kind: 'TransferredRequisition' });
    const found = linesAsked(await findRequisitionLines(trx, r.id), input.lines);
    if (!found.ok) return found;
    const changed: RequisitionLine[] = [];
    for (const { line, asked } of found.value) {
      const refused = await reasonRefusal(trx, line.id, asked.reasonOptionId);
      if (refused) return err(refused);
      changed.push({
        ...line,
        supplyQuantity: asked.supplyQuantity ?? line.supplyQuantity,
        requestedQuantity: asked.requestedQuantity ?? line.requestedQuantity,
        availableStockOnHand: asked.availableStockOnHand ?? line.availableStockOnHand,
        averageMonthlyConsumption:
          asked.averageMonthlyConsumption ?? line.averageMonthlyConsumption,
        comment: asked.comment === undefined ? line.comment : asked.comment,
        reasonOptionId:
          asked.reasonOptionId === undefined ? line.reasonOptionId : asked.reasonOptionId,
      });
    }
    await saveRequisitionLines(trx, ctx.storeId, changed, ctx.now());
    await logRequisition(trx, ctx, r, 'REQUISITION_EDITED');
    return ok(changed);
  });
}

/** Supply = requested on every line, or approved once the requisition went through approval
 * (DOCUMENTS.md 6.3). Answers the lines it changed. */
export function supplyRequestedQuantity(
  ctx: ServiceContext,
  requisitionId: string,
): Promise<Result<RequisitionLine[], RequisitionError>> {
  return withRequisition(ctx, requisitionId, 'RESPONSE', async (trx, r) => {
    if (!isRequisitionEditable(r)) return err({ kind: 'CannotEditRequisition' });
    const changed = (await findRequisitionLines(trx, r.id))
      .map((l) => ({ before: l.supplyQuantity, line: l }))
      .map(({ before, line }) => ({
        before,
        line: { ...line, supplyQuantity: defaultSupplyQuantity(r.approvalStatus, line) },
      }))
      .filter(({ before, line }) => before !== line.supplyQuantity)
      .map(({ line }) => line);
    await saveRequisitionLines(trx, ctx.storeId, changed, ctx.now());
    if (changed.length > 0) await logRequisition(trx, ctx, r, 'REQUISITION_EDITED');
    return ok(changed);
  });
}
