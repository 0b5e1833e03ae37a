// The one Pothos schema builder. Query and Mutation need a signed-in user by default
// (type-level scope); the few public fields opt out with `skipTypeScopes`. Store-scoped
// fields add `authScopes: { resource: [storeId, 'RESOURCE'] }`, checked against
// modules/permissions/resources.ts.
import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { isAllowed, type Resource } from '../modules/permissions/resources';
import type { RequestContext } from './context';
import { forbidden, unauthenticated } from './errors';

export const builder = new SchemaBuilder<{
  Context: RequestContext;
  AuthScopes: {
    loggedIn: boolean;
    resource: { storeId: string; resource: Resource };
  };
  Scalars: {
    DateTime: { Input: string; Output: string };
    NaiveDate: { Input: string; Output: string };
  };
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin],
  scopeAuth: {
    authScopes: (ctx) => ({
      loggedIn: ctx.user !== null,
      resource: async ({ storeId, resource }) =>
        ctx.user !== null && isAllowed(resource, await ctx.permissionsIn(storeId)),
    }),
    unauthorizedError: (_parent, ctx, info) =>
      ctx.user === null ? unauthenticated(ctx.authError) : forbidden(info.fieldName),
  },
});

builder.queryType({ authScopes: { loggedIn: true } });
builder.mutationType({ authScopes: { loggedIn: true } });
