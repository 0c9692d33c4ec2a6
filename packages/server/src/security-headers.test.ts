import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { HSTS, PERMISSIONS_POLICY, securityHeaders, securityHeadersMiddleware } from './security-headers.ts';

/** The policy as a map: directive name to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

describe('securityHeaders', () => {
  it('allows scripts, connections and workers from the own origin only, nothing inline or evaluated', () => {
    const csp = directives(securityHeaders('http://localhost:8080')['Content-Security-Policy']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    // sql.js runs only in demo mode, never on this host.
    expect([...csp.values()].flat().filter((source) => source.includes('eval'))).toEqual([]);
  });

  it('sends HSTS only when PUBLIC_URL is https', () => {
    expect(securityHeaders('https://cafe.example.com')['Strict-Transport-Security']).toBe(HSTS);
    expect(HSTS).toBe('max-age=31536000');
    expect(securityHeaders('http://cafe.example.com')).not.toHaveProperty('Strict-Transport-Security');
    expect(securityHeaders('http://192.168.1.20:8080')).not.toHaveProperty('Strict-Transport-Security');
  });

  it('allows only copying a link, and turns the powerful features off', () => {
    const features = new Map(
      PERMISSIONS_POLICY.split(', ').map((entry) => entry.split('=') as [string, string]),
    );
    const allowed = [...features].filter(([, allowlist]) => allowlist !== '()').map(([name]) => name);
    expect(allowed).toEqual(['clipboard-write']);
    expect(features.get('clipboard-write')).toBe('(self)');
    for (const off of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'clipboard-read']) {
      expect(features.get(off)).toBe('()');
    }
  });
});

describe('securityHeadersMiddleware', () => {
  const app = new Hono();
  app.use(securityHeadersMiddleware('https://cafe.example.com'));
  app.get('/page', (c) => c.html('<p>page</p>'));
  app.get('/file', (c) => c.body('bytes', 200, { 'Content-Security-Policy': "default-src 'none'" }));

  it('adds the headers to a response', async () => {
    const response = await app.request('/page');
    expect(response.headers.get('Content-Security-Policy')).toBe(
      securityHeaders('https://cafe.example.com')['Content-Security-Policy'],
    );
    expect(response.headers.get('Permissions-Policy')).toBe(PERMISSIONS_POLICY);
    expect(response.headers.get('Strict-Transport-Security')).toBe(HSTS);
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('keeps a policy the response brings, such as an uploaded file’s', async () => {
    const response = await app.request('/file');
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'");
    expect(response.headers.get('Permissions-Policy')).toBe(PERMISSIONS_POLICY);
  });
});
