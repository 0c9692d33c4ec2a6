import { DEFAULT_PAGE_SIZE } from '@tableside/shared/constants';
import { type TPage, toPage } from '@tableside/shared/envelope';
import { LIST_FILTER_SUFFIXES, ZListQuery } from '@tableside/shared/list.schemas';
import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import { parseListQuery, type TFilterClause, type TListSpec } from './list-query.ts';
import { folded, foldedLike } from './text-fold.ts';

export type { TListSpec } from './list-query.ts';

/** A list answer: the paged result when the request named a page, else a plain array. */
export type TListResult<T> = T[] | TPage<T>;

/**
 * The one list helper behind every list endpoint (DESIGN.md section 2). A repository passes its
 * base query (select and joins, no ordering or grouping), the request's query and what may be
 * filtered and sorted:
 *
 *   listRows(db.selectFrom('benches').selectAll(), query, BENCH_LIST_SPEC, toBench)
 */
export async function listRows<DB, TB extends keyof DB, O, R = O>(
  base: SelectQueryBuilder<DB, TB, O>,
  params: Readonly<Record<string, unknown>>,
  spec: TListSpec,
  map: (row: O) => R = (row) => row as unknown as R,
): Promise<TListResult<R>> {
  const list = parseListQuery(params, spec);
  let query = base;
  for (const clause of list.clauses) query = query.where(condition(clause));

  const sortColumn = sql.ref(list.sort.column);
  query = query
    // Text sorts ignore case and accents (decision 0024) and put empty values last, the same on
    // SQLite and PostgreSQL.
    .orderBy(list.sort.text ? folded(sortColumn) : sortColumn, (order) =>
      list.sort.direction === 'asc' ? order.asc().nullsLast() : order.desc().nullsLast(),
    )
    .orderBy(sql.ref(spec.idColumn ?? 'id'), list.sort.direction);

  if (list.page === null) {
    // SQLite accepts an offset only after a limit, so an offset alone gets an unreachable one.
    if (list.size !== null || list.offset > 0) query = query.limit(list.size ?? Number.MAX_SAFE_INTEGER);
    if (list.offset > 0) query = query.offset(list.offset);
    return (await query.execute()).map(map);
  }

  const size = list.size ?? DEFAULT_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    query
      .limit(size)
      .offset(list.page * size)
      .execute(),
    countRows(base, list.clauses),
  ]);
  return toPage(rows.map(map), list.page, size, total);
}

async function countRows<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  clauses: TFilterClause[],
): Promise<number> {
  let query = base
    .clearSelect()
    .select(sql<number | string>`count(*)`.as('total'))
    .$castTo<{ total: number | string }>();
  for (const clause of clauses) query = query.where(condition(clause));
  const row = await query.executeTakeFirst();
  // PostgreSQL returns count(*) as a bigint string.
  return Number(row?.total ?? 0);
}

function condition(clause: TFilterClause): Expression<SqlBool> {
  const column = sql.ref(clause.column);
  switch (clause.op) {
    case 'like':
      // Folded on both sides (decision 0024): SQLite's LIKE ignores ASCII case only, PostgreSQL's
      // not at all; the value is already folded (likePattern).
      return foldedLike(column, clause.value);
    case 'in':
      return sql<SqlBool>`${column} in (${sql.join(clause.value)})`;
    default:
      return sql<SqlBool>`${column} ${sql.raw(clause.op)} ${clause.value}`;
  }
}

/** The query schema of a list endpoint, naming every filter key for /api/openapi.json. */
export function listQuerySchema(spec: TListSpec) {
  const keys: Record<string, z.ZodOptional<z.ZodString>> = {};
  for (const [key, filter] of Object.entries(spec.filters)) {
    const type = typeof filter === 'string' ? filter : filter.type;
    for (const suffix of LIST_FILTER_SUFFIXES[type]) {
      keys[`${key}${suffix}`] = z
        .string()
        .optional()
        .describe(`${type} filter${suffix ? ` (${suffix.slice(1)})` : ''}`);
    }
  }
  return ZListQuery.extend(keys);
}
