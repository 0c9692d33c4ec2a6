import type { TBranch } from '@tableside/shared/tables.schemas';
import type { Kysely } from 'kysely';
import { listRows, type TListResult, type TListSpec } from '../db/list.ts';
import type { Database, Row } from '../db/schema.ts';
import { createdColumns, type TStamp, updatedColumns } from '../db/stamp.ts';
import { foldedEquals } from '../db/text-fold.ts';
import { isCountedTable } from '../tables/counted-tables.ts';

type TDb = Kysely<Database>;
type TBranchFields = Pick<Row<'branches'>, 'name' | 'address' | 'phone' | 'opening_hours'>;

export const BRANCH_LIST_SPEC = {
  filters: { name: 'text', address: 'text', phone: 'text', archived: 'bool' },
  defaultSort: 'id',
} satisfies TListSpec;

function branchQuery(db: TDb) {
  return db
    .selectFrom('branches')
    .select(['id', 'name', 'address', 'phone', 'opening_hours', 'archived'])
    .select((eb) =>
      eb
        .selectFrom('benches')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('benches.branch_id', '=', 'branches.id')
        .where(isCountedTable)
        .as('tables_count'),
    );
}

type TBranchRow = Awaited<ReturnType<ReturnType<typeof branchQuery>['executeTakeFirstOrThrow']>>;

function toBranch(row: TBranchRow): TBranch {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    phone: row.phone,
    opening_hours: row.opening_hours,
    archived: row.archived === 1,
    // PostgreSQL answers count() as a string.
    tables_count: Number(row.tables_count ?? 0),
  };
}

export function listBranches(
  db: TDb,
  query: Readonly<Record<string, unknown>>,
): Promise<TListResult<TBranch>> {
  return listRows(branchQuery(db), query, BRANCH_LIST_SPEC, toBranch);
}

export async function findBranchById(db: TDb, id: number): Promise<TBranch | undefined> {
  const row = await branchQuery(db).where('id', '=', id).executeTakeFirst();
  return row && toBranch(row);
}

/** Another branch with the same name, ignoring case and accents (decision 0024). */
export function findBranchNamed(db: TDb, name: string, exceptId?: number) {
  let query = db.selectFrom('branches').select(['id', 'name']).where(foldedEquals('name', name));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export async function insertBranch(db: TDb, fields: TBranchFields, stamp: TStamp): Promise<number> {
  const { id } = await db
    .insertInto('branches')
    .values({ ...fields, ...createdColumns(stamp) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateBranch(
  db: TDb,
  id: number,
  fields: Partial<TBranchFields & { archived: number }>,
  stamp: TStamp,
): Promise<void> {
  await db
    .updateTable('branches')
    .set({ ...fields, ...updatedColumns(stamp) })
    .where('id', '=', id)
    .execute();
}

/** What still names a branch: its tables, the orders of those tables and its menu categories. */
export async function countBranchUses(
  db: TDb,
  id: number,
): Promise<{ tables: number; orders: number; categories: number }> {
  const benchIds = db.selectFrom('benches').select('id').where('branch_id', '=', id);
  const count = (query: { executeTakeFirstOrThrow(): Promise<{ n: string | number | bigint }> }) =>
    query.executeTakeFirstOrThrow().then((row) => Number(row.n));
  const [tables, orders, categories] = await Promise.all([
    count(
      db
        .selectFrom('benches')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('branch_id', '=', id),
    ),
    count(
      db
        .selectFrom('customer_orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('bench_id', 'in', benchIds),
    ),
    count(
      db
        .selectFrom('menu_categories')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('branch_id', '=', id),
    ),
  ]);
  return { tables, orders, categories };
}

export async function deleteBranch(db: TDb, id: number): Promise<void> {
  await db.deleteFrom('branches').where('id', '=', id).execute();
}
