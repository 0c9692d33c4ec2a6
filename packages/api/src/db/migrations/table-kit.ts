import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { isPostgres, nowIsoSql } from '../dialect.ts';

/**
 * Small column vocabulary for migrations, so each table reads as a list of columns and the
 * conventions of db/schema.ts (integer ids, 0/1 booleans, ISO text timestamps) stay in one place.
 * Migrations are frozen once shipped: change behaviour here only by adding new helpers.
 */
export type TTable = CreateTableBuilder<string, string>;
type TColumn = (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

export const required: TColumn = (c) => c.notNull();

/** A 0/1 boolean (or any integer) column with a default. */
export const defaults =
  (value: number): TColumn =>
  (c) =>
    c.notNull().defaultTo(value);

/** Child rows die with their parent ('cascade'); soft references are cleared ('set null'). */
export const ref =
  (target: string, onDelete: 'cascade' | 'set null', notNull = false): TColumn =>
  (c) => {
    const column = c.references(target).onDelete(onDelete);
    return notNull ? column.notNull() : column;
  };

export function tableKit(db: Kysely<unknown>) {
  const now = nowIsoSql(db);
  const pg = isPostgres(db);
  const timestamp: TColumn = (c) => c.notNull().defaultTo(now);

  return {
    timestamp,
    /** A new table whose first column is the integer identity `id`. */
    table(name: string): TTable {
      return db.schema
        .createTable(name)
        .addColumn('id', 'integer', (c) =>
          pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
        );
    },
    /** The audit columns every editable entity carries (schema.ts `Audit`). */
    audit(table: TTable): TTable {
      return table
        .addColumn('created_at', 'text', timestamp)
        .addColumn('updated_at', 'text', timestamp)
        .addColumn('created_by', 'integer', ref('users.id', 'set null'))
        .addColumn('created_by_name', 'text')
        .addColumn('updated_by', 'integer', ref('users.id', 'set null'))
        .addColumn('updated_by_name', 'text');
    },
    /** Index names must stay within PostgreSQL's 63 characters; pass `name` when the default is longer. */
    async index(
      table: string,
      columns: string[],
      options: { unique?: boolean; name?: string } = {},
    ): Promise<void> {
      const name = options.name ?? `${options.unique ? 'ux' : 'ix'}_${table}_${columns.join('_')}`;
      if (name.length > 63) throw new Error(`Index name too long for PostgreSQL: ${name}`);
      const index = db.schema.createIndex(name).on(table).columns(columns);
      await (options.unique ? index.unique() : index).execute();
    },
  };
}
