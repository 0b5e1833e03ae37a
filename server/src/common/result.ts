/** What a service operation returns: a value, or an error the caller can act on.
 * Unexpected failures are thrown instead and end up as INTERNAL errors. */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const err = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });
