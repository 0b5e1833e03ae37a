// The reason on a return's line (spec 001 section 3.1: reason option type RETURN_REASON): a
// reason given must be an active return reason; none given is refused while the site has any
// active return reason to choose from (the same rule as a stock change's reason).
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/tables';
import { activeReasonTypes, findReason, type ReasonType } from '../../reasons/reason.repository';

export type ReturnReasonError =
  | { kind: 'ReasonRequired' }
  | { kind: 'ReasonNotFound' }
  | { kind: 'WrongReasonType'; expected: readonly ReasonType[] };

/** Why the reasons of a return's lines with packs do not do, or undefined when they do. */
export async function returnReasonsProblem(
  db: Kysely<DB>,
  lines: readonly { reasonId?: string | null; numberOfPacks: number }[],
): Promise<ReturnReasonError | undefined> {
  let required: boolean | undefined;
  for (const line of lines) {
    if (line.reasonId == null) {
      if (line.numberOfPacks === 0) continue;
      required ??= (await activeReasonTypes(db)).includes('RETURN_REASON');
      if (required) return { kind: 'ReasonRequired' };
      continue;
    }
    const reason = await findReason(db, line.reasonId);
    if (!reason?.isActive) return { kind: 'ReasonNotFound' };
    if (reason.type !== 'RETURN_REASON')
      return { kind: 'WrongReasonType', expected: ['RETURN_REASON'] };
  }
  return undefined;
}
