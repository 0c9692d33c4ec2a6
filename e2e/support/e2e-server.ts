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
import pg from 'pg';
import { ADMIN, E2E_OPERATING_HOURS, E2E_OUTBOX, E2E_PORT, KITCHEN, LOCKABLE } from './e2e-constants.ts';

/**
 * E2E_DATABASE_URL (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/test): the run gets a
 * fresh database of its own there, named after its port and dropped at the end. Unset: SQLite.
 */
async function freshPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tableside_e2e_${E2E_PORT}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`drop database if exists "${name}" with (force)`);
  await onServer(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists "${name}" with (force)`) };
}

const postgres = process.env.E2E_DATABASE_URL
  ? await freshPostgresDatabase(process.env.E2E_DATABASE_URL)
  : undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'tableside-e2e-'));
const env = parseEnv({
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ...(postgres ? { DATABASE_URL: postgres.url } : {}),
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
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(E2E_OUTBOX, { force: true });
  process.exit(0);
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
