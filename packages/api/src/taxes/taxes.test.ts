import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { json, request } from '../test/http.ts';
import { seedForTests } from '../test/seed-for-tests.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';
import type { TTax } from './taxes.repository.ts';

describe('GET /api/taxes', () => {
  let ctx: TTestContext;
  let headers: { Authorization: string };

  beforeAll(async () => {
    ctx = await createTestContext();
    await seedForTests(ctx);
    await ctx.db.updateTable('taxes').set({ is_active: 0 }).where('name', '=', 'Service Tax').execute();
    headers = (await createSignedInUser(ctx.deps, { roles: ['KITCHEN'] })).headers;
  });
  afterAll(() => ctx.close());

  const get = (path: string) => request(ctx.app, 'GET', path, { headers });

  it('lists the taxes with their rate in percent, to anyone in the admin area', async () => {
    const res = await get('/api/taxes');
    expect(res.status).toBe(200);
    expect((await json<TTax[]>(res)).data).toEqual([
      { id: 1, name: 'Sales Tax', value: 8, is_active: true },
      { id: 2, name: 'VAT', value: 20, is_active: true },
      { id: 3, name: 'Service Tax', value: 10, is_active: false },
    ]);
  });

  it('lists only the active ones on /active, and one by id', async () => {
    const active = (await json<TTax[]>(await get('/api/taxes/active'))).data;
    expect(active.map((tax) => tax.name)).toEqual(['Sales Tax', 'VAT']);
    expect((await json<TTax>(await get('/api/taxes/2'))).data).toMatchObject({ name: 'VAT', value: 20 });
    expect((await get('/api/taxes/99')).status).toBe(404);
    expect((await get('/api/taxes/abc')).status).toBe(400);
  });

  it('filters and pages like every list', async () => {
    const page = (
      await json<{ content: TTax[]; total_elements: number }>(
        await get('/api/taxes?is_active=false&page=0&size=5'),
      )
    ).data;
    expect(page.total_elements).toBe(1);
    expect(page.content[0]?.name).toBe('Service Tax');
  });

  it('answers 401 without a sign-in', async () => {
    expect((await request(ctx.app, 'GET', '/api/taxes')).status).toBe(401);
  });
});
