// Introspection and GraphiQL are for development (config `introspection`) and for a signed-in
// administrator (SERVER_ADMIN in some store); everyone else gets FORBIDDEN. Checked at
// execution, where the caller is known: the validation cache would otherwise hand an
// administrator's accepted introspection query to anyone sending the same text.
import type { FastifyRequest } from 'fastify';
import { BREAK, GraphQLError, visit, type DocumentNode } from 'graphql';
import type { Deps } from '../deps';
import { isAdministrator, userOfRefreshToken } from '../modules/auth/auth.service';
import { REFRESH_COOKIE } from '../modules/auth/cookie';
import type { RequestContext } from './context';

export function asksIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/** An administrator signed in by bearer token, or, for a browser opening GraphiQL, by the
 * refresh-token cookie (read, not rotated). */
export async function requestIsFromAdministrator(
  deps: Deps,
  request: FastifyRequest,
  bearerUser: RequestContext['user'],
): Promise<boolean> {
  const user = bearerUser ?? (await userOfRefreshToken(deps, request.cookies[REFRESH_COOKIE]));
  return user ? isAdministrator(deps, user) : false;
}

export const introspectionRefused = (): GraphQLError =>
  new GraphQLError('Introspection is for administrators', {
    extensions: {
      code: 'FORBIDDEN',
      details: 'Introspection is open to signed-in administrators (or in development)',
    },
  });

/** Envelop plugin: refuses an operation that introspects unless the caller may. */
export function introspectionGuard(deps: Deps) {
  return {
    async onExecute({
      args,
      setResultAndStopExecution,
    }: {
      args: { document: DocumentNode; contextValue: unknown };
      setResultAndStopExecution: (result: { errors: GraphQLError[] }) => void;
    }): Promise<void> {
      if (deps.config.introspection || !asksIntrospection(args.document)) return;
      const ctx = args.contextValue as RequestContext;
      if (await requestIsFromAdministrator(deps, ctx.request, ctx.user)) return;
      setResultAndStopExecution({ errors: [introspectionRefused()] });
    },
  };
}
