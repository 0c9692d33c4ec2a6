import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import initSqlJs from 'sql.js';
import type { TDialectName } from '../db/dialect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { createSqlJsKysely } from '../db/sqljs-database.ts';
import { registerFoldFunction } from '../db/text-fold.ts';

export type TTestDatabase = {
  db: Kysely<Database>;
  dialect: TDialectName;
  /** Runs the migrations (again); safe while other test files create and drop their schemas. */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A fresh, migrated database per test context: in-memory SQLite (better-sqlite3); when
 * TEST_DATABASE_URL is set, a private PostgreSQL schema, so test files can run in parallel against
 * one server; with TEST_DATABASE=sqljs, the browser demo's host (sql.js over WebAssembly).
 */
export async function createTestDatabase(): Promise<TTestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  // The sql.js project runs beside the others in one `vitest run`, so its choice wins over the URL.
  const database =
    process.env.TEST_DATABASE === 'sqljs'
      ? await createSqlJsDatabase()
      : url
        ? await createPostgresDatabase(url)
        : createSqliteDatabase();
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

function createSqliteDatabase(): TTestDatabase {
  const sqlite = new SQLite(':memory:');
  sqlite.pragma('foreign_keys = ON');
  registerFoldFunction(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', migrate: () => migrateToLatest(db), close: () => db.destroy() };
}

let sqlJs: ReturnType<typeof initSqlJs> | undefined;

async function createSqlJsDatabase(): Promise<TTestDatabase> {
  sqlJs ??= initSqlJs();
  const { db } = createSqlJsKysely(new (await sqlJs).Database());
  return { db, dialect: 'sqlite', migrate: () => migrateToLatest(db), close: () => db.destroy() };
}

/**
 * Kysely's migrator looks for its tables through an introspection query over every schema, which
 * fails when another test file drops its schema at that moment. So migrations hold this advisory
 * lock shared, and dropping a schema waits for it exclusively.
 */
const SCHEMA_LOCK = 7_261_601;

async function createPostgresDatabase(url: string): Promise<TTestDatabase> {
  const schema = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 10)}`;
  await withAdminClient(url, (admin) => admin.query(`create schema "${schema}"`));
  // Every pooled connection starts with the private schema first on its search path.
  const pool = new pg.Pool({ connectionString: url, options: `-c search_path=${schema}`, max: 5 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    migrate: () =>
      withAdminClient(url, async (admin) => {
        await admin.query('select pg_advisory_lock_shared($1)', [SCHEMA_LOCK]);
        await migrateToLatest(db);
      }),
    async close() {
      await db.destroy();
      await withAdminClient(url, async (admin) => {
        await admin.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
        await admin.query(`drop schema if exists "${schema}" cascade`);
      });
    },
  };
}

/** A short-lived connection outside the pool; ending it also releases its advisory locks. */
async function withAdminClient<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
