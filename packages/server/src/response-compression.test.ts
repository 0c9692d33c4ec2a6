import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressAnswers } from './response-compression.ts';

const LIST = { data: Array.from({ length: 200 }, (_, id) => ({ id, name: `Order ${id}`, status: 'OPEN' })) };
const LIST_TEXT = JSON.stringify(LIST);
/** Over the inline limit: compressed on zlib's threads. */
const EXPORT_TEXT = 'id;name;total\n'.repeat(8000);

function testApp() {
  const app = new Hono();
  app.use(compressAnswers());
  app.get('/list', (c) => c.json(LIST));
  app.get('/small', (c) => c.json({ data: { id: 1 } }));
  app.get('/export', (c) => c.body(EXPORT_TEXT, 200, { 'Content-Type': 'text/csv; charset=utf-8' }));
  app.get('/file', (c) =>
    c.body(LIST_TEXT, 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(LIST_TEXT.length),
    }),
  );
  app.get('/tagged', (c) => c.body(LIST_TEXT, 200, { 'Content-Type': 'application/json', ETag: '"v1"' }));
  app.get('/raw', (c) =>
    c.body(LIST_TEXT, 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-transform' }),
  );
  app.get('/picture', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }));
  app.get('/events', (c) => c.body(LIST_TEXT, 200, { 'Content-Type': 'text/event-stream' }));
  app.get('/varied', (c) =>
    c.body(LIST_TEXT, 200, { 'Content-Type': 'application/json', Vary: 'X-Order-Token' }),
  );
  return app;
}

const get = (path: string, acceptEncoding?: string) =>
  testApp().request(path, acceptEncoding ? { headers: { 'Accept-Encoding': acceptEncoding } } : {});
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('compressAnswers', () => {
  it('compresses in the coding the client prefers, brotli over gzip, and says the answer varies by it', async () => {
    const browser = await get('/list', 'gzip, deflate, br, zstd');
    expect(browser.headers.get('Content-Encoding')).toBe('br');
    expect(browser.headers.get('Vary')).toBe('Accept-Encoding');
    expect(browser.headers.get('Content-Type')).toMatch(/^application\/json/);
    const body = await bytes(browser);
    expect(body.byteLength).toBeLessThan(LIST_TEXT.length / 5);
    expect(brotliDecompressSync(body).toString()).toBe(LIST_TEXT);

    const gzipOnly = await get('/list', 'gzip');
    expect(gzipOnly.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gzipOnly)).toString()).toBe(LIST_TEXT);

    const refused = await get('/list', 'br;q=0, gzip');
    expect(refused.headers.get('Content-Encoding')).toBe('gzip');
  });

  it("drops a file's length, which the compressed body no longer has, and keeps its type", async () => {
    const response = await get('/file', 'br');
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Content-Length')).toBeNull();
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(await bytes(response)).toString()).toBe(LIST_TEXT);
  });

  it('compresses a large export too, off the event loop', async () => {
    const response = await get('/export', 'br');
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(await bytes(response)).toString()).toBe(EXPORT_TEXT);
  });

  it('sends a small answer as it is', async () => {
    const response = await get('/small', 'gzip, br');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await response.json()).toEqual({ data: { id: 1 } });
  });

  it('leaves the answer itself alone for a client that takes no compression', async () => {
    const answer = new Response(LIST_TEXT, { headers: { 'Content-Type': 'application/json' } });
    const app = new Hono();
    app.use(compressAnswers());
    app.get('/list', () => answer);
    const response = await app.request('/list');
    expect(response).toBe(answer);
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe(LIST_TEXT);
  });

  it('weakens a strong ETag of a compressed answer and keeps a Vary it had', async () => {
    const tagged = await get('/tagged', 'gzip');
    expect(tagged.headers.get('ETag')).toBe('W/"v1"');
    const varied = await get('/varied', 'gzip');
    expect(varied.headers.get('Vary')).toBe('X-Order-Token, Accept-Encoding');
  });

  it('never compresses an event stream, a picture, a no-transform answer or a HEAD', async () => {
    for (const path of ['/events', '/picture', '/raw']) {
      expect((await get(path, 'gzip, br')).headers.get('Content-Encoding'), path).toBeNull();
    }
    const head = await testApp().request('/list', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(head.headers.get('Content-Encoding')).toBeNull();
  });
});
