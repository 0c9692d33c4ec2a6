import type { TFetch } from '../lib/http/api-host.ts';

/**
 * The browser's cookie jar for the in-page API. The server keeps the refresh token in an httpOnly
 * cookie (decision 0004), but a Request or Response made in the page cannot carry Cookie or
 * Set-Cookie headers. So this host keeps the token the API returns on sign-in and refresh, and
 * puts it in the body of refresh and logout, which the API accepts as well. localStorage, like a
 * cookie, is shared by the tabs; tabs refresh one after another (a Web Lock in the auth service).
 */
const TOKEN_KEY = 'tableside.demo.refresh-token';
const REFRESH_PATHS = ['/api/auth/refresh', '/api/auth/logout'];
const ISSUE_PATHS = ['/api/auth/login', '/api/auth/refresh'];

export function withSessionJar(fetch: (request: Request) => Promise<Response>): TFetch {
  return async (input, init) => {
    const request = await presentToken(toRequest(input, init));
    const response = await fetch(request);
    return keepToken(new URL(request.url).pathname, response);
  };
}

function toRequest(input: RequestInfo | URL, init?: RequestInit): Request {
  return input instanceof Request
    ? new Request(input, init)
    : new Request(new URL(input, location.href), init);
}

async function presentToken(request: Request): Promise<Request> {
  const token = localStorage.getItem(TOKEN_KEY);
  if (!token || !REFRESH_PATHS.includes(new URL(request.url).pathname)) return request;
  const body = (await request
    .clone()
    .json()
    .catch(() => ({}))) as Record<string, unknown>;
  // Said outright: a string body alone would go as text/plain, which the API refuses (decision 0045).
  const headers = new Headers(request.headers);
  headers.set('Content-Type', 'application/json');
  return new Request(request, { body: JSON.stringify({ refresh_token: token, ...body }), headers });
}

async function keepToken(path: string, response: Response): Promise<Response> {
  if (path === '/api/auth/logout') localStorage.removeItem(TOKEN_KEY);
  if (!response.ok || !ISSUE_PATHS.includes(path)) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { data?: { refresh_token?: unknown } } | null;
  const token = body?.data?.refresh_token;
  if (typeof token === 'string') localStorage.setItem(TOKEN_KEY, token);
  return response;
}

export function forgetSessionToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}
