import { createApi } from '@tableside/api/app';
import { migrateToLatest } from '@tableside/api/db/migrate';
import type { TLogger } from '@tableside/api/deps';
import { seedDatabase } from '@tableside/api/seed/seed';
import packageJson from '../package.json' with { type: 'json' };
import { startBackupSchedule } from './backup-schedule.ts';
import { welcomeBanner } from './banner.ts';
import { openDatabase } from './database.ts';
import { createDirectAnswers } from './direct-answers.ts';
import type { TEnv } from './env.ts';
import { createServerApp } from './http-app.ts';
import { listenHttp } from './http-server.ts';
import { createLogger } from './logger.ts';
import { createNodeDeps } from './node-deps.ts';
import { startReportSchedule } from './report-schedule.ts';
import { generatePassword } from './secrets.ts';

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
    const host = await createNodeDeps(env, database, logger);
    cleanups.unshift(host.close);
    const { deps } = host;
    // Only a new database takes the password; a generated one is shown below and never again.
    const adminPassword = env.adminPassword ?? generatePassword();
    const { seeded } = await seedDatabase(db, {
      adminEmail: env.adminEmail,
      adminPassword,
      hasher: deps.hasher,
      clock: deps.clock,
      sampleData: env.seedSampleData,
    });
    if (seeded) logger.info('new database seeded', { sampleData: env.seedSampleData });

    // Before the first request: it loads the library of the mailed report format (decision 0038).
    const reports = await startReportSchedule(deps);
    cleanups.unshift(reports.stop);

    const api = createApi(deps);
    const app = createServerApp({ api, webDir: env.webDir, logger, publicUrl: env.publicUrl });
    const http = await listenHttp(app.fetch, {
      port: env.port,
      host: env.host,
      trustProxy: env.trustProxy,
      direct: createDirectAnswers({ deps, logger, publicUrl: env.publicUrl }),
    });
    cleanups.unshift(() => http.close(SHUTDOWN_GRACE_MS));
    const schedule = startBackupSchedule(deps, {
      intervalHours: env.backupIntervalHours,
      keep: env.backupKeep,
    });
    cleanups.unshift(schedule.stop);

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
