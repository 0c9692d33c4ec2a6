import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

type TDb = Kysely<Database>;

/**
 * Counts one hit of `key` in one statement and answers the window's count so far and its end: a
 * new or lapsed window starts at 1 and ends `resetAt`. The upsert holds the row, so concurrent hits
 * from any number of instances each get their own count.
 */
export async function countRateLimitHit(
  db: TDb,
  key: string,
  now: string,
  resetAt: string,
): Promise<{ count: number; resetAt: string }> {
  const lapsed = sql<boolean>`rate_limits.reset_at <= ${now}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when ${lapsed} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<string>`case when ${lapsed} then excluded.reset_at else rate_limits.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetAt: row.reset_at };
}

/** Uncounts one hit of the window ending `resetAt`; a later window of the key is not touched. */
export async function takeBackRateLimitHit(db: TDb, key: string, resetAt: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`count - 1` })
    .where('key', '=', key)
    .where('reset_at', '=', resetAt)
    .where('count', '>', 0)
    .execute();
}

/** The hits of the key's current window; 0 when it has none or it has ended. */
export async function findRateLimitCount(db: TDb, key: string, now: string): Promise<number> {
  const row = await db
    .selectFrom('rate_limits')
    .select('count')
    .where('key', '=', key)
    .where('reset_at', '>', now)
    .executeTakeFirst();
  return row ? Number(row.count) : 0;
}

/** Forgets windows that have ended: they count for nothing, and a flood of keys must not pile up. */
export async function deleteLapsedRateLimits(db: TDb, now: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
}
