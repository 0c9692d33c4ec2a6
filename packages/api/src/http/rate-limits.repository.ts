import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

type TDb = Kysely<Database>;

/**
 * Counts one hit of `key` in one statement and answers the window's count so far: a new or
 * lapsed window starts at 1 and ends `resetAt`. The upsert holds the row, so concurrent hits from
 * any number of instances each get their own count.
 */
export async function countRateLimitHit(db: TDb, key: string, now: string, resetAt: string): Promise<number> {
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
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Forgets windows that have ended: they count for nothing, and a flood of keys must not pile up. */
export async function deleteLapsedRateLimits(db: TDb, now: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
}
