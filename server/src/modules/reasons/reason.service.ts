// Log reasons: central data, added and edited by users with EDIT_CENTRAL_DATA. A reason is
// never deleted (adjustments keep pointing at it); it is made inactive instead.
import { uuidv7 } from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import {
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

export async function insertReasonOption(
  deps: Deps,
  type: ReasonType,
  text: string,
): Promise<Result<ReasonOption, 'ReasonTextInvalid'>> {
  const cleanText = reasonText(text);
  if (!cleanText) return err('ReasonTextInvalid');
  const reason: ReasonOption = {
    id: uuidv7(deps.clock().getTime()),
    type,
    reason: cleanText,
    isActive: true,
  };
  return inTransaction(deps.db, async (trx) => {
    await insertReasons(trx, [reason], deps.clock());
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
  deps: Deps,
  input: UpdateReasonInput,
): Promise<Result<ReasonOption, UpdateReasonError>> {
  let cleanText: string | undefined;
  if (input.reason != null) {
    cleanText = reasonText(input.reason);
    if (!cleanText) return err('ReasonTextInvalid');
  }
  const now = deps.clock();
  return inTransaction<ReasonOption, UpdateReasonError>(deps.db, async (trx) => {
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
