/**
 * The server the browser tests talk to: the real Node host (packages/server) on a fresh SQLite
 * database in a temporary folder, serving the built web app, plus the fixture accounts the specs need.
 * Started by Playwright's webServer; stopped with SIGTERM when the run ends.
 */
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUser } from '@tableside/api/auth/auth.test-helpers';
import { silentLogger } from '@tableside/api/deps';
import { openDatabase } from '@tableside/server/database';
import { parseEnv } from '@tableside/server/env';
import { createScryptHasher } from '@tableside/server/hasher';
import { createLogger } from '@tableside/server/logger';
import { startServer } from '@tableside/server/start-server';
import { ADMIN, E2E_OPERATING_HOURS, E2E_OUTBOX, E2E_PORT, KITCHEN, LOCKABLE } from './e2e-constants.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'tableside-e2e-'));
const env = parseEnv({
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
});
// The log as configured, plus every mail the product logs (it has no SMTP server here) in the outbox.
rmSync(E2E_OUTBOX, { force: true });
const log = createLogger(env.logLevel);
const logger = {
  ...log,
  info(message: string, fields?: Record<string, unknown>) {
    if (message.startsWith('mail')) appendFileSync(E2E_OUTBOX, `${JSON.stringify(fields ?? {})}\n`);
    log.info(message, fields);
  },
};
const server = await startServer(env, { print: () => {}, logger });

const fixtures = await openDatabase(env.database, silentLogger);
// The sample cafe keeps Berlin opening hours and CI runs at any hour: the guest journeys need the
// restaurant open, so the e2e cafe serves all day (items with their own schedules still follow them).
// Written first, before any spec asks for the menu, whose cache would otherwise hold the old hours.
const hours = await fixtures.db
  .updateTable('config_settings')
  .set({ value: E2E_OPERATING_HOURS })
  .where('key', '=', 'OPERATIONS.OPERATING_HOURS')
  .executeTakeFirst();
if (hours.numUpdatedRows !== 1n) throw new Error('The seed has no OPERATIONS.OPERATING_HOURS setting');
const hasher = createScryptHasher();
await createUser(fixtures.db, hasher, { ...KITCHEN, roles: ['KITCHEN'] });
await createUser(fixtures.db, hasher, { ...LOCKABLE, roles: ['WAITER'] });
await fixtures.close();
process.stdout.write(`e2e server ready at ${server.url}\n`);

async function shutdown() {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(E2E_OUTBOX, { force: true });
  process.exit(0);
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
