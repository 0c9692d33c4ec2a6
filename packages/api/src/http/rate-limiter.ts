import type { Kysely } from 'kysely';
import { isPostgres } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import type { TClock } from '../deps.ts';
import {
  countRateLimitHit,
  deleteLapsedRateLimits,
  findRateLimitCount,
  takeBackRateLimitHit,
} from './rate-limits.repository.ts';

/** One counted hit: whether it was within the limit, and how to take it back (decision 0047). */
export type TRateLimitHit = {
  allowed: boolean;
  /** Uncounts the hit in its own window; a window that has ended meanwhile is left alone. */
  undo(): Promise<void>;
};

/** Fixed-window counter per key: enough for sign-in and public submission limits. */
export type TRateLimiter = {
  /** Counts one hit; answers false when the key has used up its allowance for the window. */
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
  /**
   * Counts one hit that may be taken back: a guest's write takes its table's slot before it is
   * written and gives it back when it is refused after all, so a refusal costs the table nothing.
   */
  take(key: string, limit: number, windowMs: number): Promise<TRateLimitHit>;
  /** Whether the key has allowance left in its current window; counts nothing. */
  allows(key: string, limit: number): Promise<boolean>;
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
  const take: TRateLimiter['take'] = async (key, limit, windowMs) => {
    const now = clock.now();
    const nowIso = now.toISOString();
    const window = await countRateLimitHit(db, key, nowIso, new Date(now.getTime() + windowMs).toISOString());
    if (now.getTime() - lastCleanup >= CLEANUP_EVERY_MS) {
      lastCleanup = now.getTime();
      await deleteLapsedRateLimits(db, nowIso);
    }
    // The window's end names the window: a hit is taken back only from the window it was counted in.
    return { allowed: window.count <= limit, undo: () => takeBackRateLimitHit(db, key, window.resetAt) };
  };
  return {
    take,
    async hit(key, limit, windowMs) {
      return (await take(key, limit, windowMs)).allowed;
    },
    async allows(key, limit) {
      return (await findRateLimitCount(db, key, clock.now().toISOString())) < limit;
    },
  };
}

type TWindow = { end: number; count: number };

export function createMemoryRateLimiter(clock: TClock, maxKeys = 10_000): TRateLimiter {
  const windows = new Map<string, TWindow>();
  const current = (key: string, now: number): TWindow | undefined => {
    const window = windows.get(key);
    return window && now < window.end ? window : undefined;
  };
  const take: TRateLimiter['take'] = async (key, limit, windowMs) => {
    const now = clock.now().getTime();
    let window = current(key, now);
    if (!window) {
      if (windows.size >= maxKeys) prune(windows, now);
      window = { end: now + windowMs, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    const counted = window;
    return {
      allowed: counted.count <= limit,
      async undo() {
        if (windows.get(key) === counted && counted.count > 0) counted.count -= 1;
      },
    };
  };
  return {
    take,
    async hit(key, limit, windowMs) {
      return (await take(key, limit, windowMs)).allowed;
    },
    async allows(key, limit) {
      return (current(key, clock.now().getTime())?.count ?? 0) < limit;
    },
  };
}

function prune(windows: Map<string, TWindow>, now: number): void {
  for (const [key, window] of windows) if (now >= window.end) windows.delete(key);
  // Still full: drop the oldest entries rather than grow without bound under a flood of keys.
  for (const key of windows.keys()) {
    if (windows.size < 1000) break;
    windows.delete(key);
  }
}
