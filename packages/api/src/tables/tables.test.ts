import type { TPage } from '@tableside/shared/envelope';
import type { TBench, TTableValidation } from '@tableside/shared/tables.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, request } from '../test/http.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';

const NOW = '2025-03-01T10:00:00.000Z';

describe('tables', () => {
  let ctx: TTestContext;
  const get = (path: string, token?: string) => request(ctx.app, 'GET', path, { token });

  beforeAll(async () => {
    ctx = await createTestContext({ now: NOW });
    const branch = await ctx.db
      .insertInto('branches')
      .values({ name: 'Main', updated_at: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bench = (
      name: string,
      seats: number | null,
      active: number,
      archived: number,
      branchId: number | null,
    ) => ({
      name,
      seat_capacity: seats,
      active,
      archived,
      branch_id: branchId,
      floor_x: 10,
      floor_shape: 'round',
      updated_at: NOW,
    });
    await ctx.db
      .insertInto('benches')
      .values([
        bench('Table 1', 4, 1, 0, branch.id),
        bench('Table 2', 2, 0, 0, branch.id),
        bench('Terrace 1', 6, 1, 1, branch.id),
        bench('Bar', null, 1, 0, null),
      ])
      .execute();
  });
  afterAll(() => ctx.close());

  describe('GET /api/benches', () => {
    it('lists every table publicly with only its public fields, booleans as booleans', async () => {
      const res = await get('/api/benches');
      expect(res.status).toBe(200);
      const body = await json<TBench[]>(res);
      expect(body.success).toBe(true);
      expect(body.data).toEqual([
        { id: 1, name: 'Table 1', seat_capacity: 4, branch_id: 1, active: true, archived: false },
        { id: 2, name: 'Table 2', seat_capacity: 2, branch_id: 1, active: false, archived: false },
        { id: 3, name: 'Terrace 1', seat_capacity: 6, branch_id: 1, active: true, archived: true },
        { id: 4, name: 'Bar', seat_capacity: null, branch_id: null, active: true, archived: false },
      ]);
    });

    it('filters by name, name_like, active, archived and branch_id', async () => {
      const names = async (query: string) =>
        (await json<TBench[]>(await get(`/api/benches?${query}`))).data.map((b) => b.name);
      expect(await names('name=Table%202')).toEqual(['Table 2']);
      expect(await names('name_like=table')).toEqual(['Table 1', 'Table 2']);
      expect(await names('active=false')).toEqual(['Table 2']);
      expect(await names('active=true&archived=false')).toEqual(['Table 1', 'Bar']);
      expect(await names('archived=1')).toEqual(['Terrace 1']);
      expect(await names('branch_id=1&sort=name,desc')).toEqual(['Terrace 1', 'Table 2', 'Table 1']);
      expect(await names('include=orders&name_like=bar')).toEqual(['Bar']);
    });

    it('answers a paged result when asked for a page', async () => {
      const body = await json<TPage<TBench>>(await get('/api/benches?page=1&size=3'));
      expect(body.data).toMatchObject({
        page_number: 1,
        page_size: 3,
        total_elements: 4,
        total_pages: 2,
        is_first: false,
        is_last: true,
        has_next: false,
        has_previous: true,
      });
      expect(body.data.content.map((b) => b.name)).toEqual(['Bar']);
    });

    it('rejects unknown and badly typed filters with 400 and field errors', async () => {
      for (const [query, field] of [
        ['active=maybe', 'active'],
        ['branch_id=one', 'branch_id'],
        ['floor_shape=round', 'floor_shape'],
        ['sort=created_by', 'sort'],
        ['page=-1', 'page'],
        ['size=0', 'size'],
      ] as const) {
        const res = await get(`/api/benches?${query}`);
        expect(res.status, query).toBe(400);
        const body = await json(res);
        expect(body.success).toBe(false);
        expect(body.errors, query).toHaveProperty(field);
      }
    });

    it('ignores a bad token on a public endpoint', async () => {
      expect((await get('/api/benches', 'not-a-token')).status).toBe(200);
    });
  });

  describe('GET /api/tables/:id/validate', () => {
    const validate = async (id: string) => {
      const res = await get(`/api/tables/${id}/validate`);
      return { status: res.status, body: await json<TTableValidation>(res) };
    };

    it('is valid for an active, unarchived table and names it', async () => {
      const { status, body } = await validate('1');
      expect(status).toBe(200);
      expect(body.data).toEqual({ valid: true, bench: { id: 1, name: 'Table 1', seat_capacity: 4 } });
    });

    it('is not valid for an inactive, archived or unknown table', async () => {
      for (const id of ['2', '3', '999', '0', '2147483647']) {
        const { status, body } = await validate(id);
        expect(status, id).toBe(200);
        expect(body.data, id).toEqual({ valid: false });
      }
    });

    it('rejects an id that is not a number with 400', async () => {
      for (const id of ['abc', '-1', '1.5', '1e3', '2147483648', '99999999999']) {
        const { status, body } = await validate(id);
        expect(status, id).toBe(400);
        expect(body.errors, id).toHaveProperty('id');
      }
    });
  });
});
