/**
 * Recognises constraint violations from every driver we run on (better-sqlite3, sql.js, pg), so a
 * service can turn a race on a unique key into a 409 instead of a 500.
 */
type TDriverError = { code?: unknown; message?: unknown };

function driverError(error: unknown): TDriverError {
  return typeof error === 'object' && error !== null ? (error as TDriverError) : {};
}

/** A unique or primary key already holds the value (PostgreSQL 23505, SQLite UNIQUE/PRIMARY KEY). */
export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = driverError(error);
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY')
    return true;
  return typeof message === 'string' && /UNIQUE constraint failed/.test(message);
}

/** A referenced row is missing, or a row is still referenced (PostgreSQL 23503, SQLite FOREIGN KEY). */
export function isForeignKeyViolation(error: unknown): boolean {
  const { code, message } = driverError(error);
  if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return true;
  return typeof message === 'string' && /FOREIGN KEY constraint failed/.test(message);
}
