import type { TBranch, TBranchInput } from '@tableside/shared/tables.schemas';
import { type Kysely, sql } from 'kysely';
import { listRows, type TListResult, type TListSpec } from '../db/list.ts';
import type { Database } from '../db/schema.ts';

type TDb = Kysely<Database>;
type TStamp = { at: string; by: { id: number; name: string } };

export const BRANCH_LIST_SPEC = {
  filters: { name: 'text', address: 'text' },
  defaultSort: 'id',
} satisfies TListSpec;

const BRANCH_COLUMNS = ['id', 'name', 'address'] as const;

export function listBranches(
  db: TDb,
  query: Readonly<Record<string, unknown>>,
): Promise<TListResult<TBranch>> {
  return listRows(db.selectFrom('branches').select(BRANCH_COLUMNS), query, BRANCH_LIST_SPEC);
}

export function findBranchById(db: TDb, id: number): Promise<TBranch | undefined> {
  return db.selectFrom('branches').select(BRANCH_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Another branch with the same name, ignoring case. */
export function findBranchNamed(db: TDb, name: string, exceptId?: number): Promise<TBranch | undefined> {
  let query = db
    .selectFrom('branches')
    .select(BRANCH_COLUMNS)
    .where(sql<boolean>`lower(name) = lower(${name})`);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export async function insertBranch(db: TDb, input: TBranchInput, stamp: TStamp): Promise<number> {
  const { id } = await db
    .insertInto('branches')
    .values({
      ...input,
      created_at: stamp.at,
      created_by: stamp.by.id,
      created_by_name: stamp.by.name,
      updated_at: stamp.at,
      updated_by: stamp.by.id,
      updated_by_name: stamp.by.name,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateBranch(db: TDb, id: number, input: TBranchInput, stamp: TStamp): Promise<void> {
  await db
    .updateTable('branches')
    .set({ ...input, updated_at: stamp.at, updated_by: stamp.by.id, updated_by_name: stamp.by.name })
    .where('id', '=', id)
    .execute();
}
