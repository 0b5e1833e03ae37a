// The only file that reads process.env: every setting comes from here, from the
// environment or from command-line flags (flags win).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  /** Seed demo data into an empty database at start. */
  demoData: boolean;
  /** Secret for signing tokens; generated once and stored in the database when absent. */
  tokenSecret: string | undefined;
  logLevel: LogLevel;
  accessTokenMinutes: number;
  refreshTokenMinutes: number;
  /** A standalone server is not a central server until sync exists. */
  isCentralServer: boolean;
  /** Folder of the built web app served at '/'. */
  webDistDir: string;
  /** Consecutive failed sign-ins before the account is blocked, and for how long. */
  lockoutMaxFailures: number;
  lockoutMinutes: number;
  /** Development mode: GraphQL introspection and GraphiQL for everyone (otherwise only
   * for a signed-in administrator). */
  introspection: boolean;
  /** Origins besides the server's own that may call /graphql from a browser (CORS). */
  allowedOrigins: readonly string[];
  /** Which proxies to believe about the client address and protocol (X-Forwarded-*):
   * false (none, the default), true (any), a hop count, or addresses. */
  trustProxy: boolean | number | string;
  /** Failed sign-ins from one address, all usernames together, within the lockout period
   * before that address may not try again until the period has passed. */
  signInFailuresPerAddress: number;
  /** Failed sign-ins for one username, all addresses together, within the lockout period
   * from which each further attempt for it waits its turn, signInSlowdownMs apart. */
  signInSlowdownAfter: number;
  signInSlowdownMs: number;
  /** GraphQL requests per minute from one client address, and per signed-in user. */
  rateLimitPerAddress: number;
  rateLimitPerUser: number;
  /** PostgreSQL: longest a statement may run, in milliseconds (0: no limit). */
  statementTimeoutMs: number;
  /** Minutes without activity before the web app logs the user out. */
  inactivityMinutes: number;
  /** Seconds between timed runs of the transfer processor (0: only after commits). */
  transferIntervalSeconds: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');

export const DEFAULT_DATABASE_URL = 'sqlite:./data/dawa.sqlite';

const FLAGS: Record<string, { env: string; help: string }> = {
  port: { env: 'PORT', help: 'HTTP port (default 8000)' },
  host: { env: 'HOST', help: 'address to listen on (default 0.0.0.0)' },
  'database-url': {
    env: 'DATABASE_URL',
    help: `sqlite:PATH or postgres://... (default ${DEFAULT_DATABASE_URL})`,
  },
  'demo-data': { env: 'DEMO_DATA', help: 'seed demo data into an empty database (true/false)' },
  'token-secret': {
    env: 'TOKEN_SECRET',
    help: 'token signing secret (default: generated and stored)',
  },
  'log-level': {
    env: 'LOG_LEVEL',
    help: 'fatal, error, warn, info, debug, trace or silent (default info)',
  },
  'access-token-minutes': {
    env: 'ACCESS_TOKEN_MINUTES',
    help: 'access token lifetime (default 60)',
  },
  'refresh-token-minutes': {
    env: 'REFRESH_TOKEN_MINUTES',
    help: 'refresh token lifetime (default 720)',
  },
  'central-server': { env: 'CENTRAL_SERVER', help: 'run as a central server (default false)' },
  'web-dist': { env: 'WEB_DIST', help: 'folder of the built web app (default web/dist)' },
  introspection: {
    env: 'GRAPHQL_INTROSPECTION',
    help: 'development: introspection and GraphiQL for everyone (default false: administrators)',
  },
  'allowed-origins': {
    env: 'ALLOWED_ORIGINS',
    help: 'comma-separated origins, besides the server own, allowed to call the API (CORS)',
  },
  'trust-proxy': {
    env: 'TRUST_PROXY',
    help: 'believe X-Forwarded-For/-Proto from: false (default), true, a hop count, or addresses',
  },
  'sign-in-failures-per-address': {
    env: 'SIGN_IN_FAILURES_PER_ADDRESS',
    help: 'failed sign-ins from one address in 15 minutes before it must wait (default 30)',
  },
  'sign-in-slowdown-after': {
    env: 'SIGN_IN_SLOWDOWN_AFTER',
    help: 'failed sign-ins for one username in 15 minutes before its attempts queue (default 10)',
  },
  'sign-in-slowdown-ms': {
    env: 'SIGN_IN_SLOWDOWN_MS',
    help: 'milliseconds between attempts for a username that is queued (default 1000)',
  },
  'rate-limit-per-address': {
    env: 'RATE_LIMIT_PER_ADDRESS',
    help: 'GraphQL requests per minute from one client address (default 6000)',
  },
  'statement-timeout-ms': {
    env: 'STATEMENT_TIMEOUT_MS',
    help: 'PostgreSQL: longest a statement may run, in ms; 0 for none (default 30000)',
  },
  'rate-limit-per-user': {
    env: 'RATE_LIMIT_PER_USER',
    help: 'GraphQL requests per minute from one signed-in user (default 3000)',
  },
  'inactivity-minutes': {
    env: 'INACTIVITY_MINUTES',
    help: 'minutes without activity before the web app logs out (default 30)',
  },
  'transfer-interval-seconds': {
    env: 'TRANSFER_INTERVAL_SECONDS',
    help: 'seconds between timed runs of store-to-store transfers; 0 for none (default 60)',
  },
};

export function configHelp(): string {
  return Object.entries(FLAGS)
    .map(([flag, { env, help }]) => `  --${flag.padEnd(24)} ${env.padEnd(24)} ${help}`)
    .join('\n');
}

/** Splits `--name value`, `--name=value` and bare `--flag` (true) from the other arguments. */
export function parseFlags(argv: readonly string[]): {
  flags: Map<string, string>;
  rest: string[];
} {
  const flags = new Map<string, string>();
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) {
      rest.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    if (eq > 0) {
      flags.set(arg.slice(2, eq), arg.slice(eq + 1));
      continue;
    }
    const next = argv[i + 1];
    if (next !== undefined && !next.startsWith('--')) {
      flags.set(arg.slice(2), next);
      i++;
    } else {
      flags.set(arg.slice(2), 'true');
    }
  }
  return { flags, rest };
}

function parseBoolean(name: string, value: string): boolean {
  const v = value.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off', ''].includes(v)) return false;
  throw new Error(`${name}: expected true or false, got '${value}'`);
}

function parsePositive(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0)
    throw new Error(`${name}: expected a positive number, got '${value}'`);
  return n;
}

function parseWhole(name: string, value: string, min = 1): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name}: expected a whole number >= ${min}, got '${value}'`);
  return n;
}

/** `https://host[:port]` values, each checked, normalised as a browser sends them. */
function parseOrigins(value: string): string[] {
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .map((v) => {
      let url: URL;
      try {
        url = new URL(v);
      } catch {
        throw new Error(`allowed origins: '${v}' is not an origin like https://host:port`);
      }
      if (!['http:', 'https:'].includes(url.protocol) || url.origin !== v.replace(/\/$/, ''))
        throw new Error(`allowed origins: '${v}' is not an origin like https://host:port`);
      return url.origin;
    });
}

function parseTrustProxy(value: string): boolean | number | string {
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v);
  if (['true', 'false', '0', '1', 'yes', 'no', 'on', 'off', ''].includes(v.toLowerCase()))
    return parseBoolean('trust proxy', v);
  return v;
}

const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

export function loadConfig(
  flags: ReadonlyMap<string, string> = new Map(),
  env: Readonly<Record<string, string | undefined>> = process.env,
): Config {
  const get = (flag: string): string | undefined => {
    const def = FLAGS[flag];
    if (!def) throw new Error(`unknown setting ${flag}`);
    return flags.get(flag) ?? env[def.env];
  };
  for (const flag of flags.keys()) {
    if (!(flag in FLAGS) && flag !== 'help') throw new Error(`unknown option --${flag}`);
  }
  const logLevel = (get('log-level') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`log level: unknown '${logLevel}'`);
  const port = Number(get('port') ?? 8000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`port: invalid '${get('port')}'`);
  return {
    port,
    host: get('host') ?? '0.0.0.0',
    databaseUrl: get('database-url') ?? DEFAULT_DATABASE_URL,
    demoData: parseBoolean('demo data', get('demo-data') ?? 'false'),
    tokenSecret: get('token-secret') || undefined,
    logLevel,
    accessTokenMinutes: parsePositive('access token minutes', get('access-token-minutes') ?? '60'),
    refreshTokenMinutes: parsePositive(
      'refresh token minutes',
      get('refresh-token-minutes') ?? '720',
    ),
    isCentralServer: parseBoolean('central server', get('central-server') ?? 'false'),
    webDistDir: path.resolve(get('web-dist') ?? path.join(repoRoot, 'web/dist')),
    lockoutMaxFailures: 5,
    lockoutMinutes: 15,
    introspection: parseBoolean('introspection', get('introspection') ?? 'false'),
    allowedOrigins: parseOrigins(get('allowed-origins') ?? ''),
    trustProxy: parseTrustProxy(get('trust-proxy') ?? 'false'),
    signInFailuresPerAddress: parseWhole(
      'sign-in failures per address',
      get('sign-in-failures-per-address') ?? '30',
    ),
    signInSlowdownAfter: parseWhole(
      'sign-in slowdown after',
      get('sign-in-slowdown-after') ?? '10',
    ),
    signInSlowdownMs: parseWhole('sign-in slowdown ms', get('sign-in-slowdown-ms') ?? '1000', 0),
    rateLimitPerAddress: parseWhole(
      'rate limit per address',
      get('rate-limit-per-address') ?? '6000',
    ),
    rateLimitPerUser: parseWhole('rate limit per user', get('rate-limit-per-user') ?? '3000'),
    statementTimeoutMs: parseWhole(
      'statement timeout ms',
      get('statement-timeout-ms') ?? '30000',
      0,
    ),
    inactivityMinutes: parsePositive('inactivity minutes', get('inactivity-minutes') ?? '30'),
    transferIntervalSeconds: parseWhole(
      'transfer interval seconds',
      get('transfer-interval-seconds') ?? '60',
      0,
    ),
  };
}

/** Test and tooling settings, read here so no other file touches process.env. */
export const testEnv = {
  databaseUrl: (): string | undefined => process.env.TEST_DATABASE_URL || undefined,
};
