import { createApi } from '@tableside/api/app';
import { createWebCryptoHasher } from '@tableside/api/auth/webcrypto-hasher';
import { migrateToLatest } from '@tableside/api/db/migrate';
import { createSqlJsKysely, type TSqlJsKysely } from '@tableside/api/db/sqljs-database';
import { createSqlJsFileOpener } from '@tableside/api/db/sqljs-files';
import { systemClock, type TLogger } from '@tableside/api/deps';
import type { TEventBus } from '@tableside/api/events/event-bus';
import { createMemoryRateLimiter } from '@tableside/api/http/rate-limiter';
import { CONFIG_CATALOGUE } from '@tableside/shared/config-catalogue';
import { APP_VERSION } from '@tableside/shared/constants';
import initSqlJs, { type SqlJsStatic } from 'sql.js';
// Bundled by Vite as an asset of this chunk: nothing is fetched from a CDN (decision 0012).
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';
import { createDemoBackupStore, deleteDemoBackups } from './demo-backup-store.ts';
import { deleteImage, loadImage, saveImage } from './demo-image-store.ts';
import { createDemoLogger, createDemoMailer, resolveDemoJwtSecret } from './demo-platform.ts';
import { seedDemo } from './demo-seed.ts';
import { createTabsBus } from './demo-tabs.ts';

/** PBKDF2 rounds: a sign-in in the page takes some 50 ms on a phone, and the server verifies these hashes. */
const HASH_ITERATIONS = 100_000;

/** The API in the worker: what the page's requests are answered by. */
export type TDemoApi = {
  fetch(request: Request): Promise<Response>;
};

type TRuntime = {
  api: TDemoApi;
  /** The API itself, without storing after each write: seeding stores once at its end. */
  rawApi: TDemoApi;
  logger: TLogger;
  sqlJs: SqlJsStatic;
  jwtSecret: string;
  database: TSqlJsKysely;
  /** The API's event bus (shared with the other tabs). */
  events: TEventBus;
  persistNow(): Promise<void>;
};

let running: Promise<TRuntime> | undefined;

/**
 * Demo mode (DESIGN.md section 6): the real createApi over sql.js, in the demo's Web Worker.
 * Restores the stored image when `reuseImage` allows (else seeds a new one). Called again, it
 * seeds the running demo afresh unless `reuseImage` (spec customer 4: "reset clears local data
 * and reseeds").
 */
export async function startDemo({ reuseImage }: { reuseImage: boolean }): Promise<TDemoApi> {
  if (running) {
    const runtime = await running;
    if (!reuseImage) await resetDemo(runtime);
    return runtime.api;
  }
  running = boot(reuseImage);
  try {
    return (await running).api;
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
    backups: {
      openSqlite: createSqlJsFileOpener(sqlJs),
      // The live image, taken between queries and transactions (exportImage waits for them).
      snapshot: () => database.exportImage(),
      store: createDemoBackupStore(),
    },
  });

  const persistNow = async () => {
    const next = await database.exportImage();
    await saveImage(next);
    tabs.announce(next);
  };
  // Like a server that commits before it answers: a write's response waits until the image with
  // that write is stored, so a reload right after it (sign-in, then open the admin panel) finds it.
  let stored: Promise<void> = Promise.resolve();
  const fetch = async (request: Request) => {
    const response = await api.fetch(request);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      stored = stored.catch(reportPersistFailure).then(persistNow);
      await stored.catch(reportPersistFailure);
    }
    return response;
  };
  const runtime: TRuntime = {
    api: { fetch },
    rawApi: { fetch: async (request) => api.fetch(request) },
    logger,
    sqlJs,
    jwtSecret,
    database,
    events: tabs.events,
    persistNow,
  };
  if (!image) await seedInto(runtime, hasher);
  return runtime;
}

/** spec (customer 4): "reset clears local data and reseeds". */
async function resetDemo(runtime: TRuntime): Promise<void> {
  await deleteImage().catch(() => {});
  await deleteDemoBackups().catch(() => {});
  await runtime.database.replaceDatabase(new runtime.sqlJs.Database());
  await migrateToLatest(runtime.database.db);
  await resolveDemoJwtSecret(runtime.database.db, runtime.jwtSecret);
  await seedInto(runtime, createWebCryptoHasher({ iterations: HASH_ITERATIONS }));
}

async function seedInto(runtime: TRuntime, hasher: ReturnType<typeof createWebCryptoHasher>): Promise<void> {
  await seedDemo(runtime.database.db, (request) => runtime.rawApi.fetch(request), hasher, runtime.logger);
  // The orders were written past the services, after a reset into a replaced database: the caches
  // read again, as after a restore (the dashboard's kept days, decision 0029).
  runtime.events.publish({ type: 'config.changed', keys: CONFIG_CATALOGUE.map((setting) => setting.key) });
  await runtime.persistNow();
}

function reportPersistFailure(error: unknown): void {
  console.warn('[demo] could not store the demo data', error);
}
