import type { TSessionUser } from '@tableside/shared/auth.schemas';
import { useSyncExternalStore } from 'react';
import { setAccessToken } from '../lib/http/access-token.ts';
import { isSessionUser } from '../lib/responses/session.response.ts';

export type TAuthStatus = 'loading' | 'authenticated' | 'anonymous';
export type TAuthState = { status: TAuthStatus; user: TSessionUser | null };

/** spec (customer 9): the user lives in sessionStorage; the access token only in memory. */
export const USER_STORAGE_KEY = 'tableside.user';

const listeners = new Set<() => void>();
// A stored user means a session may survive this reload: 'loading' until the refresh call answers.
let state: TAuthState = readStoredUser() ? { status: 'loading', user: readStoredUser() } : anonymous();

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
  setState({ status: 'authenticated', user });
}

export function clearStoredSession(): void {
  setAccessToken(null);
  sessionStorage.removeItem(USER_STORAGE_KEY);
  if (state.status !== 'anonymous') setState(anonymous());
}

/** The current auth state; re-renders on sign-in, sign-out and restore. */
export function useAuth(): TAuthState {
  return useSyncExternalStore(subscribeAuth, getAuthState);
}
