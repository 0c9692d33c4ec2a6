import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { parseEnv, type TEnv } from './env.ts';
import { createScryptHasher } from './hasher.ts';
import { scratchDatabase } from './postgres.test-helpers.ts';
import { startServer } from './start-server.ts';

const ADMIN_EMAIL = 'owner@cafe.test';

/** Starts the server on a free port, capturing what it prints instead of writing to stdout. */
async function start(env: TEnv) {
  const printed: string[] = [];
  const server = await startServer(env, { print: (text) => printed.push(text) });
  return { server, output: printed.join('\n') };
}

function testEnv(vars: Record<string, string>): TEnv {
  // Port 0 lets the OS pick a free port; PORT itself only accepts 1..65535.
  return { ...parseEnv({ HOST: '127.0.0.1', LOG_LEVEL: 'silent', ADMIN_EMAIL, ...vars }), port: 0 };
}

async function adminState(env: TEnv) {
  const database = await openDatabase(env.database, { debug() {}, info() {}, warn() {}, error() {} });
  try {
    const admin = await database.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    const meta = await database.db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', 'jwt_secret')
      .executeTakeFirst();
    const count = async (table: 'users' | 'customer_orders' | 'benches') => {
      const row = await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    return {
      passwordHash: admin.password_hash,
      jwtSecret: meta?.value,
      counts: {
        users: await count('users'),
        orders: await count('customer_orders'),
        benches: await count('benches'),
      },
    };
  } finally {
    await database.close();
  }
}

/** Signs in as the admin and uses the access token, which proves the hasher and the JWT secret work. */
async function expectSignIn(url: string, password: string): Promise<void> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password }),
  });
  expect(login.status).toBe(200);
  const { data } = (await login.json()) as { data: { access_token: string } };
  const me = await fetch(`${url}/api/auth/me`, { headers: { Authorization: `Bearer ${data.access_token}` } });
  expect(me.status).toBe(200);
}

describe('startServer on SQLite', () => {
  let dataDir: string;
  let webDir: string;
  let generatedPassword = '';

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'tableside-data-'));
    webDir = mkdtempSync(join(tmpdir(), 'tableside-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Tableside</title>');
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDir, { recursive: true, force: true });
  });

  it('creates, migrates and seeds a new database, prints the generated password once and serves', async () => {
    const env = testEnv({ DATA_DIR: dataDir, WEB_DIR: webDir });
    const { server, output } = await start(env);
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(output).toContain(`Tableside is running at ${server.url}`);
      expect(output).toContain(`email:     ${ADMIN_EMAIL}`);

      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ success: true, data: { status: 'ok' } });
      const page = await fetch(`${server.url}/admin/orders`, { headers: { Accept: 'text/html' } });
      expect(await page.text()).toContain('<title>Tableside</title>');

      generatedPassword = /password:\s+(\S+)/.exec(output)?.[1] ?? '';
      expect(generatedPassword).toMatch(/^\w{4}(-\w{4}){3}$/);
      await expectSignIn(server.url, generatedPassword);
    } finally {
      await server.stop();
    }
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();

    const state = await adminState(env);
    await expect(createScryptHasher().verify(generatedPassword, state.passwordHash)).resolves.toBe(true);
    expect(state.jwtSecret).toMatch(/^[\w-]{64}$/);
    // SEED_SAMPLE_DATA defaults to on: the sample cafe's 24 tables and its orders are there.
    expect(state.counts.benches).toBe(24);
    expect(state.counts.orders).toBeGreaterThan(40);
  });

  it('does not seed again on the next start, keeping the password and the JWT secret', async () => {
    const env = testEnv({ DATA_DIR: dataDir, WEB_DIR: webDir, ADMIN_PASSWORD: 'ignored-now' });
    const before = await adminState(env);
    const { server, output } = await start(env);
    try {
      await expectSignIn(server.url, generatedPassword);
    } finally {
      await server.stop();
    }
    expect(output).not.toContain('password:');
    expect(output).toContain('Tableside is running at');
    expect(await adminState(env)).toEqual(before);
  });

  it('stops twice without complaint', async () => {
    const { server } = await start(testEnv({ DATA_DIR: dataDir, WEB_DIR: webDir }));
    await Promise.all([server.stop(), server.stop()]);
  });

  it('reports a port in use and leaves the database closed', async () => {
    const { server } = await start(testEnv({ DATA_DIR: dataDir, WEB_DIR: webDir }));
    try {
      const port = Number(new URL(server.url).port);
      await expect(start({ ...testEnv({ DATA_DIR: dataDir, WEB_DIR: webDir }), port })).rejects.toThrow(
        `Port ${port} is already in use`,
      );
    } finally {
      await server.stop();
    }
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('startServer on PostgreSQL', () => {
  const database = scratchDatabase('tableside_server', adminUrl);
  const databaseUrl = database.url;

  beforeAll(() => database.create());
  afterAll(() => database.drop());

  it('migrates and seeds on the first start, then starts a second instance without reseeding', async () => {
    const env = testEnv({ DATABASE_URL: databaseUrl, ADMIN_PASSWORD: 'chosen-secret' });
    const first = await start(env);
    try {
      expect(first.output).toContain('password:  (from ADMIN_PASSWORD)');
      await expectSignIn(first.server.url, 'chosen-secret');

      // A second instance on the same database: the scale-out path of DESIGN.md section 1.
      const second = await start(testEnv({ DATABASE_URL: databaseUrl, ADMIN_PASSWORD: 'other-secret' }));
      try {
        expect(second.output).not.toContain('password:');
        // Same stored JWT secret: the second instance signs in with the first one's password too.
        await expectSignIn(second.server.url, 'chosen-secret');
      } finally {
        await second.server.stop();
      }
    } finally {
      await first.server.stop();
    }
    const state = await adminState(env);
    await expect(createScryptHasher().verify('chosen-secret', state.passwordHash)).resolves.toBe(true);
    expect(state.jwtSecret).toMatch(/^[\w-]{64}$/);
    expect(state.counts.benches).toBe(24);
  });
});
