// Log reasons: central data, added by users with EDIT_CENTRAL_DATA.
import { uuidv7 } from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { insertReasons, type ReasonOption, type ReasonType } from './reason.repository';

export async function insertReasonOption(
  deps: Deps,
  type: ReasonType,
  text: string,
): Promise<Result<ReasonOption, 'ReasonTextInvalid'>> {
  const reasonText = text.trim();
  if (!reasonText || reasonText.length > 200) return err('ReasonTextInvalid');
  const reason: ReasonOption = {
    id: uuidv7(deps.clock().getTime()),
    type,
    reason: reasonText,
    isActive: true,
  };
  return inTransaction(deps.db, async (trx) => {
    await insertReasons(trx, [reason], deps.clock());
    return ok(reason);
  });
}
