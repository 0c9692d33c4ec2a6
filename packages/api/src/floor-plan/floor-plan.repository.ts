import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isCountedTable } from '../tables/counted-tables.ts';

type TDb = Kysely<Database>;

/**
 * Every table on the plan: the counted ones (all but the archived, tables/counted-tables.ts); with a
 * location, that location's (decision 0019).
 */
export function listPlanBenches(db: TDb, branchId: number | null = null) {
  const query = db
    .selectFrom('benches')
    .select(['id', 'name', 'seat_capacity', 'active', 'floor_x', 'floor_y', 'floor_shape'])
    .where(isCountedTable);
  return (branchId === null ? query : query.where('branch_id', '=', branchId)).execute();
}

/**
 * The orders that give tables a state: SUBMITTED, OPENED and READY whenever they were placed, and
 * DELIVERED ones changed since `servedSince`. Uses the (bench_id, status) index.
 */
export function listLiveOrders(db: TDb, servedSince: string) {
  return db
    .selectFrom('customer_orders')
    .select(['id', 'bench_id', 'order_number', 'sequence_number', 'status', 'created_at'])
    .where('bench_id', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['SUBMITTED', 'OPENED', 'READY']),
        eb.and([eb('status', '=', 'DELIVERED'), eb('updated_at', '>=', servedSince)]),
      ]),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Shared carts that have not expired; the service reads their lines. */
export function listLiveSharedCarts(db: TDb, now: string) {
  return db.selectFrom('shared_carts').select(['bench_id', 'cart']).where('expires_at', '>', now).execute();
}

export function findPlanBenchIds(db: TDb, ids: readonly number[]) {
  return db.selectFrom('benches').select('id').where('id', 'in', ids).where(isCountedTable).execute();
}

export type TPositionWrite = {
  id: number;
  floor_x: number | null;
  floor_y: number | null;
  floor_shape?: string;
  updated_at: string;
  updated_by: number;
  updated_by_name: string;
};

export async function writePosition(db: TDb, { id, ...values }: TPositionWrite): Promise<void> {
  await db.updateTable('benches').set(values).where('id', '=', id).execute();
}
