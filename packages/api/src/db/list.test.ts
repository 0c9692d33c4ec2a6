import type { TPage } from '@tableside/shared/envelope';
import { AppError } from '@tableside/shared/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TTestDatabase } from '../test/test-database.ts';
import { listRows, type TListResult, type TListSpec } from './list.ts';

const BENCHES: TListSpec = {
  filters: { name: 'text', seat_capacity: 'int', active: 'bool', branch_id: 'int' },
  defaultSort: 'name',
};
const ORDERS: TListSpec = {
  filters: {
    status: 'text',
    gross: 'money',
    created_at: { type: 'date', column: 'customer_orders.created_at' },
    bench_name: { type: 'text', column: 'benches.name' },
  },
  idColumn: 'customer_orders.id',
};
const NOW = '2025-03-01T10:00:00.000Z';
const NAMES = ['Table 1', 'Table 2', 'Table 10', 'terrace', '100% Window', 'Bar_1', 'bar 2'];

describe('listRows', () => {
  let database: TTestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await db
      .insertInto('benches')
      .values(
        NAMES.map((name, i) => ({
          name,
          seat_capacity: 2 + i,
          active: i % 2 === 0 ? 1 : 0,
          archived: 0,
          updated_at: NOW,
        })),
      )
      .execute();
    const orders = [
      { status: 'SUBMITTED', gross: 450, created_at: '2025-02-28T23:59:59.000Z' },
      { status: 'OPENED', gross: 1000, created_at: '2025-03-01T00:00:00.000Z' },
      { status: 'COMPLETED', gross: 1099, created_at: '2025-03-01T23:59:59.999Z' },
      { status: 'CANCELLED', gross: 2000, created_at: '2025-03-02T00:00:00.000Z' },
    ];
    await db
      .insertInto('customer_orders')
      .values(
        orders.map((o) => ({ ...o, bench_id: 1, is_manual: 0, net: o.gross, taxes: 0, updated_at: NOW })),
      )
      .execute();
  });
  afterAll(() => database.close());

  const benches = (params: Record<string, string>) =>
    listRows(database.db.selectFrom('benches').selectAll(), params, BENCHES, (row) => row.name);
  const orders = (params: Record<string, string>) =>
    listRows(
      database.db
        .selectFrom('customer_orders')
        .leftJoin('benches', 'benches.id', 'customer_orders.bench_id')
        .select(['customer_orders.id', 'customer_orders.status']),
      params,
      ORDERS,
      (row) => row.status,
    );
  const page = <T>(result: TListResult<T>) => result as TPage<T>;
  const fieldErrors = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    return (error as AppError).errors;
  };

  it('answers a plain array without a page, sorted by the default sort ignoring case', async () => {
    // Only letters, digits and one space decide this order, so every collation agrees.
    expect(await benches({ active: 'true' })).toEqual(['100% Window', 'bar 2', 'Table 1', 'Table 10']);
  });

  it('filters by exact value, bool, int range and list', async () => {
    expect(await benches({ name: 'Table 2' })).toEqual(['Table 2']);
    expect(await benches({ active: 'true', sort: 'id' })).toEqual([
      'Table 1',
      'Table 10',
      '100% Window',
      'bar 2',
    ]);
    expect(await benches({ active: '0', sort: 'id' })).toEqual(['Table 2', 'terrace', 'Bar_1']);
    expect(await benches({ seat_capacity_min: '3', seat_capacity_max: '4', sort: 'id' })).toEqual([
      'Table 2',
      'Table 10',
    ]);
    expect(await benches({ seat_capacity_in: '2, 8,99', sort: 'id' })).toEqual(['Table 1', 'bar 2']);
    expect(await orders({ status_in: 'SUBMITTED,OPENED', sort: 'id' })).toEqual(['SUBMITTED', 'OPENED']);
  });

  it('matches _like case-insensitively and treats % and _ literally', async () => {
    expect(await benches({ name_like: 'TABLE 1', sort: 'id' })).toEqual(['Table 1', 'Table 10']);
    expect(await benches({ name_like: '100%' })).toEqual(['100% Window']);
    expect(await benches({ name_like: '%' })).toEqual(['100% Window']);
    expect(await benches({ name_like: 'bar_' })).toEqual(['Bar_1']);
    expect(await benches({ name_like: 'Table\\' })).toEqual([]);
  });

  it('compares money in cents and bare dates as whole UTC days', async () => {
    expect(await orders({ gross_min: '10', gross_max: '10.99', sort: 'id' })).toEqual([
      'OPENED',
      'COMPLETED',
    ]);
    expect(await orders({ gross: '4.5' })).toEqual(['SUBMITTED']);
    expect(await orders({ created_at: '2025-03-01', sort: 'id' })).toEqual(['OPENED', 'COMPLETED']);
    expect(await orders({ created_at_max: '2025-03-01', sort: 'id' })).toEqual([
      'SUBMITTED',
      'OPENED',
      'COMPLETED',
    ]);
    expect(await orders({ created_at_min: '2025-03-01T23:59:59.999Z', sort: 'id' })).toEqual([
      'COMPLETED',
      'CANCELLED',
    ]);
    expect(await orders({ bench_name: 'Table 1', sort: 'id', order: 'desc' })).toEqual([
      'CANCELLED',
      'COMPLETED',
      'OPENED',
      'SUBMITTED',
    ]);
  });

  it('sorts by a whitelisted key in either direction', async () => {
    expect(await benches({ sort: 'seat_capacity,desc', limit: '2' })).toEqual(['bar 2', 'Bar_1']);
    expect(await benches({ sort: 'seat_capacity', order: 'DESC', limit: '1' })).toEqual(['bar 2']);
    expect(await benches({ sort: 'id', offset: '5' })).toEqual(['Bar_1', 'bar 2']);
    expect(await benches({ sort: 'id', limit: '2', offset: '1' })).toEqual(['Table 2', 'Table 10']);
  });

  it('pages with totals, also past the end', async () => {
    const first = page(await benches({ page: '0', size: '3', sort: 'id' }));
    expect(first).toEqual({
      content: ['Table 1', 'Table 2', 'Table 10'],
      page_number: 0,
      page_size: 3,
      total_elements: 7,
      total_pages: 3,
      is_first: true,
      is_last: false,
      has_next: true,
      has_previous: false,
    });
    const last = page(await benches({ page_number: '2', page_size: '3', sort: 'id' }));
    expect(last).toMatchObject({ content: ['bar 2'], is_last: true, has_next: false, has_previous: true });
    const beyond = page(await benches({ page: '9', size: '3' }));
    expect(beyond).toMatchObject({
      content: [],
      total_elements: 7,
      total_pages: 3,
      is_last: true,
      has_next: false,
    });
    const filtered = page(await orders({ page: '0', status_in: 'OPENED,CANCELLED' }));
    expect(filtered).toMatchObject({ page_size: 20, total_elements: 2, total_pages: 1 });
  });

  it('caps the page size at 500', async () => {
    expect(page(await benches({ page: '0', size: '100000' })).page_size).toBe(500);
  });

  it('rejects unknown or badly typed parameters with field errors', async () => {
    expect(await fieldErrors(benches({ colour: 'red' }))).toEqual({ colour: ['Unknown filter'] });
    expect(await fieldErrors(benches({ sort: 'password_hash' }))).toEqual({
      sort: ["Cannot sort by 'password_hash'"],
    });
    expect(await fieldErrors(benches({ order: 'sideways' }))).toHaveProperty('order');
    expect(await fieldErrors(benches({ sort: 'name,sideways' }))).toHaveProperty('sort');
    expect(await fieldErrors(benches({ seat_capacity: 'four', active: 'yes' }))).toEqual({
      seat_capacity: ['Expected a whole number'],
      active: ['Expected true or false'],
    });
    expect(await fieldErrors(benches({ active_like: 'x', name_min: 'a' }))).toEqual({
      active_like: ['Unknown filter'],
      name_min: ['Unknown filter'],
    });
    expect(await fieldErrors(benches({ page: '-1', size: '0' }))).toEqual({
      page: ['Expected a whole number of 0 or more'],
      size: ['Expected a whole number of 1 or more'],
    });
    expect(await fieldErrors(orders({ gross_min: '1.234', created_at: 'yesterday' }))).toHaveProperty(
      'gross_min',
    );
    expect(await fieldErrors(orders({ created_at: '2025-02-30T10:00:00' }))).toHaveProperty('created_at');
    expect(await fieldErrors(orders({ status_in: ' , ' }))).toHaveProperty('status_in');
  });

  it('ignores reserved keys and empty values', async () => {
    expect(
      await benches({ include: 'orders', show_all: 'true', id: '3', name: '', colour: '', sort: 'id' }),
    ).toHaveLength(7);
  });
});
