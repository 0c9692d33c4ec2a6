import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApi } from '@tableside/api/app';
import { migrateToLatest } from '@tableside/api/db/migrate';
import { silentLogger, type TApiDeps, type TLogger } from '@tableside/api/deps';
import { seedDatabase } from '@tableside/api/seed/seed';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TOpenDatabase } from './database.ts';
import { createDirectAnswers } from './direct-answers.ts';
import { parseEnv } from './env.ts';
import { createServerApp } from './http-app.ts';
import { listenHttp, type THttpServer } from './http-server.ts';
import { createNodeDeps } from './node-deps.ts';
import { requestRaw, type TRawAnswer } from './raw-request.test-helpers.ts';

const BROWSER = 'gzip, deflate, br, zstd';
/** What the stand-in for the Hono app answers: a request the direct path left to it. */
const VIA_APP = 599;

/**
 * Decision 0028, fifth round: the guests' menu is written straight to Node's response. It must be
 * the answer the API gives through Hono, byte for byte and header for header, and everything it
 * does not cover must reach the app.
 */
describe('direct answers (the guests’ menu without the Hono app)', () => {
  let dataDir: string;
  let database: TOpenDatabase;
  let host: { deps: TApiDeps; close(): Promise<void> };
  let app: Hono;
  let server: THttpServer;
  const logged: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tableside-direct-'));
    const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN_EMAIL: 'owner@cafe.test' });
    database = await openDatabase(env.database, silentLogger);
    await migrateToLatest(database.db);
    host = await createNodeDeps(env, database, silentLogger);
    await seedDatabase(database.db, {
      adminEmail: 'owner@cafe.test',
      adminPassword: 'direct-answers-secret',
      hasher: host.deps.hasher,
      clock: host.deps.clock,
      sampleData: true,
    });
    const logger: TLogger = {
      ...silentLogger,
      info: (message, fields) => logged.push({ message, ...fields }),
    };
    app = createServerApp({ api: createApi(host.deps), webDir: dataDir, logger, publicUrl: env.publicUrl });
    const direct = createDirectAnswers({ deps: host.deps, logger, publicUrl: env.publicUrl });
    server = await listenHttp(() => new Response('via the app', { status: VIA_APP }), {
      port: 0,
      host: '127.0.0.1',
      direct,
    });
  });

  afterAll(async () => {
    await server?.close(100);
    await host?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Over Node's HTTP as a phone would ask. */
  const overNode = (path: string, options?: Parameters<typeof requestRaw>[2]) =>
    requestRaw(server.port, path, options);

  const viaApp = async (path: string, headers: Record<string, string>): Promise<TRawAnswer> => {
    const response = await app.request(path, { headers });
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    };
  };

  it('answers the menu as the API does, in every coding, for the whole menu and a table’s, with or without customizations', async () => {
    for (const path of [
      '/api/public/menu',
      '/api/public/menu?bench_id=1',
      '/api/public/menu?customizations=separate',
      '/api/public/menu?bench_id=1&customizations=separate',
      '/api/public/menu?bench_id=1&customizations=inline',
    ]) {
      for (const acceptEncoding of [BROWSER, 'gzip', 'identity']) {
        const headers = { 'Accept-Encoding': acceptEncoding };
        const direct = await overNode(path, { headers });
        const reference = await viaApp(path, headers);
        expect([path, acceptEncoding, direct.status]).toEqual([path, acceptEncoding, 200]);
        expect(direct.body.equals(reference.body)).toBe(true);
        expect(direct.headers).toEqual({
          ...reference.headers,
          'content-length': String(reference.body.byteLength),
        });
      }
    }
  });

  it('answers 304 to the ETag the phone holds, as the API does', async () => {
    const first = await overNode('/api/public/menu', { headers: { 'Accept-Encoding': BROWSER } });
    const headers = { 'If-None-Match': first.headers.etag ?? '' };
    const direct = await overNode('/api/public/menu', { headers });
    const reference = await viaApp('/api/public/menu', headers);
    expect(direct.status).toBe(304);
    expect(direct.body.byteLength).toBe(0);
    expect(direct.headers).toEqual(reference.headers);
  });

  it('answers from memory within the minute, and a changed menu at once', async () => {
    const headers = { 'Accept-Encoding': 'identity' };
    const first = await overNode('/api/public/menu?bench_id=2', { headers });
    const again = await overNode('/api/public/menu?bench_id=2', { headers });
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.headers).toEqual(first.headers);

    await database.db
      .updateTable('menu_items')
      .set({ name: 'Ristretto' })
      .where('name', '=', 'Espresso')
      .execute();
    host.deps.events.publish({ type: 'menu.changed' });
    const changed = await overNode('/api/public/menu?bench_id=2', { headers });
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(changed.body.toString()).toContain('"name":"Ristretto"');
    expect(changed.body.toString()).not.toContain('"name":"Espresso"');
    expect(changed.headers['content-length']).toBe(String(changed.body.byteLength));
  });

  it('leaves every other request to the app: another method, query, id or path', async () => {
    for (const [path, method] of [
      ['/api/public/menu', 'HEAD'],
      ['/api/public/menu', 'POST'],
      ['/api/public/menu?bench_id=abc', 'GET'],
      ['/api/public/menu?bench_id=0', 'GET'],
      ['/api/public/menu?bench_id=1&lang=de', 'GET'],
      ['/api/public/menu?customizations=later', 'GET'],
      ['/api/public/menu?customizations=separate&bench_id=1', 'GET'],
      ['/api/public/menu?bench_id=99999999999999999', 'GET'],
      ['/api/public/menus', 'GET'],
      ['/api/health', 'GET'],
    ] as const) {
      const response = await overNode(path, { method });
      expect([method, path, response.status]).toEqual([method, path, VIA_APP]);
    }
  });

  it('writes the access log line the app would', async () => {
    logged.length = 0;
    await overNode('/api/public/menu?bench_id=2');
    expect(logged).toEqual([
      { message: 'request', method: 'GET', path: '/api/public/menu', status: 200, ms: expect.any(Number) },
    ]);
  });
});
