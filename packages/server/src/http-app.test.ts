import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { createApi } from '@tableside/api/app';
import { silentLogger, systemClock } from '@tableside/api/deps';
import { createEventBus } from '@tableside/api/events/event-bus';
import { createMemoryRateLimiter } from '@tableside/api/http/rate-limiter';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp } from './http-app.ts';
import { listenHttp } from './http-server.ts';
import { requestRaw } from './raw-request.test-helpers.ts';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const PUBLIC_URL = 'http://localhost:8080';

/** The API needs no working database for /health and unknown paths. */
function createTestApi() {
  return createApi({
    db: {} as never,
    clock: systemClock,
    hasher: { hash: async () => '', verify: async () => false },
    mailer: { send: async () => {} },
    logger: silentLogger,
    events: createEventBus(),
    jwtSecret: 'test-secret',
    rateLimiter: createMemoryRateLimiter(systemClock),
    version: '1.2.3',
    secureCookies: false,
    backups: {} as never,
  });
}

describe('createServerApp', () => {
  let webDir: string;
  let app: Hono;
  const page = (path: string) =>
    app.request(path, { headers: { Accept: 'text/html,application/xhtml+xml' } });

  beforeAll(() => {
    webDir = mkdtempSync(join(tmpdir(), 'tableside-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDir, 'assets', 'index-abc123.js'), 'console.log("app");');
    writeFileSync(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = createServerApp({ api: createTestApi(), webDir, logger: silentLogger, publicUrl: PUBLIC_URL });
  });

  afterAll(() => rmSync(webDir, { recursive: true, force: true }));

  it('routes /api to the API', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, data: { status: 'ok', version: '1.2.3' } });
    // API answers are live data: the static files' cache rules must not reach them.
    expect(response.headers.get('Cache-Control') ?? '').not.toContain('max-age');
  });

  it('keeps unknown API paths a JSON 404, even for a browser', async () => {
    const response = await page('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('serves hashed assets as immutable', async () => {
    const response = await app.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('javascript');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log("app");');
  });

  it('serves other files from the web build with a short cache', async () => {
    const response = await app.request('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('image/svg+xml');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600');
  });

  it('serves index.html at / without caching it', async () => {
    const response = await page('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it.each(['/admin/orders', '/table/12', '/login', '/reset-password?token=abc'])(
    'answers the page address %s with index.html',
    async (path) => {
      const response = await page(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toContain('text/html');
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX_HTML);
    },
  );

  it.each(['*/*', undefined])(
    'answers a page address to a client that accepts %s, like curl',
    async (accept) => {
      const response = await app.request('/login', accept ? { headers: { Accept: accept } } : {});
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX_HTML);
    },
  );

  it('answers a missing asset or a non-page request with 404, not index.html', async () => {
    expect((await page('/assets/gone-123.js')).status).toBe(404);
    expect((await app.request('/missing.png', { headers: { Accept: 'image/*' } })).status).toBe(404);
    expect((await app.request('/admin', { method: 'POST' })).status).toBe(404);
  });

  it('never serves a file from outside the web folder', async () => {
    // URL parsing resolves the climb to /etc/passwd: a page address, so the app itself answers.
    const climbed = await app.request('/assets/%2e%2e/%2e%2e/etc/passwd', { headers: { Accept: '*/*' } });
    expect(await climbed.text()).toBe(INDEX_HTML);
    const underAssets = await app.request('/assets/x/%2e%2e/%2e%2e/%2e%2e/etc/passwd.js');
    expect(underAssets.status).toBe(404);
    expect(await underAssets.text()).not.toContain('root:');
  });

  it('sends the security headers with pages, files and API answers', async () => {
    const pages = [await page('/login'), await app.request('/favicon.svg')];
    const answers = [await app.request('/api/health'), await app.request('/api/public/menu')];
    for (const response of [...pages, ...answers]) {
      expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('X-Frame-Options')).toBe('DENY');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      // PUBLIC_URL is plain http here.
      expect(response.headers.has('Strict-Transport-Security')).toBe(false);
    }
    for (const response of pages) {
      expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self';");
      expect(response.headers.get('Permissions-Policy')).toContain('camera=()');
    }
    // An API answer is never a document that runs code: nothing may load into one, and the short
    // policy keeps every answer small.
    for (const response of answers) {
      expect(response.headers.get('Content-Security-Policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.has('Permissions-Policy')).toBe(false);
    }
  });

  it('sends the same security headers through the Node adapter as through app.request', async () => {
    const server = await listenHttp(app.fetch, { port: 0, host: '127.0.0.1' });
    try {
      const names = (response: Response) =>
        [...response.headers.keys()].filter((name) => !['date', 'connection', 'keep-alive'].includes(name));
      for (const [path, accept] of [
        ['/login', 'text/html'],
        ['/favicon.svg', '*/*'],
        ['/api/health', '*/*'],
        ['/api/docs', 'text/html'],
        ['/api/nowhere', '*/*'],
      ] as const) {
        const overNode = await fetch(`http://127.0.0.1:${server.port}${path}`, {
          headers: { Accept: accept },
        });
        await overNode.arrayBuffer();
        const inProcess = await app.request(path, { headers: { Accept: accept } });
        expect(overNode.status).toBe(inProcess.status);
        for (const name of names(inProcess)) {
          if (name === 'content-length' || name === 'transfer-encoding') continue;
          expect([path, name, overNode.headers.get(name)]).toEqual([path, name, inProcess.headers.get(name)]);
        }
        expect(overNode.headers.get('X-Frame-Options')).toBe('DENY');
      }
    } finally {
      await server.close(100);
    }
  });

  it('keeps the stricter policy the API docs page brings', async () => {
    const response = await page('/api/docs');
    expect(response.status).toBe(200);
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]+=*';/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers.get('Permissions-Policy')).toContain('camera=()');
  });

  it('sends HSTS when PUBLIC_URL is https', async () => {
    const secure = createServerApp({
      api: createTestApi(),
      webDir,
      logger: silentLogger,
      publicUrl: 'https://cafe.example.com',
    });
    const response = await secure.request('/login', { headers: { Accept: 'text/html' } });
    expect(response.headers.get('Strict-Transport-Security')).toBe('max-age=31536000');
    expect((await secure.request('/api/health')).headers.get('Strict-Transport-Security')).toBe(
      'max-age=31536000',
    );
  });

  it('compresses large text responses', async () => {
    writeFileSync(join(webDir, 'assets', 'big-1.js'), 'x'.repeat(5000));
    const response = await app.request('/assets/big-1.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
  });

  it('sends a file it compresses over Node with the compressed length, not the file’s', async () => {
    writeFileSync(join(webDir, 'assets', 'big-3.js'), 'x'.repeat(5000));
    const server = await listenHttp(app.fetch, { port: 0, host: '127.0.0.1' });
    try {
      // A length longer than the body would keep the answer open: requestRaw gives up after 3 s.
      const answer = await requestRaw(server.port, '/assets/big-3.js', {
        headers: { 'Accept-Encoding': 'br' },
      });
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-length'] ?? String(answer.body.byteLength)).toBe(
        String(answer.body.byteLength),
      );
      expect(brotliDecompressSync(answer.body).toString()).toBe('x'.repeat(5000));
    } finally {
      await server.close(100);
    }
  });

  it('sends a precompressed copy of an asset when the browser takes it, with its own type', async () => {
    writeFileSync(join(webDir, 'assets', 'app-2.js'), 'x'.repeat(5000));
    writeFileSync(join(webDir, 'assets', 'app-2.js.br'), 'brotli bytes');
    writeFileSync(join(webDir, 'assets', 'app-2.js.gz'), 'gzip bytes');
    const asBrowser = await app.request('/assets/app-2.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(asBrowser.headers.get('Content-Encoding')).toBe('br');
    expect(asBrowser.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(asBrowser.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(asBrowser.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await asBrowser.text()).toBe('brotli bytes');
    const gzipOnly = await app.request('/assets/app-2.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(await gzipOnly.text()).toBe('gzip bytes');
    const plain = await app.request('/assets/app-2.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe('x'.repeat(5000));
  });

  it('says how to build the web app when there is no build', async () => {
    const emptyDir = mkdtempSync(join(tmpdir(), 'tableside-empty-'));
    try {
      const bare = createServerApp({
        api: createTestApi(),
        webDir: emptyDir,
        logger: silentLogger,
        publicUrl: PUBLIC_URL,
      });
      const response = await bare.request('/admin', { headers: { Accept: 'text/html' } });
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('npm run build');
      expect((await bare.request('/api/health')).status).toBe(200);
    } finally {
      rmSync(emptyDir, { recursive: true, force: true });
    }
  });
});
