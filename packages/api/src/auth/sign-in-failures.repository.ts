import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TLockState } from './login-lockout.ts';

/** The failed sign-ins of emails without an account (migration 0018, decision 0047). */
type TDb = Kysely<Database>;

export function findSignInFailures(db: TDb, emailHash: string): Promise<TLockState | undefined> {
  return db
    .selectFrom('sign_in_failures')
    .select(['failed_login_count', 'locked_until'])
    .where('email_hash', '=', emailHash)
    .executeTakeFirst();
}

export async function saveSignInFailures(db: TDb, emailHash: string, state: TLockState, now: string) {
  const values = { failed_login_count: state.failed_login_count, locked_until: state.locked_until };
  await db
    .insertInto('sign_in_failures')
    .values({ email_hash: emailHash, ...values, updated_at: now })
    .onConflict((conflict) => conflict.column('email_hash').doUpdateSet({ ...values, updated_at: now }))
    .execute();
}

/** Forgets emails last tried before `before`, so guessed addresses do not pile up. */
export async function deleteSignInFailuresBefore(db: TDb, before: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('updated_at', '<', before).execute();
}
