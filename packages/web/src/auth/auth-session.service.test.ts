import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken } from '../lib/http/access-token.ts';
import { apiClient } from '../lib/http/api-clients.ts';
import { fail, fakeJwt, jsonResponse, mockFetch, ok, sessionData, testUser } from '../test/fetch-mock.ts';
import {
  AUTH_LOGOUT_EVENT,
  acrossTabs,
  endSession,
  installAuthListeners,
  logout,
  restoreSession,
  startSession,
} from './auth-session.service.ts';
import {
  clearSignedOutReason,
  getAuthState,
  peekSignedOutReason,
  USER_STORAGE_KEY,
} from './auth-session.store.ts';

let uninstall: () => void;
beforeEach(() => {
  uninstall = installAuthListeners();
});
afterEach(() => {
  uninstall();
  endSession();
  clearSignedOutReason();
  vi.useRealTimers();
});

const refreshCalls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([url]) => String(url) === '/api/auth/refresh').length;

describe('session start and end', () => {
  it('keeps the token in memory and the user in sessionStorage', () => {
    const session = sessionData();
    expect(startSession(session)).toBe(true);
    expect(getAccessToken()).toBe(session.access_token);
    expect(JSON.parse(sessionStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual(testUser);
    expect(getAuthState()).toEqual({ status: 'authenticated', user: testUser });
  });

  it('clears the session when the access token is malformed', () => {
    startSession(sessionData());
    expect(startSession({ ...sessionData(), access_token: 'not-a-jwt' })).toBe(false);
    expect(getAccessToken()).toBeNull();
    expect(sessionStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(getAuthState().status).toBe('anonymous');
  });

  it("signs out when anything raises 'auth:logout'", () => {
    startSession(sessionData());
    window.dispatchEvent(new Event(AUTH_LOGOUT_EVENT));
    expect(getAuthState().status).toBe('anonymous');
    expect(getAccessToken()).toBeNull();
  });

  it('ends the session even when the logout call fails', async () => {
    const fetch = mockFetch(() => fail(500, 'Down'));
    startSession(sessionData());
    await logout();
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST', body: '{}' }),
    );
    expect(getAuthState().status).toBe('anonymous');
  });
});

describe('a disabled account (403 ACCOUNT_DISABLED)', () => {
  const disabled = () =>
    jsonResponse(403, {
      success: false,
      message: 'Account is disabled. Please contact support.',
      code: 'ACCOUNT_DISABLED',
    });

  it('signs out when any staff call answers that the account was disabled, and says why', async () => {
    mockFetch(() => disabled());
    startSession(sessionData());
    await expect(apiClient.get('/customer-orders')).rejects.toMatchObject({ status: 403 });
    expect(getAuthState().status).toBe('anonymous');
    expect(getAccessToken()).toBeNull();
    expect(peekSignedOutReason()).toBe('account-disabled');
  });

  it('keeps the session on any other 403 (a missing permission)', async () => {
    mockFetch(() => jsonResponse(403, { success: false, message: 'Forbidden', code: 'FORBIDDEN' }));
    startSession(sessionData());
    await apiClient.get('/users').catch(() => undefined);
    expect(getAuthState().status).toBe('authenticated');
  });

  it('leaves no reason behind when a sign-in attempt gets the answer (the form says it)', async () => {
    mockFetch(() => disabled());
    await apiClient.post('/auth/login', {}).catch(() => undefined);
    expect(getAuthState().status).toBe('anonymous');
    expect(peekSignedOutReason()).toBeNull();
  });

  it('forgets the reason when the next session starts', async () => {
    mockFetch(() => disabled());
    startSession(sessionData());
    await apiClient.get('/customer-orders').catch(() => undefined);
    startSession(sessionData());
    expect(peekSignedOutReason()).toBeNull();
  });
});

describe('automatic refresh', () => {
  it('refreshes 5 minutes before the token expires', async () => {
    vi.useFakeTimers();
    const fetch = mockFetch(() => ok(sessionData({ expires_in: 900 })));
    startSession(sessionData({ expires_in: 900 }));

    await vi.advanceTimersByTimeAsync(600_000 - 1);
    expect(refreshCalls(fetch)).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshCalls(fetch)).toBe(1);
    // The refreshed token is scheduled again in turn.
    await vi.advanceTimersByTimeAsync(600_000);
    expect(refreshCalls(fetch)).toBe(2);
  });

  it('waits at least 60 s for a short-lived token', async () => {
    vi.useFakeTimers();
    const fetch = mockFetch(() => ok(sessionData()));
    startSession(sessionData({ expires_in: 120 }));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(refreshCalls(fetch)).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshCalls(fetch)).toBe(1);
  });

  it("signs out and raises 'auth:logout' when the refresh call times out (408)", async () => {
    vi.useFakeTimers();
    mockFetch(() => fail(408, 'Request timeout'));
    const onLogout = vi.fn();
    window.addEventListener(AUTH_LOGOUT_EVENT, onLogout);
    startSession(sessionData({ expires_in: 900 }));
    await vi.advanceTimersByTimeAsync(600_000);
    window.removeEventListener(AUTH_LOGOUT_EVENT, onLogout);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(getAuthState().status).toBe('anonymous');
  });

  it('signs out as expired when the refresh token is no longer valid (401)', async () => {
    vi.useFakeTimers();
    mockFetch(() => fail(401, 'Invalid refresh token'));
    startSession(sessionData({ expires_in: 900 }));
    await vi.advanceTimersByTimeAsync(600_000);
    expect(getAuthState().status).toBe('anonymous');
    expect(peekSignedOutReason()).toBe('session-expired');
  });

  it('tries again after 60 s when the refresh call fails for a transient reason', async () => {
    vi.useFakeTimers();
    let answer = fail(502, 'Bad gateway');
    const fetch = mockFetch(() => answer);
    startSession(sessionData({ expires_in: 900 }));
    await vi.advanceTimersByTimeAsync(600_000);
    expect(getAuthState().status).toBe('authenticated');
    answer = ok(sessionData());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refreshCalls(fetch)).toBe(2);
    expect(getAuthState().status).toBe('authenticated');
  });
});

describe('restoring a session on page load', () => {
  it('does nothing without a stored user', async () => {
    const fetch = mockFetch(() => ok(sessionData()));
    await restoreSession();
    expect(fetch).not.toHaveBeenCalled();
    expect(getAuthState().status).toBe('anonymous');
  });

  it('gets a fresh access token from the refresh cookie for a stored user', async () => {
    sessionStorage.setItem(USER_STORAGE_KEY, JSON.stringify(testUser));
    const token = fakeJwt({ sub: 1, fresh: true });
    const fetch = mockFetch(() => ok({ ...sessionData(), access_token: token }));
    const restoring = restoreSession();
    expect(getAuthState().status).toBe('loading');
    await restoring;
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/refresh',
      expect.objectContaining({ method: 'POST', body: '{}' }),
    );
    expect(getAccessToken()).toBe(token);
    expect(getAuthState().status).toBe('authenticated');
  });

  it('clears the session when the refresh fails', async () => {
    sessionStorage.setItem(USER_STORAGE_KEY, JSON.stringify(testUser));
    mockFetch(() => fail(503, 'Unavailable'));
    await restoreSession();
    expect(getAuthState().status).toBe('anonymous');
    expect(sessionStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    // The server was not reached: nothing says the session expired.
    expect(peekSignedOutReason()).toBeNull();
  });
});

describe('leaving the page while the session is restored', () => {
  it('keeps the stored user when a reload cuts the refresh off, so the next page restores the session', async () => {
    sessionStorage.setItem(USER_STORAGE_KEY, JSON.stringify(testUser));
    mockFetch(() => {
      // The browser aborts the page's requests as it goes.
      window.dispatchEvent(new Event('pagehide'));
      throw new TypeError('Failed to fetch');
    });
    await restoreSession();
    expect(JSON.parse(sessionStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual(testUser);

    // Back from the back-forward cache, a failure counts again.
    window.dispatchEvent(new Event('pageshow'));
    mockFetch(() => fail(503, 'Unavailable'));
    await restoreSession();
    expect(sessionStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });
});

describe('refreshing across tabs', () => {
  it('holds a Web Lock while refreshing, so two tabs never send the same refresh token', async () => {
    const order: string[] = [];
    let held = Promise.resolve();
    const request = vi.fn((name: string, work: () => Promise<unknown>) => {
      // One holder at a time, like the browser's lock manager.
      const run = held.then(() => work());
      held = run.then(
        () => undefined,
        () => undefined,
      );
      order.push(name);
      return run;
    });
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    try {
      const slow = (label: string) => async () => {
        order.push(`${label} start`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(`${label} end`);
        return label;
      };
      expect(await Promise.all([acrossTabs(slow('tab A')), acrossTabs(slow('tab B'))])).toEqual([
        'tab A',
        'tab B',
      ]);
      expect(request).toHaveBeenCalledTimes(2);
      expect(order.filter((step) => step.startsWith('tab '))).toEqual([
        'tab A start',
        'tab A end',
        'tab B start',
        'tab B end',
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('refreshes without a lock where the browser has no Web Locks', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: undefined });
    try {
      expect(await acrossTabs(async () => 'done')).toBe('done');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
