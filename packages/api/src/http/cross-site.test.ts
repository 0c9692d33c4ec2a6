import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchId, countRows, freshAddress, menuItem } from '../customer/customer-orders.test-helpers.ts';
import { seedDatabase } from '../seed/seed.ts';
import { json } from '../test/http.ts';
import { setSettingValue } from '../test/settings.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';

/**
 * Issue 42: a page on another site cannot make a visitor's browser order, call a waiter or sign in
 * (decision 0045). Those are the requests a browser sends without asking first (text/plain and form
 * types), so JSON calls take only application/json (415), and writes whose Origin is another site's
 * are refused (403), where the Origin is the product's own address or the browser sends none.
 */
const NOW = '2025-03-14T15:30:00.000Z';

describe('requests from other sites', () => {
  let ctx: TTestContext;
  let table: number;
  let tables: number[];
  let cappuccino: number;
  let orders = 0;

  beforeAll(async () => {
    ctx = await createTestContext({ now: NOW, deps: { publicUrl: 'https://cafe.example' } });
    await seedDatabase(ctx.db, {
      adminEmail: 'owner@cafe.example',
      adminPassword: 'first-start-secret',
      hasher: ctx.deps.hasher,
      clock: ctx.clock,
      sampleData: true,
    });
    tables = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((n) => benchId(ctx, `Table ${n}`)));
    table = tables[0] ?? 0;
    cappuccino = (await menuItem(ctx, 'Cappuccino')).id;
  });
  afterAll(() => ctx.close());

  const send = (method: string, path: string, body: string | undefined, headers: Record<string, string>) =>
    ctx.app.request(`/api${path}`, {
      method,
      body,
      headers: { 'X-Forwarded-For': freshAddress(), ...headers },
    });
  // Each order at the next table: the tables' own limits are not what this is about.
  const submit = (headers: Record<string, string>) => {
    orders += 1;
    const order = {
      bench_id: tables[orders % tables.length],
      items: [{ menuItemId: cappuccino, quantity: 1 }],
    };
    return send('POST', '/customer/orders/submit', JSON.stringify(order), headers);
  };

  describe('content types', () => {
    it('refuses the types a browser sends cross-site without asking (415), writing nothing', async () => {
      const before = await countRows(ctx, 'customer_orders');
      const simple = ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded'];
      for (const type of [...simple, 'multipart/form-data; boundary=x', 'application/xml']) {
        const res = await submit({ 'Content-Type': type });
        expect(res.status, type).toBe(415);
        expect(await json(res)).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
      }
      const calls: Array<[string, string]> = [
        [`/customer/waiter-calls/bench/${table}`, '{"reason":"WATER"}'],
        ['/auth/login', '{"email":"owner@cafe.example","password":"first-start-secret"}'],
      ];
      for (const [path, body] of calls) {
        expect((await send('POST', path, body, { 'Content-Type': 'text/plain' })).status, path).toBe(415);
      }
      expect(await countRows(ctx, 'customer_orders')).toBe(before);
      expect(await countRows(ctx, 'waiter_calls')).toBe(0);
    });

    it('refuses a body without a type, but takes an empty one where nothing is required', async () => {
      expect((await submit({})).status).toBe(415);
      const created = await json<{ sharedCartId: string }>(
        await send('POST', '/customer/shared-carts', JSON.stringify({ bench_id: table }), {
          'Content-Type': 'application/json',
        }),
      );
      const join = await send(
        'POST',
        `/customer/shared-carts/${created.data.sharedCartId}/join`,
        undefined,
        {},
      );
      expect(join.status).toBe(200);
    });

    it('takes application/json, with a charset too', async () => {
      expect((await submit({ 'Content-Type': 'application/json' })).status).toBe(201);
      expect((await submit({ 'Content-Type': 'application/json; charset=utf-8' })).status).toBe(201);
    });
  });

  describe('origins', () => {
    const jsonType = { 'Content-Type': 'application/json' };

    it("refuses a write from another site's page (403), writing nothing", async () => {
      const before = await countRows(ctx, 'customer_orders');
      for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example', 'file://']) {
        const res = await submit({ ...jsonType, Origin: origin });
        expect(res.status, origin).toBe(403);
        expect(await res.json()).toMatchObject({
          success: false,
          message: 'Requests from other sites are not accepted',
        });
      }
      const login = await send('POST', '/auth/login', '{}', { ...jsonType, Origin: 'https://evil.example' });
      expect(login.status).toBe(403);
      const remove = await send('DELETE', '/benches/1', undefined, { Origin: 'https://evil.example' });
      expect(remove.status).toBe(403);
      expect(await countRows(ctx, 'customer_orders')).toBe(before);
    });

    it('takes writes from its own pages: the address asked, PUBLIC_URL and BRANDING.PUBLIC_URL', async () => {
      // app.request asks http://localhost/api/...; a TLS proxy in front makes https into http.
      for (const origin of ['http://localhost', 'https://localhost', 'https://cafe.example']) {
        expect((await submit({ ...jsonType, Origin: origin })).status, origin).toBe(201);
      }
      expect((await submit({ ...jsonType, Origin: 'https://order.cafe.example' })).status).toBe(403);
      await setSettingValue(ctx, 'BRANDING.PUBLIC_URL', 'https://order.cafe.example/');
      expect((await submit({ ...jsonType, Origin: 'https://order.cafe.example' })).status).toBe(201);
    });

    it('takes writes without an Origin (scripts, the demo in the page) and reads from anywhere', async () => {
      expect((await submit(jsonType)).status).toBe(201);
      const read = await send('GET', '/benches', undefined, { Origin: 'https://evil.example' });
      expect(read.status).toBe(200);
    });
  });
});
