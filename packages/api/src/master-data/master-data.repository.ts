import type { TMasterDataKind } from '@tableside/shared/master-data.schemas';
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { listRows, type TListResult, type TListSpec } from '../db/list.ts';
import type { Database, Row } from '../db/schema.ts';
import { foldedEquals, foldedLike, likePattern } from '../db/text-fold.ts';

/**
 * The SQL of master data. Each kind is a table of the same name (languages, currencies, taxes,
 * countries, units, banks) with id, name, is_active and the audit columns; the kind's definition
 * (master-data.kinds.ts) says which other columns it has.
 */
type TDb = Kysely<Database>;

export type TMasterRow<K extends TMasterDataKind> = Row<K>;
/** The columns a kind writes besides the audit columns. */
export type TMasterValues = Record<string, string | number | null>;

/** A column computed for the list, sortable and filterable like a stored one. */
export type TComputedColumn = { name: string; value: RawBuilder<number> };

/**
 * A list through the list helper; `search` finds text in any of `searchColumns`, ignoring case and
 * accents. A computed column is added in a derived table, so filters, sorting and the count see it
 * as a column.
 */
export function listMasterRows<K extends TMasterDataKind>(
  db: TDb,
  kind: K,
  query: Readonly<Record<string, unknown>>,
  spec: TListSpec,
  search: { text: string; columns: readonly string[] },
  computed?: TComputedColumn,
): Promise<TListResult<TMasterRow<K>>> {
  const found = searchCondition(search);
  const rows = computed
    ? listRows(
        db
          .selectFrom((eb) =>
            eb
              .selectFrom(kind as TMasterDataKind)
              .selectAll()
              .select(computed.value.as(computed.name))
              .as(kind),
          )
          .selectAll()
          .where(found),
        query,
        spec,
      )
    : listRows(
        db
          .selectFrom(kind as TMasterDataKind)
          .selectAll()
          .where(found),
        query,
        spec,
      );
  return rows as Promise<TListResult<TMasterRow<K>>>;
}

function searchCondition(search: { text: string; columns: readonly string[] }) {
  if (search.text === '') return sql<SqlBool>`1 = 1`;
  const pattern = likePattern(search.text);
  const matches = search.columns.map((column) => foldedLike(column, pattern));
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}

/**
 * REGIONAL.UNITS: 0 for a unit of the restaurant's system, 1 for one of no system (a piece), 2 for
 * one of the other system.
 */
export function unitSystemRank(preferred: string): RawBuilder<number> {
  return sql<number>`case when system = ${preferred} then 0 when system is null then 1 else 2 end`;
}

export async function findMasterRow<K extends TMasterDataKind>(
  db: TDb,
  kind: K,
  id: number,
): Promise<TMasterRow<K> | undefined> {
  const row = await db
    .selectFrom(kind as TMasterDataKind)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row as TMasterRow<K> | undefined;
}

/**
 * Another row whose `column` matches `value` ignoring case and accents (decision 0024): codes and
 * tax names are unique.
 */
export async function findMasterRowWith(
  db: TDb,
  kind: TMasterDataKind,
  column: 'code' | 'name',
  value: string,
  exceptId?: number,
): Promise<{ id: number } | undefined> {
  let query = db.selectFrom(kind).select('id').where(foldedEquals(column, value));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export async function insertMasterRow(
  db: TDb,
  kind: TMasterDataKind,
  values: TMasterValues,
): Promise<number> {
  // The kind's definition names the columns; Kysely cannot check a row against a table chosen at run time.
  const { id } = await db
    .insertInto(kind)
    .values(values as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateMasterRow(
  db: TDb,
  kind: TMasterDataKind,
  id: number,
  values: TMasterValues,
): Promise<void> {
  await db
    .updateTable(kind)
    .set(values as never)
    .where('id', '=', id)
    .execute();
}

export async function deleteMasterRow(db: TDb, kind: TMasterDataKind, id: number): Promise<void> {
  await db.deleteFrom(kind).where('id', '=', id).execute();
}

/** PostgreSQL answers count(*) as a bigint string. */
const count = sql<number | string>`count(*)`.as('total');

export async function countMenuItemsWithTax(db: TDb, taxId: number): Promise<number> {
  const row = await db.selectFrom('menu_items').select(count).where('tax_id', '=', taxId).executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function countBanksInCountry(db: TDb, countryCode: string): Promise<number> {
  const row = await db
    .selectFrom('banks')
    .select(count)
    .where('country_code', '=', countryCode)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function countryExists(db: TDb, code: string): Promise<boolean> {
  const row = await db.selectFrom('countries').select('id').where('code', '=', code).executeTakeFirst();
  return row !== undefined;
}
