import { CompiledQuery, type Kysely, sql } from 'kysely';
import { isPostgres } from '../db/dialect.ts';

/**
 * Copies the rows of every table from one database to another with the same schema: a backup
 * (live database into a fresh SQLite file) and a restore (a backup file into the live database), on
 * SQLite and PostgreSQL alike. The plan is read from a SQLite database (the backup file), whose
 * schema the migrations made identical to the live one.
 */
// biome-ignore lint/suspicious/noExplicitAny: tables are read from a file's schema, not from db/schema.ts
export type TAnyDb = Kysely<any>;

export type TTablePlan = {
  name: string;
  columns: string[];
  /** The primary key columns, for reading in key order (keyset paging). */
  key: string[];
  /**
   * Foreign keys to the table itself or to a table later in the plan (a cycle): written as null
   * first and filled in once every table is in, so the order of inserts never breaks a reference.
   */
  deferred: string[];
  /** An integer `id` whose PostgreSQL identity must move past the copied ids. */
  identity: boolean;
};

/**
 * Tables that are not restaurant data: migration bookkeeping, the instance's own secrets and
 * sessions, the transient rate-limit windows (decision 0023) and the failed sign-ins of unknown
 * emails (decision 0047).
 */
export const NOT_COPIED = new Set([
  'app_meta',
  'refresh_tokens',
  'rate_limits',
  'sign_in_failures',
  'kysely_migration',
  'kysely_migration_lock',
]);

/** Rows per read and, bounded by the bound-parameter limits of both databases, per insert. */
const READ_BATCH = 2000;
const MAX_PARAMETERS_PER_INSERT = 8000;

type TForeignKey = { table: string; from: string };

/** The tables of a SQLite database in an order where every table follows the ones it references. */
export async function readTablePlan(file: TAnyDb): Promise<TTablePlan[]> {
  const { rows: tables } = await sql<{ name: string }>`
    select name from sqlite_master
    where type = 'table' and name not like 'sqlite_%'
    order by name`.execute(file);
  const byName = new Map<
    string,
    { columns: string[]; key: string[]; integerId: boolean; references: TForeignKey[] }
  >();
  for (const { name } of tables) {
    if (NOT_COPIED.has(name)) continue;
    const { rows: columns } = await sql<{ name: string; type: string; pk: number }>`
      select name, type, pk from pragma_table_info(${name}) order by cid`.execute(file);
    const { rows: references } = await sql<TForeignKey>`
      select "table", "from" from pragma_foreign_key_list(${name})`.execute(file);
    const key = columns
      .filter((column) => column.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((column) => column.name);
    const integerId = columns.some((column) => column.name === 'id' && /^integer$/i.test(column.type));
    byName.set(name, { columns: columns.map((column) => column.name), key, integerId, references });
  }

  const ordered: TTablePlan[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (name: string) => {
    if (placed.has(name) || visiting.has(name)) return;
    const table = byName.get(name);
    if (!table) return;
    visiting.add(name);
    for (const reference of table.references) place(reference.table);
    visiting.delete(name);
    // A referenced table not placed yet is the table itself or one on a cycle back to it.
    const deferred = table.references
      .filter((reference) => byName.has(reference.table) && !placed.has(reference.table))
      .map((reference) => reference.from);
    placed.add(name);
    ordered.push({
      name,
      columns: table.columns,
      key: table.key.length > 0 ? table.key : table.columns,
      deferred: [...new Set(deferred)],
      identity: table.integerId && table.key.length === 1 && table.key[0] === 'id',
    });
  };
  for (const name of byName.keys()) place(name);
  return ordered;
}

/** Reads a table in key order, a batch at a time, so a large table never sits in memory whole. */
export async function* readRows(
  db: TAnyDb,
  table: TTablePlan,
): AsyncGenerator<Array<Record<string, unknown>>> {
  let after: Record<string, unknown> | undefined;
  for (;;) {
    let query = db.selectFrom(table.name).selectAll().limit(READ_BATCH);
    for (const column of table.key) query = query.orderBy(column);
    if (after) {
      const last = after;
      query = query.where(({ eb, refTuple, tuple }) =>
        table.key.length === 1
          ? eb(table.key[0]!, '>', last[table.key[0]!])
          : eb(
              // biome-ignore lint/suspicious/noExplicitAny: a key of any width
              (refTuple as any)(...table.key),
              '>',
              // biome-ignore lint/suspicious/noExplicitAny: a key of any width
              (tuple as any)(...table.key.map((column) => last[column])),
            ),
      );
    }
    const rows = (await query.execute()) as Array<Record<string, unknown>>;
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < READ_BATCH) return;
    after = rows.at(-1);
  }
}

/**
 * Copies every planned table from `from` into the empty tables of `to` and answers the rows per
 * table. Deferred references are filled in after the last insert.
 */
export async function copyTables(
  from: TAnyDb,
  to: TAnyDb,
  plan: readonly TTablePlan[],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const later: Array<{ table: TTablePlan; rows: Array<Record<string, unknown>> }> = [];
  for (const table of plan) {
    let copied = 0;
    const perInsert = Math.max(1, Math.floor(MAX_PARAMETERS_PER_INSERT / table.columns.length));
    for await (const rows of readRows(from, table)) {
      for (let start = 0; start < rows.length; start += perInsert) {
        await insertRows(to, table, rows.slice(start, start + perInsert));
      }
      const withReferences = rows.filter((row) => table.deferred.some((column) => row[column] != null));
      if (withReferences.length > 0) later.push({ table, rows: withReferences });
      copied += rows.length;
    }
    counts[table.name] = copied;
  }
  for (const { table, rows } of later) await fillDeferred(to, table, rows);
  if (isPostgres(to)) await moveIdentities(to, plan);
  return counts;
}

/**
 * One multi-row INSERT, its text built directly: a copy sends hundreds of thousands of rows, and
 * building each batch as a query tree costs more than the database's own work.
 */
async function insertRows(
  to: TAnyDb,
  table: TTablePlan,
  rows: ReadonlyArray<Record<string, unknown>>,
): Promise<void> {
  const pg = isPostgres(to);
  const parameters: unknown[] = [];
  const tuples: string[] = [];
  for (const row of rows) {
    const marks: string[] = [];
    for (const column of table.columns) {
      parameters.push(table.deferred.includes(column) ? null : (row[column] ?? null));
      marks.push(pg ? `$${parameters.length}` : '?');
    }
    tuples.push(`(${marks.join(', ')})`);
  }
  const columns = table.columns.map(quoteIdentifier).join(', ');
  const text = `insert into ${quoteIdentifier(table.name)} (${columns}) values ${tuples.join(', ')}`;
  await to.executeQuery(CompiledQuery.raw(text, parameters));
}

/** A name read from the file's own schema, quoted for either database. */
function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function fillDeferred(
  to: TAnyDb,
  table: TTablePlan,
  rows: ReadonlyArray<Record<string, unknown>>,
): Promise<void> {
  for (const row of rows) {
    const set: Record<string, unknown> = {};
    for (const column of table.deferred) if (row[column] != null) set[column] = row[column];
    let update = to.updateTable(table.name).set(set);
    for (const column of table.key) update = update.where(column, '=', row[column]);
    await update.execute();
  }
}

/** PostgreSQL identities do not follow explicit ids: move each past the largest copied id. */
async function moveIdentities(to: TAnyDb, plan: readonly TTablePlan[]): Promise<void> {
  for (const table of plan) {
    if (!table.identity) continue;
    await sql`
      select setval(pg_get_serial_sequence(${table.name}, 'id'), coalesce(max(id), 0) + 1, false)
      from ${sql.table(table.name)}`.execute(to);
  }
}

/**
 * Empties the planned tables of the live database, and its sign-in sessions (which reference the
 * users), children before parents.
 */
export async function emptyTables(db: TAnyDb, plan: readonly TTablePlan[]): Promise<void> {
  const names = ['refresh_tokens', ...[...plan].reverse().map((table) => table.name)];
  if (isPostgres(db)) {
    // One statement: it takes every table's lock at once and needs no order.
    await sql`truncate table ${sql.join(names.map((name) => sql.table(name)))}`.execute(db);
    return;
  }
  for (const name of names) await db.deleteFrom(name).execute();
}
