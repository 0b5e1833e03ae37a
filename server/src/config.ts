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
  /** GraphQL introspection (on by default; the schema is public in the repository). */
  introspection: boolean;
  /** Minutes without activity before the web app logs the user out. */
  inactivityMinutes: number;
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
    help: 'allow GraphQL introspection (default true)',
  },
  'inactivity-minutes': {
    env: 'INACTIVITY_MINUTES',
    help: 'minutes without activity before the web app logs out (default 30)',
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
    introspection: parseBoolean('introspection', get('introspection') ?? 'true'),
    inactivityMinutes: parsePositive('inactivity minutes', get('inactivity-minutes') ?? '30'),
  };
}

/** Test and tooling settings, read here so no other file touches process.env. */
export const testEnv = {
  databaseUrl: (): string | undefined => process.env.TEST_DATABASE_URL || undefined,
};
