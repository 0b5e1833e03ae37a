// Assembles the HTTP server from a config: GraphQL at /graphql, the built web app at /
// with a fallback to index.html for client routes, and a bare health route.
import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Deps } from './deps';
import { GRAPHIQL_CSP, registerHttpSecurity } from './http-security';
import { createGraphqlHandler, executeJson, jsonParams, type ServerContext } from './graphql/yoga';
import { asOneCaller } from './db/callers';
import { registerExportRoute } from './modules/export/export.route';

export interface AppOptions {
  /** false in tests that assert on output; otherwise the configured level. */
  logger?: boolean;
}

let requestCounter = 0;

/** A hop count trusts that many proxies nearest to us. */
const trustProxyOption = (
  trust: boolean | number | string,
): boolean | string | ((address: string, hop: number) => boolean) =>
  typeof trust === 'number' ? (_address, hop) => hop < trust : trust;

export async function buildApp(deps: Deps, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: deps.config.logLevel },
    // A client-supplied request id is kept (so logs join up across hops), else one is made.
    requestIdHeader: 'x-request-id',
    genReqId: () => `req-${process.pid}-${(++requestCounter).toString(36)}`,
    bodyLimit: 10 * 1024 * 1024,
    // Client addresses count for sign-in throttling and rate limits: X-Forwarded-For is
    // believed only from the proxies the operator names.
    trustProxy: trustProxyOption(deps.config.trustProxy),
  });
  await app.register(fastifyCookie);
  await registerHttpSecurity(app, deps);

  const yoga = createGraphqlHandler(deps, app.log);
  app.route({
    url: '/graphql',
    // Preflights (OPTIONS) are answered by the CORS policy (http-security.ts).
    method: ['GET', 'POST'],
    handler: async (req, reply) => {
      const params = jsonParams(req.method, req.headers['content-type'], req.body);
      if (params) {
        const result = await asOneCaller(() => executeJson(yoga, params, { req, reply }, req.log));
        return reply
          .header('cache-control', 'no-store')
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(result));
      }
      const response = await asOneCaller(() =>
        yoga.handleNodeRequestAndResponse(req, reply, { req, reply } satisfies ServerContext),
      );
      response.headers.forEach((value, key) => {
        void reply.header(key, value);
      });
      void reply.header('cache-control', 'no-store');
      void reply.status(response.status);
      if (response.headers.get('content-type')?.startsWith('text/html'))
        void reply.header('content-security-policy', GRAPHIQL_CSP);
      // A single JSON result is sent in one write; streamed results (multipart,
      // event streams) are piped as they come.
      const type = response.headers.get('content-type') ?? '';
      if (
        type.startsWith('application/json') ||
        type.startsWith('application/graphql-response+json')
      ) {
        return reply.send(await response.text());
      }
      return reply.send(response.body);
    },
  });

  registerExportRoute(app, deps, yoga);

  // The ceiling for benchmarks and a liveness probe for operators.
  app.get('/health', () => ({ status: 'ok' }));

  const webDir = deps.config.webDistDir;
  const indexFile = path.join(webDir, 'index.html');
  // The page carries the session settings the web app needs before it can ask anything.
  const clientConfig = JSON.stringify({
    sessionMinutes: deps.config.accessTokenMinutes,
    inactivityMinutes: deps.config.inactivityMinutes,
    isCentralServer: deps.config.isCentralServer,
  }).replace(/</g, '\\u003c');
  const indexHtml = fs.existsSync(indexFile)
    ? fs
        .readFileSync(indexFile, 'utf8')
        .replace(
          '</head>',
          `<script id="dawa-config" type="application/json">${clientConfig}</script></head>`,
        )
    : undefined;
  if (fs.existsSync(indexFile)) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      // index.html is sent by the handler below, with the client settings in it.
      index: false,
      // The build writes asset.js.br and asset.js.gz beside each asset worth compressing: the
      // best one the browser accepts is sent (sign-in on a slow network), else the asset itself.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Hashed assets never change; index.html must always be fresh.
        void reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const wantsPage =
      req.method === 'GET' &&
      !req.url.startsWith('/graphql') &&
      !path.extname(req.url.split('?')[0] ?? '');
    if (wantsPage && indexHtml) {
      void reply.header('cache-control', 'no-cache');
      return reply.type('text/html').send(indexHtml);
    }
    if (wantsPage) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build -w web` (npm start does it for you).');
    }
    return reply.code(404).send({ error: 'Not found' });
  });

  return app;
}
