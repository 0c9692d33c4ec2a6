import type { Kysely } from 'kysely';

/**
 * A user invited by mail who has not chosen a password yet (decision 0015): set when the invitation
 * is sent, cleared when the invitation link (or any password) sets one. Until then the account's
 * password hash is of a random secret nobody knows, so the account cannot be signed in to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('invited_at', 'text').execute();
}
