import type { Kysely } from 'kysely';
import { required } from './table-kit.ts';

/**
 * The failed sign-ins of emails that belong to no account (decision 0047): counted and locked by the
 * same rules as an account's own columns (users.failed_login_count, locked_until), so a run of wrong
 * passwords answers alike whether the email exists or not. Keyed by the address's SHA-256: the
 * table keeps no one's typed address. Security state of the instance, not restaurant data, so
 * backups leave it out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('email_hash', 'text', (c) => c.primaryKey())
    .addColumn('failed_login_count', 'integer', required)
    .addColumn('locked_until', 'text')
    .addColumn('updated_at', 'text', required)
    .execute();
  await db.schema
    .createIndex('ix_sign_in_failures_updated_at')
    .on('sign_in_failures')
    .column('updated_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_in_failures').ifExists().execute();
}
