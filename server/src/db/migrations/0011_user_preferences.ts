import type { Kysely } from 'kysely';
import type { DialectName } from '../connection';

// The simplified mobile interface (spec 001 section 9) is the user's own choice, kept on the user
// so it follows them to another tablet; on by default, as the spec says.
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('user_account')
    .addColumn('use_simplified_mobile_ui', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
}
