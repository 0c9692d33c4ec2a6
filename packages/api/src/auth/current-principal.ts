import type { TApiDeps } from '../deps.ts';
import type { TPrincipal } from '../http/env.ts';
import { verifyAccessToken } from './access-token.ts';
import { findUserById } from './auth.repository.ts';
import { loadSessionUser, toPrincipal } from './principal.service.ts';
import { sessionIsOpen } from './session-liveness.ts';
import { tokensValidFromSeconds } from './token-epoch.ts';

/**
 * Who a request's access token speaks for, as the database knows them now (decision 0015). The
 * token proves identity; roles, permissions and whether the account is still active come from here,
 * so disabling a user or changing a role takes effect at their next request, not at their next
 * token refresh. Entries are cached per API instance and dropped on 'access.changed' (published by
 * every change to users, roles and grants, bridged across instances on PostgreSQL), and reloaded
 * after ACCESS_TTL_MS in any case. The token's sign-in session must still be open, too
 * (auth/session-liveness.ts): a signed-out session's access tokens are refused at once.
 */
export type TTokenHolder = { principal: TPrincipal | null; disabled: boolean };

export const ACCESS_TTL_MS = 60_000;

type TEntry = { loadedAt: number; holder: Promise<TTokenHolder> };
type TCache = { entries: Map<number, TEntry> };
const caches = new WeakMap<TApiDeps, TCache>();
const ANONYMOUS: TTokenHolder = { principal: null, disabled: false };

function cacheFor(deps: TApiDeps): TCache {
  let cache = caches.get(deps);
  if (!cache) {
    const created: TCache = { entries: new Map() };
    deps.events.subscribe((event) => {
      if (event.type === 'access.changed') created.entries.clear();
    });
    caches.set(deps, created);
    cache = created;
  }
  return cache;
}

/** The holder of a bearer token: anonymous for a missing, forged, expired or deleted one. */
export async function tokenHolder(deps: TApiDeps, token: string | null): Promise<TTokenHolder> {
  if (!token) return ANONYMOUS;
  const claimed = await verifyAccessToken(token, deps.jwtSecret, deps.clock.now());
  if (!claimed) return ANONYMOUS;
  // A token from before the last restore may name another person now (auth/token-epoch.ts).
  if (claimed.issuedAt < (await tokensValidFromSeconds(deps))) return ANONYMOUS;
  const holder = await userHolder(deps, claimed.id);
  // A token of a session that was signed out, or ended by a new password (decision 0047). A disabled
  // account keeps its own answer (403), which tells the screen why it is signed out.
  if (holder.principal && claimed.sessionId && !(await sessionIsOpen(deps, claimed.sessionId, claimed.id))) {
    return ANONYMOUS;
  }
  return holder;
}

function userHolder(deps: TApiDeps, userId: number): Promise<TTokenHolder> {
  const cache = cacheFor(deps);
  const now = deps.clock.now().getTime();
  const cached = cache.entries.get(userId);
  if (cached && now - cached.loadedAt >= 0 && now - cached.loadedAt < ACCESS_TTL_MS) return cached.holder;
  const holder = loadHolder(deps, userId);
  cache.entries.set(userId, { loadedAt: now, holder });
  holder.catch(() => cache.entries.delete(userId));
  return holder;
}

async function loadHolder(deps: TApiDeps, userId: number): Promise<TTokenHolder> {
  const user = await findUserById(deps.db, userId);
  if (!user) return ANONYMOUS;
  if (user.is_active !== 1) return { principal: null, disabled: true };
  return { principal: toPrincipal(await loadSessionUser(deps.db, user)), disabled: false };
}
