// Error types of the sign-in calls: each implements its call's error interface and
// carries an English description; the web app translates by __typename.
import { builder } from '../../graphql/builder';

export interface ErrorShape {
  __typename: string;
  description: string;
}

export const AuthTokenErrorInterface = builder
  .interfaceRef<ErrorShape>('AuthTokenErrorInterface')
  .implement({
    fields: (t) => ({ description: t.exposeString('description') }),
    resolveType: (e) => e.__typename,
  });

export const RefreshTokenErrorInterface = builder
  .interfaceRef<ErrorShape>('RefreshTokenErrorInterface')
  .implement({
    fields: (t) => ({ description: t.exposeString('description') }),
    resolveType: (e) => e.__typename,
  });

export const UpdateUserErrorInterface = builder
  .interfaceRef<ErrorShape>('UpdateUserErrorInterface')
  .implement({
    fields: (t) => ({ description: t.exposeString('description') }),
    resolveType: (e) => e.__typename,
  });

builder.objectRef<ErrorShape>('InvalidCredentials').implement({
  interfaces: [AuthTokenErrorInterface, UpdateUserErrorInterface],
});
builder.objectRef<ErrorShape & { timeoutRemaining: number }>('AccountBlocked').implement({
  interfaces: [AuthTokenErrorInterface],
  fields: (t) => ({
    timeoutRemaining: t.exposeInt('timeoutRemaining', {
      description: 'Milliseconds until the account may sign in again.',
    }),
  }),
});
for (const name of ['NoSiteAccess', 'CentralSyncRequired']) {
  builder.objectRef<ErrorShape>(name).implement({ interfaces: [AuthTokenErrorInterface] });
}
for (const name of [
  'NoRefreshTokenProvided',
  'TokenExpired',
  'NotARefreshToken',
  'InvalidToken',
  'DatabaseError',
  'InternalError',
]) {
  builder.objectRef<ErrorShape>(name).implement({ interfaces: [RefreshTokenErrorInterface] });
}
for (const name of ['ConnectionError', 'MissingCredentials']) {
  builder.objectRef<ErrorShape>(name).implement({ interfaces: [UpdateUserErrorInterface] });
}

/** English descriptions, as the spec words them where it does. */
export const DESCRIPTIONS: Record<string, string> = {
  InvalidCredentials: 'Invalid username or password',
  NoSiteAccess: 'Your account has no access to any store on this site',
  AccountBlocked: 'The account is blocked until the lockout period expires',
  CentralSyncRequired: 'This site must sync with the central server before users can sign in',
  NoRefreshTokenProvided: 'No refresh token was provided',
  TokenExpired: 'The refresh token has expired',
  NotARefreshToken: 'The token provided is not a refresh token',
  InvalidToken: 'The refresh token is not valid',
  DatabaseError: 'The database could not be read',
  InternalError: 'The server returned an error',
  ConnectionError: 'Unable to connect to the server',
  MissingCredentials:
    'Unable to retrieve user details. Please log in again to update user details.',
};

export const errorValue = (name: string, extra: Record<string, unknown> = {}): ErrorShape => ({
  __typename: name,
  description: DESCRIPTIONS[name] ?? name,
  ...extra,
});
