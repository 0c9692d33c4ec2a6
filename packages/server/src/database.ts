import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Database } from '@tableside/api/db/schema';
import { registerFoldFunction } from '@tableside/api/db/text-fold';
import type { TLogger } from '@tableside/api/deps';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { TDatabaseTarget } from './env.ts';

export type TOpenDatabase = {
  db: Kysely<Database>;
  dialect: TDatabaseTarget['dialect'];
  /** The better-sqlite3 handle under `db` on SQLite, for its online backup. */
  sqlite?: SqliteDatabase.Database;
  close(): Promise<void>;
};

/** Opens the database the environment names: a SQLite file (the default) or PostgreSQL (DESIGN.md 1). */
export async function openDatabase(target: TDatabaseTarget, logger: TLogger): Promise<TOpenDatabase> {
  let db: Kysely<Database> | undefined;
  let sqlite: SqliteDatabase.Database | undefined;
  try {
    if (target.dialect === 'sqlite') {
      sqlite = openSqlite(target.file);
      db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    } else {
      db = openPostgres(target.url, logger);
    }
    await sql`select 1`.execute(db);
  } catch (error) {
    await db?.destroy().catch(() => {});
    const where = target.dialect === 'sqlite' ? target.file : redactPassword(target.url);
    throw new Error(`Cannot open the database at ${where}: ${(error as Error).message}`, { cause: error });
  }
  const opened = db;
  return { db: opened, dialect: target.dialect, sqlite, close: () => opened.destroy() };
}

function openSqlite(file: string): SqliteDatabase.Database {
  mkdirSync(dirname(file), { recursive: true });
  const database = new SqliteDatabase(file);
  // WAL lets readers work while one writer commits; FULL makes every commit durable on power loss.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // The search's ts_fold (docs/decisions/0024-search-folding.md) lives in the connection, not the file.
  registerFoldFunction(database);
  return database;
}

function openPostgres(url: string, logger: TLogger): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => logger.warn('PostgreSQL connection lost', { error: error.message }));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export function redactPassword(url: string): string {
  if (!URL.canParse(url)) return url;
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
