import type { TApiDeps } from '../deps.ts';
import { hasOpenRefreshToken } from './auth.repository.ts';

/**
 * Whether a sign-in session is still open (decision 0047). A session is a family of refresh tokens,
 * and its access tokens name it (`sid`); logging out, a new password (changed, reset or set by an
 * admin) and a replayed refresh token revoke the family, and from then on its access tokens are
 * refused too, not only once they expire 15 minutes later. Read from the database once per session
 * and minute at most, like the principal (auth/current-principal.ts): each instance caches the
 * answer, and 'sessions.ended', which crosses instances on PostgreSQL, drops it at once.
 */
const SESSION_TTL_MS = 60_000;
/** Past this many cached sessions, those older than the TTL are dropped before a new one is added. */
const PRUNE_ABOVE = 1000;

type TEntry = { userId: number; loadedAt: number; open: Promise<boolean> };
const caches = new WeakMap<TApiDeps, Map<string, TEntry>>();

function cacheFor(deps: TApiDeps): Map<string, TEntry> {
  let cache = caches.get(deps);
  if (!cache) {
    const created = new Map<string, TEntry>();
    deps.events.subscribe((event) => {
      // A restore replaces every session.
      if (event.type === 'access.changed') created.clear();
      if (event.type !== 'sessions.ended') return;
      for (const [sessionId, entry] of created) {
        const named = event.sessionIds ? event.sessionIds.includes(sessionId) : entry.userId === event.userId;
        if (named) created.delete(sessionId);
      }
    });
    caches.set(deps, created);
    cache = created;
  }
  return cache;
}

export function sessionIsOpen(deps: TApiDeps, sessionId: string, userId: number): Promise<boolean> {
  const cache = cacheFor(deps);
  const now = deps.clock.now().getTime();
  const cached = cache.get(sessionId);
  if (
    cached &&
    cached.userId === userId &&
    now - cached.loadedAt >= 0 &&
    now - cached.loadedAt < SESSION_TTL_MS
  ) {
    return cached.open;
  }
  if (cache.size >= PRUNE_ABOVE) {
    for (const [id, entry] of cache) if (now - entry.loadedAt >= SESSION_TTL_MS) cache.delete(id);
  }
  const open = hasOpenRefreshToken(deps.db, sessionId, userId);
  const entry = { userId, loadedAt: now, open };
  cache.set(sessionId, entry);
  open.catch(() => {
    if (cache.get(sessionId) === entry) cache.delete(sessionId);
  });
  return open;
}

/** Tells every instance (and this one) that sessions ended; call it once their revocation is committed. */
export function announceSessionsEnded(deps: TApiDeps, userId: number, sessionIds?: string[]): void {
  deps.events.publish(
    sessionIds ? { type: 'sessions.ended', userId, sessionIds } : { type: 'sessions.ended', userId },
  );
}
