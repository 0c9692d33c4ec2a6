import type { TClock } from '../deps.ts';

/** Fixed-window counter per key: enough for sign-in and public submission limits. */
export type TRateLimiter = {
  /** Counts one hit; returns false when the key has used up its allowance for the window. */
  hit(key: string, limit: number, windowMs: number): boolean;
};

export function createMemoryRateLimiter(clock: TClock, maxKeys = 10_000): TRateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key, limit, windowMs) {
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
