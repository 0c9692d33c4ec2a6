import type { Kysely } from 'kysely';
import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { createApi, type TApi } from '../app.ts';
import { createWebCryptoHasher } from '../auth/webcrypto-hasher.ts';
import { createMemoryBackupStore } from '../database/memory-backup-store.ts';
import type { TDialectName } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { createSqlJsFileOpener } from '../db/sqljs-files.ts';
import { silentLogger, type TApiDeps, type TClock, type TMail, type TMailer } from '../deps.ts';
import { createEventBus } from '../events/event-bus.ts';
import { createHostRateLimiter } from '../http/rate-limiter.ts';
import { createTestDatabase } from './test-database.ts';

export type TTestClock = TClock & { set(date: Date | string): void; advance(ms: number): void };
export type TTestMailer = TMailer & { sent: TMail[] };

export type TTestContext = {
  app: TApi;
  deps: TApiDeps;
  db: Kysely<Database>;
  dialect: TDialectName;
  clock: TTestClock;
  mailer: TTestMailer;
  close(): Promise<void>;
};

export type TTestContextOptions = {
  /** Start time of the clock; defaults to the real time, so JWTs checked against it stay valid. */
  now?: Date | string;
  /** Replace any dependency (for example a failing mailer). */
  deps?: Partial<TApiDeps>;
};

/** The API over a fresh, migrated database with a controllable clock and a mailer that just records. */
export async function createTestContext(options: TTestContextOptions = {}): Promise<TTestContext> {
  const { db, dialect, close } = await createTestDatabase();
  const clock = createTestClock(options.now ?? new Date());
  const mailer = createMemoryMailer();
  const deps: TApiDeps = {
    db,
    clock,
    // Few iterations: hashing speed is irrelevant in tests, and sign-in tests hash a lot.
    hasher: createWebCryptoHasher({ iterations: 1000 }),
    mailer,
    logger: silentLogger,
    events: createEventBus(),
    jwtSecret: 'test-secret',
    // The server's choice: shared through PostgreSQL, in memory over SQLite (decision 0023).
    rateLimiter: createHostRateLimiter(db, clock),
    version: '0.0.0-test',
    secureCookies: false,
    backups: { openSqlite: createSqlJsFileOpener(await sqlJs()), store: createMemoryBackupStore(clock.now) },
    ...options.deps,
  };
  return { app: createApi(deps), deps, db, dialect, clock, mailer, close };
}

let sqlJsLoading: Promise<SqlJsStatic> | undefined;
const sqlJs = () => {
  sqlJsLoading ??= initSqlJs();
  return sqlJsLoading;
};

export function createTestClock(start: Date | string): TTestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set(date) {
      current = new Date(date).getTime();
    },
    advance(ms) {
      current += ms;
    },
  };
}

export function createMemoryMailer(): TTestMailer {
  const sent: TMail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
  };
}
