// Errors the user can act on, as values in the schema. Every one implements UserError
// { description }; a mutation answers `TheNode | TheMutationError { error: UserError }`
// and the web app switches on __typename to translate. (The sign-in calls keep the
// per-call interfaces the spec names: see modules/auth/auth.errors.schema.ts.)
import type { Result } from '../common/result';
import { builder } from './builder';

export interface UserErrorValue {
  __typename: string;
  description: string;
  /** Values of the error type's extra fields. */
  data?: Readonly<Record<string, unknown>>;
}

export const UserError = builder.interfaceRef<UserErrorValue>('UserError').implement({
  fields: (t) => ({ description: t.exposeString('description') }),
  resolveType: (e) => e.__typename,
});

type ExtraFields = Record<string, 'String' | 'Float' | 'Int' | 'DateTime'>;

/** Declares an error type implementing UserError, with optional typed extra fields. */
export function defineUserError(name: string, description: string, extra: ExtraFields = {}) {
  builder.objectRef<UserErrorValue>(name).implement({
    interfaces: [UserError],
    fields: (t) =>
      Object.fromEntries(
        Object.entries(extra).map(([field, type]) => [
          field,
          t.field({ type, nullable: true, resolve: (e) => (e.data?.[field] ?? null) as never }),
        ]),
      ),
  });
  return (data: Record<string, unknown> = {}): UserErrorValue => ({
    __typename: name,
    description,
    data,
  });
}

/** `{ __typename: '<Op>Error', error }` wrapper type for a mutation's error branch. */
export function defineErrorWrapper(name: string) {
  return builder.objectRef<{ __typename: string; error: UserErrorValue }>(name).implement({
    fields: (t) => ({ error: t.field({ type: UserError, resolve: (w) => w.error }) }),
  });
}

/** The one way a mutation turns its service's result into its response union: the node the
 * value makes (the value itself by default), or `{ __typename: errorWrapper, error }`. */
export function respond<T, E, const W extends string, V = UserErrorValue, N = T>(
  result: Result<T, E>,
  errorWrapper: W,
  toError: (error: E) => V,
  toNode: (value: T) => N = (value) => value as unknown as N,
): N | { __typename: W; error: V } {
  return result.ok
    ? toNode(result.value)
    : { __typename: errorWrapper, error: toError(result.error) };
}
