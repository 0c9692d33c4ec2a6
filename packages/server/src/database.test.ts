import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@tableside/api/db/schema';
import { silentLogger } from '@tableside/api/deps';
import { type Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createBackupHost } from './backup-host.ts';
import { openDatabase, withStatementCache } from './database.ts';

const dir = mkdtempSync(join(tmpdir(), 'tableside-database-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fold = async (db: Kysely<Database>, text: string) =>
  (await sql<{ folded: string }>`select ts_fold(${text}) as folded`.execute(db)).rows[0]?.folded;

describe("the Node host's SQLite connections", () => {
  it('the live database has the search function ts_fold (decision 0024)', async () => {
    const database = await openDatabase({ dialect: 'sqlite', file: join(dir, 'live.sqlite') }, silentLogger);
    try {
      expect(await fold(database.db, 'KÄSEKUCHEN')).toBe('kasekuchen');
    } finally {
      await database.close();
    }
  });

  it('writes ahead (WAL) and syncs at checkpoints, not at every commit (decision 0027)', async () => {
    const database = await openDatabase(
      { dialect: 'sqlite', file: join(dir, 'pragmas.sqlite') },
      silentLogger,
    );
    try {
      expect(database.sqlite?.pragma('journal_mode', { simple: true })).toBe('wal');
      // 1 is NORMAL (2 would be FULL); foreign keys stay enforced.
      expect(database.sqlite?.pragma('synchronous', { simple: true })).toBe(1);
      expect(database.sqlite?.pragma('foreign_keys', { simple: true })).toBe(1);
    } finally {
      await database.close();
    }
  });

  it('checkpoints on a worker thread, not in the commits of the requests (decision 0038)', async () => {
    const file = join(dir, 'checkpoints.sqlite');
    const database = await openDatabase({ dialect: 'sqlite', file }, silentLogger);
    try {
      const live = database.sqlite as NonNullable<typeof database.sqlite>;
      expect(live.pragma('wal_autocheckpoint', { simple: true })).toBe(10_000);
      live.exec('create table notes (text text)');
      const before = statSync(file).size;
      // About 2 MB of commits, well under the live connection's own threshold (40 MB).
      const insert = live.prepare('insert into notes (text) values (?)');
      for (let row = 0; row < 500; row += 1) insert.run('x'.repeat(4000));
      expect(statSync(`${file}-wal`).size).toBeGreaterThan(2_000_000);
      // Only a checkpoint writes the pages into the database file itself.
      await vi.waitFor(() => expect(statSync(file).size).toBeGreaterThan(before + 2_000_000), {
        timeout: 5000,
      });
    } finally {
      await database.close();
    }
  });

  it('so has a backup file opened in memory', async () => {
    const file = await createBackupHost({ backupDir: join(dir, 'backups') }).openSqlite();
    try {
      expect(await fold(file.db, 'Crème Brûlée')).toBe('creme brulee');
    } finally {
      await file.close();
    }
  });
});

describe('the prepared statements the SQLite connection keeps (decision 0027)', () => {
  it('prepares a text once, answers it from the cache, and drops the oldest when full', async () => {
    const database = await openDatabase({ dialect: 'sqlite', file: join(dir, 'cache.sqlite') }, silentLogger);
    try {
      const live = database.sqlite!;
      const prepared: string[] = [];
      const counting = new Proxy(live, {
        get(target, key) {
          if (key === 'prepare') {
            return (text: string) => {
              prepared.push(text);
              return target.prepare(text);
            };
          }
          const value = Reflect.get(target, key);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      const cached = withStatementCache(counting, 2);
      cached.prepare('select 1');
      cached.prepare('select 1');
      cached.prepare('select 2');
      expect(prepared).toEqual(['select 1', 'select 2']);
      cached.prepare('select 3'); // full: 'select 1' goes
      cached.prepare('select 2');
      cached.prepare('select 1');
      expect(prepared).toEqual(['select 1', 'select 2', 'select 3', 'select 1']);
    } finally {
      await database.close();
    }
  });

  it('hands a statement that is still iterating to nobody else', async () => {
    const database = await openDatabase({ dialect: 'sqlite', file: join(dir, 'busy.sqlite') }, silentLogger);
    try {
      const cached = withStatementCache(database.sqlite!);
      const text = 'select value from json_each(?)';
      const outer = cached.prepare(text).iterate(['[1,2]'])[Symbol.iterator]();
      expect(outer.next().value).toEqual({ value: 1 });
      // The same text meanwhile (a query inside the stream's loop) gets a statement of its own.
      expect(cached.prepare(text).all(['[3]'])).toEqual([{ value: 3 }]);
      expect(outer.next().value).toEqual({ value: 2 });
      expect(outer.next().done).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('runs writes and reads through Kysely as before, the same statement many times', async () => {
    const database = await openDatabase(
      { dialect: 'sqlite', file: join(dir, 'kysely.sqlite') },
      silentLogger,
    );
    try {
      await sql`create table t (id integer primary key, v integer not null)`.execute(database.db);
      for (let value = 1; value <= 5; value++)
        await sql`insert into t (v) values (${value})`.execute(database.db);
      await expect(sql`insert into t (v) values (${null})`.execute(database.db)).rejects.toThrow();
      const rows = await sql<{
        n: number;
        total: number;
      }>`select count(*) as n, sum(v) as total from t`.execute(database.db);
      expect(rows.rows).toEqual([{ n: 5, total: 15 }]);
    } finally {
      await database.close();
    }
  });
});
