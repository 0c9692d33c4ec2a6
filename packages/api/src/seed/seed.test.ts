import { CONFIG_CATALOGUE, CONFIG_GROUPS } from '@tableside/shared/config-catalogue';
import { SEED_VERSION_KEY, TAG_TYPES } from '@tableside/shared/constants';
import { computeTotals, unitPriceCents } from '@tableside/shared/money';
import {
  canTransition,
  formatOrderNumber,
  ORDER_STATUSES,
  statusFromCode,
} from '@tableside/shared/order-status';
import { PERMISSIONS } from '@tableside/shared/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';
import { seedDatabase, type TSeedOptions } from './seed.ts';

const NOW = '2025-03-14T15:30:00.000Z';
const ADMIN = { email: 'owner@cafe-aroma.example', password: 'first-start-secret' };

function options(ctx: TTestContext, sampleData = true): TSeedOptions {
  return {
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    hasher: ctx.deps.hasher,
    clock: ctx.clock,
    sampleData,
  };
}

async function count(ctx: TTestContext, table: keyof Database): Promise<number> {
  const row = await ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('seedDatabase with the sample cafe', () => {
  let ctx: TTestContext;
  let elapsedMs = 0;

  beforeAll(async () => {
    ctx = await createTestContext({ now: NOW });
    const started = performance.now();
    expect(await seedDatabase(ctx.db, options(ctx))).toEqual({ seeded: true });
    elapsedMs = performance.now() - started;
  });
  afterAll(() => ctx.close());

  it('seeds quickly', () => {
    // Budget is generous for a loaded CI machine; locally SQLite takes well under 200 ms.
    expect(elapsedMs).toBeLessThan(ctx.dialect === 'sqlite' ? 1000 : 3000);
  });

  it('creates the cafe of spec section 9', async () => {
    expect(await count(ctx, 'branches')).toBe(1);
    expect(await count(ctx, 'menu_categories')).toBe(8);
    expect(await count(ctx, 'menu_items')).toBeGreaterThanOrEqual(40);
    expect(await count(ctx, 'benches')).toBe(24);
    const tags = await ctx.db
      .selectFrom('item_tags')
      .select(['tag_type', 'featured', 'warning_message'])
      .execute();
    expect(tags).toHaveLength(12);
    expect(new Set(tags.map((tag) => tag.tag_type))).toEqual(new Set(TAG_TYPES));
    expect(tags.some((tag) => tag.featured === 1)).toBe(true);
    expect(tags.some((tag) => tag.warning_message)).toBe(true);
    expect(await count(ctx, 'menu_item_tags')).toBeGreaterThan(40);

    const benches = await ctx.db
      .selectFrom('benches')
      .select(['name', 'seat_capacity', 'active', 'archived'])
      .execute();
    expect(new Set(benches.map((b) => b.seat_capacity))).toEqual(new Set([2, 4, 6, 8]));
    expect(benches.filter((b) => b.archived === 1)).toHaveLength(1);
    expect(benches.filter((b) => b.active === 0 && b.archived === 0).length).toBeGreaterThanOrEqual(2);
    expect(benches.map((b) => b.name)).toContain('Table 24');
  });

  it('gives coffee the size, milk and sugar surcharges of the spec', async () => {
    const options = await ctx.db
      .selectFrom('menu_item_customization_options as o')
      .innerJoin('menu_item_customizations as c', 'c.id', 'o.menu_item_customization_id')
      .innerJoin('menu_items as i', 'i.id', 'c.menu_item_id')
      .where('i.name', '=', 'Cappuccino')
      .select(['c.name as customization', 'c.sort_order', 'o.name', 'o.value_added', 'o.default_option'])
      .execute();
    const price = (customization: string, name: string) =>
      options.find((o) => o.customization === customization && o.name === name)?.value_added;
    expect([
      price('Size', 'Small'),
      price('Size', 'Medium'),
      price('Size', 'Large'),
      price('Size', 'Extra Large'),
    ]).toEqual([0, 50, 100, 150]);
    expect([price('Milk Type', 'Oat Milk'), price('Milk Type', 'Almond Milk')]).toEqual([75, 50]);
    expect(options.filter((o) => o.customization === 'Sugar Level').every((o) => o.value_added === 0)).toBe(
      true,
    );
    const sortOrder = (name: string) => options.find((o) => o.customization === name)?.sort_order;
    expect([sortOrder('Size'), sortOrder('Milk Type'), sortOrder('Sugar Level')]).toEqual([1, 2, 3]);
    const types = await ctx.db.selectFrom('menu_item_customizations').select('type').distinct().execute();
    expect(types.map((t) => t.type).sort()).toEqual(['CHECKBOX', 'MULTISELECT', 'SELECT', 'TEXT']);
  });

  it('seeds about 55 orders in every status, along valid histories', async () => {
    const orders = await ctx.db.selectFrom('customer_orders').selectAll().orderBy('id').execute();
    expect(orders.length).toBeGreaterThanOrEqual(50);
    expect(orders.length).toBeLessThanOrEqual(60);
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    const history = await ctx.db.selectFrom('order_status_history').selectAll().orderBy('id').execute();
    const now = new Date(NOW).getTime();
    for (const order of orders) {
      expect(order.order_number).toBe(formatOrderNumber(order.id));
      const entries = history.filter((h) => h.order_id === order.id);
      expect(entries[0]?.status).toBe(1);
      expect(entries[0]?.created_at).toBe(order.created_at);
      for (let i = 1; i < entries.length; i++) {
        const [from, to] = [statusFromCode(entries[i - 1]!.status)!, statusFromCode(entries[i]!.status)!];
        expect(canTransition(from, to), `order ${order.id}: ${from}→${to}`).toBe(true);
        expect(entries[i]!.created_at >= entries[i - 1]!.created_at).toBe(true);
        expect(entries[i]!.created_by).toBe(1);
        expect(entries[i]!.created_by_name).toBe('Administrator');
      }
      const last = entries.at(-1)!;
      expect(order.status).toBe(statusFromCode(last.status));
      expect(new Date(last.created_at).getTime()).toBeLessThanOrEqual(now);
      expect(new Date(order.created_at).getTime()).toBeGreaterThan(now - 31 * 24 * 3600_000);
      expect(order.created_by).toBe(order.is_manual ? 1 : null);
    }
    expect(history.some((h) => h.status === 7)).toBe(true);
    expect(
      orders.filter((o) => o.created_at.slice(0, 10) === NOW.slice(0, 10)).length,
    ).toBeGreaterThanOrEqual(10);
    expect(orders.filter((o) => o.is_manual === 1).length).toBeGreaterThanOrEqual(3);
    expect(orders.filter((o) => o.customer_id !== null).length).toBeGreaterThanOrEqual(10);
  });

  it('prices every order from its items: net = Σ price × quantity, gross = net + taxes', async () => {
    const orders = await ctx.db
      .selectFrom('customer_orders')
      .select(['id', 'net', 'taxes', 'service_charge', 'gross'])
      .execute();
    const items = await ctx.db.selectFrom('customer_order_items').selectAll().execute();
    const details = await ctx.db.selectFrom('customer_order_item_details').selectAll().execute();
    for (const order of orders) {
      const lines = items.filter((item) => item.order_id === order.id);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        const chosen = details.filter((d) => d.order_item_id === line.id);
        const surcharges = chosen.map((d) => ({ valueAdded: d.value_added, percent: d.percent === 1 }));
        expect(line.price).toBe(unitPriceCents(line.default_price, surcharges));
        expect(line.tax_rate).toBe(800);
      }
      const totals = computeTotals(
        lines.map((l) => ({ unitPriceCents: l.price, quantity: l.quantity, taxRateHundredths: l.tax_rate })),
      );
      expect({
        net: order.net,
        taxes: order.taxes,
        service_charge: order.service_charge,
        gross: order.gross,
      }).toEqual(totals);
      expect(order.gross).toBe(order.net + order.taxes);
    }
    expect(details.some((d) => d.name === 'Size' && d.sort_order === 1)).toBe(true);
    expect(details.some((d) => d.type === 'MULTISELECT' || d.type === 'CHECKBOX')).toBe(true);
  });

  it('seeds reference data, configuration and number records', async () => {
    const codes = async (table: 'languages' | 'currencies') =>
      (await ctx.db.selectFrom(table).select('code').orderBy('id').execute()).map((r) => r.code);
    expect(await codes('languages')).toEqual(['en', 'es', 'fr', 'de']);
    expect(await codes('currencies')).toEqual(['USD', 'EUR', 'GBP', 'JPY']);
    const taxes = await ctx.db.selectFrom('taxes').select(['id', 'name', 'value']).orderBy('id').execute();
    expect(taxes.map((t) => [t.name, t.value])).toEqual([
      ['Sales Tax', 800],
      ['VAT', 2000],
      ['Service Tax', 1000],
    ]);
    const items = await ctx.db.selectFrom('menu_items').select('tax_id').distinct().execute();
    expect(items.map((i) => i.tax_id)).toEqual([taxes[0]!.id]);

    expect(await count(ctx, 'config_settings')).toBe(CONFIG_CATALOGUE.length);
    expect(await count(ctx, 'config_setting_translations')).toBe(CONFIG_CATALOGUE.length * 2);
    expect(await count(ctx, 'config_group_translations')).toBe(CONFIG_GROUPS.length * 2);
    const tax = await ctx.db
      .selectFrom('config_settings')
      .select('value')
      .where('key', '=', 'MENU.DEFAULT_TAX_ID')
      .executeTakeFirst();
    expect(tax?.value).toBe(String(taxes[0]!.id));

    const records = await ctx.db
      .selectFrom('number_records')
      .select(['entity_name', 'prefix', 'current_number'])
      .execute();
    const orderCount = await count(ctx, 'customer_orders');
    // The sample cafe's settled bills drew their INV- numbers (seed-bills.ts).
    const billCount = await count(ctx, 'bills');
    expect(records).toEqual(
      expect.arrayContaining([
        { entity_name: 'ORDER', prefix: 'ORD-', current_number: String(orderCount).padStart(6, '0') },
        { entity_name: 'INVOICE', prefix: 'INV-', current_number: String(billCount).padStart(6, '0') },
        expect.objectContaining({ entity_name: 'CUSTOMER', prefix: 'CUST-' }),
      ]),
    );
    const meta = await ctx.db.selectFrom('app_meta').selectAll().execute();
    expect(meta).toEqual(
      expect.arrayContaining([
        { key: 'seed_version', value: SEED_VERSION_KEY },
        { key: 'seeded_at', value: NOW },
      ]),
    );
  });

  it('creates the Administrator as user 1, an OWNER who can sign in', async () => {
    const admin = await ctx.db.selectFrom('users').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(admin.name).toBe('Administrator');
    expect(admin.email).toBe(ADMIN.email);
    const res = await ctx.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password, device_info: 'vitest' }),
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: { user: { id: number; roles: string[]; permissions: string[] } };
    };
    expect(data.user.id).toBe(1);
    expect(data.user.roles).toEqual(['OWNER']);
    expect([...data.user.permissions].sort()).toEqual([...PERMISSIONS].sort());
    expect(await count(ctx, 'roles')).toBe(4);
  });

  it('leaves a seeded database alone on a second run', async () => {
    const before = await count(ctx, 'customer_orders');
    expect(await seedDatabase(ctx.db, options(ctx))).toEqual({ seeded: false });
    expect(await count(ctx, 'customer_orders')).toBe(before);
    expect(await count(ctx, 'users')).toBe(1);
  });
});

describe('seedDatabase without sample data', () => {
  let ctx: TTestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ now: NOW });
    expect(await seedDatabase(ctx.db, options(ctx, false))).toEqual({ seeded: true });
  });
  afterAll(() => ctx.close());

  it('seeds reference data, configuration and the admin only', async () => {
    for (const table of [
      'branches',
      'benches',
      'menu_categories',
      'menu_items',
      'item_tags',
      'customers',
    ] as const) {
      expect(await count(ctx, table), table).toBe(0);
    }
    expect(await count(ctx, 'customer_orders')).toBe(0);
    expect(await count(ctx, 'users')).toBe(1);
    expect(await count(ctx, 'roles')).toBe(4);
    expect(await count(ctx, 'taxes')).toBe(3);
    expect(await count(ctx, 'config_settings')).toBe(CONFIG_CATALOGUE.length);
    const order = await ctx.db
      .selectFrom('number_records')
      .select('current_number')
      .where('entity_name', '=', 'ORDER')
      .executeTakeFirstOrThrow();
    expect(order.current_number).toBe('000000');
    expect(
      await ctx.deps.hasher.verify(
        ADMIN.password,
        (await ctx.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow()).password_hash,
      ),
    ).toBe(true);
  });
});
