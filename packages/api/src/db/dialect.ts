import { type Expression, type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';

/**
 * The few places where SQLite (better-sqlite3, sql.js) and PostgreSQL differ. Everything else is
 * written once with Kysely (DESIGN.md section 1); branch here, never in ad-hoc SQL strings.
 */
export type TDialectName = 'sqlite' | 'postgres';

export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Column type for binary data (uploaded files). */
export function blobType<DB>(db: Kysely<DB>): 'bytea' | 'blob' {
  return isPostgres(db) ? 'bytea' : 'blob';
}

/**
 * The current time as ISO-8601 UTC text with milliseconds, the same shape as `Date#toISOString()`,
 * for column defaults. Services normally set timestamps from the injected clock.
 */
export function nowIsoSql<DB>(db: Kysely<DB>): RawBuilder<string> {
  return isPostgres(db)
    ? sql<string>`(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql<string>`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

/**
 * Minutes from one ISO-8601 timestamp column or expression to another, as a (fractional) number.
 * PostgreSQL may answer it as a numeric string: read it with Number().
 */
export function minutesBetweenSql<DB>(
  db: Kysely<DB>,
  from: Expression<string | null>,
  to: Expression<string | null>,
): RawBuilder<number | string | null> {
  return isPostgres(db)
    ? sql`(extract(epoch from (cast(${to} as timestamptz) - cast(${from} as timestamptz))) / 60)`
    : sql`((julianday(${to}) - julianday(${from})) * 1440)`;
}
