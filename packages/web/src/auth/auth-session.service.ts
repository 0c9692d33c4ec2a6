import type { TLogin, TSessionUser } from '@tableside/shared/auth.schemas';
import { onApiFailure } from '../lib/http/api-clients.ts';
import { ApiError } from '../lib/http/api-error.ts';
import type { TSessionResponse } from '../lib/responses/session.response.ts';
import { authApi } from './auth.api.ts';
import {
  clearStoredSession,
  getAuthState,
  markRestoring,
  readStoredUser,
  storeSession,
  type TSignedOutReason,
} from './auth-session.store.ts';
import { isWellFormedJwt } from './jwt.ts';
import { MIN_REFRESH_DELAY_MS, refreshDelayMs } from './refresh-schedule.ts';

/** Raised to sign out everywhere in the app (spec customer 4); listened to by installAuthListeners. */
export const AUTH_LOGOUT_EVENT = 'auth:logout';

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshInFlight: Promise<void> | null = null;
/**
 * Set from `pagehide` until the page shows again: a refresh that fails then was cut off by the
 * page going away (a reload, a link), not refused, and the next page restores the session itself.
 */
let pageLeaving = false;
/** Set while the listeners below are installed: a session installs them once, as it starts. */
let uninstallListeners: (() => void) | null = null;

/** Starts (or renews) a session from a login or refresh response; a malformed token ends it instead. */
export function startSession(session: TSessionResponse): boolean {
  installAuthListeners();
  if (!isWellFormedJwt(session.access_token)) {
    endSession();
    return false;
  }
  storeSession(session.access_token, session.user);
  scheduleRefresh(refreshDelayMs(session.expires_in));
  return true;
}

/** Ends the session; a `reason` tells the sign-in screen why the server ended it (not the user). */
export function endSession(reason?: TSignedOutReason): void {
  clearTimeout(refreshTimer);
  refreshTimer = undefined;
  clearStoredSession(reason);
}

export async function login(credentials: Pick<TLogin, 'email' | 'password'>): Promise<TSessionUser> {
  const session = await authApi.login(credentials);
  if (!startSession(session)) throw new Error('The server sent a malformed access token');
  return session.user;
}

/** spec (customer 2): signing out always ends the local session, even when the call fails. */
export async function logout(): Promise<void> {
  try {
    await authApi.logout();
  } catch {
    // Already logged by the request layer; the session ends below either way.
  } finally {
    endSession();
  }
}

/** Gets a fresh access token from the refresh cookie; concurrent callers share one call. */
export function refreshSession(): Promise<void> {
  refreshInFlight ??= acrossTabs(() => authApi.refresh())
    .then((session) => void startSession(session), handleRefreshFailure)
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

/**
 * Tabs share the refresh cookie, and the server treats a token used twice as stolen (it revokes the
 * whole session). A Web Lock makes tabs refresh one after another: the second one then sends the
 * cookie the first one received. Browsers without Web Locks refresh as before.
 */
export async function acrossTabs<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request('tableside.refresh', work) : work();
}

function handleRefreshFailure(error: unknown): void {
  // Ending the session now would forget the stored user, and the next page would ask to sign in.
  if (pageLeaving) return;
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 408) {
    // spec (customer 8): a 408 on the refresh call clears auth and raises the logout event.
    endSession();
    window.dispatchEvent(new Event(AUTH_LOGOUT_EVENT));
    return;
  }
  // 401 and 403 mean the refresh token is gone (expired, revoked, or its user deleted or disabled).
  if (status === 401 || status === 403) {
    endSession('session-expired');
    return;
  }
  // At page load any other failure ends the session too.
  if (getAuthState().status === 'loading') {
    endSession();
    return;
  }
  // A network blip or a 5xx while signed in: the access token may still be valid, so try again soon.
  scheduleRefresh(MIN_REFRESH_DELAY_MS);
}

function scheduleRefresh(delayMs: number): void {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => void refreshSession(), delayMs);
}

/**
 * On page load: the access token died with the previous page, so a stored user gets a new one
 * from the refresh cookie; without a stored user there is no session to restore.
 */
export async function restoreSession(): Promise<void> {
  const user = readStoredUser();
  if (!user) {
    endSession();
    return;
  }
  installAuthListeners();
  markRestoring(user);
  await refreshSession();
}

/**
 * Ends the session when any part of the app raises 'auth:logout', and when any staff call answers
 * that the account was disabled (403 ACCOUNT_DISABLED; a sign-in attempt gets the same answer, but
 * there is no session then). Installed once, by the first session restored or started; returns
 * the uninstaller.
 */
export function installAuthListeners(): () => void {
  if (uninstallListeners) return uninstallListeners;
  const onLogout = () => endSession();
  const onPageHide = () => {
    pageLeaving = true;
  };
  const onPageShow = () => {
    pageLeaving = false;
  };
  window.addEventListener(AUTH_LOGOUT_EVENT, onLogout);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  const stopHearingFailures = onApiFailure((error) => {
    if (isAccountDisabled(error) && getAuthState().status !== 'anonymous') endSession('account-disabled');
  });
  uninstallListeners = () => {
    window.removeEventListener(AUTH_LOGOUT_EVENT, onLogout);
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('pageshow', onPageShow);
    pageLeaving = false;
    stopHearingFailures();
    uninstallListeners = null;
  };
  return uninstallListeners;
}

function isAccountDisabled(error: ApiError): boolean {
  return error.status === 403 && error.code === 'ACCOUNT_DISABLED';
}
