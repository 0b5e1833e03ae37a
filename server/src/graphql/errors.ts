// GraphQL `errors[]` are for auth failures and the unexpected; business errors are
// values in the schema (see DOMAIN.md section 1). Each carries extensions.code and a
// `details` text.
import { GraphQLError } from 'graphql';
import type { RequestAuthError } from '../modules/auth/auth.service';

export type ErrorCode =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'RATE_LIMITED' | 'INTERNAL';

export function apiError(
  code: ErrorCode,
  message: string,
  details: string = message,
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, details } });
}

const AUTH_DETAILS: Record<RequestAuthError | 'Missing', string> = {
  Missing: 'No access token was sent',
  TokenExpired: 'The access token has expired',
  InvalidToken: 'The access token is not valid',
  Revoked: 'The access token has been revoked',
};

export const unauthenticated = (reason: RequestAuthError | null): GraphQLError =>
  apiError('UNAUTHENTICATED', 'Unauthenticated', AUTH_DETAILS[reason ?? 'Missing']);

export const forbidden = (field: string): GraphQLError =>
  apiError('FORBIDDEN', 'Permission denied', `The user lacks the permission needed for ${field}`);
