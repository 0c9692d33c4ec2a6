import type { TSessionUser } from '@tableside/shared/auth.schemas';
import { useSyncExternalStore } from 'react';
import { setAccessToken } from '../lib/http/access-token.ts';
import { isSessionUser } from '../lib/responses/session.response.ts';

export type TAuthStatus = 'loading' | 'authenticated' | 'anonymous';
export type TAuthState = { status: TAuthStatus; user: TSessionUser | null };
/** Why the server ended a session the user did not sign out of; the sign-in screen says so once. */
export type TSignedOutReason = 'account-disabled' | 'session-expired';

/** spec (customer 9): the user lives in sessionStorage; the access token only in memory. */
export const USER_STORAGE_KEY = 'tableside.user';

const listeners = new Set<() => void>();
// A stored user means a session may survive this reload: 'loading' until the refresh call answers.
let state: TAuthState = readStoredUser() ? { status: 'loading', user: readStoredUser() } : anonymous();
let signedOutReason: TSignedOutReason | null = null;

function anonymous(): TAuthState {
  return { status: 'anonymous', user: null };
}

function setState(next: TAuthState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getAuthState(): TAuthState {
  return state;
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readStoredUser(): TSessionUser | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(USER_STORAGE_KEY) ?? 'null');
    return isSessionUser(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function markRestoring(user: TSessionUser): void {
  setState({ status: 'loading', user });
}

export function storeSession(accessToken: string, user: TSessionUser): void {
  setAccessToken(accessToken);
  sessionStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  signedOutReason = null;
  setState({ status: 'authenticated', user });
}

/**
 * The signed-in user as the server knows them now (GET /auth/me): roles and permissions may have
 * changed. Ignored once that session has ended; an unchanged user re-renders nothing.
 */
export function updateSessionUser(user: TSessionUser): void {
  if (state.status !== 'authenticated' || state.user?.id !== user.id) return;
  if (JSON.stringify(state.user) === JSON.stringify(user)) return;
  sessionStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  setState({ status: 'authenticated', user });
}

/** Ends the session; `reason` is kept for the sign-in screen only when a session was in fact ended. */
export function clearStoredSession(reason?: TSignedOutReason): void {
  setAccessToken(null);
  sessionStorage.removeItem(USER_STORAGE_KEY);
  if (state.status === 'anonymous') return;
  signedOutReason = reason ?? null;
  setState(anonymous());
}

export function peekSignedOutReason(): TSignedOutReason | null {
  return signedOutReason;
}

export function clearSignedOutReason(): void {
  signedOutReason = null;
}

/** The current auth state; re-renders on sign-in, sign-out and restore. */
export function useAuth(): TAuthState {
  return useSyncExternalStore(subscribeAuth, getAuthState);
}
