import type { Kysely } from 'kysely';
import { defaults } from './table-kit.ts';

/**
 * The service charge of an order (OPERATIONS.SERVICE_CHARGE_PERCENT): the rate it was taken at
 * (hundredths of a percent, fixed when the order is created, so items added later are charged
 * alike) and the amount in cents. gross = net + taxes + service_charge.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('customer_orders')
    .addColumn('service_charge_rate', 'integer', defaults(0))
    .execute();
  await db.schema.alterTable('customer_orders').addColumn('service_charge', 'integer', defaults(0)).execute();
}
