import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createApi } from '@tableside/api/app';
import { seedDatabase } from '@tableside/api/seed/seed';
import { createTestContext, type TTestContext } from '@tableside/api/test/test-context';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createZlibCompressor } from './compressor.ts';
import { createServerApp } from './http-app.ts';

let ctx: TTestContext;
const webDir = mkdtempSync(join(tmpdir(), 'tableside-web-'));
afterEach(() => ctx.close());
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

async function serverApp() {
  ctx = await createTestContext({ now: '2025-03-05T09:00:00.000Z' });
  await seedDatabase(ctx.db, {
    adminEmail: 'admin@example.com',
    adminPassword: 'secret-password',
    hasher: ctx.deps.hasher,
    clock: ctx.clock,
    sampleData: true,
  });
  const api = createApi({ ...ctx.deps, compressor: createZlibCompressor() });
  return createServerApp({
    api,
    webDir,
    logger: ctx.deps.logger,
    publicUrl: 'http://localhost',
  });
}

describe('the public menu on the Node host', () => {
  it('goes out as prepared brotli or gzip that decodes to the same JSON, never compressed twice', async () => {
    const app = await serverApp();
    const get = (acceptEncoding?: string) =>
      app.request('/api/public/menu', {
        headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
      });
    const plain = await get();
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const json = await plain.text();
    expect(JSON.parse(json).success).toBe(true);

    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    const brBytes = new Uint8Array(await br.arrayBuffer());
    expect(brBytes.byteLength).toBeLessThan(json.length / 5);
    expect(brotliDecompressSync(brBytes).toString('utf8')).toBe(json);

    const gzip = await get('gzip, deflate');
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await gzip.arrayBuffer())).toString('utf8')).toBe(json);

    // The host's own compression leaves prepared answers alone: a client with neither coding gets
    // the prepared plain body, while other large API answers are compressed by the host.
    const deflateOnly = await get('deflate');
    expect(deflateOnly.headers.get('Content-Encoding')).toBeNull();
    expect(await deflateOnly.text()).toBe(json);
    const openApi = await app.request('/api/openapi.json', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(openApi.headers.get('Content-Encoding')).toBe('gzip');

    // The host's security headers still come with the prepared answers.
    expect(br.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(br.headers.get('X-Frame-Options')).toBe('DENY');
  });
});
