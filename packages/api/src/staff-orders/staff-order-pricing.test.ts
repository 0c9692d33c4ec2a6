import type { TFullOrderView, TSubmittedOrder } from '@tableside/shared/orders.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type TApi } from '../app.ts';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import {
  benchId,
  choose,
  menuItem,
  submit,
  type TMenuRef,
} from '../customer/customer-orders.test-helpers.ts';
import { createEventBus } from '../events/event-bus.ts';
import { PRICING_CACHE_TTL_MS } from '../orders/order-pricing-cache.ts';
import { json, request } from '../test/http.ts';
import type { TTestContext } from '../test/test-context.ts';
import {
  createManualOrder,
  createStaffCafeContext,
  staffCall,
  type TStaff,
} from './staff-orders.test-helpers.ts';

/**
 * Order writes price their lines from a per-instance cache of the menu and answer what they wrote
 * without reading it back (docs/decisions/0027-order-write-path.md). Server prices stay
 * authoritative: a menu, tax or settings write is charged by the very next order, on this instance
 * and on another one that gets the event through the bridge.
 */
describe('order pricing after menu and settings changes', () => {
  let ctx: TTestContext;
  let staff: TStaff;
  let owner: { Authorization: string };
  let croissant: TMenuRef;
  let cappuccino: TMenuRef;

  beforeAll(async () => {
    ({ ctx, staff } = await createStaffCafeContext());
    owner = (await createSignedInUser(ctx.deps, { roles: ['OWNER'] })).headers;
    croissant = await menuItem(ctx, 'Butter Croissant');
    cappuccino = await menuItem(ctx, 'Cappuccino');
  });
  afterAll(() => ctx.close());

  const orderOn = async (app: TApi) => {
    const res = await request(app, 'POST', '/customer-orders', {
      headers: staff.waiter.headers,
      body: { items: [{ menuItemId: croissant.id, quantity: 1 }] },
    });
    expect(res.status).toBe(201);
    return (await json<TFullOrderView>(res)).data;
  };
  const setPrice = async (price: number) => {
    const res = await request(ctx.app, 'PUT', `/menu-items/${croissant.id}`, {
      headers: owner,
      body: { basic_price: price },
    });
    expect(res.status).toBe(200);
  };

  it('charges a new menu price with the very next order, staff and guest', async () => {
    const before = await orderOn(ctx.app);
    await setPrice(before.items[0]!.price + 1);
    const after = await orderOn(ctx.app);
    expect(after.items[0]!.price).toBe(before.items[0]!.price + 1);

    const guest = await submit(ctx, { bench_id: await benchId(ctx, 'Table 9'), items: [line(croissant)] });
    expect(guest.status).toBe(201);
    expect((await json<TSubmittedOrder>(guest)).data.items[0]!.price).toBe(after.items[0]!.price);
  });

  it('charges a changed tax rate and service charge with the very next order', async () => {
    await orderOn(ctx.app);
    const taxes = await json<{ id: number; name: string; value: number }[]>(
      await request(ctx.app, 'GET', '/taxes', { headers: owner }),
    );
    const salesTax = taxes.data.find((tax) => tax.name === 'Sales Tax')!;
    const taxed = await request(ctx.app, 'PUT', `/taxes/${salesTax.id}`, {
      headers: owner,
      body: { name: salesTax.name, value: 25, is_active: true },
    });
    expect(taxed.status).toBe(200);
    const config = await request(ctx.app, 'PUT', '/config/bulk', {
      headers: owner,
      body: { settings: [{ key: 'OPERATIONS.SERVICE_CHARGE_PERCENT', value: '10' }] },
    });
    expect(config.status).toBe(200);

    const order = await orderOn(ctx.app);
    expect(order.items[0]!.tax_rate).toBe(25);
    expect(order.service_charge_percent).toBe(10);
    expect(order.taxes).toBe(Math.round(order.net * 25) / 100);

    await request(ctx.app, 'PUT', `/taxes/${salesTax.id}`, {
      headers: owner,
      body: { name: salesTax.name, value: salesTax.value, is_active: true },
    });
    await request(ctx.app, 'PUT', '/config/bulk', {
      headers: owner,
      body: { settings: [{ key: 'OPERATIONS.SERVICE_CHARGE_PERCENT', value: '0' }] },
    });
  });

  it('charges a change made on another instance once its event arrives (the PostgreSQL bridge)', async () => {
    // A second API instance on the same database with its own caches; the bridge delivers this
    // instance's events to it, as pg-event-bridge.ts does between servers.
    const bridged = createEventBus();
    const stopBridge = ctx.deps.events.subscribe((event) => bridged.publish(event));
    const other = createApi({ ...ctx.deps, events: bridged });
    try {
      const before = await orderOn(other);
      await setPrice(before.items[0]!.price + 2);
      expect((await orderOn(other)).items[0]!.price).toBe(before.items[0]!.price + 2);
    } finally {
      stopBridge();
    }
  });

  it('reads the menu again after the TTL even when an event was missed', async () => {
    const unbridged = createApi({ ...ctx.deps, events: createEventBus() });
    const before = await orderOn(unbridged);
    await setPrice(before.items[0]!.price + 3);
    ctx.clock.advance(PRICING_CACHE_TTL_MS);
    try {
      expect((await orderOn(unbridged)).items[0]!.price).toBe(before.items[0]!.price + 3);
    } finally {
      ctx.clock.advance(-PRICING_CACHE_TTL_MS);
    }
  });

  it('answers the order exactly as it reads back afterwards', async () => {
    const customer = await createManualOrder(ctx, staff.waiter, {
      customer: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+49 30 1234' },
      items: [{ menuItemId: croissant.id, quantity: 1 }],
    });
    const orders = [
      await createManualOrder(ctx, staff.waiter, {
        bench_id: await benchId(ctx, 'Table 9'),
        customer: { name: 'Grace Hopper', email: null, phone: null },
        notes: 'Window seat',
        order_type: 'TAKEAWAY',
        items: [
          { menuItemId: croissant.id, quantity: 2, special_instructions: 'Warm' },
          {
            menuItemId: cappuccino.id,
            quantity: 1,
            customizations: [
              choose(cappuccino, 'Size', 'Large'),
              choose(cappuccino, 'Milk Type', 'Oat Milk'),
            ],
          },
          { menuItemId: cappuccino.id, quantity: 3 },
        ],
      }),
      await createManualOrder(ctx, staff.waiter, {
        customer_id: customer.customer_id,
        items: [{ menuItemId: cappuccino.id, quantity: 1 }],
      }),
    ];
    for (const order of orders) {
      const read = await json<TFullOrderView>(await staffCall(ctx, staff.waiter, 'GET', `/${order.id}/full`));
      expect(order).toEqual(read.data);
    }
    expect(orders[0]!.items[1]!.details.length).toBeGreaterThan(1);
  });
});

function line(item: TMenuRef) {
  return { menuItemId: item.id, quantity: 1 };
}
