import { Kysely, type SqliteDatabase, SqliteDialect, type SqliteStatement } from 'kysely';
import type { Database as SqlJsDatabase, SqlValue, Statement } from 'sql.js';
import type { Database } from './schema.ts';
import { FOLD_FUNCTION, foldSqlValue } from './text-fold.ts';

/**
 * Kysely over sql.js (SQLite compiled to WebAssembly), the database of the browser demo
 * (DESIGN.md section 6) and the third host of the API tests. Kysely's SqliteDialect expects
 * better-sqlite3's synchronous interface; this adapter gives sql.js that shape, so the dialect,
 * the migrations and every query run unchanged. No Node imports: this runs in the page.
 */
export type TSqlJsKysely = {
  db: Kysely<Database>;
  /**
   * The whole database file, for storing it (IndexedDB). Waits for the running query or
   * transaction to finish, so the image is always consistent.
   */
  exportImage(): Promise<Uint8Array>;
  /**
   * Swaps in another database (an image another browser tab stored) under the same Kysely
   * instance; the old one is closed. Waits like exportImage.
   */
  replaceDatabase(next: SqlJsDatabase): Promise<void>;
};

/**
 * Opens Kysely over an open sql.js database, set up as on the server: `PRAGMA foreign_keys` on and
 * the search's ts_fold function registered (both belong to the connection, not to the file).
 */
export function createSqlJsKysely(first: SqlJsDatabase): TSqlJsKysely {
  let current = first;
  setUpConnection(current);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: adaptSqlJs(() => current) }) });
  // The one connection of SqliteDriver is held meanwhile, so no statement or transaction runs.
  const exclusively = <T>(work: () => T) => db.connection().execute(async () => work());
  return {
    db,
    exportImage: () =>
      exclusively(() => {
        const image = current.export();
        // Older sql.js versions reopen the database in export(), which resets pragmas and functions.
        setUpConnection(current);
        return image;
      }),
    replaceDatabase: (next) =>
      exclusively(() => {
        setUpConnection(next);
        current.close();
        current = next;
      }),
  };
}

/** better-sqlite3's `prepare → { reader, all, run, iterate }` on top of a sql.js database. */
export function adaptSqlJs(database: () => SqlJsDatabase): SqliteDatabase {
  return {
    close: () => database().close(),
    prepare: (sql) => prepareStatement(database(), sql),
  };
}

function prepareStatement(sqljs: SqlJsDatabase, sql: string): SqliteStatement {
  // Kysely prepares, then calls exactly one of all/run/iterate; each frees the statement when done,
  // because sql.js statements live in WebAssembly memory that no garbage collector reclaims.
  const statement = sqljs.prepare(sql);
  const reader = statement.getColumnNames().length > 0;
  return {
    reader,
    all(parameters) {
      try {
        return [...readRows(statement, parameters)];
      } finally {
        statement.free();
      }
    },
    run(parameters) {
      try {
        bind(statement, parameters);
        while (statement.step()) {
          // A write with RETURNING still has to step to the end to take effect.
        }
        return { changes: sqljs.getRowsModified(), lastInsertRowid: lastInsertRowid(sqljs) };
      } finally {
        statement.free();
      }
    },
    *iterate(parameters) {
      try {
        yield* readRows(statement, parameters);
      } finally {
        statement.free();
      }
    },
  };
}

function* readRows(statement: Statement, parameters: ReadonlyArray<unknown>): Generator<unknown> {
  bind(statement, parameters);
  while (statement.step()) yield statement.getAsObject();
}

function bind(statement: Statement, parameters: ReadonlyArray<unknown>): void {
  statement.bind(parameters.map(toSqlValue));
}

/** The values better-sqlite3 accepts; anything else is refused as it would be on the server. */
function toSqlValue(value: unknown): SqlValue {
  if (value === null || typeof value === 'number' || typeof value === 'string') return value;
  if (value instanceof Uint8Array) return value;
  if (typeof value === 'bigint') return Number(value);
  throw new TypeError(
    `SQLite can only bind numbers, strings, bigints, buffers, and null (got ${typeof value})`,
  );
}

function lastInsertRowid(sqljs: SqlJsDatabase): number {
  const [result] = sqljs.exec('select last_insert_rowid()');
  const value = result?.values[0]?.[0];
  return typeof value === 'number' ? value : 0;
}

function setUpConnection(sqljs: SqlJsDatabase): void {
  sqljs.run('PRAGMA foreign_keys = ON');
  sqljs.create_function(FOLD_FUNCTION, foldSqlValue);
}
