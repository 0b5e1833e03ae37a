import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection';

// Sign-in failures are counted per username and client address (a stranger cannot lock a
// user out from elsewhere), and refresh tokens belong to the family of the sign-in they
// descend from (the reuse of a spent one revokes the family). Decision 0020.
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema.dropTable('login_attempt').execute();
  await db.schema
    .createTable('sign_in_failure')
    .addColumn('username_key', 'text', (c) => c.notNull())
    .addColumn('client_address', 'text', (c) => c.notNull())
    .addColumn('failed_count', 'integer', (c) => c.notNull())
    .addColumn('blocked_until', 'text')
    .addColumn('last_failed_datetime', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_in_failure_pk', ['username_key', 'client_address'])
    .execute();
  await db.schema
    .createIndex('sign_in_failure_address')
    .on('sign_in_failure')
    .columns(['client_address', 'last_failed_datetime'])
    .execute();
  await db.schema
    .createIndex('sign_in_failure_recent')
    .on('sign_in_failure')
    .column('last_failed_datetime')
    .execute();

  await db.schema.alterTable('refresh_token').addColumn('family_id', 'text').execute();
  // A token issued before families existed is the head of its own.
  await sql`UPDATE refresh_token SET family_id = id`.execute(db);
  await db.schema
    .createIndex('refresh_token_family')
    .on('refresh_token')
    .column('family_id')
    .execute();
}
