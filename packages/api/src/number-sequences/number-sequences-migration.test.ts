import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberExisting } from '../db/migrations/0006-number-sequences.ts';
import { seedForTests } from '../test/seed-for-tests.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';
import { allocateNumber } from './number-sequences.repository.ts';

/**
 * Migration 0006 on a database that has orders and customers already: they are numbered 1, 2, 3 …
 * in id order, and each counter moves to at least that many (never back), so the next number
 * follows on. The backfill runs here on a migrated database put back into its earlier state.
 */
describe('migration 0006: numbering what is already there', () => {
  let ctx: TTestContext;
  const now = '2025-01-01T00:00:00.000Z';

  const record = (entity: string) =>
    ctx.db
      .selectFrom('number_records')
      .select(['current_value', 'current_number'])
      .where('entity_name', '=', entity)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    ctx = await createTestContext();
    await seedForTests(ctx);
    const customers = [];
    for (const name of ['Ada', 'Grace', 'Edsger']) {
      const row = await ctx.db
        .insertInto('customers')
        .values({ name, is_guest: 1, is_active: 1, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      customers.push(row.id);
    }
    const orders = [];
    for (const customer of [customers[0]!, null, customers[1]!, null, null]) {
      const row = await ctx.db
        .insertInto('customer_orders')
        .values({
          status: 'COMPLETED',
          customer_id: customer,
          is_manual: 0,
          net: 0,
          taxes: 0,
          gross: 0,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      orders.push(row.id);
    }
    // A deleted order leaves a gap in the ids, not in the numbers.
    await ctx.db.deleteFrom('customer_orders').where('id', '=', orders[1]!).execute();
    // Before 0006 only the text counters existed: orders counted 2 (behind), customers 10 (ahead).
    for (const [entity, text] of [
      ['ORDER', '000002'],
      ['CUSTOMER', '000010'],
      ['INVOICE', '000000'],
    ] as const) {
      await ctx.db
        .updateTable('number_records')
        .set({ current_number: text, current_value: 0 })
        .where('entity_name', '=', entity)
        .execute();
    }
    await numberExisting(ctx.db as unknown as Kysely<unknown>);
  });
  afterAll(() => ctx.close());

  it('numbers the orders in id order without a gap and moves the counter up to them', async () => {
    const orders = await ctx.db
      .selectFrom('customer_orders')
      .select('sequence_number')
      .orderBy('id')
      .execute();
    expect(orders.map((order) => order.sequence_number)).toEqual([
      'ORD-000001',
      'ORD-000002',
      'ORD-000003',
      'ORD-000004',
    ]);
    expect(await record('ORDER')).toEqual({ current_value: 4, current_number: '000004' });
    expect(await allocateNumber(ctx.db, 'ORDER')).toBe('ORD-000005');
  });

  it('numbers the customers and keeps a counter that was already further on', async () => {
    const customers = await ctx.db.selectFrom('customers').select('customer_number').orderBy('id').execute();
    expect(customers.map((customer) => customer.customer_number)).toEqual([
      'CUST-000001',
      'CUST-000002',
      'CUST-000003',
    ]);
    expect(await record('CUSTOMER')).toEqual({ current_value: 10, current_number: '000010' });
    expect(await allocateNumber(ctx.db, 'CUSTOMER')).toBe('CUST-000011');
  });

  it('starts invoices from their counter: no order had an invoice number before', async () => {
    expect(await record('INVOICE')).toEqual({ current_value: 0, current_number: '000000' });
    const invoiced = await ctx.db
      .selectFrom('customer_orders')
      .select('id')
      .where('invoice_number', 'is not', null)
      .execute();
    expect(invoiced).toEqual([]);
  });
});
