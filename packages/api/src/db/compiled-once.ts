import { type Compilable, CompiledQuery, type Kysely, type QueryResult } from 'kysely';
import type { Database, NewRow, Row } from './schema.ts';

/**
 * Statements whose SQL Kysely builds and compiles once per shape, for the order write path. Kysely
 * builds and compiles every statement anew, and on an order write that was about a sixth of the
 * server's CPU (docs/decisions/0040-statements-compiled-once.md).
 *
 * A shape names everything that decides a statement's SQL. The first statement of a shape goes
 * through Kysely as any other; its SQL is kept, for the database it ran on, only if Kysely bound
 * exactly the parameters the caller gives, in order. A shape whose statement binds anything else (a
 * constant of its own, say) is built anew every time, as before, and so is every statement of a
 * Kysely with plugins, which may rewrite statements (the backup files' connections).
 */

/** Shapes kept per database; details inserts make one per number of rows. The oldest goes first. */
const SHAPES_KEPT = 200;

/**
 * Per database (its Kysely's adapter, which its transactions share): the SQL of each shape, or false
 * for a shape whose parameters are not the caller's.
 */
const compiledShapes = new WeakMap<object, Map<string, string | false>>();

/**
 * Runs `build()` bound to `parameters`, which must be the values it binds, in the order Kysely binds
 * them. `shape` must tell apart every two statements with different SQL.
 */
export async function executeCompiledOnce<R>(
  db: Kysely<Database>,
  shape: string,
  parameters: readonly unknown[],
  build: () => Compilable<R>,
): Promise<QueryResult<R>> {
  const executor = db.getExecutor();
  const shapes = executor.plugins.length === 0 ? shapesOf(executor.adapter) : undefined;
  const known = shapes?.get(shape);
  if (known) return db.executeQuery<R>(CompiledQuery.raw(known, [...parameters]));
  const query = build().compile();
  if (shapes && known === undefined) {
    keepShape(shapes, shape, sameList(query.parameters, parameters) ? query.sql : false);
  }
  return db.executeQuery(query);
}

/** `INSERT … VALUES … RETURNING *` of rows with the same columns, compiled once per shape. */
export async function insertRows<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly NewRow<T>[],
): Promise<Row<T>[]> {
  const build = () =>
    db
      .insertInto(table)
      .values(rows as never)
      .returningAll();
  const bound = boundValues(rows);
  if (!bound) return (await build().execute()) as Row<T>[];
  const shape = `insert ${table} ${rows.length} ${bound.columns.join(',')}`;
  return (await executeCompiledOnce(db, shape, bound.values, build)).rows as Row<T>[];
}

/** insertRows of one row, answering it. */
export async function insertRow<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  row: NewRow<T>,
): Promise<Row<T>> {
  const [written] = await insertRows(db, table, [row]);
  if (!written) throw new Error(`The insert into ${table} answered no row`);
  return written;
}

/** Whether a shape's SQL is kept for this database (tests: a statement meant to compile once does). */
export function isCompiledOnce(db: Kysely<Database>, shape: string): boolean {
  return Boolean(compiledShapes.get(db.getExecutor().adapter)?.get(shape));
}

function shapesOf(adapter: object): Map<string, string | false> {
  let shapes = compiledShapes.get(adapter);
  if (!shapes) {
    shapes = new Map();
    compiledShapes.set(adapter, shapes);
  }
  return shapes;
}

function keepShape(shapes: Map<string, string | false>, shape: string, sql: string | false): void {
  if (shapes.size >= SHAPES_KEPT) {
    const oldest = shapes.keys().next().value;
    if (oldest !== undefined) shapes.delete(oldest);
  }
  shapes.set(shape, sql);
}

/**
 * The rows' columns (the first row's, leaving out an undefined value, as Kysely does) and their
 * values, column by column, as Kysely binds them. None when a row has other columns (Kysely fills the
 * missing ones: DEFAULT, or NULL on SQLite), or a value is not a plain one (an expression, which
 * Kysely writes into the SQL itself, where the first insert of the shape may have bound a value).
 */
function boundValues(rows: readonly object[]): { columns: string[]; values: unknown[] } | undefined {
  const columns: string[] = [];
  const values: unknown[] = [];
  for (const [rowIndex, row] of rows.entries()) {
    let index = 0;
    for (const [column, value] of Object.entries(row)) {
      if (value === undefined) continue;
      if (rowIndex === 0) columns.push(column);
      else if (column !== columns[index]) return undefined;
      if (!isPlainValue(value)) return undefined;
      values.push(value);
      index++;
    }
    if (index !== columns.length) return undefined;
  }
  return { columns, values };
}

function isPlainValue(value: unknown): boolean {
  return value === null || typeof value !== 'object' || value instanceof Uint8Array;
}

function sameList(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}
