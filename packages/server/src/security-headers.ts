import { ServerResponse } from 'node:http';
import { serverCsp } from '@tableside/shared/content-security-policy';
import type { MiddlewareHandler } from 'hono';

/**
 * The browser security headers of the Node host (decision 0021): the Content-Security-Policy,
 * a Permissions-Policy that allows only what the product uses, and Strict-Transport-Security once
 * the server is known to be reached over HTTPS.
 */

/** A year. Browsers heed it over HTTPS only; no includeSubDomains, the owner's other hosts are not ours. */
export const HSTS = 'max-age=31536000';

/**
 * The shared cart's "Copy link" and "Share" (customer/shared-cart/shared-cart-share-panel.tsx) are
 * the only permission-gated features the product uses; every powerful one it never asks for is off.
 * web-share keeps its default, this origin only: Chromium on Linux does not know the feature and
 * logs an error for a header that names it.
 */
const PERMISSIONS: Readonly<Record<string, string>> = {
  'clipboard-write': '(self)',
  accelerometer: '()',
  autoplay: '()',
  camera: '()',
  'clipboard-read': '()',
  'display-capture': '()',
  'encrypted-media': '()',
  fullscreen: '()',
  geolocation: '()',
  gyroscope: '()',
  hid: '()',
  'idle-detection': '()',
  magnetometer: '()',
  microphone: '()',
  midi: '()',
  payment: '()',
  'picture-in-picture': '()',
  'publickey-credentials-get': '()',
  'screen-wake-lock': '()',
  serial: '()',
  usb: '()',
  'xr-spatial-tracking': '()',
};

export const PERMISSIONS_POLICY = Object.entries(PERMISSIONS)
  .map(([feature, allowlist]) => `${feature}=${allowlist}`)
  .join(', ');

export type TSecurityHeaders = {
  'Content-Security-Policy': string;
  'Permissions-Policy': string;
  /** Only when PUBLIC_URL is https: on a plain-HTTP install (a LAN address) it would lock browsers out. */
  'Strict-Transport-Security'?: string;
};

/** The headers for a server whose public address is `publicUrl` (PUBLIC_URL). */
export function securityHeaders(publicUrl: string): TSecurityHeaders {
  const https = new URL(publicUrl).protocol === 'https:';
  return {
    'Content-Security-Policy': serverCsp(),
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/**
 * What Hono's secureHeaders middleware sends by default (nosniff, Referrer-Policy, COOP, CORP, ...),
 * with frames denied outright, written out so that they can be set in one pass.
 */
export const BASELINE_HEADERS: Readonly<Record<string, string>> = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'DENY',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
};

/**
 * What an API answer needs instead of the page's policy: JSON, event streams and files are never
 * documents that run code, so nothing may load into one opened on its own (OWASP's REST advice), and
 * no feature needs a Permissions-Policy. 40 bytes instead of 600 on every answer
 * (docs/decisions/0028-prepared-menu-responses.md). The API docs page is a page and keeps its own.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The headers of an API answer (the baseline, API_CSP, HSTS over https), as name and value pairs. */
export function apiSecurityHeaders(publicUrl: string): Array<[string, string]> {
  const { 'Permissions-Policy': _pagesOnly, ...forAll } = securityHeaders(publicUrl);
  return Object.entries({ ...BASELINE_HEADERS, ...forAll, 'Content-Security-Policy': API_CSP });
}

function isApiAnswer(path: string): boolean {
  return path.startsWith('/api/') && path !== '/api/docs';
}

/**
 * The baseline headers plus the ones above, on every response (API answers with API_CSP instead of
 * the page's). A response that brings one of them keeps its own: uploaded files carry
 * `default-src 'none'`, the API docs page a policy with its stylesheet's hash.
 *
 * On the Node adapter they go onto Node's response before the handler runs, where writeHead lets
 * the response's own headers replace them: no Headers object is built or copied per response, which
 * was about a quarter of the cost of a cached API answer (docs/decisions/0028-prepared-menu-responses.md).
 * Elsewhere (app.request in tests) they are added to the Response.
 */
export function securityHeadersMiddleware(publicUrl: string): MiddlewareHandler {
  const pageHeaders = Object.entries({ ...BASELINE_HEADERS, ...securityHeaders(publicUrl) });
  const apiHeaders = apiSecurityHeaders(publicUrl);
  return async (c, next) => {
    const headers = isApiAnswer(c.req.path) ? apiHeaders : pageHeaders;
    const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
    if (outgoing instanceof ServerResponse) {
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    for (const [name, value] of headers) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}
