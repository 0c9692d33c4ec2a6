import type {
  TBench,
  TBenchBulkDeleteResult,
  TBenchDetail,
  TTableQrSettings,
} from '@tableside/shared/tables.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { json, request } from '../test/http.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';

type THeaders = { Authorization: string };

describe('tables administration', () => {
  let ctx: TTestContext;
  let owner: THeaders;
  let waiter: THeaders;
  let kitchen: THeaders;
  let main: number;
  let terrace: number;

  const call = (method: string, path: string, headers?: THeaders, body?: unknown) =>
    request(ctx.app, method, path, { headers, body });
  const benchRows = () => ctx.db.selectFrom('benches').selectAll().orderBy('id').execute();
  const newBench = async (name: string, extra: Record<string, unknown> = {}) => {
    const res = await call('POST', '/benches', owner, { name, seat_capacity: 4, branch_id: main, ...extra });
    expect(res.status, name).toBe(201);
    return (await json<TBenchDetail>(res)).data;
  };
  const addOrder = (benchId: number) =>
    ctx.db
      .insertInto('customer_orders')
      .values({
        status: 'SUBMITTED',
        bench_id: benchId,
        is_manual: 0,
        net: 100,
        taxes: 8,
        gross: 108,
        updated_at: '2025-03-01T10:00:00.000Z',
      })
      .execute();

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = (await createSignedInUser(ctx.deps, { roles: ['OWNER'], name: 'Olivia Owner' })).headers;
    waiter = (await createSignedInUser(ctx.deps, { roles: ['WAITER'] })).headers;
    kitchen = (await createSignedInUser(ctx.deps, { roles: ['KITCHEN'] })).headers;
    const branch = (name: string) =>
      ctx.db
        .insertInto('branches')
        .values({ name, updated_at: '2025-03-01T10:00:00.000Z' })
        .returning('id')
        .executeTakeFirstOrThrow();
    main = (await branch('Main')).id;
    terrace = (await branch('Terrace')).id;
  });
  afterAll(() => ctx.close());

  describe('POST /api/benches', () => {
    it('creates a table with a trimmed name, as the signed-in staff member', async () => {
      const res = await call('POST', '/benches', owner, {
        name: '  Window 1 ',
        seat_capacity: 2,
        branch_id: main,
      });
      expect(res.status).toBe(201);
      const body = await json<TBenchDetail>(res);
      expect(body.message).toBe('Table created');
      expect(body.data).toMatchObject({
        name: 'Window 1',
        seat_capacity: 2,
        branch_id: main,
        branch: { id: main, name: 'Main' },
        active: true,
        archived: false,
        order_count: 0,
      });
      const row = await ctx.db
        .selectFrom('benches')
        .selectAll()
        .where('id', '=', body.data.id)
        .executeTakeFirstOrThrow();
      expect(row.created_by_name).toBe('Olivia Owner');
    });

    it('allows no seats and no branch; an archived table is created inactive', async () => {
      expect(await newBench('Bar stool', { seat_capacity: null, branch_id: null })).toMatchObject({
        seat_capacity: null,
        branch: null,
      });
      expect(await newBench('Old corner', { archived: true, active: true })).toMatchObject({
        active: false,
        archived: true,
      });
    });

    it('refuses a name already used in the branch, ignoring case, with 409; other branches may reuse it', async () => {
      const before = await benchRows();
      const res = await call('POST', '/benches', owner, { name: 'WINDOW 1', branch_id: main });
      expect(res.status).toBe(409);
      const body = await json(res);
      expect(body.message).toBe('A table named "Window 1" already exists in this branch');
      expect(body.errors).toHaveProperty('name');
      expect(await benchRows()).toEqual(before);
      expect((await newBench('window 1', { branch_id: terrace })).branch_id).toBe(terrace);
    });

    it('rejects bad input with 400 and field errors, writing nothing', async () => {
      const before = await benchRows();
      for (const [payload, field] of [
        [{}, 'name'],
        [{ name: '   ' }, 'name'],
        [{ name: 'x'.repeat(61) }, 'name'],
        [{ name: 42 }, 'name'],
        [{ name: 'A', seat_capacity: 0 }, 'seat_capacity'],
        [{ name: 'A', seat_capacity: 100 }, 'seat_capacity'],
        [{ name: 'A', seat_capacity: 2.5 }, 'seat_capacity'],
        [{ name: 'A', seat_capacity: '4' }, 'seat_capacity'],
        [{ name: 'A', branch_id: 'main' }, 'branch_id'],
        [{ name: 'A', branch_id: 999 }, 'branch_id'],
        [{ name: 'A', branch_id: 2147483648 }, 'branch_id'],
        [{ name: 'A', active: 'yes' }, 'active'],
      ] as const) {
        const res = await call('POST', '/benches', owner, payload);
        expect(res.status, JSON.stringify(payload)).toBe(400);
        expect((await json(res)).errors, JSON.stringify(payload)).toHaveProperty(field);
      }
      const malformed = await call('POST', '/benches', owner, '{"name":');
      expect(malformed.status).toBe(400);
      expect(await benchRows()).toEqual(before);
    });
  });

  describe('GET and PUT /api/benches/:id', () => {
    it('reads the admin view with the order count', async () => {
      const bench = await newBench('Booth 1');
      await addOrder(bench.id);
      const res = await call('GET', `/benches/${bench.id}`, waiter);
      expect(res.status).toBe(200);
      expect((await json<TBenchDetail>(res)).data).toMatchObject({
        id: bench.id,
        name: 'Booth 1',
        order_count: 1,
      });
      expect((await call('GET', '/benches/99999', owner)).status).toBe(404);
      expect((await call('GET', '/benches/abc', owner)).status).toBe(400);
    });

    it('replaces name, seats and branch; keeps its own name; refuses a clash', async () => {
      const bench = await newBench('Booth 2');
      const same = await call('PUT', `/benches/${bench.id}`, owner, {
        name: 'booth 2',
        seat_capacity: 6,
        branch_id: main,
      });
      expect(same.status).toBe(200);
      const body = await json<TBenchDetail>(same);
      expect(body.message).toBe('Table updated');
      expect(body.data).toMatchObject({ name: 'booth 2', seat_capacity: 6, active: true });

      const moved = await call('PUT', `/benches/${bench.id}`, owner, {
        name: 'Patio',
        seat_capacity: null,
        branch_id: terrace,
      });
      expect((await json<TBenchDetail>(moved)).data).toMatchObject({
        name: 'Patio',
        seat_capacity: null,
        branch_id: terrace,
      });

      const before = await benchRows();
      const clash = await call('PUT', `/benches/${bench.id}`, owner, {
        name: 'Window 1',
        branch_id: terrace,
      });
      expect(clash.status).toBe(409);
      const bad = await call('PUT', `/benches/${bench.id}`, owner, { name: '', seat_capacity: 4 });
      expect(bad.status).toBe(400);
      expect(await benchRows()).toEqual(before);
      expect((await call('PUT', '/benches/99999', owner, { name: 'Ghost' })).status).toBe(404);
    });
  });

  describe('active, archive and unarchive', () => {
    it('toggles active and says which way', async () => {
      const bench = await newBench('Toggle me');
      const off = await call('PATCH', `/benches/${bench.id}/toggle-active`, owner);
      expect(off.status).toBe(200);
      const offBody = await json<TBenchDetail>(off);
      expect(offBody.message).toBe('Table is now inactive');
      expect(offBody.data.active).toBe(false);
      const on = await json<TBenchDetail>(await call('PATCH', `/benches/${bench.id}/toggle-active`, owner));
      expect(on.message).toBe('Table is now active');
      expect(on.data.active).toBe(true);
    });

    it('archives (archived true, active false) and guests can no longer order there', async () => {
      const bench = await newBench('Archive me');
      const validate = async () =>
        (await json<{ valid: boolean }>(await call('GET', `/tables/${bench.id}/validate`))).data.valid;
      expect(await validate()).toBe(true);

      const res = await call('POST', `/benches/${bench.id}/archive`, owner);
      expect(res.status).toBe(200);
      expect((await json<TBenchDetail>(res)).data).toMatchObject({ active: false, archived: true });
      expect(await validate()).toBe(false);
      // An archived table cannot be switched on; it must be unarchived first.
      const toggle = await call('PATCH', `/benches/${bench.id}/toggle-active`, owner);
      expect(toggle.status).toBe(409);
      expect((await json(toggle)).message).toBe('Table "Archive me" is archived; unarchive it first');

      const again = await call('POST', `/benches/${bench.id}/archive`, owner);
      expect(again.status).toBe(200);

      const kept = await call('POST', `/benches/${bench.id}/unarchive`, owner);
      expect((await json<TBenchDetail>(kept)).data).toMatchObject({ active: false, archived: false });
      expect(await validate()).toBe(false);

      await call('POST', `/benches/${bench.id}/archive`, owner);
      const back = await call('POST', `/benches/${bench.id}/unarchive`, owner, { reactivate: true });
      expect((await json<TBenchDetail>(back)).data).toMatchObject({ active: true, archived: false });
      expect(await validate()).toBe(true);
    });

    it('rejects a bad reactivate flag and unknown tables', async () => {
      const bench = await newBench('Flags');
      const res = await call('POST', `/benches/${bench.id}/unarchive`, owner, { reactivate: 'yes' });
      expect(res.status).toBe(400);
      expect((await json(res)).errors).toHaveProperty('reactivate');
      for (const path of ['/benches/99999/archive', '/benches/99999/unarchive']) {
        expect((await call('POST', path, owner)).status, path).toBe(404);
      }
      expect((await call('PATCH', '/benches/99999/toggle-active', owner)).status).toBe(404);
    });
  });

  describe('deleting', () => {
    it('deletes a table without orders', async () => {
      const bench = await newBench('Delete me');
      const res = await call('DELETE', `/benches/${bench.id}`, owner);
      expect(res.status).toBe(200);
      expect((await json<TBenchBulkDeleteResult>(res)).data).toEqual({ deleted: [bench.id] });
      expect((await call('GET', `/benches/${bench.id}`, owner)).status).toBe(404);
      expect((await call('DELETE', `/benches/${bench.id}`, owner)).status).toBe(404);
    });

    it('refuses a table with orders (409, archive instead) and the orders keep it', async () => {
      const bench = await newBench('Busy');
      await addOrder(bench.id);
      const res = await call('DELETE', `/benches/${bench.id}`, owner);
      expect(res.status).toBe(409);
      expect((await json(res)).message).toBe(
        'Table "Busy" has orders and cannot be deleted; archive it instead',
      );
      expect((await call('GET', `/benches/${bench.id}`, owner)).status).toBe(200);
    });

    it('bulk-deletes all or nothing', async () => {
      const a = await newBench('Bulk A');
      const b = await newBench('Bulk B');
      const busy = await newBench('Bulk busy');
      await addOrder(busy.id);

      const before = await benchRows();
      const refused = await call('POST', '/benches/bulk-delete', owner, { ids: [a.id, busy.id, b.id] });
      expect(refused.status).toBe(409);
      const body = await json(refused);
      expect(body.message).toBe('Table "Bulk busy" has orders and cannot be deleted; archive it instead');
      expect(body.errors?.ids).toEqual(['"Bulk busy" has 1 orders']);
      const unknown = await call('POST', '/benches/bulk-delete', owner, { ids: [a.id, 99998, 99999] });
      expect(unknown.status).toBe(404);
      expect((await json(unknown)).message).toBe('Tables 99998, 99999 not found');
      for (const payload of [
        {},
        { ids: [] },
        { ids: 'all' },
        { ids: [0] },
        { ids: ['1'] },
        { ids: [2147483648] },
      ]) {
        expect(
          (await call('POST', '/benches/bulk-delete', owner, payload)).status,
          JSON.stringify(payload),
        ).toBe(400);
      }
      expect(await benchRows()).toEqual(before);

      const res = await call('POST', '/benches/bulk-delete', owner, { ids: [a.id, b.id, a.id] });
      expect(res.status).toBe(200);
      expect((await json<TBenchBulkDeleteResult>(res)).data).toEqual({ deleted: [a.id, b.id] });
      expect((await benchRows()).length).toBe(before.length - 2);
    });
  });

  describe('the public list and QR settings', () => {
    it('keeps the public list to public fields, filtered by active and archived', async () => {
      const list = (await json<TBench[]>(await call('GET', '/benches?archived=true'))).data;
      expect(list.length).toBeGreaterThan(0);
      for (const bench of list) {
        expect(Object.keys(bench).sort()).toEqual([
          'active',
          'archived',
          'branch_id',
          'id',
          'name',
          'seat_capacity',
        ]);
        expect(bench.archived).toBe(true);
      }
      const active = (await json<TBench[]>(await call('GET', '/benches?active=true'))).data;
      expect(active.every((bench) => bench.active)).toBe(true);
    });

    it('answers the public address from the configuration, without a trailing slash', async () => {
      const get = async () =>
        (await json<TTableQrSettings>(await call('GET', '/tables/qr-settings', waiter))).data;
      expect(await get()).toEqual({ public_url: '' });
      await ctx.db
        .insertInto('config_settings')
        .values({
          key: 'BRANDING.PUBLIC_URL',
          group_name: 'BRANDING',
          type: 'URL',
          value: 'https://cafe.example/',
          default_value: '',
          sort_order: 0,
          updated_at: '2025-03-01T10:00:00.000Z',
        })
        .execute();
      // As a configuration write would: the settings cache hears of the change.
      ctx.deps.events.publish({ type: 'config.changed', keys: ['BRANDING.PUBLIC_URL'] });
      expect(await get()).toEqual({ public_url: 'https://cafe.example' });
    });
  });

  describe('permissions', () => {
    it('answers 401 signed out and 403 without the permission, writing nothing', async () => {
      const bench = await newBench('Guarded');
      const before = await benchRows();
      const writes: Array<[string, string, unknown?]> = [
        ['POST', '/benches', { name: 'Sneaky' }],
        ['PUT', `/benches/${bench.id}`, { name: 'Sneaky' }],
        ['DELETE', `/benches/${bench.id}`],
        ['POST', '/benches/bulk-delete', { ids: [bench.id] }],
        ['PATCH', `/benches/${bench.id}/toggle-active`],
        ['POST', `/benches/${bench.id}/archive`],
        ['POST', `/benches/${bench.id}/unarchive`, { reactivate: true }],
      ];
      for (const [method, path, body] of writes) {
        expect((await call(method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
        expect((await call(method, path, waiter, body)).status, `${method} ${path}`).toBe(403);
        expect((await call(method, path, kitchen, body)).status, `${method} ${path}`).toBe(403);
      }
      expect(await benchRows()).toEqual(before);

      expect((await call('GET', `/benches/${bench.id}`)).status).toBe(401);
      expect((await call('GET', `/benches/${bench.id}`, kitchen)).status).toBe(403);
      expect((await call('GET', '/tables/qr-settings')).status).toBe(401);
      expect((await call('GET', '/tables/qr-settings', kitchen)).status).toBe(403);
    });
  });
});
