// Multi-row inserts in pieces: SQLite binds at most 32,766 values per statement and
// PostgreSQL 65,535, and about a thousand rows per statement is where both are fastest.

/** Rows per insert statement for a table of `columns` columns. */
export const rowsPerInsert = (columns: number): number =>
  Math.max(1, Math.min(1000, Math.floor(30_000 / columns)));

/** `rows` cut into consecutive pieces of at most `size`. */
export function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
