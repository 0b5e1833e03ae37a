// Turns the list filter shapes (common/list.ts) into WHERE clauses, the same way for
// every list and both databases.
import { MAX_FILTER_IDS, MAX_FILTER_PATTERN_LENGTH } from '@dawa/domain';
import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { EqualFilter, RangeFilter, StringFilter } from '../common/list';
import type { DialectName } from './connection';

type Conditions = Expression<SqlBool>[];

// The GraphQL edge refuses longer patterns and longer lists (graphql/input-guard.ts); a caller
// inside the server that passes more has a bug, and the bound keeps the statement within both
// databases' parameter limits and the pattern match short.
function assertBounded(what: string, size: number, max: number): void {
  if (size > max) throw new RangeError(`${what} holds ${size}, more than ${max}`);
}

/** `%`, `_` and the escape character itself match literally. */
const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Case-insensitive contains: ILIKE on PostgreSQL, LIKE (case-insensitive for ASCII) on SQLite. */
export function likeCondition(
  dialect: DialectName,
  column: Expression<unknown>,
  value: string,
): Expression<SqlBool> {
  assertBounded('A like pattern', value.length, MAX_FILTER_PATTERN_LENGTH);
  const pattern = `%${escapeLike(value)}%`;
  return dialect === 'postgres'
    ? sql<SqlBool>`${column} ilike ${pattern} escape '\\'`
    : sql<SqlBool>`${column} like ${pattern} escape '\\'`;
}

export function stringConditions(
  dialect: DialectName,
  column: Expression<unknown>,
  f: StringFilter | null | undefined,
): Conditions {
  const out: Conditions = [];
  if (!f) return out;
  if (f.equalTo != null) out.push(sql<SqlBool>`${column} = ${f.equalTo}`);
  if (f.like != null && f.like !== '') out.push(likeCondition(dialect, column, f.like));
  return out;
}

export function equalConditions<T extends string | number>(
  column: Expression<unknown>,
  f: EqualFilter<T> | null | undefined,
): Conditions {
  const out: Conditions = [];
  if (!f) return out;
  if (f.equalTo != null) out.push(sql<SqlBool>`${column} = ${f.equalTo}`);
  if (f.notEqualTo != null)
    out.push(sql<SqlBool>`(${column} is null or ${column} <> ${f.notEqualTo})`);
  assertBounded('equalAny', f.equalAny?.length ?? 0, MAX_FILTER_IDS);
  assertBounded('notEqualAll', f.notEqualAll?.length ?? 0, MAX_FILTER_IDS);
  if (f.equalAny != null) {
    out.push(
      f.equalAny.length === 0
        ? sql<SqlBool>`1 = 0`
        : sql<SqlBool>`${column} in (${sql.join(f.equalAny)})`,
    );
  }
  if (f.notEqualAll != null && f.notEqualAll.length > 0) {
    out.push(sql<SqlBool>`(${column} is null or ${column} not in (${sql.join(f.notEqualAll)}))`);
  }
  return out;
}

export function rangeConditions<T extends string | number>(
  column: Expression<unknown>,
  f: RangeFilter<T> | null | undefined,
): Conditions {
  const out: Conditions = [];
  if (!f) return out;
  if (f.equalTo != null) out.push(sql<SqlBool>`${column} = ${f.equalTo}`);
  if (f.afterOrEqualTo != null) out.push(sql<SqlBool>`${column} >= ${f.afterOrEqualTo}`);
  if (f.beforeOrEqualTo != null) out.push(sql<SqlBool>`${column} <= ${f.beforeOrEqualTo}`);
  return out;
}

/** All conditions together (true when there are none). */
export function allOf<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  conditions: Conditions,
): Expression<SqlBool> {
  return conditions.length === 0 ? sql<SqlBool>`1 = 1` : eb.and(conditions);
}
