import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Database } from '@tableside/api/db/schema';
import { registerFoldFunction } from '@tableside/api/db/text-fold';
import type { TLogger } from '@tableside/api/deps';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase as TKyselySqlite } from 'kysely';
import pg from 'pg';
import type { TDatabaseTarget } from './env.ts';
import { sqliteWorker } from './sqlite-worker.ts';

export type TOpenDatabase = {
  db: Kysely<Database>;
  dialect: TDatabaseTarget['dialect'];
  /** The better-sqlite3 handle under `db` on SQLite: its file is what backups snapshot. */
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
      db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
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
  if (!sqlite) return { db: opened, dialect: target.dialect, close: () => opened.destroy() };
  const checkpoints = startCheckpoints(sqlite.name, logger);
  return {
    db: opened,
    dialect: target.dialect,
    sqlite,
    async close() {
      await checkpoints.stop();
      await opened.destroy();
    },
  };
}

function openSqlite(file: string): SqliteDatabase.Database {
  mkdirSync(dirname(file), { recursive: true });
  const database = new SqliteDatabase(file);
  // WAL lets readers work while one writer commits. NORMAL under WAL does not fsync each commit,
  // only the checkpoints: a commit survives a crash of the process, and the file is never corrupted,
  // but a power loss or an OS crash may undo the last commits. With FULL the fsync of every commit
  // blocked the event loop and was most of an order write (docs/decisions/0027-order-write-path.md).
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // Checkpoints run on a worker thread (startCheckpoints); this connection checkpoints only if the
  // worker falls this far behind (pages of the WAL, 40 MB; SQLite's own default is 1,000).
  database.pragma(`wal_autocheckpoint = ${FALLBACK_CHECKPOINT_PAGES}`);
  // The search's ts_fold (docs/decisions/0024-search-folding.md) lives in the connection, not the file.
  registerFoldFunction(database);
  return database;
}

/** How often the worker copies the WAL's commits into the database file. */
const CHECKPOINT_EVERY_MS = 500;
const FALLBACK_CHECKPOINT_PAGES = 10_000;

/**
 * The checkpoints, on a worker thread with a connection of its own (decision 0038). A checkpoint
 * copies the WAL's pages into the database file and syncs both; on the live connection SQLite ran one
 * inside the commit that filled 1,000 pages of WAL, every 60-odd orders, on the event loop: an
 * order's p99 in-process went from 6-7 ms without them to 12-16 ms with them on the bench machine, and
 * a slow disk (an SD card) syncs for far longer. PASSIVE: it copies what no reader still needs and
 * waits for nobody; the requests go on writing meanwhile. The worker runs one last checkpoint before
 * the database closes.
 */
const CHECKPOINT_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const database = new Database(workerData.file, { fileMustExist: true });
const checkpoint = () => database.pragma('wal_checkpoint(PASSIVE)');
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  checkpoint();
  database.close();
  parentPort.close();
});
`;

function startCheckpoints(file: string, logger: TLogger): { stop(): Promise<void> } {
  const worker = sqliteWorker(CHECKPOINT_WORKER, { file, everyMs: CHECKPOINT_EVERY_MS });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  // Should it fail, the live connection checkpoints by itself (FALLBACK_CHECKPOINT_PAGES).
  worker.on('error', (error) => logger.error('the checkpoint worker stopped', { error: error.message }));
  worker.unref();
  let stopping: Promise<void> | undefined;
  return {
    stop() {
      stopping ??= (async () => {
        // Held by nothing else, the process could end before the worker's last checkpoint.
        worker.ref();
        if (worker.threadId >= 0) worker.postMessage('stop');
        await exited;
      })();
      return stopping;
    },
  };
}

/** Prepared statements kept per connection; queries with many `in (...)` lengths make new ones. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The connection as Kysely's SQLite driver sees it, with its prepared statements kept by SQL text:
 * the driver prepares every statement anew, which cost about as much as running it on the order
 * write path (docs/decisions/0027-order-write-path.md). Reusing a statement is safe here: the driver
 * runs one query at a time on its one connection (a mutex), a statement still being iterated is not
 * handed out twice, and SQLite re-prepares a statement by itself after a schema change. The oldest statement goes when the cache is full.
 */
export function withStatementCache(
  database: SqliteDatabase.Database,
  size = STATEMENT_CACHE_SIZE,
): TKyselySqlite {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    prepare(text: string) {
      let statement = statements.get(text);
      // A statement still iterating (a stream) cannot run twice at once: that caller gets its own.
      if (statement?.busy) return database.prepare(text);
      if (!statement) {
        statement = database.prepare(text);
        if (statements.size >= size) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
        statements.set(text, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
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
