// Log reasons: central data, added and edited by users with EDIT_CENTRAL_DATA. A reason is
// never deleted (adjustments keep pointing at it); it is made inactive instead.
import { reasonProblem, uuidv7, type AdjustmentDirection, type ReasonProblem } from '@dawa/domain';
import type { Kysely } from 'kysely';
import { err, ok, type Result } from '../../common/result';
import type { ServiceContext } from '../../common/service-context';
import type { DB } from '../../db/tables';
import { inTransactionRetryingConflict, isIdOfAnotherKind } from '../../db/record-ids';
import { inTransaction } from '../../db/transaction';
import {
  activeReasonTypes,
  findReason,
  insertReasons,
  updateReason,
  type ReasonOption,
  type ReasonType,
} from './reason.repository';

export const MAX_REASON_LENGTH = 200;

/** The trimmed text, or undefined when it is empty or longer than MAX_REASON_LENGTH. */
function reasonText(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed && trimmed.length <= MAX_REASON_LENGTH ? trimmed : undefined;
}

export type InsertReasonError = 'ReasonTextInvalid' | 'RecordAlreadyExists';

/** Adds a reason. With a client id, the same insert again answers the reason the first one
 * made (reasons are central data: every store sees them); an id taken by a reason of
 * another type or by a record of another kind is refused. */
export async function insertReasonOption(
  ctx: ServiceContext,
  input: { id?: string | null; type: ReasonType; reason: string },
): Promise<Result<ReasonOption, InsertReasonError>> {
  const cleanText = reasonText(input.reason);
  if (!cleanText) return err('ReasonTextInvalid');
  const reason: ReasonOption = {
    id: input.id ?? uuidv7(ctx.now().getTime()),
    type: input.type,
    reason: cleanText,
    isActive: true,
  };
  return inTransactionRetryingConflict<ReasonOption, InsertReasonError>(ctx.db, async (trx) => {
    const existing = await findReason(trx, reason.id);
    if (existing) return existing.type === reason.type ? ok(existing) : err('RecordAlreadyExists');
    if (await isIdOfAnotherKind(trx, 'reason_option', reason.id)) return err('RecordAlreadyExists');
    await insertReasons(trx, [reason], ctx.now());
    return ok(reason);
  });
}

export interface UpdateReasonInput {
  id: string;
  /** New text; left as it is when absent. */
  reason?: string | null;
  /** Inactive reasons are no longer offered nor accepted for new adjustments. */
  isActive?: boolean | null;
}

export type UpdateReasonError = 'RecordNotFound' | 'ReasonTextInvalid';

export async function updateReasonOption(
  ctx: ServiceContext,
  input: UpdateReasonInput,
): Promise<Result<ReasonOption, UpdateReasonError>> {
  let cleanText: string | undefined;
  if (input.reason != null) {
    cleanText = reasonText(input.reason);
    if (!cleanText) return err('ReasonTextInvalid');
  }
  const now = ctx.now();
  return inTransaction<ReasonOption, UpdateReasonError>(ctx.db, async (trx) => {
    const existing = await findReason(trx, input.id);
    if (!existing) return err('RecordNotFound');
    const reason: ReasonOption = {
      ...existing,
      reason: cleanText ?? existing.reason,
      isActive: input.isActive ?? existing.isActive,
    };
    await updateReason(trx, reason, now);
    return ok(reason);
  });
}

/** Why the reason given for a change of a line's stock does not do, by the domain rule
 * (packages/domain stock/reasons) the web's pickers follow too; undefined when it does. */
export async function stockReasonProblem(
  db: Kysely<DB>,
  change: {
    reasonId: string | null | undefined;
    direction: AdjustmentDirection;
    isVaccine: boolean;
  },
): Promise<ReasonProblem | undefined> {
  // An id that is sent is looked up, the empty string included: it names nothing.
  const chosen =
    change.reasonId != null ? ((await findReason(db, change.reasonId)) ?? null) : undefined;
  // Which reasons are active only matters when none was chosen.
  const types = chosen === undefined ? await activeReasonTypes(db) : [];
  return reasonProblem({
    chosen,
    activeReasonTypes: types,
    direction: change.direction,
    isVaccine: change.isVaccine,
  });
}
