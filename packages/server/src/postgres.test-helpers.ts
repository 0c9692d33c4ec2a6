import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { parseEnv } from './env.ts';
import { startServer, type TRunningServer } from './start-server.ts';

/**
 * A PostgreSQL database of its own for one test file, on the server of TEST_DATABASE_URL: the
 * server then sees exactly what a fresh install sees. `create` in beforeAll, `drop` in afterAll.
 */
export function scratchDatabase(prefix: string, adminUrl: string | undefined) {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  // Without TEST_DATABASE_URL the PostgreSQL tests are skipped, but this still runs as the file loads.
  const url = new URL(adminUrl ?? 'postgres://unused');
  url.pathname = `/${name}`;

  /** Runs one statement on the server's maintenance connection (TEST_DATABASE_URL). */
  async function admin(statement: string): Promise<void> {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  return {
    url: url.toString(),
    create: () => admin(`create database "${name}"`),
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  };
}

/**
 * Two server instances on one scratch PostgreSQL database, as a deployment behind a load balancer:
 * started in beforeAll and stopped (database dropped) in afterAll of the calling describe block.
 */
export function twoServerInstances(
  prefix: string,
  adminUrl: string | undefined,
  settings: { adminEmail: string; password: string; seedSampleData?: boolean },
): { first: TRunningServer; second: TRunningServer } {
  const database = scratchDatabase(prefix, adminUrl);
  const instances = {} as { first: TRunningServer; second: TRunningServer };
  let webDir: string | undefined;
  beforeAll(async () => {
    await database.create();
    webDir = mkdtempSync(join(tmpdir(), 'tableside-web-'));
    const env = {
      ...parseEnv({
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        ADMIN_EMAIL: settings.adminEmail,
        ADMIN_PASSWORD: settings.password,
        DATABASE_URL: database.url,
        WEB_DIR: webDir,
        ...(settings.seedSampleData ? { SEED_SAMPLE_DATA: 'true' } : {}),
      }),
      port: 0,
    };
    instances.first = await startServer(env, { print: () => {} });
    instances.second = await startServer(env, { print: () => {} });
  });
  afterAll(async () => {
    await instances.first?.stop();
    await instances.second?.stop();
    if (webDir) rmSync(webDir, { recursive: true, force: true });
    await database.drop();
  });
  return instances;
}
