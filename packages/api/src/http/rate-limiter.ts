import type { Kysely } from 'kysely';
import { isPostgres } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import type { TClock } from '../deps.ts';
import { countRateLimitHit, deleteLapsedRateLimits } from './rate-limits.repository.ts';

/** Fixed-window counter per key: enough for sign-in and public submission limits. */
export type TRateLimiter = {
  /** Counts one hit; answers false when the key has used up its allowance for the window. */
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
};

/**
 * The limiter for a host of `db` (decision 0023): on PostgreSQL several instances serve one
 * database, so the count lives in it and a limit holds in total; a SQLite file has one server, whose
 * memory is the whole count and costs no disk write per sign-in attempt.
 */
export function createHostRateLimiter(db: Kysely<Database>, clock: TClock): TRateLimiter {
  return isPostgres(db) ? createDatabaseRateLimiter(db, clock) : createMemoryRateLimiter(clock);
}

/** Lapsed windows are deleted at most this often per instance. */
const CLEANUP_EVERY_MS = 60_000;

/** Counts in the `rate_limits` table: one atomic upsert per hit, shared by every instance. */
export function createDatabaseRateLimiter(db: Kysely<Database>, clock: TClock): TRateLimiter {
  let lastCleanup = 0;
  return {
    async hit(key, limit, windowMs) {
      const now = clock.now();
      const nowIso = now.toISOString();
      const count = await countRateLimitHit(
        db,
        key,
        nowIso,
        new Date(now.getTime() + windowMs).toISOString(),
      );
      if (now.getTime() - lastCleanup >= CLEANUP_EVERY_MS) {
        lastCleanup = now.getTime();
        await deleteLapsedRateLimits(db, nowIso);
      }
      return count <= limit;
    },
  };
}

export function createMemoryRateLimiter(clock: TClock, maxKeys = 10_000): TRateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async hit(key, limit, windowMs) {
      const now = clock.now().getTime();
      const current = windows.get(key);
      if (!current || now - current.start >= windowMs) {
        if (windows.size >= maxKeys) prune(windows, now, windowMs);
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
  };
}

function prune(windows: Map<string, { start: number }>, now: number, windowMs: number): void {
  for (const [key, window] of windows) if (now - window.start >= windowMs) windows.delete(key);
  // Still full: drop the oldest entries rather than grow without bound under a flood of keys.
  for (const key of windows.keys()) {
    if (windows.size < 1000) break;
    windows.delete(key);
  }
}
