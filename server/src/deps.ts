// What every service needs, built once at start and passed explicitly: no globals.
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { DialectName } from './db/connection';
import type { DB } from './db/tables';
import type { Clock } from './common/time';
import { TokenSigner } from './modules/auth/token';
import {
  createTransferProcessor,
  type TransferProcessor,
} from './modules/invoices/transfers/transfer.processor';
import { KEY, generateSecret, getOrCreateValue, siteId } from './modules/site/site.repository';

export interface Deps {
  db: Kysely<DB>;
  dialect: DialectName;
  config: Config;
  clock: Clock;
  tokens: TokenSigner;
  siteId: number;
  /** The SQLite database's file, when it is one (db/sqlite-cursor.ts reads it on a thread). */
  sqliteFile?: string;
  /** Transfers between the stores of this site, run after commits and on a timer. */
  transfers: TransferProcessor;
}

export async function createDeps(
  config: Config,
  database: { db: Kysely<DB>; dialect: DialectName; sqliteFile?: string },
  clock: Clock,
): Promise<Deps> {
  const secret =
    config.tokenSecret ?? (await getOrCreateValue(database.db, KEY.tokenSecret, generateSecret));
  const site = await siteId(database.db);
  return {
    db: database.db,
    dialect: database.dialect,
    config,
    clock,
    tokens: new TokenSigner(secret),
    siteId: site,
    transfers: createTransferProcessor({
      db: database.db,
      dialect: database.dialect,
      clock,
      siteId: site,
    }),
    ...(database.sqliteFile ? { sqliteFile: database.sqliteFile } : {}),
  };
}
