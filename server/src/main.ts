// Command line: start, migrate, seed, seed-stock, ledger-check, export-schema, create-user,
// each with --help.
import fs from 'node:fs';
import { MAX_PASSWORD_LENGTH, MAX_USERNAME_LENGTH, MIN_PASSWORD_LENGTH } from '@dawa/domain';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configHelp, loadConfig, parseFlags, type Config } from './config';
import { buildApp } from './app';
import { systemClock } from './common/time';
import { openDatabase, type Database } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { createDeps } from './deps';
import { seedDemoData } from './demo/seed';
import { generateBulkStock } from './demo/stock-bulk';
import { rowsOf } from './demo/stock-history';
import { ROLE_PERMISSIONS, type Role } from './demo/roles';
import { schemaSdl } from './graphql/schema';
import { createUser, type CreateUserError } from './modules/users/user.service';
import { findStoreByCodeOrId } from './modules/stores/store.lookup';
import { findLedgerDisagreements } from './modules/stock/ledger.repository';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SCHEMA_FILE = path.resolve(here, '../schema.graphql');

interface Command {
  summary: string;
  usage: string;
  run(flags: Map<string, string>): Promise<void>;
}

async function openMigrated(config: Config): Promise<Database> {
  const database = openDatabase(config.databaseUrl, {
    statementTimeoutMs: config.statementTimeoutMs,
  });
  await migrateToLatest(database);
  return database;
}

const COMMANDS: Record<string, Command> = {
  start: {
    summary: 'migrate the database and serve Dawa (GraphQL at /graphql, the web app at /)',
    usage: `dawa start [options]\n\nOptions (flag, environment variable, meaning):\n${configHelp()}`,
    async run(flags) {
      const config = loadConfig(flags);
      const database = await openMigrated(config);
      const deps = await createDeps(config, database, systemClock);
      const app = await buildApp(deps);
      if (config.demoData) {
        const summary = await seedDemoData(deps);
        if (summary.seeded) app.log.info(summary, 'demo data loaded');
      }
      deps.transfers.start(config.transferIntervalSeconds * 1000, (e) =>
        app.log.error(e, 'transfer run failed'),
      );
      let closing = false;
      const shutdown = (signal: string) => {
        if (closing) return;
        closing = true;
        app.log.info({ signal }, 'shutting down');
        // In-flight requests finish; then the database closes.
        app
          .close()
          .then(() => deps.transfers.stop())
          .then(() => database.close())
          .then(() => process.exit(0))
          .catch((e: unknown) => {
            app.log.error(e, 'shutdown failed');
            process.exit(1);
          });
      };
      process.on('SIGINT', () => shutdown('SIGINT'));
      process.on('SIGTERM', () => shutdown('SIGTERM'));
      await app.listen({ port: config.port, host: config.host });
    },
  },
  migrate: {
    summary: 'apply pending database migrations and exit',
    usage: 'dawa migrate [--database-url URL]',
    async run(flags) {
      const config = loadConfig(flags);
      const database = openDatabase(config.databaseUrl, {
        statementTimeoutMs: config.statementTimeoutMs,
      });
      const applied = await migrateToLatest(database);
      console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
      await database.close();
    },
  },
  seed: {
    summary: 'load demo data into an empty database (--scale N adds generated data for benchmarks)',
    usage:
      'dawa seed [--database-url URL] [--scale N]\n\n  --scale N   0 (default) for the demo, with stock and a year of history in every enabled\n              store; N adds N*100 stores, N*500 users, N*300 items (no stock: see seed-stock)',
    async run(flags) {
      const scale = Number(flags.get('scale') ?? 0);
      flags.delete('scale');
      if (!Number.isInteger(scale) || scale < 0)
        throw new Error('--scale must be a whole number >= 0');
      const config = loadConfig(flags);
      const database = await openMigrated(config);
      const summary = await seedDemoData(await createDeps(config, database, systemClock), {
        scale,
      });
      console.log(
        summary.seeded
          ? `seeded: ${JSON.stringify(summary)}`
          : 'database already has stores: nothing seeded',
      );
      await database.close();
    },
  },
  'seed-stock': {
    summary: 'add benchmark volumes of stock with a year of history to a seeded database',
    usage: [
      'dawa seed-stock [--database-url URL] [--stores N] [--items N] [--lines N] [--movements N]',
      '',
      '  --stores N      enabled stores to stock, the demo stores first (default 50)',
      '  --items N       items with stock per store, at most those its master lists show (default 5000)',
      '  --lines N       stock lines in all, spread over the stores and items (default 500000)',
      '  --movements N   ledger movements in all, about (default 5000000)',
      '',
      'Run it after `dawa seed --scale N` (scale 20: 2,000 stores, 6,000 items). Each store is one',
      'transaction; progress and rows per second are printed. Running it again adds more stock.',
    ].join('\n'),
    async run(flags) {
      const take = (name: string, fallback: number) => {
        const value = Number(flags.get(name) ?? fallback);
        flags.delete(name);
        if (!Number.isInteger(value) || value < 1)
          throw new Error(`--${name} must be a whole number >= 1`);
        return value;
      };
      const options = {
        stores: take('stores', 50),
        items: take('items', 5000),
        lines: take('lines', 500_000),
        movements: take('movements', 5_000_000),
      };
      const config = loadConfig(flags);
      const database = await openMigrated(config);
      try {
        const deps = await createDeps(config, database, systemClock);
        const started = Date.now();
        const counts = await generateBulkStock(deps, { ...options, log: (l) => console.log(l) });
        const seconds = (Date.now() - started) / 1000;
        const changelog =
          counts.stockLines + counts.invoices + counts.invoiceLines + counts.vvmLogs;
        console.log(
          `seeded stock: ${JSON.stringify(counts)}: ${rowsOf(counts)} rows and ${changelog} ` +
            `changelog rows in ${seconds.toFixed(1)} s, ${Math.round(rowsOf(counts) / seconds)} rows/s`,
        );
      } finally {
        await database.close();
      }
    },
  },
  'ledger-check': {
    summary: 'check that every stock line agrees with its ledger (exit code 1 when any does not)',
    usage: [
      'dawa ledger-check [--database-url URL]',
      '',
      'Lists each stock line whose total packs differ from the sum of its movements or from its',
      'last running balance, or whose running balance went below zero at some point.',
    ].join('\n'),
    async run(flags) {
      const config = loadConfig(flags);
      const database = await openMigrated(config);
      try {
        const started = Date.now();
        const disagreements = await findLedgerDisagreements(database.db);
        for (const d of disagreements) {
          console.log(
            `stock line ${d.stockLineId}: total ${d.totalNumberOfPacks} packs, ledger sum ${d.ledgerSum}, ` +
              `last balance ${d.lastBalance ?? 'none'}, lowest balance ${d.lowestBalance ?? 'none'}`,
          );
        }
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(
          disagreements.length === 0
            ? `ledger check: every stock line agrees with its ledger (${seconds} s)`
            : `ledger check: ${disagreements.length} stock line(s) disagree with their ledger (${seconds} s)`,
        );
        if (disagreements.length > 0) process.exitCode = 1;
      } finally {
        await database.close();
      }
    },
  },
  'export-schema': {
    summary: 'print the GraphQL schema to server/schema.graphql (or --out FILE, - for stdout)',
    usage: 'dawa export-schema [--out FILE|-]',
    run(flags) {
      const out = flags.get('out') ?? SCHEMA_FILE;
      if (out === '-') process.stdout.write(schemaSdl());
      else {
        fs.writeFileSync(out, schemaSdl());
        console.log(`wrote ${out}`);
      }
      return Promise.resolve();
    },
  },
  'create-user': {
    summary: 'create a user joined to stores with permissions',
    usage: [
      'dawa create-user --username NAME --password SECRET --stores CODE[,CODE...]',
      '                 [--role admin|storekeeper|dispenser|viewer] [--permissions P1,P2,...]',
      '                 [--first-name X] [--last-name Y] [--email E] [--language en|fr|ar|...]',
      '',
      `A password has ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters, is not the username and not a`,
      'common password.',
      '',
      "Stores are given by code or id. --role grants that role's permission set; --permissions adds",
      'permission values (spec names, e.g. STOCK_LINE_QUERY). STORE_ACCESS is always granted.',
    ].join('\n'),
    async run(flags) {
      const take = (k: string) => {
        const v = flags.get(k);
        flags.delete(k);
        return v;
      };
      const username = take('username');
      const password = take('password');
      const stores = (take('stores') ?? '').split(',').filter(Boolean);
      const role = take('role') as Role | undefined;
      const extra = (take('permissions') ?? '').split(',').filter(Boolean);
      const firstName = take('first-name');
      const lastName = take('last-name');
      const email = take('email');
      const language = take('language');
      if (!username || !password) throw new Error('--username and --password are required');
      if (role && !(role in ROLE_PERMISSIONS)) throw new Error(`unknown role ${role}`);
      const config = loadConfig(flags);
      const database = await openMigrated(config);
      try {
        const deps = await createDeps(config, database, systemClock);
        const storeIds: string[] = [];
        for (const s of stores) {
          const store = await findStoreByCodeOrId(deps.db, s);
          if (!store) throw new Error(`no store with code or id ${s}`);
          storeIds.push(store.id);
        }
        const permissions = [...(role ? ROLE_PERMISSIONS[role] : []), ...extra];
        const result = await createUser(deps, {
          username,
          password,
          stores: storeIds.map((storeId) => ({ storeId, permissions })),
          ...(firstName ? { firstName } : {}),
          ...(lastName ? { lastName } : {}),
          ...(email ? { email } : {}),
          ...(language ? { language } : {}),
        });
        if (!result.ok) throw new Error(`user not created: ${createUserProblem(result.error)}`);
        console.log(`created user ${username} (${result.value.id})`);
      } finally {
        await database.close();
      }
    },
  },
};

function createUserProblem(error: CreateUserError): string {
  switch (error.kind) {
    case 'UsernameTaken':
      return 'that username is taken';
    case 'InvalidUsername':
      return `a username is 1 to ${MAX_USERNAME_LENGTH} letters, digits, '.', '_', '@' or '-'`;
    case 'PasswordTooShort':
      return `the password must have at least ${MIN_PASSWORD_LENGTH} characters`;
    case 'PasswordTooLong':
      return `the password must have at most ${MAX_PASSWORD_LENGTH} characters`;
    case 'PasswordHasNulByte':
      return 'the password may not contain a NUL character';
    case 'PasswordIsUsername':
      return 'the password may not be the username';
    case 'PasswordTooCommon':
      return 'the password is too common; choose one that is harder to guess';
    case 'StoreNotFound':
      return `no store ${error.storeId}`;
    case 'UnknownPermission':
      return `unknown permission ${error.permission}`;
  }
}

function usage(): string {
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(15)} ${c.summary}`);
  return `Dawa server\n\nUsage: dawa <command> [options]   (npm run cli -w server -- <command>)\n\nCommands:\n${lines.join('\n')}\n\nEach command takes --help.`;
}

async function main(argv: string[]): Promise<void> {
  const { flags, rest } = parseFlags(argv);
  const name = rest[0];
  if (!name || name === 'help') {
    console.log(usage());
    if (!name && !flags.has('help')) process.exitCode = 1;
    return;
  }
  const command = COMMANDS[name];
  if (!command) {
    console.error(`unknown command '${name}'\n\n${usage()}`);
    process.exitCode = 1;
    return;
  }
  if (flags.has('help')) {
    console.log(`${command.summary}\n\n${command.usage}`);
    return;
  }
  await command.run(flags);
}

main(process.argv.slice(2)).catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
