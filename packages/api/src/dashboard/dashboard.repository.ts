import type { TOrderStatus } from '@tableside/shared/order-status';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The dashboard's live figure: what the kitchen has in hand right now. The period's figures are
 * sums per restaurant day (`dashboard-days.repository.ts`, decisions 0008 and 0029). PostgreSQL
 * answers count() as a string, hence the Number() call.
 */
type TDb = Kysely<Database>;

/** Orders in each of the given statuses right now, whenever they were created. */
export async function countByStatus(
  db: TDb,
  statuses: readonly TOrderStatus[],
  branchId?: number,
): Promise<Map<string, number>> {
  const query = db
    .selectFrom('customer_orders')
    .select(['status', (eb) => eb.fn.countAll().as('n')])
    .where('status', 'in', statuses);
  const scoped =
    branchId === undefined
      ? query
      : query.where(
          'bench_id',
          'in',
          db.selectFrom('benches').select('id').where('branch_id', '=', branchId),
        );
  const rows = await scoped.groupBy('status').execute();
  return new Map(rows.map((row) => [row.status, Number(row.n)]));
}
