import type { TTableBill } from '@tableside/shared/bills.schemas';
import type { TPage } from '@tableside/shared/envelope';
import type { TFloorPlan } from '@tableside/shared/floor-plan.schemas';
import { orderNumberOf } from '@tableside/shared/order-status';
import type { TFullOrderView, TOrderStatusView, TPublicOrderView } from '@tableside/shared/orders.schemas';
import type { TStaffOrderListItem } from '@tableside/shared/staff-orders.schemas';
import type { TBench, TBranch } from '@tableside/shared/tables.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { benchId, createCafeContext, menuItem, submitOk } from '../customer/customer-orders.test-helpers.ts';
import { json, request } from '../test/http.ts';
import { setSettingValue } from '../test/settings.ts';
import type { TTestContext } from '../test/test-context.ts';

type THeaders = { headers: Record<string, string> };

/**
 * Issue 41: a person sees one order number (decision 0043). Every answer that carries an order
 * carries its ORD- number, the orders search finds the order by it, and Locations, Tables and the
 * floor plan count the same tables.
 */
describe('one order number, one table count (issue 41)', () => {
  let ctx: TTestContext;
  let owner: THeaders;

  const get = async <T>(path: string, who: THeaders | null = owner, headers: Record<string, string> = {}) => {
    const res = await request(ctx.app, 'GET', path, { headers: { ...who?.headers, ...headers } });
    expect(res.status, path).toBe(200);
    return (await json<T>(res)).data;
  };

  beforeAll(async () => {
    ctx = await createCafeContext();
    owner = await createSignedInUser(ctx.deps, { name: 'Olivia Owner', roles: ['OWNER'] });
  });
  afterAll(() => ctx.close());

  it('answers the ORD- number everywhere an order appears, and the orders search finds it', async () => {
    // Moved far from the ids, so the ORD- number and the id-derived O- number cannot coincide.
    const sequence = await ctx.db
      .selectFrom('number_records')
      .select('id')
      .where('entity_name', '=', 'ORDER')
      .executeTakeFirstOrThrow();
    const moved = await request(ctx.app, 'PUT', `/number-records/${sequence.id}`, {
      ...owner,
      body: { prefix: 'ORD-', padding: 6, next_value: 4100 },
    });
    expect(moved.status).toBe(200);
    await setSettingValue(ctx, 'NOTIFICATIONS.NEW_ORDER_EMAIL', 'manager@example.com');
    const table = await benchId(ctx, 'Table 7');
    const salad = await menuItem(ctx, 'Caesar Salad');
    ctx.mailer.sent.length = 0;
    const submitted = await submitOk(ctx, {
      bench_id: table,
      items: [{ menuItemId: salad.id, quantity: 1 }],
    });
    await setSettingValue(ctx, 'NOTIFICATIONS.NEW_ORDER_EMAIL', '');

    const number = submitted.sequence_number ?? '';
    expect(number).toBe('ORD-004100');
    expect(submitted.order_number).not.toBe(number);
    expect(orderNumberOf(submitted)).toBe(number);

    const token = { 'X-Order-Token': submitted.order_token };
    const id = submitted.id;
    const guestView = await get<TPublicOrderView>(`/customer/orders/${id}`, null, token);
    const statusView = await get<TOrderStatusView>(`/customer/orders/${id}/public`, null);
    const tableOrders = await get<TOrderStatusView[]>(`/customer/orders/bench/${table}`, null, token);
    const full = await get<TFullOrderView>(`/customer-orders/${id}/full`);
    const board = await get<TStaffOrderListItem[]>('/customer-orders?status_in=SUBMITTED&include=bench');
    const floor = await get<TFloorPlan>('/floor-plan');
    const tableBill = await get<TTableBill>(`/customer/benches/${table}/bill`, null);
    const receiptRes = await request(ctx.app, 'POST', `/customer-orders/${id}/receipt`, owner);
    expect(receiptRes.status).toBe(200);
    const receipt = (await json<TFullOrderView>(receiptRes)).data;

    const answers = [
      guestView,
      statusView,
      tableOrders.find((order) => order.id === id),
      full,
      board.find((order) => order.id === id),
      floor.tables.flatMap((entry) => entry.orders).find((order) => order.id === id),
      tableBill.orders.find((order) => order.id === id),
      receipt,
    ];
    for (const answer of answers) {
      expect(answer).toBeDefined();
      expect(orderNumberOf(answer as NonNullable<typeof answer>)).toBe(number);
    }
    // The manager's mail names the same number, never the id-derived one.
    expect(ctx.mailer.sent).toHaveLength(1);
    expect(ctx.mailer.sent[0]!.subject).toBe(`New order ${number} – Table 7`);
    expect(ctx.mailer.sent[0]!.text).not.toContain(submitted.order_number);

    // The orders search (the list's sequence_number_like) finds it by the whole number and by its end.
    for (const term of [number, '4100', 'ord-0041']) {
      const page = await get<TPage<TStaffOrderListItem>>(
        `/customer-orders?page=0&size=20&sequence_number_like=${encodeURIComponent(term)}`,
      );
      expect(page.content.map((order) => order.id)).toEqual([id]);
    }
  });

  it('counts the same tables on Locations, Tables and the floor plan: all but the archived', async () => {
    const branches = await get<TBranch[]>('/branches');
    expect(branches.length).toBeGreaterThan(0);
    let total = 0;
    for (const branch of branches) {
      const tables = await get<TPage<TBench>>(`/benches?archived=false&branch_id=${branch.id}&page=0&size=1`);
      const plan = await get<TFloorPlan>(`/floor-plan?branch_id=${branch.id}`);
      expect(branch.tables_count).toBe(tables.total_elements);
      expect(plan.tables).toHaveLength(branch.tables_count);
      total += branch.tables_count;
    }
    // The sample cafe: 24 tables, one archived (not counted) and two inactive (counted).
    expect(total).toBe(23);
    expect((await get<TFloorPlan>('/floor-plan')).tables).toHaveLength(23);
    const inactive = await get<TPage<TBench>>('/benches?archived=false&active=false&page=0&size=1');
    expect(inactive.total_elements).toBe(2);
  });
});
