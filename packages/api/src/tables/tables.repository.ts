import type { TBench, TBenchDetail } from '@tableside/shared/tables.schemas';
import { type Kysely, sql, type Transaction } from 'kysely';
import { listRows, type TListResult, type TListSpec } from '../db/list.ts';
import type { Database, Row } from '../db/schema.ts';
import { createdColumns, type TStamp, updatedColumns } from '../db/stamp.ts';
import { foldedEquals } from '../db/text-fold.ts';

type TDb = Kysely<Database> | Transaction<Database>;

/** Who changed a table and when (the audit columns). */

/** spec (customer 7, admin 7): GET /benches filters; every key also sorts. Ids keep the seeded order. */
export const BENCH_LIST_SPEC = {
  filters: { name: 'text', seat_capacity: 'int', branch_id: 'int', active: 'bool', archived: 'bool' },
  defaultSort: 'id',
} satisfies TListSpec;

const BENCH_COLUMNS = ['id', 'name', 'seat_capacity', 'branch_id', 'active', 'archived'] as const;

function toBench(row: Pick<Row<'benches'>, (typeof BENCH_COLUMNS)[number]>): TBench {
  return { ...row, active: row.active === 1, archived: row.archived === 1 };
}

export function listBenches(db: TDb, query: Readonly<Record<string, unknown>>): Promise<TListResult<TBench>> {
  return listRows(db.selectFrom('benches').select(BENCH_COLUMNS), query, BENCH_LIST_SPEC, toBench);
}

export async function findBenchById(db: TDb, id: number): Promise<TBench | undefined> {
  const row = await db.selectFrom('benches').select(BENCH_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && toBench(row);
}

export async function findBenchesByIds(db: TDb, ids: readonly number[]): Promise<TBench[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('benches').select(BENCH_COLUMNS).where('id', 'in', ids).execute();
  return rows.map(toBench);
}

/** The admin view of one table: its branch's name and how many orders name it. */
export async function findBenchDetail(db: TDb, id: number): Promise<TBenchDetail | undefined> {
  const row = await db
    .selectFrom('benches as b')
    .leftJoin('branches as br', 'br.id', 'b.branch_id')
    .select([
      'b.id',
      'b.name',
      'b.seat_capacity',
      'b.branch_id',
      'b.active',
      'b.archived',
      'b.created_at',
      'b.updated_at',
      'br.name as branch_name',
    ])
    .where('b.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const counts = await countOrdersByBench(db, [id]);
  const { branch_name, created_at, updated_at, ...bench } = row;
  return {
    ...toBench(bench),
    branch:
      bench.branch_id !== null && branch_name !== null ? { id: bench.branch_id, name: branch_name } : null,
    order_count: counts.get(id) ?? 0,
    created_at,
    updated_at,
  };
}

/** Orders per table, for the tables that have any. */
export async function countOrdersByBench(db: TDb, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('customer_orders')
    .select(['bench_id', sql<number | string>`count(*)`.as('total')])
    .where('bench_id', 'in', ids)
    .groupBy('bench_id')
    .execute();
  // PostgreSQL answers count(*) as a bigint string.
  return new Map(rows.map((row) => [Number(row.bench_id), Number(row.total)]));
}

/**
 * Another table of the same branch (or of no branch) whose name matches, ignoring case and accents
 * (decision 0024).
 */
export async function findBenchNamed(
  db: TDb,
  name: string,
  branchId: number | null,
  exceptId?: number,
): Promise<TBench | undefined> {
  let query = db
    .selectFrom('benches')
    .select(BENCH_COLUMNS)
    .where(foldedEquals('name', name))
    .where('branch_id', branchId === null ? 'is' : '=', branchId);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  const row = await query.executeTakeFirst();
  return row && toBench(row);
}

type TBenchValues = Pick<Row<'benches'>, 'name' | 'seat_capacity' | 'branch_id' | 'active' | 'archived'>;

export async function insertBench(db: TDb, values: TBenchValues, stamp: TStamp): Promise<number> {
  const { id } = await db
    .insertInto('benches')
    .values({
      ...values,
      ...createdColumns(stamp),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateBench(
  db: TDb,
  id: number,
  values: Partial<TBenchValues>,
  stamp: TStamp,
): Promise<void> {
  await db
    .updateTable('benches')
    .set({ ...values, ...updatedColumns(stamp) })
    .where('id', '=', id)
    .execute();
}

export async function deleteBenches(db: TDb, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('benches').where('id', 'in', ids).execute();
}

export async function branchExists(db: TDb, id: number): Promise<boolean> {
  const row = await db.selectFrom('branches').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Whether the branch is archived (false for an unknown one). */
export async function findBranchArchived(db: TDb, id: number): Promise<boolean> {
  const row = await db.selectFrom('branches').select('archived').where('id', '=', id).executeTakeFirst();
  return row?.archived === 1;
}
