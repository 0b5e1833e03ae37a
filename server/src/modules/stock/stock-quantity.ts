// The bounds of the numbers a stock operation takes (packages/domain LIMITS), checked by
// each operation itself: the GraphQL edge checks them too, but a service called from
// elsewhere (a job, a later document type) must not store a count it cannot keep exactly.
import { LIMITS, numberProblem, type NumberKind, type NumberProblem } from '@dawa/domain';

/** A number beyond what the system keeps: too large, too small (a pack size below the
 * minimum) or with more decimals than are kept exactly. */
export interface QuantityOutOfRange {
  kind: 'QuantityOutOfRange';
  field: string;
  problem: NumberProblem;
  min: number;
  max: number;
  decimals: number;
}

/** Null when `value` is an acceptable number of its kind, else why not. */
export function quantityProblem(
  field: string,
  value: number,
  kind: NumberKind,
): QuantityOutOfRange | null {
  const limit = LIMITS[kind];
  const problem = numberProblem(value, limit);
  return problem === null ? null : { kind: 'QuantityOutOfRange', field, problem, ...limit };
}
