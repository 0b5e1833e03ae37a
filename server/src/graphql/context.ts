import type { FastifyReply, FastifyRequest } from 'fastify';
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
