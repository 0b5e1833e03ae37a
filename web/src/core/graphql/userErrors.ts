// What a failed mutation tells the user, for every domain: the refusal the server answered as a
// value (`<Op>Error { error }`, decision 0012), refused input, rate limits and a lost connection,
// each to its translated message. The `error.<Typename>` keys live in whichever namespace the
// domain that raises them loads; this module knows none of them.
import { i18n } from '../i18n';
import { ConnectionError, inputProblemOf, retryAfterOf } from './errors';

/** A refusal the user can act on, from a mutation's `<Op>Error { error }` answer. */
export class UserFacingError extends Error {
  constructor(
    readonly typename: string,
    readonly description: string,
    /** The error's other fields (a return's packs still returnable), for its message. */
    readonly values: Record<string, unknown> = {},
  ) {
    super(description);
    this.name = 'UserFacingError';
  }
}

/** Throws the mutation's user error, if it answered one (decision 0012). */
export function throwIfUserError(result: object | null | undefined): void {
  if (!result) throw new UserFacingError('RecordNotFound', 'No answer');
  if ('error' in result) {
    const { error } = result as { error: { __typename: string; description: string } };
    const { __typename, description, ...values } = error;
    throw new UserFacingError(__typename, description, values);
  }
}

// i18next's types only know the 'common' namespace; the key is built at run time.
type LooseT = (key: string, options: Record<string, unknown> & { ns: string }) => string;
type LooseExists = (key: string, options: { ns: string }) => boolean;

/** `error.<Typename>` in the first loaded namespace that has it: the common one first. */
export function userErrorText(
  typename: string,
  values: Record<string, unknown> = {},
): string | undefined {
  const key = `error.${typename}`;
  const configured = i18n.options.ns;
  const loaded = typeof configured === 'string' ? [configured] : (configured ?? []);
  const defaultNs = i18n.options.defaultNS;
  const first = typeof defaultNs === 'string' ? [defaultNs] : [];
  for (const ns of new Set([...first, ...loaded])) {
    if ((i18n.exists as unknown as LooseExists).call(i18n, key, { ns }))
      return (i18n.t as unknown as LooseT)(key, { ...values, ns });
  }
  return undefined;
}

/** The message for a failed request: the translated user error or refused input, the
 * connection message when the server could not be reached, else `fallback` with the request's
 * own text as detail. */
export function errorMessage(
  error: unknown,
  fallback: string,
): { message: string; detail?: string } {
  if (error instanceof UserFacingError) {
    const translated = userErrorText(error.typename, error.values);
    return translated ? { message: translated } : { message: fallback, detail: error.description };
  }
  // The server could not be reached: say so, not "something went wrong" (spec 000 section 8).
  if (error instanceof ConnectionError)
    return { message: i18n.t('error.unable-to-connect-server') };
  const retryAfter = retryAfterOf(error);
  if (retryAfter !== undefined)
    return { message: i18n.t('error.rate-limited', { seconds: retryAfter }) };
  const input = inputProblemOf(error);
  if (input) {
    const limit = input.limit?.toLocaleString(i18n.language);
    return {
      message: i18n.t(input.key, { limit }),
      ...(input.argument === undefined ? {} : { detail: input.argument }),
    };
  }
  return { message: fallback, detail: error instanceof Error ? error.message : String(error) };
}

/** The lines a refusal names: its `lineIds`, comma separated (ReasonsNotProvided,
 * ValuesDoNotBalance...); none for any other error. */
export function refusedLineIds(error: unknown): string[] {
  if (!(error instanceof UserFacingError)) return [];
  const ids = (error.values as { lineIds?: unknown } | undefined)?.lineIds;
  return typeof ids === 'string'
    ? ids
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean)
    : [];
}
