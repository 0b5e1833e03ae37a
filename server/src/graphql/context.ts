import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  serviceContext,
  userContext,
  type ServiceContext,
  type UserContext,
} from '../common/service-context';
import type { Deps } from '../deps';
import type { Loaders } from './loaders';
import type { RequestAuthError } from '../modules/auth/auth.service';
import type { User } from '../modules/users/user.types';

export interface RequestContext {
  deps: Deps;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in user, when the request carried a valid access token. */
  user: User | null;
  /** Why the token was refused, when one was sent and refused. */
  authError: RequestAuthError | null;
  /** Permissions held per store, loaded once per request. */
  permissionsIn(storeId: string): Promise<ReadonlySet<string>>;
  /** Batched, per-request reads of the nodes other nodes link to (graphql/loaders.ts). */
  loaders: Loaders;
}

/** The user signed in for this field. A field that needs one is guarded by an auth scope
 * that refuses requests without one, so an absent user here is a bug in the guard: an
 * internal error, never an action recorded for nobody. */
export function signedInUser(ctx: RequestContext): User {
  if (!ctx.user) throw new Error('a field that needs a signed-in user ran without one');
  return ctx.user;
}

/** The signed-in user acting on no store in particular (sign-out, user sync). */
export function asSignedInUser(ctx: RequestContext): UserContext {
  return userContext(ctx.deps, signedInUser(ctx).id);
}

/** The signed-in user acting in the store named by the field's `storeId` argument, which its
 * auth scope has checked: what a store-scoped service takes. */
export function inStore(ctx: RequestContext, storeId: string): ServiceContext {
  return serviceContext(ctx.deps, { storeId, userId: signedInUser(ctx).id });
}
