import { foldText } from '@tableside/shared/text-fold';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * The one way text is searched and compared ignoring case and accents (docs/decisions/0024-search-folding.md):
 * the column through the SQL function ts_fold, the value through the same fold in JavaScript.
 * Beyond ASCII, SQLite's lower() folds nothing and PostgreSQL's follows the database's locale, so
 * neither is used for this. PostgreSQL gets ts_fold from migration 0010; every SQLite connection
 * (better-sqlite3, sql.js) registers foldText under that name (registerFoldFunction, foldSqlValue).
 */
export const FOLD_FUNCTION = 'ts_fold';

type TColumn = string | Expression<unknown>;

const ref = (column: TColumn) => (typeof column === 'string' ? sql.ref(column) : column);

/**
 * ts_fold(column): for sorting and for comparing with a value folded by foldText. ASCII text (as
 * many bytes as characters) folds to its lower case on every database, so lower() does it: that
 * spares SQLite a call into JavaScript for most rows (bench/src/search.ts).
 */
export function folded(column: TColumn): RawBuilder<string> {
  const value = ref(column);
  return sql<string>`(case when octet_length(${value}) = length(${value}) then lower(${value}) else ts_fold(${value}) end)`;
}

/** Escapes LIKE's wildcards so '50%' or 'a_b' match themselves (used with ESCAPE '\'). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The folded column matches a LIKE `pattern` already folded and escaped (see likePattern). */
export function foldedLike(column: TColumn, pattern: string): RawBuilder<SqlBool> {
  // The escape clause makes the backslashes count on SQLite too, which has no default one.
  return sql<SqlBool>`${folded(column)} like ${pattern} escape '\\'`;
}

/** '%term%' (contains) or 'term%' (prefix) of the folded term, wildcards escaped. */
export function likePattern(term: string, kind: 'contains' | 'prefix' = 'contains'): string {
  const escaped = escapeLike(foldText(term));
  return kind === 'contains' ? `%${escaped}%` : `${escaped}%`;
}

/** The column holds `value` ignoring case and accents: how names are checked for duplicates. */
export function foldedEquals(column: TColumn, value: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${folded(column)} = ${foldText(value)}`;
}

/** ts_fold on SQLite: text folded; null stays null, and numbers fold as their text like lower() does. */
export function foldSqlValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return foldText(typeof value === 'string' ? value : String(value));
}

/** better-sqlite3's `function()`, named structurally: this package has no Node imports. */
type TFunctionHost = {
  function(name: string, options: { deterministic: boolean }, fn: (value: unknown) => string | null): unknown;
};

/** Registers ts_fold on a better-sqlite3 connection (the Node host's and the tests'). */
export function registerFoldFunction(database: TFunctionHost): void {
  database.function(FOLD_FUNCTION, { deterministic: true }, foldSqlValue);
}
