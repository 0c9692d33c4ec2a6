import type { TPage } from '@tableside/shared/envelope';
import { vi } from 'vitest';

export type TFetchCall = { url: string; method: string; headers: Record<string, string>; body: unknown };
type THandler = (call: TFetchCall) => Response | Promise<Response>;

/** A JSON response in the API's envelope style. */
export function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function ok<T>(data: T, message = 'OK'): Response {
  return jsonResponse(200, { success: true, message, data });
}

export function fail(status: number, message: string, errors?: Record<string, string[]>): Response {
  return jsonResponse(status, { success: false, message, ...(errors ? { errors } : {}) });
}

/** Replaces the global fetch (restored after each test by `unstubGlobals`); returns the spy. */
export function mockFetch(handler: THandler) {
  const spy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    return handler({ url: String(input), method: init.method ?? 'GET', headers, body });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** A well-formed (unsigned) JWT; the app only checks its shape. */
export function fakeJwt(payload: Record<string, unknown> = { sub: 1 }): string {
  const encode = (value: unknown) => {
    const bytes = new TextEncoder().encode(JSON.stringify(value));
    const base64 = btoa(String.fromCharCode(...bytes));
    return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.c2lnbmF0dXJl`;
}

export const testUser = {
  id: 1,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  roles: ['MANAGER'],
  permissions: ['admin.access', 'orders.read'],
  is_active: true,
};

export function sessionData(overrides: Partial<{ expires_in: number; user: typeof testUser }> = {}) {
  return { access_token: fakeJwt(), refresh_token: 'r1', expires_in: 900, user: testUser, ...overrides };
}

/** One page of a list answer holding `content` (the only page unless `overrides` say otherwise). */
export function pageOf<T>(content: T[], overrides: Partial<TPage<T>> = {}): TPage<T> {
  return {
    content,
    page_number: 0,
    page_size: 20,
    total_elements: content.length,
    total_pages: 1,
    is_first: true,
    is_last: true,
    has_next: false,
    has_previous: false,
    ...overrides,
  };
}
