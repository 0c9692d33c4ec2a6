import type { Kysely } from 'kysely';
import { defaults } from './table-kit.ts';

/**
 * PAYMENT.PRICES_INCLUDE_TAX as it was when an order was created (issue 16): 1 when its prices were
 * gross (tax included), 0 when tax was added on top. Fixed for the order's life like its service
 * charge rate, so items added later, its totals and its bill are computed alike even if the owner
 * changes the setting meanwhile. Existing orders were priced with tax on top.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('customer_orders')
    .addColumn('prices_include_tax', 'integer', defaults(0))
    .execute();
}
