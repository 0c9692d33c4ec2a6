import type { TImportEntity } from '@tableside/shared/data-import.schemas';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TMasterRow } from '../master-data/master-data.repository.ts';

/**
 * The one read an import needs besides master-data.repository.ts (whose inserts and updates it
 * uses): every row of a kind, to match a file's rows by their key in memory rather than one query
 * per row.
 */
export async function findAllRows<K extends TImportEntity>(
  db: Kysely<Database>,
  kind: K,
): Promise<TMasterRow<K>[]> {
  const rows = await db
    .selectFrom(kind as TImportEntity)
    .selectAll()
    .orderBy('id')
    .execute();
  return rows as TMasterRow<K>[];
}

export async function countRows(db: Kysely<Database>, kind: TImportEntity): Promise<number> {
  const row = await db.selectFrom(kind).select(sql<number | string>`count(*)`.as('total')).executeTakeFirst();
  // PostgreSQL answers count(*) as a bigint string.
  return Number(row?.total ?? 0);
}
