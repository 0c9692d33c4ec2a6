import { createApi } from '@tableside/api/app';
import { createWebCryptoHasher } from '@tableside/api/auth/webcrypto-hasher';
import { migrateToLatest } from '@tableside/api/db/migrate';
import { createSqlJsKysely, type TSqlJsKysely } from '@tableside/api/db/sqljs-database';
import { systemClock } from '@tableside/api/deps';
import { createMemoryRateLimiter } from '@tableside/api/http/rate-limiter';
import { APP_VERSION } from '@tableside/shared/constants';
import initSqlJs, { type SqlJsStatic } from 'sql.js';
// Bundled by Vite as an asset of this chunk: nothing is fetched from a CDN (decision 0012).
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import type { TApiHost } from '../lib/http/api-host.ts';
import { createFetchEventStream } from './demo-event-stream.ts';
import { deleteImage, loadImage, saveImage } from './demo-image-store.ts';
import { createDemoLogger, createDemoMailer, resolveDemoJwtSecret } from './demo-platform.ts';
import { seedDemo } from './demo-seed.ts';
import { forgetSessionToken, withSessionJar } from './demo-session.ts';
import { createTabsBus } from './demo-tabs.ts';

/** Writes are stored this long after the last one (spec: "emulate the backend from browser storage"). */
const PERSIST_DELAY_MS = 250;
/** PBKDF2 rounds: a sign-in in the page takes some 50 ms on a phone, and the server verifies these hashes. */
const HASH_ITERATIONS = 100_000;

type TRuntime = {
  host: TApiHost;
  sqlJs: SqlJsStatic;
  jwtSecret: string;
  database: TSqlJsKysely;
  persistNow(): Promise<void>;
};

let running: Promise<TRuntime> | undefined;

/**
 * Demo mode (DESIGN.md section 6): the real createApi over sql.js in this page. Restores the stored
 * image when `reuseImage` allows (else seeds a new one), and answers with the host every API call
 * and event stream of the app is then sent to. Called again, it seeds the running demo afresh
 * unless `reuseImage` (spec customer 4: "reset clears local data and reseeds").
 */
export async function startDemo({ reuseImage }: { reuseImage: boolean }): Promise<TApiHost> {
  if (running) {
    const runtime = await running;
    if (!reuseImage) await resetDemo(runtime);
    return runtime.host;
  }
  running = boot(reuseImage);
  try {
    return (await running).host;
  } catch (error) {
    running = undefined;
    throw error;
  }
}

async function boot(reuseImage: boolean): Promise<TRuntime> {
  const sqlJs = await initSqlJs({ locateFile: () => wasmUrl });
  const image = reuseImage ? await loadImage().catch(() => null) : null;
  const database = createSqlJsKysely(new sqlJs.Database(image ?? undefined));
  const { db } = database;
  await migrateToLatest(db);

  const tabs = createTabsBus((next) => database.replaceDatabase(new sqlJs.Database(next)));
  const hasher = createWebCryptoHasher({ iterations: HASH_ITERATIONS });
  const logger = createDemoLogger();
  const jwtSecret = await resolveDemoJwtSecret(db);
  const api = createApi({
    db,
    clock: systemClock,
    hasher,
    mailer: createDemoMailer(logger),
    logger,
    events: tabs.events,
    jwtSecret,
    rateLimiter: createMemoryRateLimiter(systemClock),
    version: APP_VERSION,
    secureCookies: false,
  });

  const persistNow = async () => {
    const next = await database.exportImage();
    await saveImage(next);
    tabs.announce(next);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const persistSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void persistNow().catch(reportPersistFailure), PERSIST_DELAY_MS);
  };
  window.addEventListener('pagehide', () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    void persistNow().catch(reportPersistFailure);
  });

  const fetch = withSessionJar(async (request) => {
    const response = await api.fetch(request);
    if (request.method !== 'GET' && request.method !== 'HEAD') persistSoon();
    return response;
  });
  const host: TApiHost = { fetch, openEventStream: (url) => createFetchEventStream(fetch, url) };
  const runtime: TRuntime = { host, sqlJs, jwtSecret, database, persistNow };
  if (!image) await seedInto(runtime, hasher);
  return runtime;
}

/** spec (customer 4): "reset clears local data and reseeds". */
async function resetDemo(runtime: TRuntime): Promise<void> {
  await deleteImage().catch(() => {});
  forgetSessionToken();
  await runtime.database.replaceDatabase(new runtime.sqlJs.Database());
  await migrateToLatest(runtime.database.db);
  await resolveDemoJwtSecret(runtime.database.db, runtime.jwtSecret);
  await seedInto(runtime, createWebCryptoHasher({ iterations: HASH_ITERATIONS }));
}

async function seedInto(runtime: TRuntime, hasher: ReturnType<typeof createWebCryptoHasher>): Promise<void> {
  await seedDemo(runtime.database.db, hasher);
  await runtime.persistNow();
}

function reportPersistFailure(error: unknown): void {
  console.warn('[demo] could not store the demo data', error);
}
