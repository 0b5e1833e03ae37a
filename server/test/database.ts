// A fresh, migrated database per test: in-memory SQLite by default, or a new database in the
// PostgreSQL named by TEST_DATABASE_URL (CI runs the suite both ways).
//
// Migrating and seeding the demo data for every test cost more than most tests (on
// PostgreSQL about 300 ms a test). Each test worker builds each kind of database it needs
// once, as a template, and every test gets a copy: SQLite from the template's serialized
// image, PostgreSQL by CREATE DATABASE ... TEMPLATE (about 25 ms).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { testEnv } from '../src/config';
import { openDatabase, type Database } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';

export const testDialect = (): 'sqlite' | 'postgres' =>
  testEnv.databaseUrl() ? 'postgres' : 'sqlite';

/** A test's database and the URL that opens it again (PostgreSQL) for a second connection. */
export type TestDatabase = Database & { url: string };

/** A kind of template: its name, and what is written into a freshly migrated database. */
export interface Template {
  name: string;
  fill(database: Database): Promise<void>;
}

const MIGRATED: Template = { name: 'migrated', fill: async () => {} };

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's name (global-setup.ts): its PostgreSQL databases carry it. */
    testRun: string;
  }
}

/** Databases of a test run start with this prefix (global-setup.ts drops them at the end). */
export const testDatabasePrefix = (run: string): string => `t_${run}_`;

export async function createTestDatabase(
  options: {
    /** On SQLite, a database file (removed on close) instead of memory: for what reads the
     * file from another thread. */
    file?: boolean;
    /** Apply the migrations up to this one only (the test applies the rest); no template. */
    upTo?: string;
    /** What the database holds beyond the schema (default: nothing). */
    template?: Template;
  } = {},
): Promise<TestDatabase> {
  if (options.upTo) return migratedFromScratch(options.upTo);
  const template = options.template ?? MIGRATED;
  const url = testEnv.databaseUrl();
  if (!url) return sqliteCopy(await sqliteTemplate(template), options.file ?? false);
  return postgresCopy(url, await postgresTemplate(url, template));
}

function uniqueName(): string {
  return `${testDatabasePrefix(inject('testRun'))}${randomBytes(5).toString('hex')}`;
}

/** Admin statements (CREATE and DROP DATABASE) on the server's own database. */
async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function migratedFromScratch(upTo: string): Promise<TestDatabase> {
  const url = testEnv.databaseUrl();
  if (!url) {
    const database = openDatabase('sqlite::memory:');
    await migrateToLatest(database, upTo);
    return { ...database, url: 'sqlite::memory:' };
  }
  const name = uniqueName();
  await admin(url, `create database ${name}`);
  const database = withDrop(url, name, openDatabase(databaseUrl(url, name), { poolSize: 4 }));
  await migrateToLatest(database, upTo);
  return database;
}

// One build per template per worker process, shared by the worker's tests.
const sqliteTemplates = new Map<string, Promise<Buffer>>();
const postgresTemplates = new Map<string, Promise<string>>();

function sqliteTemplate(template: Template): Promise<Buffer> {
  let built = sqliteTemplates.get(template.name);
  if (!built) {
    built = (async () => {
      const database = openDatabase('sqlite::memory:');
      try {
        await migrateToLatest(database);
        await template.fill(database);
        if (!database.serialize) throw new Error('an SQLite database serializes');
        return database.serialize();
      } finally {
        await database.close();
      }
    })();
    sqliteTemplates.set(template.name, built);
  }
  return built;
}

function sqliteCopy(image: Buffer, file: boolean): TestDatabase {
  if (!file) {
    return { ...openDatabase('sqlite::memory:', { sqliteImage: image }), url: 'sqlite::memory:' };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-test-'));
  const filePath = path.join(dir, 'dawa.sqlite');
  fs.writeFileSync(filePath, image);
  const database = openDatabase(`sqlite:${filePath}`);
  return {
    ...database,
    url: `sqlite:${filePath}`,
    async close() {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresTemplate(url: string, template: Template): Promise<string> {
  let built = postgresTemplates.get(template.name);
  if (!built) {
    built = (async () => {
      const name = `${uniqueName()}_${template.name}`;
      await admin(url, `create database ${name}`);
      const database = openDatabase(databaseUrl(url, name), { poolSize: 4 });
      try {
        await migrateToLatest(database);
        await template.fill(database);
      } finally {
        // A template is copied only while no one is connected to it.
        await database.close();
      }
      return name;
    })();
    postgresTemplates.set(template.name, built);
  }
  return built;
}

async function postgresCopy(url: string, templateName: string): Promise<TestDatabase> {
  const name = uniqueName();
  await admin(url, `create database ${name} template ${templateName}`);
  return withDrop(url, name, openDatabase(databaseUrl(url, name), { poolSize: 4 }));
}

function withDrop(url: string, name: string, database: Database): TestDatabase {
  return {
    ...database,
    url: databaseUrl(url, name),
    async close() {
      await database.close();
      // Not WITH (FORCE): the server waits for the closed pool's sessions to end instead of
      // cutting them off (a cut connection is an error in the test).
      await admin(url, `drop database if exists ${name}`);
    },
  };
}
