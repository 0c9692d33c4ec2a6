import { systemClock, type TApiDeps, type TLogger } from '@tableside/api/deps';
import { createEventBus } from '@tableside/api/events/event-bus';
import { createHostRateLimiter } from '@tableside/api/http/rate-limiter';
import packageJson from '../package.json' with { type: 'json' };
import { createBackupHost } from './backup-host.ts';
import { createZlibCompressor } from './compressor.ts';
import type { TOpenDatabase } from './database.ts';
import type { TEnv } from './env.ts';
import { createScryptHasher } from './hasher.ts';
import { createMailer } from './mailer.ts';
import { createPostgresEventBus } from './pg-event-bridge.ts';
import { resolveJwtSecret } from './secrets.ts';

/**
 * The API's dependencies as Node provides them, for the server and the command line alike. On
 * PostgreSQL the event bus reaches every instance, so a restore from the command line refreshes
 * the running servers' caches too.
 */
export async function createNodeDeps(
  env: TEnv,
  database: TOpenDatabase,
  logger: TLogger,
): Promise<{ deps: TApiDeps; close(): Promise<void> }> {
  const { db } = database;
  let events = createEventBus();
  let close = async () => {};
  if (env.database.dialect === 'postgres') {
    const bridge = await createPostgresEventBus({ url: env.database.url, db, logger });
    events = bridge.events;
    close = bridge.close;
  }
  const deps: TApiDeps = {
    db,
    clock: systemClock,
    hasher: createScryptHasher(),
    mailer: createMailer({ smtpUrl: env.smtpUrl, from: env.mailFrom, publicUrl: env.publicUrl, logger }),
    logger,
    events,
    jwtSecret: await resolveJwtSecret(db, env.jwtSecret),
    rateLimiter: createHostRateLimiter(db, systemClock),
    version: packageJson.version,
    secureCookies: env.publicUrl.startsWith('https:'),
    publicUrl: env.publicUrl,
    backups: createBackupHost({ backupDir: env.backupDir, liveFile: database.sqlite?.name }),
    compressor: createZlibCompressor(),
  };
  return { deps, close };
}
