import { createApi } from '@tableside/api/app';
import { migrateToLatest } from '@tableside/api/db/migrate';
import { systemClock, type TLogger } from '@tableside/api/deps';
import { createEventBus, type TEventBus } from '@tableside/api/events/event-bus';
import { createMemoryRateLimiter } from '@tableside/api/http/rate-limiter';
import { seedDatabase } from '@tableside/api/seed/seed';
import packageJson from '../package.json' with { type: 'json' };
import { welcomeBanner } from './banner.ts';
import { openDatabase } from './database.ts';
import type { TEnv } from './env.ts';
import { createScryptHasher } from './hasher.ts';
import { createServerApp } from './http-app.ts';
import { listenHttp } from './http-server.ts';
import { createLogger } from './logger.ts';
import { createMailer } from './mailer.ts';
import { createPostgresEventBus } from './pg-event-bridge.ts';
import { generatePassword, resolveJwtSecret } from './secrets.ts';

/** How long in-flight requests may take to finish when the server stops. */
const SHUTDOWN_GRACE_MS = 5000;

export type TRunningServer = {
  /** Where the server answers, e.g. http://localhost:8080. */
  url: string;
  stop(): Promise<void>;
};

export type TStartOptions = {
  logger?: TLogger;
  /** Where the start-up notices go (stdout unless a test captures them). */
  print?: (text: string) => void;
};

/**
 * The Node host (DESIGN.md section 1): opens and migrates the database, seeds a new one, and serves
 * the API and the web app on one port until stop() is called.
 */
export async function startServer(env: TEnv, options: TStartOptions = {}): Promise<TRunningServer> {
  const logger = options.logger ?? createLogger(env.logLevel);
  const print = options.print ?? ((text: string) => process.stdout.write(`${text}\n`));
  const database = await openDatabase(env.database, logger);
  const cleanups: Array<() => Promise<void>> = [database.close];
  try {
    const { db } = database;
    await migrateToLatest(db);
    const jwtSecret = await resolveJwtSecret(db, env.jwtSecret);
    const hasher = createScryptHasher();
    // Only a new database takes the password; a generated one is shown below and never again.
    const adminPassword = env.adminPassword ?? generatePassword();
    const { seeded } = await seedDatabase(db, {
      adminEmail: env.adminEmail,
      adminPassword,
      hasher,
      clock: systemClock,
      sampleData: env.seedSampleData,
    });
    if (seeded) logger.info('new database seeded', { sampleData: env.seedSampleData });

    let events: TEventBus = createEventBus();
    if (env.database.dialect === 'postgres') {
      const bridge = await createPostgresEventBus({ url: env.database.url, db, logger });
      events = bridge.events;
      cleanups.unshift(bridge.close);
    }

    const api = createApi({
      db,
      clock: systemClock,
      hasher,
      mailer: createMailer({ smtpUrl: env.smtpUrl, from: env.mailFrom, publicUrl: env.publicUrl, logger }),
      logger,
      events,
      jwtSecret,
      rateLimiter: createMemoryRateLimiter(systemClock),
      version: packageJson.version,
      secureCookies: env.publicUrl.startsWith('https:'),
    });
    const app = createServerApp({ api, webDir: env.webDir, logger });
    const http = await listenHttp(app.fetch, { port: env.port, host: env.host, trustProxy: env.trustProxy });
    cleanups.unshift(() => http.close(SHUTDOWN_GRACE_MS));

    const url = `http://${displayHost(env.host)}:${http.port}`;
    logger.info('listening', { url, database: env.database.dialect, version: packageJson.version });
    if (seeded) {
      print(
        welcomeBanner({ url, email: env.adminEmail, password: env.adminPassword ? null : adminPassword }),
      );
    }
    print(`Tableside is running at ${url}`);

    return { url, stop: once(() => runAll(cleanups)) };
  } catch (error) {
    await runAll(cleanups).catch(() => {});
    throw error;
  }
}

/** 0.0.0.0 and :: listen everywhere; a browser on this machine reaches them as localhost. */
function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

async function runAll(cleanups: Array<() => Promise<void>>): Promise<void> {
  for (const cleanup of cleanups) await cleanup();
}

function once(action: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= action();
    return running;
  };
}
