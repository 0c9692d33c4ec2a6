import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * ts_fold(text), the SQL function every search compares through (docs/decisions/0024-search-folding.md):
 * the same result as foldText in packages/shared/src/text-fold.ts. SQLite hosts register foldText
 * itself on each connection (db/text-fold.ts), so there is nothing to create there.
 *
 * On PostgreSQL: NFD, the marks U+0300–U+036F dropped, lower(), ß → ss, ς → σ, as foldText does,
 * with core functions only (the unaccent extension may not be installable; normalize() needs a
 * UTF8 database, PostgreSQL's default). lower() follows the collation: under the C locale it folds
 * ASCII only, so there the capitals NFD leaves (Latin-1, Latin Extended-A, Greek, Cyrillic) are
 * translated explicitly, and the result is the same whatever locale the database was created with.
 */
const LATIN_CAPITALS = 'ÆÐØÞĐĦĲĿŁŊŒŦẞ';
const LATIN_SMALL = 'æðøþđħĳŀłŋœŧß';

/** Characters `first`..`last` by code point. */
function range(first: number, last: number): string {
  return Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)).join('');
}

// Greek Α–Ρ, Σ–Ω (U+03A2 is unassigned) and final ς; Cyrillic Ѐ–Џ, А–Я and Ґ.
const CAPITALS = `${LATIN_CAPITALS}${range(0x391, 0x3a1)}${range(0x3a3, 0x3a9)}ς${range(0x400, 0x42f)}Ґ`;
const SMALL = `${LATIN_SMALL}${range(0x3b1, 0x3c1)}${range(0x3c3, 0x3c9)}σ${range(0x450, 0x45f)}${range(0x430, 0x44f)}ґ`;

/** NFD, the combining diacritical marks dropped, lower(): foldText's first steps. */
const STRIPPED = "lower(regexp_replace(normalize(value, NFD), '[\\u0300-\\u036f]', '', 'g'))";

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  // A plain SQL function of one expression, which the planner inlines into each query. Three cases:
  // ASCII text (as many bytes as characters), as cheap as lower(); text whose collation's lower()
  // folds beyond ASCII (lower('Σ') is 'σ': any UTF-8 locale); and the C locale, where translate(),
  // the costly step, lowers the other capitals.
  await sql
    .raw(`
      create or replace function ts_fold(value text) returns text
      language sql immutable parallel safe
      as $$
        select case
          when octet_length(value) = char_length(value) then lower(value collate "C")
          when lower(left(value, 0) || 'Σ') = 'σ' then replace(replace(${STRIPPED}, 'ß', 'ss'), 'ς', 'σ')
          else replace(translate(${STRIPPED}, '${CAPITALS}', '${SMALL}'), 'ß', 'ss')
        end
      $$`)
    .execute(db);
}
