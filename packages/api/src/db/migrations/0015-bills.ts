import { type Kysely, sql } from 'kysely';
import { addPermission } from './permission-kit.ts';
import { defaults, ref, required, tableKit } from './table-kit.ts';

/**
 * The bill (issue 16, docs/decisions/0032-the-bill.md): a table's bill, the orders it fixed at its
 * first payment, the shares guests split it into (with the lines each takes when splitting by
 * items), and the payments staff record. Money in cents, tip percentages in hundredths (12.5 % →
 * 1250). At most one OPEN bill per table: the partial unique index makes a second, concurrent
 * request fail, and the service answers the open one instead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { table, timestamp, audit, index } = tableKit(db);
  await audit(
    table('bills')
      .addColumn('bench_id', 'integer', ref('benches.id', 'set null'))
      .addColumn('bench_name', 'text', required)
      .addColumn('status', 'text', required)
      .addColumn('split_mode', 'text', required)
      .addColumn('split_count', 'integer', defaults(1))
      .addColumn('payment_method', 'text')
      .addColumn('tip_percent', 'integer')
      .addColumn('tip_amount', 'integer')
      .addColumn('prices_include_tax', 'integer', defaults(0))
      .addColumn('requested_at', 'text')
      .addColumn('acknowledged_at', 'text')
      .addColumn('acknowledged_by', 'integer', ref('users.id', 'set null'))
      .addColumn('invoice_number', 'text')
      .addColumn('settled_at', 'text')
      .addColumn('settled_by', 'integer', ref('users.id', 'set null'))
      .addColumn('settled_by_name', 'text')
      .addColumn('cleared_at', 'text'),
  ).execute();
  await db.schema
    .createIndex('ux_bills_open_bench')
    .on('bills')
    .column('bench_id')
    .unique()
    .where(sql.ref('status'), '=', 'OPEN')
    .execute();
  await index('bills', ['status', 'settled_at']);

  // The orders a bill fixed at its first payment (an order is on one bill only).
  await table('bill_orders')
    .addColumn('bill_id', 'integer', ref('bills.id', 'cascade', true))
    .addColumn('order_id', 'integer', ref('customer_orders.id', 'cascade', true))
    .execute();
  await index('bill_orders', ['order_id'], { unique: true });
  await index('bill_orders', ['bill_id']);

  await table('bill_shares')
    .addColumn('bill_id', 'integer', ref('bills.id', 'cascade', true))
    .addColumn('position', 'integer', required)
    .addColumn('amount', 'integer', defaults(0))
    .addColumn('paid', 'integer', defaults(0))
    .addColumn('tip_percent', 'integer')
    .addColumn('tip_amount', 'integer')
    .addColumn('payment_method', 'text')
    .addColumn('created_at', 'text', timestamp)
    .execute();
  await index('bill_shares', ['bill_id']);

  // ITEMS: which share takes which order item; an item is on one share of a bill only.
  await table('bill_share_lines')
    .addColumn('bill_id', 'integer', ref('bills.id', 'cascade', true))
    .addColumn('share_id', 'integer', ref('bill_shares.id', 'cascade', true))
    .addColumn('order_item_id', 'integer', ref('customer_order_items.id', 'cascade', true))
    .execute();
  await index('bill_share_lines', ['bill_id', 'order_item_id'], { unique: true });
  await index('bill_share_lines', ['share_id']);

  await table('payments')
    .addColumn('bill_id', 'integer', ref('bills.id', 'cascade', true))
    .addColumn('share_id', 'integer', ref('bill_shares.id', 'set null'))
    .addColumn('method', 'text', required)
    .addColumn('amount', 'integer', required)
    .addColumn('tip', 'integer', defaults(0))
    .addColumn('cash_given', 'integer')
    .addColumn('change_given', 'integer')
    .addColumn('status', 'text', required)
    .addColumn('taken_by', 'integer', ref('users.id', 'set null'))
    .addColumn('taken_by_name', 'text')
    .addColumn('created_at', 'text', timestamp)
    .addColumn('reason', 'text')
    .addColumn('corrected_at', 'text')
    .addColumn('corrected_by', 'integer', ref('users.id', 'set null'))
    .addColumn('corrected_by_name', 'text')
    // Where an online payment provider would record its own id (decision 0032); null at the table.
    .addColumn('provider', 'text')
    .addColumn('provider_reference', 'text')
    .execute();
  await index('payments', ['bill_id']);
  await index('payments', ['created_at']);
  await index('payments', ['corrected_at']);

  await grantPaymentPermissions(db);
}

/** The two new permissions, granted to the built-in roles of a database made before them. */
export async function grantPaymentPermissions(db: Kysely<unknown>): Promise<void> {
  await addPermission(db, {
    name: 'payments.take',
    description: 'Record payments at the table and void mistaken ones',
    roles: ['OWNER', 'MANAGER', 'WAITER'],
  });
  await addPermission(db, {
    name: 'payments.refund',
    description: 'Refund payments of settled bills',
    roles: ['OWNER', 'MANAGER'],
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['payments', 'bill_share_lines', 'bill_shares', 'bill_orders', 'bills']) {
    await db.schema.dropTable(name).ifExists().execute();
  }
  await sql`delete from role_claims where claim_id in
            (select id from claims where name in ('payments.take', 'payments.refund'))`.execute(db);
  await sql`delete from claims where name in ('payments.take', 'payments.refund')`.execute(db);
}
