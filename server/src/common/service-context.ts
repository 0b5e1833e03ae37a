// What a service acts with and for: the connection, the clock, the signed-in user and (for
// store-scoped work) the store. Services take one of these instead of loose `storeId` and
// `userId` arguments, so the store a request was authorised for is the only store a service
// can reach, and who did something is never a caller's free choice. Built at the GraphQL
// edge by graphql/context.ts (inStore, asSignedInUser), elsewhere (tests, command line) by
// the two functions below. Lint refuses loose ids in a service's inputs (eslint-rules/house.js).
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/connection';
import type { DB } from '../db/tables';
import type { Deps } from '../deps';

/** A signed-in user acting on no store in particular (sign-out, user sync). */
export interface UserContext {
  readonly db: Kysely<DB>;
  readonly dialect: DialectName;
  /** The time now, read from the server's clock at each call (tests move it). */
  readonly now: () => Date;
  /** The user who acts: recorded as the author of what the service writes. */
  readonly userId: string;
}

/** A signed-in user acting in one store: what every store-scoped service takes. */
export interface ServiceContext extends UserContext {
  /** The store the request was authorised for; the service reads and writes only its data. */
  readonly storeId: string;
  /** Call after a commit that may start or advance a transfer between stores (a document's
   * status, hold or deletion): the processor runs soon, outside the request's transaction. */
  readonly afterDocumentCommit: () => void;
}

export function userContext(deps: Deps, userId: string): UserContext {
  return { db: deps.db, dialect: deps.dialect, now: () => deps.clock(), userId };
}

export function serviceContext(
  deps: Deps,
  acting: { storeId: string; userId: string },
): ServiceContext {
  return {
    ...userContext(deps, acting.userId),
    storeId: acting.storeId,
    afterDocumentCommit: () => deps.transfers.trigger(),
  };
}
