import { canTransition, statusFromCode } from '@tableside/shared/order-status';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CUSTOMERS, SAMPLE_TABLES } from './sample-cafe.ts';
import { SAMPLE_MENU } from './sample-menu.ts';
import { buildSampleOrders } from './sample-orders.ts';

const DAY = 24 * 3600_000;
const ITEMS = SAMPLE_MENU.flatMap((category) => category.items);

describe('buildSampleOrders', () => {
  // Just after midnight, midday and late evening: histories must never lie in the future.
  it.each(['2025-03-14T00:05:00.000Z', '2025-06-01T12:00:00.000Z', '2025-12-31T23:55:00.000Z'])(
    'keeps every order within the 30 days before %s',
    (now) => {
      const nowMs = new Date(now).getTime();
      const orders = buildSampleOrders(new Date(now));
      expect(orders.length).toBeGreaterThanOrEqual(50);
      expect(orders.length).toBeLessThanOrEqual(60);
      for (const order of orders) {
        const times = order.history.map((entry) => new Date(entry.at).getTime());
        expect(times.at(-1)!).toBeLessThanOrEqual(nowMs);
        expect(times[0]!).toBeGreaterThan(nowMs - 31 * DAY);
        expect([...times].sort((a, b) => a - b)).toEqual(times);
      }
    },
  );

  it('follows the sample paths and leaves a few orders active', () => {
    const orders = buildSampleOrders(new Date('2025-06-01T12:00:00.000Z'));
    const paths = new Set(orders.map((order) => order.history.map((entry) => entry.code).join('')));
    for (const path of ['12376', '1234', '125', '123456', '18', '16', '1', '12', '123'])
      expect(paths).toContain(path);
    for (const order of orders) {
      const statuses = order.history.map((entry) => statusFromCode(entry.code)!);
      expect(order.history[0]!.code).toBe(1);
      for (let i = 1; i < statuses.length; i++)
        expect(canTransition(statuses[i - 1]!, statuses[i]!)).toBe(true);
    }
  });

  it('names only items, options, tables and customers of the sample cafe', () => {
    const orders = buildSampleOrders(new Date('2025-06-01T12:00:00.000Z'));
    const tables = new Set(SAMPLE_TABLES.filter((t) => t.active).map((t) => t.name));
    const customers = new Set(SAMPLE_CUSTOMERS.map((c) => c.key));
    for (const order of orders) {
      if (order.table !== null) expect(tables).toContain(order.table);
      if (order.customer !== null) expect(customers).toContain(order.customer);
      for (const line of order.lines) {
        const item = ITEMS.find((candidate) => candidate.name === line.item);
        expect(item?.available, line.item).not.toBe(false);
        for (const choice of line.choices) {
          const customization = item?.customizations.find((c) => c.name === choice.customization);
          expect(customization, `${line.item}: ${choice.customization}`).toBeDefined();
          if (customization?.type !== 'TEXT') {
            expect(customization?.options.map((o) => o.name)).toContain(choice.value);
          }
        }
      }
    }
  });

  it('is the same for the same clock', () => {
    const now = new Date('2025-06-01T12:00:00.000Z');
    expect(buildSampleOrders(now)).toEqual(buildSampleOrders(now));
  });
});
