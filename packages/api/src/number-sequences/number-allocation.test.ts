import type { TFullOrderView, TPublicOrderView, TSubmittedOrder } from '@tableside/shared/orders.schemas';
import type { TStaffOrderListItem } from '@tableside/shared/staff-orders.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchId, menuItem, type TMenuRef } from '../customer/customer-orders.test-helpers.ts';
import {
  createManualOrder,
  createStaffCafeContext,
  staffCall,
  type TStaff,
} from '../staff-orders/staff-orders.test-helpers.ts';
import { json, request } from '../test/http.ts';
import { secondInstance, type TSecondInstance } from '../test/second-instance.ts';
import type { TTestContext } from '../test/test-context.ts';
import { allocateNumber } from './number-sequences.repository.ts';
import { numbersOf, range } from './number-sequences.test-helpers.ts';

/**
 * Issue 13 "Number sequences": every order gets the next ORD- number beside its O- order number and
 * every new customer the next CUST- number, in the transaction that writes them, so numbers are
 * never shared and never skipped, however many orders arrive at once on however many instances.
 */
describe('number sequences in use', () => {
  let ctx: TTestContext;
  let staff: TStaff;
  let other: TSecondInstance;
  let latte: TMenuRef;
  let tables: number[];

  beforeAll(async () => {
    ({ ctx, staff } = await createStaffCafeContext());
    other = await secondInstance(ctx);
    latte = await menuItem(ctx, 'Cappuccino');
    tables = await Promise.all(range(1, 20).map((n) => benchId(ctx, `Table ${n}`)));
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
  });

  const counter = async (entity: string) =>
    (
      await ctx.db
        .selectFrom('number_records')
        .select('current_value')
        .where('entity_name', '=', entity)
        .executeTakeFirstOrThrow()
    ).current_value;
  let submissions = 0;
  /** A guest's order from its own address, at the tables in turn (rate limits stay quiet). */
  const submit = (app: TTestContext['app'], customer: { name: string } | null) => {
    submissions += 1;
    return request(app, 'POST', '/customer/orders/submit', {
      body: {
        bench_id: tables[submissions % tables.length],
        items: [{ menuItemId: latte.id, quantity: 1 }],
        customer,
      },
      headers: { 'X-Forwarded-For': `198.51.100.${submissions % 250}` },
    });
  };

  it('gives a guest order the next ORD- number and its customer the next CUST- number', async () => {
    const [orders, customers] = [await counter('ORDER'), await counter('CUSTOMER')];
    const res = await submit(ctx.app, { name: 'Ada' });
    expect(res.status).toBe(201);
    const submitted = (await json<TSubmittedOrder>(res)).data;
    expect(submitted.sequence_number).toBe(`ORD-${String(orders + 1).padStart(6, '0')}`);
    expect(submitted.order_number).toMatch(/^O-\d{6}$/);

    const full = (
      await json<TFullOrderView>(await staffCall(ctx, staff.kitchen, 'GET', `/${submitted.id}/full`))
    ).data;
    expect(full.sequence_number).toBe(submitted.sequence_number);
    expect(full.invoice_number).toBeNull();
    expect(full.customer?.customer_number).toBe(`CUST-${String(customers + 1).padStart(6, '0')}`);
    const publicView = (
      await json<TPublicOrderView>(await request(ctx.app, 'GET', `/customer/orders/${submitted.id}/public`))
    ).data;
    expect(publicView.sequence_number).toBe(submitted.sequence_number);
    const listed = (
      await json<TStaffOrderListItem[]>(
        await staffCall(ctx, staff.kitchen, 'GET', `?sequence_number=${submitted.sequence_number}`),
      )
    ).data;
    expect(listed.map((order) => order.id)).toEqual([submitted.id]);
  });

  it('numbers a staff order and the customer staff type in, and not a guest without details', async () => {
    const [orders, customers] = [await counter('ORDER'), await counter('CUSTOMER')];
    const manual = await createManualOrder(ctx, staff.waiter, {
      customer: { name: 'Grace Hopper' },
      items: [{ menuItemId: latte.id, quantity: 1 }],
    });
    expect(manual.sequence_number).toBe(`ORD-${String(orders + 1).padStart(6, '0')}`);
    expect(manual.customer?.customer_number).toBe(`CUST-${String(customers + 1).padStart(6, '0')}`);
    // An existing customer keeps their number; an anonymous guest makes no customer.
    const again = await createManualOrder(ctx, staff.waiter, {
      customer_id: manual.customer_id,
      items: [{ menuItemId: latte.id, quantity: 1 }],
    });
    expect(again.customer?.customer_number).toBe(manual.customer?.customer_number);
    expect((await submit(ctx.app, null)).status).toBe(201);
    expect(await counter('CUSTOMER')).toBe(customers + 1);
    expect(await counter('ORDER')).toBe(orders + 3);
  });

  it('takes the number back when the transaction that took it fails', async () => {
    const before = await counter('INVOICE');
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        expect(await allocateNumber(trx, 'INVOICE')).toBe(`INV-${String(before + 1).padStart(6, '0')}`);
        throw new Error('the order could not be written');
      }),
    ).rejects.toThrow('the order could not be written');
    expect(await counter('INVOICE')).toBe(before);
  });

  it('never shares or skips a number when many orders arrive at once on two instances', async () => {
    const [orders, customers] = [await counter('ORDER'), await counter('CUSTOMER')];
    const firstNew = (
      await ctx.db
        .selectFrom('customer_orders')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow()
    ).id;
    // Two pools on PostgreSQL: two server instances racing for the same counter row.
    expect(other.separate).toBe(ctx.dialect === 'postgres' && process.env.TEST_DATABASE_URL !== undefined);
    const count = 40;
    const responses = await Promise.all(
      range(1, count).map((n) =>
        submit(n % 2 === 0 ? other.app : ctx.app, n % 3 === 0 ? null : { name: `Guest ${n}` }),
      ),
    );
    expect(responses.map((res) => res.status)).toEqual(Array(count).fill(201));

    const rows = await ctx.db
      .selectFrom('customer_orders as o')
      .leftJoin('customers as c', 'c.id', 'o.customer_id')
      .select(['o.sequence_number', 'c.customer_number'])
      .where('o.id', '>', Number(firstNew))
      .execute();
    expect(rows).toHaveLength(count);
    expect(
      numbersOf(
        rows.map((row) => row.sequence_number),
        'ORD-',
      ),
    ).toEqual(range(orders + 1, orders + count));
    const withCustomer = rows.filter((row) => row.customer_number !== null);
    expect(withCustomer).toHaveLength(count - Math.floor(count / 3));
    expect(
      numbersOf(
        withCustomer.map((row) => row.customer_number),
        'CUST-',
      ),
    ).toEqual(range(customers + 1, customers + withCustomer.length));
    expect(await counter('ORDER')).toBe(orders + count);
    expect(await counter('CUSTOMER')).toBe(customers + withCustomer.length);
  });
});
