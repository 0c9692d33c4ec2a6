import type { Kysely } from 'kysely';
import type { Database, NewRow, Row } from '../db/schema.ts';

type TDb = Kysely<Database>;

export async function insertSharedCart(db: TDb, row: NewRow<'shared_carts'>): Promise<void> {
  await db.insertInto('shared_carts').values(row).execute();
}

export function findSharedCart(db: TDb, id: string): Promise<Row<'shared_carts'> | undefined> {
  return db.selectFrom('shared_carts').selectAll().where('id', '=', id).executeTakeFirst();
}

export type TSharedCartWrite = Pick<Row<'shared_carts'>, 'cart' | 'expires_at' | 'updated_at'>;

/**
 * Writes the next version only if nobody else wrote since `version` was read (optimistic
 * concurrency, portable to every dialect). Answers whether this write won.
 */
export async function updateSharedCartAtVersion(
  db: TDb,
  id: string,
  version: number,
  write: TSharedCartWrite,
): Promise<boolean> {
  const result = await db
    .updateTable('shared_carts')
    .set({ ...write, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Timestamps are ISO-8601 UTC text of one shape, so text order is time order. */
export async function deleteSharedCartsExpiredBefore(db: TDb, before: string): Promise<void> {
  await db.deleteFrom('shared_carts').where('expires_at', '<', before).execute();
}

export function findOrderForSharedCart(db: TDb, orderId: number) {
  return db
    .selectFrom('customer_orders')
    .select(['id', 'bench_id', 'created_at', 'shared_cart_id'])
    .where('id', '=', orderId)
    .executeTakeFirst();
}
