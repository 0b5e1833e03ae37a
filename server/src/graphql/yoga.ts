// The GraphQL endpoint: Yoga with the schema, per-request context (the bearer
// token checked once), query depth/size limits, and errors masked to codes.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useGraphQlJit } from '@envelop/graphql-jit';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import {
  BREAK,
  GraphQLError,
  OperationTypeNode,
  visit,
  getOperationAST,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { apiError } from './errors';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { Deps } from '../deps';
import { authenticateRequest, type RequestAuthError } from '../modules/auth/auth.service';
import { itemStatistics } from '../modules/items/item-statistics.service';
import { effectivePermissions } from '../modules/users/user.repository';
import type { User } from '../modules/users/user.types';
import { inStore, type RequestContext } from './context';
import { costLimitPlugin } from './cost';
import { createLoaders } from './loaders';
import { useInputErrorCodes } from './input-guard';
import { introspectionGuard, requestIsFromAdministrator } from './introspection';
import { getSchema } from './schema';

export interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

export const GRAPHQL_LIMITS = {
  maxDepth: 12,
  maxTokens: 3000,
  maxAliases: 20,
  maxDirectives: 20,
  maxCost: 20000,
};

async function buildContext(deps: Deps, { req, reply }: ServerContext): Promise<RequestContext> {
  let user: User | null = null;
  let authError: RequestAuthError | null = null;
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const result = await authenticateRequest(deps, header.slice(7).trim());
    if (result.ok) user = result.value;
    else authError = result.error;
  }
  const cache = new Map<string, Promise<ReadonlySet<string>>>();
  const context: RequestContext = {
    deps,
    request: req,
    reply,
    user,
    authError,
    permissionsIn(storeId) {
      let held = cache.get(storeId);
      if (!held) {
        held = user
          ? effectivePermissions(deps.db, user.id, storeId).then((p) => new Set(p))
          : Promise.resolve(new Set());
        cache.set(storeId, held);
      }
      return held;
    },
    loaders: createLoaders(deps.db, (storeId, itemIds) =>
      itemStatistics(inStore(context, storeId), itemIds),
    ),
  };
  return context;
}

export function createGraphqlHandler(
  deps: Deps,
  logger: FastifyBaseLogger,
): YogaServerInstance<ServerContext, RequestContext> {
  return createYoga<ServerContext, RequestContext>({
    schema: getSchema(),
    graphqlEndpoint: '/graphql',
    context: (initial) => buildContext(deps, initial),
    logging: false,
    landingPage: false,
    // Our CORS policy is Fastify's (app.ts); Yoga's default would echo any origin.
    cors: false,
    graphiql: (_request, server) =>
      deps.config.introspection || requestIsFromAdministrator(deps, server.req, null),
    // Unexpected errors reach the client as INTERNAL with no stack or message; the
    // server logs the original. Errors we raise on purpose (GraphQLError) pass as they are.
    maskedErrors: {
      maskError: (error, message) => {
        if (
          error instanceof GraphQLError &&
          (!error.originalError || error.originalError instanceof GraphQLError)
        ) {
          return error;
        }
        logger.error(
          { err: error instanceof GraphQLError ? error.originalError : error },
          'unexpected GraphQL error',
        );
        return new GraphQLError(message, {
          ...(error instanceof GraphQLError ? { nodes: error.nodes, path: error.path } : {}),
          extensions: { code: 'INTERNAL', details: message },
        });
      },
    },
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true },
        maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
        maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
        maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
        costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true },
        blockFieldSuggestion: { enabled: true },
      }),
      // Rows times fields, at execution start (variables known): see graphql/cost.ts.
      costLimitPlugin(),
      // Variables that could not be coerced are the caller's input problems: BAD_USER_INPUT.
      useInputErrorCodes(),
      introspectionGuard(deps),
      // Queries compiled to JavaScript once each (cached by text): a 1,500-line shipment's
      // 20,000 fields cost a third less CPU than through the interpreting executor
      // (docs/decisions/0028-graphql-jit.md). A document whose strings hold the compiler's
      // markers runs on the interpreting executor: see jitSafe.
      useGraphQlJit({}, { enableIf: ({ document }) => jitSafe(document) }),
    ],
  });
}

/** The compiler writes a query's literal values into the code it generates as JSON, then
 * turns its own marker strings (`__MAGIC_DATE__<uuid>` and kin) back into code: a string
 * literal holding a marker would become code of the caller's. Such a document (no client of
 * ours sends one) is executed by graphql-js instead. Variables never enter generated code. */
export function jitSafe(document: DocumentNode): boolean {
  let safe = true;
  visit(document, {
    StringValue(node) {
      if (node.value.includes(JIT_MARKER)) {
        safe = false;
        return BREAK;
      }
      return undefined;
    },
  });
  return safe;
}
const JIT_MARKER = '__MAGIC_';

export interface JsonParams {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** The body of a plain `POST application/json` GraphQL request, or undefined for
 * anything else (GET, batches, multipart), which goes through Yoga's full HTTP layer. */
export function jsonParams(
  method: string,
  contentType: string | undefined,
  body: unknown,
): JsonParams | undefined {
  if (method !== 'POST' || !contentType?.startsWith('application/json')) return undefined;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { query, variables, operationName } = body as Record<string, unknown>;
  if (typeof query !== 'string') return undefined;
  if (
    variables !== undefined &&
    variables !== null &&
    (typeof variables !== 'object' || Array.isArray(variables))
  ) {
    return undefined;
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
    return undefined;
  return {
    query,
    ...(variables ? { variables: variables as Record<string, unknown> } : {}),
    ...(operationName ? { operationName } : {}),
  };
}

/** The parts of Yoga's envelop engine that one operation goes through. */
interface Engine {
  schema: GraphQLSchema;
  parse(source: string): DocumentNode;
  validate(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[];
  contextFactory(): unknown;
  execute(args: ExecutionArgs): unknown;
}

/** Runs one operation through Yoga's engine (its envelop plugins: parse and validation
 * caches, GraphQL Armor, masked errors, our context) without its Fetch-API HTTP layer,
 * which costs more than the operation itself (docs/decisions/0007-graphql-transport.md). */
export async function executeJson(
  yoga: YogaServerInstance<ServerContext, RequestContext>,
  params: JsonParams,
  server: ServerContext,
  logger: FastifyBaseLogger,
): Promise<{ data?: unknown; errors?: readonly GraphQLError[] }> {
  try {
    const enveloped: Engine = yoga.getEnveloped({ ...server, params } as never);
    const document = enveloped.parse(params.query);
    const errors = enveloped.validate(enveloped.schema, document);
    if (errors.length > 0) return { errors };
    const operation = getOperationAST(document, params.operationName);
    if (!operation || operation.operation === OperationTypeNode.SUBSCRIPTION) {
      return { errors: [apiError('BAD_USER_INPUT', 'Only queries and mutations are served here')] };
    }
    const contextValue: unknown = await enveloped.contextFactory();
    const result = (await enveloped.execute({
      schema: enveloped.schema,
      document,
      contextValue,
      variableValues: params.variables,
      operationName: params.operationName,
    })) as ExecutionResult;
    return result;
  } catch (error) {
    if (error instanceof GraphQLError) return { errors: [error] };
    logger.error({ err: error }, 'unexpected GraphQL failure');
    return { errors: [apiError('INTERNAL', 'Unexpected error.')] };
  }
}
