// Errors a request can end with; the client turns transport and `errors[]` into these.
export interface GraphQLErrorEntry {
  message: string;
  path?: readonly (string | number)[];
  extensions?: {
    code?: string;
    details?: string;
    /** BAD_USER_INPUT refused at the server's edge: why, where, and the bound passed. */
    reason?: string;
    argument?: string;
    limit?: number;
  };
}

/** The server answered with `errors[]`; `details` is the server's explanation. */
export class GraphQLRequestError extends Error {
  readonly code: string | undefined;
  readonly details: string;
  readonly errors: readonly GraphQLErrorEntry[];
  constructor(errors: readonly GraphQLErrorEntry[]) {
    const first = errors[0];
    super(first?.message ?? 'GraphQL error');
    this.name = 'GraphQLRequestError';
    this.errors = errors;
    this.code = first?.extensions?.code;
    this.details = first?.extensions?.details ?? this.message;
  }
}

/** The server could not be reached. */
export class ConnectionError extends Error {
  constructor(cause?: unknown) {
    super('ConnectionError', { cause });
    this.name = 'ConnectionError';
  }
}

/** The server answered something that is not GraphQL (HTTP error page, bad JSON). */
export class UnknownError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnknownError';
  }
}

/** The request was not sent because the session marker forbids it (spec 000 section 4). */
export class RequestSkippedError extends Error {
  constructor(operationName: string) {
    super(`Request ${operationName} skipped`);
    this.name = 'RequestSkippedError';
  }
}

/** Paths whose permission errors the calling widget shows itself (spec 000 section 6). */
export const WIDGET_HANDLED_PATHS: readonly string[] = [
  'reports',
  'stockCounts',
  'invoiceCounts',
  'itemCounts',
  'requisitionCounts',
  'temperatureNotifications',
];

export type ErrorOutcome = 'Unauthenticated' | 'Forbidden' | 'ToCaller';

/** What the session does with an `errors[]` answer. */
export function classifyErrors(errors: readonly GraphQLErrorEntry[]): ErrorOutcome {
  if (errors.some((error) => error.extensions?.code === 'UNAUTHENTICATED'))
    return 'Unauthenticated';
  const forbidden = errors.filter((error) => error.extensions?.code === 'FORBIDDEN');
  if (forbidden.length === 0) return 'ToCaller';
  const allWidgetHandled = forbidden.every((error) => {
    const head = error.path?.[0];
    return typeof head === 'string' && WIDGET_HANDLED_PATHS.includes(head);
  });
  return allWidgetHandled ? 'ToCaller' : 'Forbidden';
}

/** Why the server's edge refused an input value (server/src/graphql/input-guard.ts), and the
 * common.json text that says so. */
const INPUT_PROBLEM_KEYS = {
  NUL_BYTE: 'error.input-nul-byte',
  TOO_LONG: 'error.input-too-long',
  NOT_FINITE: 'error.input-not-finite',
  TOO_SMALL: 'error.input-too-small',
  TOO_LARGE: 'error.input-too-large',
  TOO_MANY_DECIMALS: 'error.input-too-many-decimals',
  TOO_MANY_IDS: 'error.input-too-many-ids',
  TOO_MANY_VALUES: 'error.input-too-many-values',
} as const;

export type InputProblemKey =
  (typeof INPUT_PROBLEM_KEYS)[keyof typeof INPUT_PROBLEM_KEYS] | 'error.input-invalid';

export interface InputProblem {
  /** A key of common.json. */
  key: InputProblemKey;
  /** The bound the value passed, for the text's {{limit}}. */
  limit?: number;
  /** Where the value was, as the server names it (`input.numberOfPacks`). */
  argument?: string;
}

/** The refused input of a request that failed with BAD_USER_INPUT, or undefined for any other
 * failure. A refusal without a known reason (a value the server could not read) is
 * `error.input-invalid`. */
export function inputProblemOf(error: unknown): InputProblem | undefined {
  if (!(error instanceof GraphQLRequestError)) return undefined;
  const entry = error.errors.find((e) => e.extensions?.code === 'BAD_USER_INPUT');
  if (!entry) return undefined;
  const { reason, limit, argument } = entry.extensions ?? {};
  const key =
    reason !== undefined && reason in INPUT_PROBLEM_KEYS
      ? INPUT_PROBLEM_KEYS[reason as keyof typeof INPUT_PROBLEM_KEYS]
      : 'error.input-invalid';
  return {
    key,
    ...(typeof limit === 'number' ? { limit } : {}),
    ...(argument === undefined ? {} : { argument }),
  };
}

/** Seconds to wait when the server refused the request for too many requests (HTTP 429,
 * RATE_LIMITED), or undefined for any other failure. */
export function retryAfterOf(error: unknown): number | undefined {
  if (!(error instanceof GraphQLRequestError)) return undefined;
  const entry = error.errors.find((e) => e.extensions?.code === 'RATE_LIMITED');
  if (!entry) return undefined;
  const seconds = (entry.extensions as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : 1;
}
