import type { TBranch } from '@tableside/shared/tables.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { json, request } from '../test/http.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';

type THeaders = { Authorization: string };

describe('branches', () => {
  let ctx: TTestContext;
  let owner: THeaders;
  let kitchen: THeaders;
  let waiter: THeaders;

  const call = (method: string, path: string, headers?: THeaders, body?: unknown) =>
    request(ctx.app, method, path, { headers, body });
  const rows = () => ctx.db.selectFrom('branches').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = (await createSignedInUser(ctx.deps, { roles: ['OWNER'] })).headers;
    kitchen = (await createSignedInUser(ctx.deps, { roles: ['KITCHEN'] })).headers;
    waiter = (await createSignedInUser(ctx.deps, { roles: ['WAITER'] })).headers;
  });
  afterAll(() => ctx.close());

  it('creates, reads, lists and replaces a branch', async () => {
    const res = await call('POST', '/branches', owner, { name: ' Downtown ', address: ' 1 Main St ' });
    expect(res.status).toBe(201);
    const branch = (await json<TBranch>(res)).data;
    expect(branch).toEqual({ id: branch.id, name: 'Downtown', address: '1 Main St' });

    expect((await json<TBranch>(await call('GET', `/branches/${branch.id}`, kitchen))).data).toEqual(branch);
    expect((await json<TBranch[]>(await call('GET', '/branches?name_like=down', waiter))).data).toEqual([
      branch,
    ]);

    const put = await call('PUT', `/branches/${branch.id}`, owner, { name: 'Downtown', address: '' });
    expect(put.status).toBe(200);
    expect((await json<TBranch>(put)).data).toEqual({ ...branch, address: null });
  });

  it('refuses a duplicate name (409) and bad input (400), writing nothing', async () => {
    await call('POST', '/branches', owner, { name: 'Harbour' });
    const before = await rows();
    const dup = await call('POST', '/branches', owner, { name: 'HARBOUR' });
    expect(dup.status).toBe(409);
    expect((await json(dup)).message).toBe('A branch named "Harbour" already exists');
    for (const payload of [{}, { name: '' }, { name: 'x'.repeat(101) }, { name: 'A', address: 5 }]) {
      expect((await call('POST', '/branches', owner, payload)).status, JSON.stringify(payload)).toBe(400);
    }
    expect((await call('PUT', '/branches/99999', owner, { name: 'Ghost' })).status).toBe(404);
    expect((await call('GET', '/branches/99999', owner)).status).toBe(404);
    expect(await rows()).toEqual(before);
  });

  it('needs sign-in to read and config.manage to write', async () => {
    const before = await rows();
    expect((await call('GET', '/branches')).status).toBe(401);
    expect((await call('POST', '/branches', undefined, { name: 'X' })).status).toBe(401);
    expect((await call('POST', '/branches', waiter, { name: 'X' })).status).toBe(403);
    expect((await call('PUT', `/branches/${before[0]?.id}`, kitchen, { name: 'X' })).status).toBe(403);
    expect(await rows()).toEqual(before);
  });
});
