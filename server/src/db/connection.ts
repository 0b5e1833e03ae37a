// Opens the database named by a URL: `sqlite:PATH` (embedded, the default) or
// `postgres://...` (central servers and scale). One Kysely API over both.
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  PostgresDriver,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type PostgresDialectConfig,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from 'kysely';
import type { DB } from './tables';
import { SqliteBooleanPlugin } from './sqlite-boolean-plugin';
import { FairShares } from './fair-pool';
import { SqliteTurns } from './sqlite-turns';

export type DialectName = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: DialectName;
  /** The SQLite database's file (none in memory): other threads may open it to read. */
  sqliteFile?: string;
  /** A copy of the whole database (SQLite only; tests use it as a template). */
  serialize?: () => Buffer;
  close(): Promise<void>;
}

/** SQLite write transactions take the write lock up front (BEGIN IMMEDIATE), so two
 * writers never both read and then fail to upgrade: the second waits (busy timeout). */
class ImmediateSqliteDriver extends SqliteDriver {
  readonly #turns = new SqliteTurns();
  /** One query (or whole transaction) per event-loop turn, callers in turn (sqlite-turns.ts). */
  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.#turns.next();
    return super.acquireConnection();
  }
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

/** SQLite runs schema changes inside transactions: the migrator then applies every pending
 * migration in one (Kysely assumes it cannot, and ran them one statement at a time, so a
 * server stopped in the middle of a migration left a half-changed schema it could not start
 * on again). */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

type PostgresConnection = Parameters<PostgresDriver['releaseConnection']>[0];

/** Pool connections shared between requests, not first come, first served (fair-pool.ts). */
class FairPostgresDriver extends PostgresDriver {
  readonly #shares: FairShares;
  readonly #giveBack = new WeakMap<DatabaseConnection, () => void>();
  constructor(config: PostgresDialectConfig, poolSize: number) {
    super(config);
    this.#shares = new FairShares(poolSize);
  }
  override async acquireConnection(): Promise<DatabaseConnection> {
    const giveBack = await this.#shares.acquire();
    try {
      const connection = await super.acquireConnection();
      this.#giveBack.set(connection, giveBack);
      return connection;
    } catch (error) {
      giveBack();
      throw error;
    }
  }
  override async releaseConnection(connection: PostgresConnection): Promise<void> {
    try {
      await super.releaseConnection(connection);
    } finally {
      this.#giveBack.get(connection)?.();
      this.#giveBack.delete(connection);
    }
  }
}

class FairPostgresDialect extends PostgresDialect {
  readonly #config: PostgresDialectConfig;
  readonly #poolSize: number;
  constructor(config: PostgresDialectConfig, poolSize: number) {
    super(config);
    this.#config = config;
    this.#poolSize = poolSize;
  }
  override createDriver(): Driver {
    return new FairPostgresDriver(this.#config, this.#poolSize);
  }
}

/** Kysely prepares every query afresh; preparing costs more than running a small
 * indexed query, so prepared statements are kept per SQL text (bounded). */
function withStatementCache(sqlite: BetterSqlite3.Database, limit = 2000): SqliteDatabase {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      let stmt = cache.get(sqlText);
      if (!stmt) {
        stmt = sqlite.prepare(sqlText);
        if (cache.size >= limit) cache.delete(cache.keys().next().value ?? '');
        cache.set(sqlText, stmt);
      }
      return stmt;
    },
  };
}

// bigint (int8) and numeric come back as strings by default; every such value we
// store (cursors, counters, quantities) fits a double exactly.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export function dialectOf(url: string): DialectName {
  if (url.startsWith('sqlite:')) return 'sqlite';
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return 'postgres';
  throw new Error(`unsupported database URL '${url}': use sqlite:PATH or postgres://...`);
}

/** Longest a PostgreSQL statement may run before the server cancels it (and the request
 * answers an error): no query can hold a connection, or the locks it took, for ever. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;

export function openDatabase(
  url: string,
  options: {
    poolSize?: number;
    /** PostgreSQL statement timeout in milliseconds (0: none). */
    statementTimeoutMs?: number;
    /** An in-memory SQLite database starts as a copy of this one (`serialize()`d): tests
     * copy a migrated, seeded database instead of building each anew. */
    sqliteImage?: Buffer;
  } = {},
): Database {
  const dialect = dialectOf(url);
  if (dialect === 'sqlite') {
    const file = url.slice('sqlite:'.length);
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const sqlite =
      options.sqliteImage && file === ':memory:'
        ? new BetterSqlite3(options.sqliteImage)
        : new BetterSqlite3(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const db = new Kysely<DB>({
      dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
      plugins: [new SqliteBooleanPlugin()],
    });
    return {
      db,
      dialect,
      ...(file === ':memory:' || file === '' ? {} : { sqliteFile: path.resolve(file) }),
      serialize: () => sqlite.serialize(),
      close: () => db.destroy(),
    };
  }
  const poolSize = options.poolSize ?? 10;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    statement_timeout: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
  });
  const db = new Kysely<DB>({ dialect: new FairPostgresDialect({ pool }, poolSize) });
  return {
    db,
    dialect,
    close: () => db.destroy(),
  };
}
