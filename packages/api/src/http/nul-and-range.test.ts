import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import {
  benchId,
  countRows,
  createCafeContext,
  menuItem,
  submit,
} from '../customer/customer-orders.test-helpers.ts';
import { json, request } from '../test/http.ts';
import type { TTestContext } from '../test/test-context.ts';

/**
 * Issue 42's reproductions: on PostgreSQL each was a 500. NUL in any text and any integer beyond its
 * column is a 400 naming the field, on every database, decided where input is parsed (decision 0045).
 */
describe('NUL characters and numbers beyond their columns', () => {
  let ctx: TTestContext;
  let owner: { Authorization: string };

  beforeAll(async () => {
    ctx = await createCafeContext();
    owner = (await createSignedInUser(ctx.deps, { roles: ['OWNER'] })).headers;
  });
  afterAll(() => ctx.close());

  const expectRefused = async (res: Response, field: string) => {
    expect(res.status, field).toBe(400);
    const body = await json(res);
    expect(body.success).toBe(false);
    expect(Object.keys(body.errors ?? {}), field).toContain(field);
  };
  const get = (path: string, headers = {}) => request(ctx.app, 'GET', path, { headers });

  it('refuses NUL in a query, a path and a JSON body, naming the field', async () => {
    await expectRefused(await get('/benches?name=%00'), 'name');
    await expectRefused(await get('/benches?name_like=a%00'), 'name_like');
    await expectRefused(await get('/customer/shared-carts/%00'), 'id');
    await expectRefused(
      await request(ctx.app, 'POST', '/auth/login', {
        body: { email: 'owner\u0000@cafe.example', password: 'x' },
      }),
      'email',
    );
    await expectRefused(
      await request(ctx.app, 'POST', '/benches', { body: { name: 'x\u0000y' }, headers: owner }),
      'name',
    );
  });

  it("refuses a guest's order with NUL in its notes or a line's instructions, writing nothing", async () => {
    const before = await countRows(ctx, 'customer_orders');
    const table = await benchId(ctx, 'Table 5');
    const line = { menuItemId: (await menuItem(ctx, 'Cappuccino')).id, quantity: 1 };
    await expectRefused(
      await submit(ctx, { bench_id: table, notes: 'allergy\u0000', items: [line] }),
      'notes',
    );
    await expectRefused(
      await submit(ctx, { bench_id: table, items: [{ ...line, special_instructions: 'no\u0000ice' }] }),
      'items.0.special_instructions',
    );
    expect(await countRows(ctx, 'customer_orders')).toBe(before);
  });

  it('refuses whole numbers and amounts beyond what the columns hold, naming the filter', async () => {
    await expectRefused(await get('/benches?seat_capacity=9999999999'), 'seat_capacity');
    await expectRefused(await get('/benches?seat_capacity_min=-2147483649'), 'seat_capacity_min');
    await expectRefused(await get('/customer-orders?customer_id=9999999999', owner), 'customer_id');
    await expectRefused(await get('/customer-orders?net=99999999999999999999', owner), 'net');
    await expectRefused(await get('/customer-orders?gross_max=21474836.48', owner), 'gross_max');
    await expectRefused(await get('/benches?page=9999999999'), 'page');
    await expectRefused(
      await request(ctx.app, 'POST', '/customer/shared-carts', { body: { bench_id: 2_147_483_648 } }),
      'bench_id',
    );
  });

  it('takes the largest values the columns hold', async () => {
    expect((await get('/benches?seat_capacity_max=2147483647&branch_id_min=-2147483648')).status).toBe(200);
    expect((await get('/customer-orders?net_min=-21474836.48&gross_max=21474836.47', owner)).status).toBe(
      200,
    );
  });
});
