// The HTTP side of sign-in and sessions (decision 0020): which origins may call the API,
// the security headers of every answer, and the request rate limits of /graphql.
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from './deps';

/** The app's policy: its own scripts only (the injected `dawa-config` block is JSON, not
 * run); emotion (MUI) writes <style> tags at run time, hence inline styles. */
export const APP_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** GraphiQL (development and administrators) is Yoga's page: scripts, styles and workers
 * from unpkg and an inline start script. */
export const GRAPHIQL_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self' 'unsafe-inline' https://unpkg.com",
  "style-src 'self' 'unsafe-inline' https://unpkg.com",
  "img-src 'self' data: https:",
  "font-src 'self' data: https://unpkg.com",
  "connect-src 'self' https://unpkg.com",
  "worker-src 'self' blob: https://unpkg.com",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function graphqlError(
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): { errors: { message: string; extensions: Record<string, unknown> }[] } {
  return { errors: [{ message, extensions: { code, details: message, ...extra } }] };
}

/** The origin the browser is on when it calls us from our own page. */
const ownOrigin = (req: FastifyRequest): string => `${req.protocol}://${req.host}`;

/** Why a browser request to /graphql comes from a page we do not serve, or null. A request
 * without Origin and without Sec-Fetch-Site (curl, scripts, old browsers) is not a page. */
export function foreignRequest(
  req: FastifyRequest,
  allowedOrigins: readonly string[],
): string | null {
  const origin = req.headers.origin;
  if (origin !== undefined) {
    if (origin === ownOrigin(req) || allowedOrigins.includes(origin)) return null;
    return `Requests from ${origin} are not allowed`;
  }
  // A page of a sibling site reaches us without Origin only through no-cors GETs (img,
  // script, link): they carry the SameSite cookie, so they are refused too.
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site')
    return 'Requests from other sites are not allowed';
  return null;
}

export async function registerHttpSecurity(app: FastifyInstance, deps: Deps): Promise<void> {
  const { config } = deps;

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: APP_CSP_DIRECTIVES },
    // Browsers honour it over HTTPS only; sibling sites on the domain are not ours to pin.
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });

  // Only configured extra origins get CORS headers (with credentials); our own pages
  // need none. Preflights from anyone else get no permission, so the browser stops.
  await app.register(fastifyCors, {
    origin: (origin, callback) => {
      callback(null, origin !== undefined && config.allowedOrigins.includes(origin));
    },
    credentials: true,
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', 'authorization', 'accept', 'x-request-id'],
    maxAge: 600,
  });

  await app.register(fastifyRateLimit, { global: false });
  const limitOf = (max: number, keyGenerator: (req: FastifyRequest) => string) =>
    app.createRateLimit({ max, timeWindow: 60_000, keyGenerator });
  const perAddress = limitOf(config.rateLimitPerAddress, (req) => `address:${req.ip}`);
  const perUser = limitOf(config.rateLimitPerUser, (req) => `user:${bearerUserId(deps, req)}`);

  const refuse = (reply: FastifyReply, status: number, body: object) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(body));

  app.addHook('onRequest', async (req, reply) => {
    if (req.url !== '/graphql' && !req.url.startsWith('/graphql?')) return;
    if (req.method === 'OPTIONS') return;
    const foreign = foreignRequest(req, config.allowedOrigins);
    if (foreign) return refuse(reply, 403, graphqlError('FORBIDDEN', foreign));
    const limits = [await perAddress(req)];
    if (bearerUserId(deps, req) !== undefined) limits.push(await perUser(req));
    const exceeded = limits.find((l) => !l.isAllowed && l.isExceeded);
    if (exceeded && !exceeded.isAllowed) {
      const seconds = Math.max(1, exceeded.ttlInSeconds);
      void reply.header('retry-after', String(seconds));
      return refuse(
        reply,
        429,
        graphqlError('RATE_LIMITED', `Too many requests; try again in ${seconds} s`, {
          retryAfterSeconds: seconds,
        }),
      );
    }
    return undefined;
  });
}

/** The user id of a well-signed, unexpired access token, without reading the database:
 * enough to count requests per user (the token is fully checked later). */
function bearerUserId(deps: Deps, req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const verified = deps.tokens.verify(header.slice(7).trim(), deps.clock());
  return verified.ok && verified.claims.type === 'access' ? verified.claims.userId : undefined;
}
