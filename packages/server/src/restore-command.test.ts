import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv, type TEnv } from './env.ts';
import { restoreFromCommandLine } from './restore-command.ts';
import { startServer } from './start-server.ts';

const dir = mkdtempSync(join(tmpdir(), 'tableside-restore-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const quiet = { debug() {}, info() {}, warn() {}, error() {} };
const env: TEnv = {
  ...parseEnv({
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: join(dir, 'data'),
    ADMIN_EMAIL: 'owner@cafe.test',
    ADMIN_PASSWORD: 'owner-password',
    BACKUP_INTERVAL_HOURS: '0',
  }),
  port: 0,
};

async function downloadBackup(): Promise<Buffer> {
  const server = await startServer(env, { print: () => {} });
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'owner@cafe.test', password: 'owner-password' }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const response = await fetch(`${server.url}/api/database/backup`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return Buffer.from(await response.arrayBuffer());
  } finally {
    await server.stop();
  }
}

const categories = () => {
  const db = new SqliteDatabase(env.database.dialect === 'sqlite' ? env.database.file : '', {
    readonly: true,
  });
  try {
    return (db.prepare('select count(*) as n from menu_categories').get() as { n: number }).n;
  } finally {
    db.close();
  }
};

describe('npm run restore -- <file>', () => {
  it('restores a backup into the stopped server’s database and keeps what it replaced', async () => {
    const backup = join(dir, 'backup.sqlite');
    writeFileSync(backup, await downloadBackup());
    const before = categories();
    const live = new SqliteDatabase(env.database.dialect === 'sqlite' ? env.database.file : '');
    live.exec('delete from menu_categories');
    live.close();
    expect(categories()).toBe(0);

    const printed: string[] = [];
    await restoreFromCommandLine(env, 'backup.sqlite', {
      logger: quiet,
      print: (text) => printed.push(text),
      baseDir: dir,
    });
    expect(categories()).toBe(before);
    expect(printed.join('\n')).toContain('Restored backup.sqlite');
    expect(readdirSync(env.backupDir).some((name) => name.endsWith('.before-restore.sqlite'))).toBe(true);
  });

  it('says plainly why a file cannot be restored', async () => {
    writeFileSync(join(dir, 'notes.txt'), 'not a backup');
    writeFileSync(join(dir, 'notes.db'), 'not a backup either, but long enough to have a header '.repeat(4));
    const run = (file: string) =>
      restoreFromCommandLine(env, file, { logger: quiet, print: () => {}, baseDir: dir });
    await expect(run('notes.txt')).rejects.toThrow('Invalid file type. Expected .db or .sqlite file');
    await expect(run('notes.db')).rejects.toThrow('The file is not a SQLite database');
    await expect(run('missing.sqlite')).rejects.toThrow('Cannot read');
  });
});
