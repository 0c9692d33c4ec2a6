import { serverCsp } from '@tableside/shared/content-security-policy';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

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
 * Hono's secureHeaders (nosniff, Referrer-Policy, COOP, CORP, ...) plus the headers above. A
 * response that brings its own Content-Security-Policy keeps it: uploaded files carry
 * `default-src 'none'`, the API docs page a policy with its stylesheet's hash.
 */
export function securityHeadersMiddleware(publicUrl: string): MiddlewareHandler {
  const { 'Strict-Transport-Security': hsts, ...own } = securityHeaders(publicUrl);
  const common = secureHeaders({ strictTransportSecurity: hsts ?? false, xFrameOptions: 'DENY' });
  return (c, next) =>
    common(c, async () => {
      await next();
      for (const [name, value] of Object.entries(own)) {
        if (!c.res.headers.has(name)) c.res.headers.set(name, value);
      }
    });
}
