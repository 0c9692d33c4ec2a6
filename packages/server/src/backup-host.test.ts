import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAutomaticBackup } from '@tableside/api/database/database.service';
import { migrateToLatest } from '@tableside/api/db/migrate';
import type { Database } from '@tableside/api/db/schema';
import { createTestClock, createTestContext } from '@tableside/api/test/test-context';
import SqliteDatabase from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createBackupHost, createFolderBackupStore } from './backup-host.ts';
import { startBackupSchedule } from './backup-schedule.ts';
import { parseEnv, type TEnv } from './env.ts';
import { startServer } from './start-server.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'tableside-backup-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the backup folder', () => {
  it('writes, lists, reads and removes backups, leaving no partial files behind', async () => {
    const dir = join(tempDir(), 'backups');
    const store = createFolderBackupStore(dir);
    expect(await store.list()).toEqual([]);
    await store.write('cafe-2026-11-26-093000.sqlite', new Uint8Array([1, 2, 3]));
    await store.write('cafe-2026-11-26-093000.sqlite', new Uint8Array([4, 5]));
    const [listed] = await store.list();
    expect(listed).toMatchObject({ name: 'cafe-2026-11-26-093000.sqlite', size: 2 });
    expect([...((await store.read('cafe-2026-11-26-093000.sqlite')) ?? [])]).toEqual([4, 5]);
    expect(await store.read('missing.sqlite')).toBeNull();
    expect(readdirSync(dir)).toEqual(['cafe-2026-11-26-093000.sqlite']);
    expect(await store.remove('cafe-2026-11-26-093000.sqlite')).toBe(true);
    expect(await store.remove('cafe-2026-11-26-093000.sqlite')).toBe(false);
  });
});

describe('a backup file', () => {
  it('gives waiting requests their turn between its statements, so building one stalls nothing', async () => {
    const file = await createBackupHost({ backupDir: tempDir() }).openSqlite();
    // Counts the event loop's turns while the file is migrated (every table and index of the schema).
    let turns = 0;
    let counting = true;
    const count = () => {
      if (!counting) return;
      turns += 1;
      setImmediate(count);
    };
    setImmediate(count);
    try {
      await migrateToLatest(file.db as Kysely<Database>);
    } finally {
      counting = false;
      await file.close();
    }
    expect(turns).toBeGreaterThan(100);
  });
});

describe('a snapshot of the live database', () => {
  it('holds what was committed, read beside a write in progress without waiting for it', async () => {
    const live = new SqliteDatabase(join(tempDir(), 'live.sqlite'));
    try {
      live.pragma('journal_mode = WAL');
      live.exec('create table orders (id integer primary key, note text)');
      live.prepare('insert into orders (note) values (?)').run('committed');
      live.exec('begin');
      live.prepare('insert into orders (note) values (?)').run('not yet');
      const image = await createBackupHost({ backupDir: tempDir(), liveFile: live.name }).snapshot?.();
      live.exec('rollback');
      const copy = new SqliteDatabase(Buffer.from(image ?? []));
      expect(copy.prepare('select note from orders').pluck().all()).toEqual(['committed']);
      copy.close();
    } finally {
      live.close();
    }
  });
});

describe('automatic backups', () => {
  it('take one backup per interval even with two instances, and keep the newest', async () => {
    const dir = tempDir();
    const clock = createTestClock('2026-11-26T02:00:00Z');
    const ctx = await createTestContext({ deps: { clock } });
    try {
      const host = createBackupHost({ backupDir: dir });
      const first = { ...ctx.deps, backups: host };
      const second = { ...ctx.deps, backups: host };
      const options = { intervalMs: 24 * 3_600_000, keep: 2 };
      const [a, b] = await Promise.all([
        runAutomaticBackup(first, options),
        runAutomaticBackup(second, options),
      ]);
      expect([a, b].filter(Boolean)).toHaveLength(1);
      expect(await runAutomaticBackup(first, options)).toBeNull();
      for (let day = 1; day <= 3; day += 1) {
        clock.advance(24 * 3_600_000);
        expect(await runAutomaticBackup(second, options)).toMatch(/\.auto\.sqlite$/);
      }
      const names = (await host.store.list()).map((file) => file.name);
      expect(names).toHaveLength(2);
    } finally {
      await ctx.close();
    }
  });
});

describe('the schedule', () => {
  it('saves an automatic backup on its own and stops cleanly', async () => {
    const dir = tempDir();
    const ctx = await createTestContext();
    try {
      const deps = { ...ctx.deps, backups: createBackupHost({ backupDir: dir }) };
      const schedule = startBackupSchedule(deps, { intervalHours: 24, keep: 3, firstCheckMs: 5 });
      await vi.waitFor(async () => expect(await deps.backups.store.list()).toHaveLength(1), {
        timeout: 5000,
      });
      await schedule.stop();
      const [saved] = await deps.backups.store.list();
      expect(saved?.name).toMatch(/\.auto\.sqlite$/);
    } finally {
      await ctx.close();
    }
  });
});

const ADMIN_EMAIL = 'owner@cafe.test';
const ADMIN_PASSWORD = 'owner-password';

function serverEnv(dataDir: string): TEnv {
  return {
    ...parseEnv({
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      TRUST_PROXY: 'true',
      BACKUP_INTERVAL_HOURS: '0',
    }),
    port: 0,
  };
}

async function signIn(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  const body = (await response.json()) as { data: { access_token: string } };
  return { Authorization: `Bearer ${body.data.access_token}` };
}

/** The test runs at any hour: the sample cafe takes orders for every item around the clock. */
function openAllHours(file: string): void {
  const database = new SqliteDatabase(file);
  const allDay = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']
    .map((day) => `${day}:00:00-00:00`)
    .join('|');
  database
    .prepare("update config_settings set value = ? where key = 'OPERATIONS.OPERATING_HOURS'")
    .run(allDay);
  database.exec(
    'update menu_categories set time_availability = null; update menu_items set time_availability = null',
  );
  database.close();
}

describe('the Node host', () => {
  it('backs up a live WAL database while guests order, and restores it elsewhere', async () => {
    const sourceDir = tempDir();
    await (await startServer(serverEnv(sourceDir), { print: () => {} })).stop();
    openAllHours(join(sourceDir, 'tableside.sqlite'));
    const source = await startServer(serverEnv(sourceDir), { print: () => {} });
    const targetDir = tempDir();
    const target = await startServer(serverEnv(targetDir), { print: () => {} });
    try {
      const reader = new SqliteDatabase(join(sourceDir, 'tableside.sqlite'), { readonly: true });
      const item = reader.prepare("select id from menu_items where name = 'Caesar Salad'").get() as {
        id: number;
      };
      const benches = reader.prepare('select id from benches order by id limit 16').all() as Array<{
        id: number;
      }>;
      reader.close();

      const headers = await signIn(source.url);
      const orders = benches.map((bench, index) =>
        new Promise((resolve) => setTimeout(resolve, index * 5)).then(() =>
          fetch(`${source.url}/api/customer/orders/submit`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${index + 1}` },
            body: JSON.stringify({ bench_id: bench.id, items: [{ menuItemId: item.id, quantity: 1 }] }),
          }),
        ),
      );
      const backup = fetch(`${source.url}/api/database/backup`, { headers }).then((response) =>
        response.arrayBuffer(),
      );
      const [bytes, submitted] = await Promise.all([backup, Promise.all(orders)]);
      expect(submitted.map((response) => response.status)).toEqual(benches.map(() => 201));

      const form = new FormData();
      form.set('file', new Blob([bytes]), 'backup.sqlite');
      const restored = await fetch(`${target.url}/api/database/restore`, {
        method: 'POST',
        body: form,
        headers: await signIn(target.url),
      });
      const result = (await restored.json()) as {
        message: string;
        data: { tables: Record<string, number>; previous_backup: string };
      };
      expect(result.message).toBe('Database restored successfully');
      expect(readdirSync(join(targetDir, 'backups'))).toEqual([result.data.previous_backup]);

      const restoredDb = new SqliteDatabase(join(targetDir, 'tableside.sqlite'), { readonly: true });
      try {
        expect(restoredDb.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
        const orphans = restoredDb
          .prepare(
            'select count(*) as n from customer_orders o where not exists (select 1 from customer_order_items i where i.order_id = o.id)',
          )
          .get() as { n: number };
        expect(orphans.n).toBe(0);
        const count = restoredDb.prepare('select count(*) as n from customer_orders').get() as { n: number };
        expect(count.n).toBe(result.data.tables.customer_orders);
      } finally {
        restoredDb.close();
      }
    } finally {
      await source.stop();
      await target.stop();
    }
  });
});
