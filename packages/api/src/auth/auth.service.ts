import type { TLogin, TSession, TSessionUser } from '@tableside/shared/auth.schemas';
import { LOGIN_RATE_LIMIT_PER_MINUTE } from '@tableside/shared/constants';
import type { TApiDeps, THasher } from '../deps.ts';
import {
  findRefreshTokenByHash,
  findRefreshTokenById,
  findUserByEmail,
  findUserById,
  markRefreshTokenRotated,
  recordSignIn,
  revokeRefreshTokenFamily,
  saveLockState,
  type TRefreshTokenRow,
} from './auth.repository.ts';
import {
  accountDisabled,
  accountLocked,
  invalidCredentials,
  sessionExpired,
  tooManyAttempts,
} from './auth-errors.ts';
import { afterFailedSignIn, isLocked } from './login-lockout.ts';
import { hashToken } from './opaque-token.ts';
import { loadSessionUser } from './principal.service.ts';
import { issueSession, newSessionFamily } from './session.service.ts';

const MINUTE_MS = 60_000;

/** One hash per hasher to check unknown emails against, so they cost as much as a wrong password. */
const dummyHashes = new WeakMap<THasher, Promise<string>>();
function dummyHash(hasher: THasher): Promise<string> {
  let hash = dummyHashes.get(hasher);
  if (!hash) {
    hash = hasher.hash('tableside-dummy-password');
    dummyHashes.set(hasher, hash);
  }
  return hash;
}

/**
 * Sign-in by email (DESIGN.md section 3). Unknown email and wrong password give the same 401; a
 * run of wrong passwords locks the account for a while (423) even against the right password;
 * a disabled account gets 403 only once its password is proven, so 403 reveals nothing to a guesser.
 */
export async function signIn(deps: TApiDeps, input: TLogin, clientAddress: string): Promise<TSession> {
  const email = input.email.toLowerCase();
  // Both limits count every attempt, so neither one can be spent to hide from the other.
  const [addressAllowed, emailAllowed] = await Promise.all([
    deps.rateLimiter.hit(`login:address:${clientAddress}`, LOGIN_RATE_LIMIT_PER_MINUTE, MINUTE_MS),
    deps.rateLimiter.hit(`login:email:${email}`, LOGIN_RATE_LIMIT_PER_MINUTE, MINUTE_MS),
  ]);
  if (!addressAllowed || !emailAllowed) throw tooManyAttempts();

  const now = deps.clock.now();
  const user = await findUserByEmail(deps.db, email);
  if (!user) {
    await deps.hasher.verify(input.password, await dummyHash(deps.hasher));
    throw invalidCredentials();
  }
  if (isLocked(user, now)) throw accountLocked();
  if (!(await deps.hasher.verify(input.password, user.password_hash))) {
    const next = afterFailedSignIn(user, now);
    await saveLockState(deps.db, user.id, next);
    if (next.locked) deps.logger.warn('Account locked after failed sign-ins', { user_id: user.id });
    throw next.locked ? accountLocked() : invalidCredentials();
  }
  if (user.is_active !== 1) throw accountDisabled();

  await recordSignIn(deps.db, user.id, now.toISOString());
  const { session } = await issueSession(deps, user, {
    familyId: newSessionFamily(),
    deviceInfo: input.device_info ?? null,
  });
  return session;
}

/**
 * A rotated token presented again this soon after its rotation is taken for an answer that never
 * arrived (the page reloaded, or the connection dropped, while the refresh was in flight) or for two
 * refreshes of one cookie at the same moment, not for a stolen token. Later than this it is a replay.
 */
export const ROTATION_GRACE_MS = 30_000;

/**
 * Rotates a refresh token (DESIGN.md section 3). A token that was already rotated is a replay:
 * someone else may hold the family, so the whole family is revoked and both parties must sign in.
 * Within ROTATION_GRACE_MS of its rotation, while its successor is still unused, the old token
 * gets a second successor instead (the family branches; both successors rotate on their own).
 */
export async function refreshSession(deps: TApiDeps, refreshToken: string | null): Promise<TSession> {
  if (!refreshToken) throw sessionExpired();
  const now = deps.clock.now();
  const nowIso = now.toISOString();
  const stored = await findRefreshTokenByHash(deps.db, await hashToken(refreshToken));
  if (!stored) throw sessionExpired();
  if (stored.revoked_at !== null && !(await rotatedMomentsAgo(deps, stored, now))) {
    if (stored.replaced_by_id !== null) {
      await revokeRefreshTokenFamily(deps.db, stored.family_id, nowIso);
      deps.logger.warn('Rotated refresh token replayed; session revoked', { user_id: stored.user_id });
    }
    throw sessionExpired();
  }
  if (Date.parse(stored.expires_at) <= now.getTime()) throw sessionExpired();

  const user = await findUserById(deps.db, stored.user_id);
  if (user?.is_active !== 1) {
    await revokeRefreshTokenFamily(deps.db, stored.family_id, nowIso);
    throw sessionExpired();
  }
  const { session, refreshTokenId } = await issueSession(deps, user, {
    familyId: stored.family_id,
    deviceInfo: stored.device_info,
  });
  if (
    stored.revoked_at === null &&
    !(await markRefreshTokenRotated(deps.db, stored.id, refreshTokenId, nowIso))
  ) {
    // A concurrent refresh of the same token rotated it first: the grace above applies to it too.
    const rotated = await findRefreshTokenById(deps.db, stored.id);
    if (!rotated || !(await rotatedMomentsAgo(deps, rotated, now))) {
      await revokeRefreshTokenFamily(deps.db, stored.family_id, nowIso);
      throw sessionExpired();
    }
  }
  return session;
}

/** Whether a revoked token was rotated less than ROTATION_GRACE_MS ago and its successor is still unused. */
async function rotatedMomentsAgo(deps: TApiDeps, token: TRefreshTokenRow, now: Date): Promise<boolean> {
  if (token.replaced_by_id === null || token.revoked_at === null) return false;
  if (now.getTime() - Date.parse(token.revoked_at) >= ROTATION_GRACE_MS) return false;
  const successor = await findRefreshTokenById(deps.db, token.replaced_by_id);
  return successor?.revoked_at === null;
}

/** Ends the session the token belongs to; an unknown token is not an error (signing out always works). */
export async function signOut(deps: TApiDeps, refreshToken: string | null): Promise<void> {
  if (!refreshToken) return;
  const stored = await findRefreshTokenByHash(deps.db, await hashToken(refreshToken));
  if (stored) await revokeRefreshTokenFamily(deps.db, stored.family_id, deps.clock.now().toISOString());
}

/** The caller as the database knows them now; a deleted or disabled account no longer has a session. */
export async function currentUser(deps: TApiDeps, userId: number): Promise<TSessionUser> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw sessionExpired();
  if (user.is_active !== 1) throw accountDisabled();
  return loadSessionUser(deps.db, user);
}
