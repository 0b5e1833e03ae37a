import type { FastifyReply } from 'fastify';
import { builder } from '../../graphql/builder';
import { apiError } from '../../graphql/errors';
import { REFRESH_COOKIE } from './cookie';
import { asSignedInUser, type RequestContext } from '../../graphql/context';
import { authenticate, logout, refresh, type IssuedTokens } from './auth.service';
import {
  AuthTokenErrorInterface,
  RefreshTokenErrorInterface,
  errorValue,
  type ErrorShape,
} from './auth.errors.schema';

function setRefreshCookie(ctx: RequestContext, tokens: IssuedTokens): void {
  ctx.reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.request.protocol === 'https',
    path: '/graphql',
    expires: tokens.refreshExpires,
  });
}

const clearRefreshCookie = (reply: FastifyReply): void => {
  reply.clearCookie(REFRESH_COOKIE, { path: '/graphql' });
};

/** Sign-in and refresh set a cookie: they are answered only to a POST with a JSON body,
 * which a page of another origin cannot send without the CORS preflight we refuse (a GET
 * or a form post would carry the SameSite cookie from a sibling site). */
function requireJsonPost(ctx: RequestContext, field: string): void {
  const type = ctx.request.headers['content-type'] ?? '';
  if (ctx.request.method !== 'POST' || !/^application\/json\b/i.test(type)) {
    throw apiError(
      'BAD_USER_INPUT',
      `${field} is answered only to a POST with a JSON body`,
      `${field} is answered only to a POST with Content-Type application/json`,
    );
  }
}

type TokenValue = { __typename: 'AuthToken' | 'RefreshToken'; token: string };
type ErrorWrapper = { __typename: 'AuthTokenError' | 'RefreshTokenError'; error: ErrorShape };

const AuthToken = builder.objectRef<TokenValue>('AuthToken').implement({
  fields: (t) => ({ token: t.exposeString('token') }),
});
const AuthTokenError = builder.objectRef<ErrorWrapper>('AuthTokenError').implement({
  fields: (t) => ({ error: t.field({ type: AuthTokenErrorInterface, resolve: (e) => e.error }) }),
});
const RefreshToken = builder.objectRef<TokenValue>('RefreshToken').implement({
  fields: (t) => ({ token: t.exposeString('token') }),
});
const RefreshTokenError = builder.objectRef<ErrorWrapper>('RefreshTokenError').implement({
  fields: (t) => ({
    error: t.field({ type: RefreshTokenErrorInterface, resolve: (e) => e.error }),
  }),
});

const AuthTokenResponse = builder.unionType('AuthTokenResponse', {
  types: [AuthToken, AuthTokenError],
  resolveType: (v) => v.__typename,
});
const RefreshTokenResponse = builder.unionType('RefreshTokenResponse', {
  types: [RefreshToken, RefreshTokenError],
  resolveType: (v) => v.__typename,
});

const Logout = builder.objectRef<{ userId: string }>('Logout').implement({
  fields: (t) => ({ userId: t.exposeString('userId') }),
});

builder.queryFields((t) => ({
  authToken: t.field({
    type: AuthTokenResponse,
    description: 'Signs in. Sets the refresh-token cookie and answers the access token.',
    skipTypeScopes: true,
    args: {
      username: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
    },
    resolve: async (_p, args, ctx) => {
      requireJsonPost(ctx, 'authToken');
      const result = await authenticate(ctx.deps, args.username, args.password, ctx.request.ip);
      if (!result.ok) {
        const { kind, ...extra } = result.error;
        return { __typename: 'AuthTokenError' as const, error: errorValue(kind, extra) };
      }
      setRefreshCookie(ctx, result.value);
      return { __typename: 'AuthToken' as const, token: result.value.token };
    },
  }),
  refreshToken: t.field({
    type: RefreshTokenResponse,
    description: 'A new access token from the refresh-token cookie, which is rotated.',
    skipTypeScopes: true,
    resolve: async (_p, _args, ctx) => {
      requireJsonPost(ctx, 'refreshToken');
      const result = await refresh(ctx.deps, ctx.request.cookies[REFRESH_COOKIE]);
      if (!result.ok) {
        if (result.error === 'SpentMomentsAgo')
          return { __typename: 'RefreshTokenError' as const, error: errorValue('InvalidToken') };
        if (result.error !== 'DatabaseError' && result.error !== 'InternalError')
          clearRefreshCookie(ctx.reply);
        return { __typename: 'RefreshTokenError' as const, error: errorValue(result.error) };
      }
      setRefreshCookie(ctx, result.value);
      return { __typename: 'RefreshToken' as const, token: result.value.token };
    },
  }),
  logout: t.field({
    type: Logout,
    description: 'Revokes every token of the signed-in user and clears the refresh cookie.',
    resolve: async (_p, _args, ctx) => {
      const acting = asSignedInUser(ctx);
      await logout(acting);
      clearRefreshCookie(ctx.reply);
      return { userId: acting.userId };
    },
  }),
  isCentralServer: t.boolean({
    skipTypeScopes: true,
    resolve: (_p, _args, ctx) => ctx.deps.config.isCentralServer,
  }),
}));
