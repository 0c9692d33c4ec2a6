import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fail,
  jsonResponse,
  mockFetch,
  ok,
  sessionData,
  type TFetchCall,
  testUser,
} from '../test/fetch-mock.ts';
import { endSession, installAuthListeners, startSession } from './auth-session.service.ts';
import {
  clearSignedOutReason,
  getAuthState,
  peekSignedOutReason,
  USER_STORAGE_KEY,
} from './auth-session.store.ts';
import { SESSION_CHECK_INTERVAL_MS, watchSession } from './session-check.ts';
import { useSessionCheck } from './use-session-check.hook.ts';

const queryClient = new QueryClient();
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

type TAnswers = { me: () => Response; refresh?: () => Response };

const disabled = () =>
  jsonResponse(403, {
    success: false,
    message: 'Account is disabled. Please contact support.',
    code: 'ACCOUNT_DISABLED',
  });

/** The server: GET /auth/me and POST /auth/refresh as the test says; returns the paths asked for. */
function serve(answers: TAnswers) {
  const paths: string[] = [];
  mockFetch(({ url }: TFetchCall) => {
    paths.push(url);
    if (url === '/api/auth/me') return answers.me();
    if (url === '/api/auth/refresh' && answers.refresh) return answers.refresh();
    return fail(404, 'Not found');
  });
  return { checks: () => paths.filter((path) => path === '/api/auth/me').length, paths };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

let uninstall: () => void;
let stop: (() => void) | undefined;
beforeEach(() => {
  vi.useFakeTimers();
  uninstall = installAuthListeners();
});
afterEach(() => {
  stop?.();
  stop = undefined;
  uninstall();
  endSession();
  clearSignedOutReason();
  // Back to jsdom's own (always visible) document.
  Reflect.deleteProperty(document, 'visibilityState');
  vi.useRealTimers();
});

describe('the session check (GET /auth/me every 60 s)', () => {
  it('signs out a user whose account was disabled within a minute, though nobody touches the page', async () => {
    const server = serve({ me: disabled });
    startSession(sessionData());
    stop = watchSession();
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS - 1);
    expect(server.checks()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.checks()).toBe(1);
    expect(getAuthState().status).toBe('anonymous');
    expect(peekSignedOutReason()).toBe('account-disabled');
  });

  it('brings the user’s current roles and permissions', async () => {
    const kitchen = { ...testUser, roles: ['KITCHEN'], permissions: ['admin.access', 'menu.read'] };
    serve({ me: () => ok(kitchen) });
    startSession(sessionData());
    stop = watchSession();
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    expect(getAuthState()).toEqual({ status: 'authenticated', user: kitchen });
    expect(JSON.parse(sessionStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual(kitchen);
  });

  it('leaves an unchanged user as it is, and keeps checking', async () => {
    const server = serve({ me: () => ok(testUser) });
    startSession(sessionData());
    const before = getAuthState();
    stop = watchSession();
    await vi.advanceTimersByTimeAsync(3 * SESSION_CHECK_INTERVAL_MS);
    expect(server.checks()).toBe(3);
    expect(getAuthState()).toBe(before);
  });

  it('gets a new access token on a 401, and stays signed in when that works', async () => {
    const server = serve({ me: () => fail(401, 'Token expired'), refresh: () => ok(sessionData()) });
    startSession(sessionData());
    stop = watchSession();
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    expect(server.paths).toEqual(['/api/auth/me', '/api/auth/refresh']);
    expect(getAuthState().status).toBe('authenticated');
  });

  it('ends the session as expired when the refresh is refused too (a deleted user)', async () => {
    serve({ me: () => fail(401, 'Unauthorized'), refresh: () => fail(401, 'Session expired') });
    startSession(sessionData());
    stop = watchSession();
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    expect(getAuthState().status).toBe('anonymous');
    expect(peekSignedOutReason()).toBe('session-expired');
  });

  it('keeps the session when the server cannot be reached', async () => {
    serve({ me: () => fail(503, 'Unavailable') });
    startSession(sessionData());
    stop = watchSession();
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    expect(getAuthState().status).toBe('authenticated');
  });

  it('waits while the tab is hidden and checks as soon as it is visible again', async () => {
    const server = serve({ me: () => ok(testUser) });
    startSession(sessionData());
    stop = watchSession();
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(5 * SESSION_CHECK_INTERVAL_MS);
    expect(server.checks()).toBe(0);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.checks()).toBe(1);
  });
});

describe('useSessionCheck', () => {
  it('checks only while someone is signed in', async () => {
    const server = serve({ me: () => ok(testUser) });
    const { unmount } = renderHook(() => useSessionCheck(), { wrapper });
    await vi.advanceTimersByTimeAsync(2 * SESSION_CHECK_INTERVAL_MS);
    expect(server.checks()).toBe(0);

    startSession(sessionData());
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    expect(server.checks()).toBe(1);

    endSession();
    await vi.advanceTimersByTimeAsync(2 * SESSION_CHECK_INTERVAL_MS);
    expect(server.checks()).toBe(1);
    unmount();
  });

  it('forgets the cached staff data when the session ends, so the next person sees none of it', async () => {
    serve({ me: () => ok(testUser) });
    startSession(sessionData());
    queryClient.setQueryData(['people', 'users'], ['someone']);
    const { unmount } = renderHook(() => useSessionCheck(), { wrapper });
    endSession('account-disabled');
    await vi.advanceTimersByTimeAsync(0);
    expect(queryClient.getQueryData(['people', 'users'])).toBeUndefined();
    unmount();
  });
});
