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
import { afterFailedSignIn, CLEARED_LOCK, isLocked, type TLockState } from './login-lockout.ts';
import { hashToken } from './opaque-token.ts';
import { loadSessionUser } from './principal.service.ts';
import { issueSession, newSessionFamily } from './session.service.ts';
import { announceSessionsEnded } from './session-liveness.ts';
import {
  deleteSignInFailuresBefore,
  findSignInFailures,
  saveSignInFailures,
} from './sign-in-failures.repository.ts';

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
 * An email without an account goes the same way through the same rules (decision 0047): a hash is
 * checked, its failures are counted and written, and it locks at the same try, so neither the
 * answers nor their timing tell which emails have accounts.
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
  // Both lookups for every email, so an unknown one costs what a known one does.
  const emailKey = await hashToken(email);
  const user = await findUserByEmail(deps.db, email);
  const unknownState = await findSignInFailures(deps.db, emailKey);
  const lock = user ? accountLock(deps, user) : unknownEmailLock(deps, emailKey, unknownState, now);
  if (isLocked(lock.state, now)) throw accountLocked();
  const passwordHash = user?.password_hash ?? (await dummyHash(deps.hasher));
  const proven = await deps.hasher.verify(input.password, passwordHash);
  if (!user || !proven) {
    const next = afterFailedSignIn(lock.state, now);
    await lock.save(next);
    if (user && next.locked) deps.logger.warn('Account locked after failed sign-ins', { user_id: user.id });
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

/** Where a run of failed sign-ins is counted: an account's own columns, or a row for an unknown email. */
type TLock = { state: TLockState; save(next: TLockState): Promise<void> };

function accountLock(deps: TApiDeps, user: TLockState & { id: number }): TLock {
  return { state: user, save: (next) => saveLockState(deps.db, user.id, next) };
}

/** Unknown emails not tried for this long are forgotten (at most once an hour per instance). */
const FORGET_UNKNOWN_AFTER_MS = 30 * 24 * 60 * MINUTE_MS;
const lastForgotten = new WeakMap<TApiDeps, number>();

function unknownEmailLock(deps: TApiDeps, key: string, stored: TLockState | undefined, now: Date): TLock {
  return {
    state: stored ?? CLEARED_LOCK,
    async save(next) {
      await saveSignInFailures(deps.db, key, next, now.toISOString());
      if (now.getTime() - (lastForgotten.get(deps) ?? 0) < 60 * MINUTE_MS) return;
      lastForgotten.set(deps, now.getTime());
      await deleteSignInFailuresBefore(
        deps.db,
        new Date(now.getTime() - FORGET_UNKNOWN_AFTER_MS).toISOString(),
      );
    },
  };
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
      await endSession(deps, stored, nowIso);
      deps.logger.warn('Rotated refresh token replayed; session revoked', { user_id: stored.user_id });
    }
    throw sessionExpired();
  }
  if (Date.parse(stored.expires_at) <= now.getTime()) throw sessionExpired();

  const user = await findUserById(deps.db, stored.user_id);
  if (user?.is_active !== 1) {
    await endSession(deps, stored, nowIso);
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
      await endSession(deps, stored, nowIso);
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

/**
 * Ends the session the token belongs to, its access tokens included (decision 0047); an unknown
 * token is not an error (signing out always works).
 */
export async function signOut(deps: TApiDeps, refreshToken: string | null): Promise<void> {
  if (!refreshToken) return;
  const stored = await findRefreshTokenByHash(deps.db, await hashToken(refreshToken));
  if (stored) await endSession(deps, stored, deps.clock.now().toISOString());
}

/** Revokes a session's refresh tokens; its access tokens are refused from the next request on. */
async function endSession(deps: TApiDeps, token: TRefreshTokenRow, nowIso: string): Promise<void> {
  await revokeRefreshTokenFamily(deps.db, token.family_id, nowIso);
  announceSessionsEnded(deps, token.user_id, [token.family_id]);
}

/** The caller as the database knows them now; a deleted or disabled account no longer has a session. */
export async function currentUser(deps: TApiDeps, userId: number): Promise<TSessionUser> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw sessionExpired();
  if (user.is_active !== 1) throw accountDisabled();
  return loadSessionUser(deps.db, user);
}
