// Errors a request can end with; the client turns transport and `errors[]` into these.
export interface GraphQLErrorEntry {
  message: string;
  path?: readonly (string | number)[];
  extensions?: { code?: string; details?: string };
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
