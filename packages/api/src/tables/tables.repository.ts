import type { TBench } from '@tableside/shared/tables.schemas';
import type { Kysely } from 'kysely';
import { listRows, type TListResult, type TListSpec } from '../db/list.ts';
import type { Database, Row } from '../db/schema.ts';

/** spec (customer 7, admin 7): GET /benches filters; every key also sorts. Ids keep the seeded order. */
export const BENCH_LIST_SPEC = {
  filters: { name: 'text', seat_capacity: 'int', branch_id: 'int', active: 'bool', archived: 'bool' },
  defaultSort: 'id',
} satisfies TListSpec;

const BENCH_COLUMNS = ['id', 'name', 'seat_capacity', 'branch_id', 'active', 'archived'] as const;

function toBench(row: Pick<Row<'benches'>, (typeof BENCH_COLUMNS)[number]>): TBench {
  return { ...row, active: row.active === 1, archived: row.archived === 1 };
}

export function listBenches(
  db: Kysely<Database>,
  query: Readonly<Record<string, unknown>>,
): Promise<TListResult<TBench>> {
  return listRows(db.selectFrom('benches').select(BENCH_COLUMNS), query, BENCH_LIST_SPEC, toBench);
}

export async function findBenchById(db: Kysely<Database>, id: number): Promise<TBench | undefined> {
  const row = await db.selectFrom('benches').select(BENCH_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && toBench(row);
}
