import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@tableside/api/db/schema';
import { silentLogger } from '@tableside/api/deps';
import { type Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackupHost } from './backup-host.ts';
import { openDatabase } from './database.ts';

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

  it('so has a backup file opened in memory', async () => {
    const file = await createBackupHost({ backupDir: join(dir, 'backups') }).openSqlite();
    try {
      expect(await fold(file.db, 'Crème Brûlée')).toBe('creme brulee');
    } finally {
      await file.close();
    }
  });
});
