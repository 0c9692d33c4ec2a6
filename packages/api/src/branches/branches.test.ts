import type { TBranch } from '@tableside/shared/tables.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { json, request } from '../test/http.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';

type THeaders = { Authorization: string };

const HOURS = 'MON:11:00-15:00|TUE:CLOSED';
const NOW = '2025-03-14T15:30:00.000Z';

describe('branches (locations)', () => {
  let ctx: TTestContext;
  let owner: THeaders;
  let kitchen: THeaders;
  let waiter: THeaders;

  const call = (method: string, path: string, headers?: THeaders, body?: unknown) =>
    request(ctx.app, method, path, { headers, body });
  const rows = () => ctx.db.selectFrom('branches').selectAll().orderBy('id').execute();
  const audit = (action: string) =>
    ctx.db.selectFrom('audit_log').select(['summary']).where('action', '=', action).execute();
  const add = async (body: Record<string, unknown>) =>
    (await json<TBranch>(await call('POST', '/branches', owner, body))).data;

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = (await createSignedInUser(ctx.deps, { roles: ['OWNER'] })).headers;
    kitchen = (await createSignedInUser(ctx.deps, { roles: ['KITCHEN'] })).headers;
    waiter = (await createSignedInUser(ctx.deps, { roles: ['WAITER'] })).headers;
  });
  afterAll(() => ctx.close());

  it('creates, reads, lists and replaces a location', async () => {
    const res = await call('POST', '/branches', owner, {
      name: ' Downtown ',
      address: ' 1 Main St ',
      phone: ' +1 (555) 010-2030 ',
      opening_hours: HOURS,
    });
    expect(res.status).toBe(201);
    const branch = (await json<TBranch>(res)).data;
    expect(branch).toEqual({
      id: branch.id,
      name: 'Downtown',
      address: '1 Main St',
      phone: '+1 (555) 010-2030',
      opening_hours: HOURS,
      archived: false,
      tables_count: 0,
    });
    expect(await audit('branch.created')).toEqual([{ summary: 'Location "Downtown" added' }]);

    expect((await json<TBranch>(await call('GET', `/branches/${branch.id}`, kitchen))).data).toEqual(branch);
    expect((await json<TBranch[]>(await call('GET', '/branches?name_like=down', waiter))).data).toEqual([
      branch,
    ]);

    const put = await call('PUT', `/branches/${branch.id}`, owner, { name: 'Downtown', address: '' });
    expect(put.status).toBe(200);
    expect((await json<TBranch>(put)).data).toEqual({
      ...branch,
      address: null,
      phone: null,
      opening_hours: null,
    });
  });

  it('counts tables and filters by archived', async () => {
    const branch = await add({ name: 'Counted' });
    await ctx.db
      .insertInto('benches')
      .values([
        { name: 'A', branch_id: branch.id, active: 1, archived: 0, updated_at: NOW },
        { name: 'B', branch_id: branch.id, active: 0, archived: 1, updated_at: NOW },
        { name: 'C', branch_id: branch.id, active: 0, archived: 0, updated_at: NOW },
      ])
      .execute();
    // Issue 41: the counted tables, as Tables and the floor plan count them: A and C, not archived B.
    expect((await json<TBranch>(await call('GET', `/branches/${branch.id}`, owner))).data.tables_count).toBe(
      2,
    );
    await call('POST', `/branches/${branch.id}/archive`, owner);
    const archived = (await json<TBranch[]>(await call('GET', '/branches?archived=true', owner))).data;
    expect(archived.map((b) => b.name)).toEqual(['Counted']);
  });

  it('refuses a duplicate name (409) and bad input (400), writing nothing', async () => {
    await add({ name: 'Harbour' });
    const before = await rows();
    const dup = await call('POST', '/branches', owner, { name: 'HARBOUR' });
    expect(dup.status).toBe(409);
    expect((await json(dup)).message).toBe('A location named "Harbour" already exists');
    const bad = [
      {},
      { name: '' },
      { name: 'x'.repeat(101) },
      { name: 'A', address: 5 },
      { name: 'A', phone: 'call us' },
      { name: 'A', phone: '1'.repeat(41) },
      { name: 'A', opening_hours: 'MON:25:00-26:00' },
      { name: 'A', opening_hours: 'someday' },
    ];
    for (const payload of bad) {
      expect((await call('POST', '/branches', owner, payload)).status, JSON.stringify(payload)).toBe(400);
    }
    const hours = await call('POST', '/branches', owner, { name: 'A', opening_hours: 'FOO:09:00-10:00' });
    expect((await json(hours)).errors).toEqual({ opening_hours: ["Unknown weekday 'FOO'"] });
    expect((await call('PUT', '/branches/99999', owner, { name: 'Ghost' })).status).toBe(404);
    expect((await call('GET', '/branches/99999', owner)).status).toBe(404);
    expect((await call('DELETE', '/branches/99999', owner)).status).toBe(404);
    expect((await call('POST', '/branches/99999/archive', owner)).status).toBe(404);
    expect((await call('GET', '/branches/abc', owner)).status).toBe(400);
    expect(await rows()).toEqual(before);
  });

  it('archives and unarchives; archiving twice changes nothing', async () => {
    const branch = await add({ name: 'Seasonal' });
    const archived = await call('POST', `/branches/${branch.id}/archive`, owner);
    expect(archived.status).toBe(200);
    expect((await json<TBranch>(archived)).data.archived).toBe(true);
    expect((await call('POST', `/branches/${branch.id}/archive`, owner)).status).toBe(200);
    expect(await audit('branch.archived')).toHaveLength(2); // 'Counted' above and this one
    const back = await call('POST', `/branches/${branch.id}/unarchive`, owner);
    expect((await json<TBranch>(back)).data.archived).toBe(false);
  });

  it('deletes an unused location and refuses one with tables, orders or categories', async () => {
    const unused = await add({ name: 'Pop-up' });
    const del = await call('DELETE', `/branches/${unused.id}`, owner);
    expect(del.status).toBe(200);
    expect((await json(del)).message).toBe('Location deleted');
    expect((await call('GET', `/branches/${unused.id}`, owner)).status).toBe(404);
    expect(await audit('branch.deleted')).toEqual([{ summary: 'Location "Pop-up" deleted' }]);

    const busy = await add({ name: 'Busy' });
    const { id: benchId } = await ctx.db
      .insertInto('benches')
      .values({ name: 'T1', branch_id: busy.id, active: 1, archived: 0, updated_at: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('customer_orders')
      .values({
        bench_id: benchId,
        status: 'SUBMITTED',
        is_manual: 0,
        net: 0,
        taxes: 0,
        gross: 0,
        updated_at: NOW,
      })
      .execute();
    const refused = await call('DELETE', `/branches/${busy.id}`, owner);
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe(
      'Location "Busy" has 1 table and 1 order and cannot be deleted; archive it instead',
    );

    const menu = await add({ name: 'Menu only' });
    await ctx.db
      .insertInto('menu_categories')
      .values({
        name: 'Local',
        branch_id: menu.id,
        sort_order: 0,
        is_available: 1,
        is_visible: 1,
        updated_at: NOW,
      })
      .execute();
    const withCategory = await call('DELETE', `/branches/${menu.id}`, owner);
    expect(withCategory.status).toBe(409);
    expect((await json(withCategory)).message).toContain('has 1 menu category');
    expect((await rows()).map((row) => row.name)).toContain('Busy');
  });

  it('needs sign-in to read and config.manage to write', async () => {
    const before = await rows();
    const id = before[0]?.id;
    expect((await call('GET', '/branches')).status).toBe(401);
    expect((await call('POST', '/branches', undefined, { name: 'X' })).status).toBe(401);
    expect((await call('POST', '/branches', waiter, { name: 'X' })).status).toBe(403);
    expect((await call('PUT', `/branches/${id}`, kitchen, { name: 'X' })).status).toBe(403);
    expect((await call('DELETE', `/branches/${id}`, waiter)).status).toBe(403);
    expect((await call('POST', `/branches/${id}/archive`, kitchen)).status).toBe(403);
    expect((await call('POST', `/branches/${id}/unarchive`, undefined)).status).toBe(401);
    expect(await rows()).toEqual(before);
  });
});
