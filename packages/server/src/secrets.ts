import { randomBytes, randomInt } from 'node:crypto';
import type { Database } from '@tableside/api/db/schema';
import type { Kysely } from 'kysely';

const JWT_SECRET_KEY = 'jwt_secret';
/** No 0/O, 1/l/I: the generated admin password is read off a terminal and typed by hand. */
const READABLE = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The secret that signs access tokens: JWT_SECRET when set, else the one stored in app_meta, else a new
 * one stored there. Storing it keeps sign-ins valid across restarts, and every instance on one
 * PostgreSQL database reads the same secret (DESIGN.md section 7).
 */
export async function resolveJwtSecret(db: Kysely<Database>, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  const stored = await readJwtSecret(db);
  if (stored) return stored;
  await db
    .insertInto('app_meta')
    .values({ key: JWT_SECRET_KEY, value: randomBytes(48).toString('base64url') })
    // Two instances starting together: the first insert wins and both read it back.
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const created = await readJwtSecret(db);
  if (!created) throw new Error('Could not store the JWT secret in app_meta');
  return created;
}

async function readJwtSecret(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', JWT_SECRET_KEY)
    .executeTakeFirst();
  return row?.value;
}

/** A random password in groups of four (`xxxx-xxxx-xxxx-xxxx`), about 93 bits. */
export function generatePassword(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => READABLE[randomInt(READABLE.length)]).join(''),
  );
  return groups.join('-');
}
