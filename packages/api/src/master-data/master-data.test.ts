import type { TPage } from '@tableside/shared/envelope';
import type { TMasterDataKind, TMasterDataRecord } from '@tableside/shared/master-data.schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { json, request } from '../test/http.ts';
import { seedForTests } from '../test/seed-for-tests.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';

type THeaders = { Authorization: string };
type TBody = Record<string, unknown>;

/**
 * Every call of every kind, on the seeded reference data (spec admin 9): list, search, active, one,
 * add, change, switch, delete, with bad input and permissions. The rules particular to a kind are in
 * taxes.test.ts and master-data-rules.test.ts.
 */
type TCase = {
  kind: TMasterDataKind;
  noun: string;
  /** A seeded record and a search that finds it. */
  seeded: { name: string; search: string };
  create: TBody;
  /** `create` as stored: trimmed, codes in their standard's case. */
  stored: TBody;
  change: TBody;
  /** Bad input and the fields its 400 names. */
  bad: { body: TBody; fields: string[] };
  /** Input whose unique key (code, or a tax's name) a seeded record holds, in another case. */
  duplicate: { body: TBody; field: string };
};

const CASES: TCase[] = [
  {
    kind: 'languages',
    noun: 'language',
    seeded: { name: 'German', search: 'GERM' },
    create: { name: '  Italian ', code: ' IT ' },
    stored: { name: 'Italian', code: 'it' },
    change: { name: 'Italiano', code: 'it' },
    bad: { body: { name: '', code: 'ita' }, fields: ['name', 'code'] },
    duplicate: { body: { name: 'Deutsch', code: 'DE' }, field: 'code' },
  },
  {
    kind: 'currencies',
    noun: 'currency',
    seeded: { name: 'US Dollar', search: 'DOLL' },
    create: { name: 'Swiss Franc', code: 'chf', symbol: ' Fr. ' },
    stored: { name: 'Swiss Franc', code: 'CHF', symbol: 'Fr.' },
    change: { name: 'Swiss franc', code: 'CHF', symbol: null },
    bad: { body: { name: 'Franc', code: 'CH1', symbol: 'FRANCS' }, fields: ['code', 'symbol'] },
    duplicate: { body: { name: 'Dollar', code: 'usd' }, field: 'code' },
  },
  {
    kind: 'taxes',
    noun: 'tax',
    seeded: { name: 'VAT', search: 'va' },
    create: { name: 'Reduced VAT', value: 7 },
    stored: { name: 'Reduced VAT', value: 7 },
    change: { name: 'Reduced VAT', value: 7.25 },
    bad: { body: { name: 'Luxury', value: 100.5 }, fields: ['value'] },
    duplicate: { body: { name: 'sales tax', value: 5 }, field: 'name' },
  },
  {
    kind: 'countries',
    noun: 'country',
    seeded: { name: 'Japan', search: 'jp' },
    create: { name: 'Italy', code: 'it' },
    stored: { name: 'Italy', code: 'IT' },
    change: { name: 'Italia', code: 'IT' },
    bad: { body: { code: 'ITA' }, fields: ['name', 'code'] },
    duplicate: { body: { name: 'Deutschland', code: 'de' }, field: 'code' },
  },
  {
    kind: 'units',
    noun: 'unit',
    seeded: { name: 'Kilogram', search: 'kilo' },
    create: { name: 'Cup', code: ' cup ' },
    stored: { name: 'Cup', code: 'cup', system: null },
    change: { name: 'Cup', code: 'cup', system: 'IMPERIAL' },
    bad: { body: { name: 'Stone', code: 'stone-weight', system: 'SI' }, fields: ['code', 'system'] },
    duplicate: { body: { name: 'Gramme', code: 'G' }, field: 'code' },
  },
  {
    kind: 'banks',
    noun: 'bank',
    seeded: { name: 'Barclays', search: 'barc' },
    create: { name: 'UBS', code: 'ubsw chzh 80a', country_code: 'ch' },
    stored: { name: 'UBS', code: 'UBSWCHZH80A', country_code: 'CH' },
    change: { name: 'UBS Switzerland', code: 'UBSWCHZH80A', country_code: null },
    bad: { body: { name: 'Mini bank', code: 'MINI', country_code: 'CHE' }, fields: ['code', 'country_code'] },
    duplicate: { body: { name: 'Deutsche', code: 'deutdeff' }, field: 'code' },
  },
];

describe('master data', () => {
  let ctx: TTestContext;
  let manager: THeaders;
  let kitchen: THeaders;

  const call = (method: string, path: string, headers?: THeaders, body?: unknown) =>
    request(ctx.app, method, path, { headers, body });
  const rowCount = async (kind: TMasterDataKind) => {
    const row = await ctx.db
      .selectFrom(kind)
      .select(sql<number | string>`count(*)`.as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    await seedForTests(ctx);
    manager = (await createSignedInUser(ctx.deps, { roles: ['MANAGER'], name: 'Mia Manager' })).headers;
    kitchen = (await createSignedInUser(ctx.deps, { roles: ['KITCHEN'] })).headers;
  });
  afterAll(() => ctx.close());

  describe.each(CASES)('/api/$kind', (c) => {
    const path = `/${c.kind}`;
    const add = async (body: TBody) => {
      const res = await call('POST', path, manager, body);
      expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
      return (await json<TMasterDataRecord>(res)).data;
    };

    it('lists the seeded records by name, finds them, pages and filters', async () => {
      const all = (await json<TMasterDataRecord[]>(await call('GET', path, kitchen))).data;
      expect(all.length).toBeGreaterThanOrEqual(3);
      expect(all.every((record) => record.is_active)).toBe(true);
      if (c.kind !== 'units') {
        const names = all.map((record) => record.name.toLowerCase());
        expect(names).toEqual([...names].sort());
      }

      const found = await call('GET', `${path}?search=${c.seeded.search}&page=0&size=5`, kitchen);
      expect(found.status).toBe(200);
      const page = (await json<TPage<TMasterDataRecord>>(found)).data;
      expect(page.content.map((record) => record.name)).toContain(c.seeded.name);
      expect(page.page_size).toBe(5);

      const searched = await call('GET', `${path}/search?q=${c.seeded.search}`, kitchen);
      expect((await json<TMasterDataRecord[]>(searched)).data.map((record) => record.name)).toContain(
        c.seeded.name,
      );
      expect((await call('GET', `${path}/search`, kitchen)).status).toBe(400);
      const named = await call('GET', `${path}?name_like=${c.seeded.name.slice(1, 4)}`, kitchen);
      expect((await json<TMasterDataRecord[]>(named)).data.map((record) => record.name)).toContain(
        c.seeded.name,
      );
      const unknown = await call('GET', `${path}?colour=red`, kitchen);
      expect(unknown.status).toBe(400);
      expect((await json(unknown)).errors).toHaveProperty('colour');
    });

    it('adds a record as the signed-in staff member, with an entry in the audit trail', async () => {
      const record = await add(c.create);
      expect(record).toMatchObject({ ...c.stored, is_active: true });
      expect((await json(await call('GET', `${path}/${record.id}`, kitchen))).data).toEqual(record);

      const row = await ctx.db
        .selectFrom(c.kind)
        .select(['created_by_name', 'updated_by_name'])
        .where('id', '=', record.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ created_by_name: 'Mia Manager', updated_by_name: 'Mia Manager' });
      const audit = await ctx.db
        .selectFrom('audit_log')
        .select(['action', 'actor_name', 'summary'])
        .where('entity_type', '=', c.noun)
        .where('entity_id', '=', String(record.id))
        .execute();
      expect(audit).toEqual([
        { action: `${c.noun}.created`, actor_name: 'Mia Manager', summary: expect.stringContaining('Added') },
      ]);

      // Active unless told otherwise.
      const parked = await add({ ...c.create, ...uniqueKey(c), is_active: false });
      expect(parked.is_active).toBe(false);
      expect((await call('DELETE', `${path}/${parked.id}`, manager)).status).toBe(200);
    });

    it('refuses bad input with a 400 naming each field, writing nothing', async () => {
      const before = await rowCount(c.kind);
      const res = await call('POST', path, manager, c.bad.body);
      expect(res.status).toBe(400);
      const body = await json(res);
      expect(Object.keys(body.errors ?? {}).sort()).toEqual([...c.bad.fields].sort());
      expect((await call('POST', path, manager, '{"name":')).status).toBe(400);
      expect((await call('PUT', `${path}/1`, manager, c.bad.body)).status).toBe(400);
      expect(await rowCount(c.kind)).toBe(before);
    });

    it('refuses a taken code (or tax name) in any case with a 409 naming the field', async () => {
      const before = await rowCount(c.kind);
      const res = await call('POST', path, manager, c.duplicate.body);
      expect(res.status).toBe(409);
      expect((await json(res)).errors).toHaveProperty(c.duplicate.field);
      expect(await rowCount(c.kind)).toBe(before);
    });

    it('changes a record and keeps is_active unless it is sent', async () => {
      const record = await add({ ...c.create, ...uniqueKey(c, 'x') });
      await call('PATCH', `${path}/${record.id}/toggle-active`, manager);
      const change = { ...c.change, ...uniqueKey(c, 'y') };
      const res = await call('PUT', `${path}/${record.id}`, manager, change);
      expect(res.status).toBe(200);
      const changed = (await json<TMasterDataRecord>(res)).data;
      expect(changed).toMatchObject({ name: change.name, is_active: false });
      const reactivated = await call('PUT', `${path}/${record.id}`, manager, { ...change, is_active: true });
      expect((await json<TMasterDataRecord>(reactivated)).data.is_active).toBe(true);

      // Its own key is no clash; another record's is.
      const all = (await json<TMasterDataRecord[]>(await call('GET', path, kitchen))).data;
      const other = all.find((entry) => entry.name === c.seeded.name);
      expect((await call('PUT', `${path}/${record.id}`, manager, change)).status).toBe(200);
      const clash = await call('PUT', `${path}/${other?.id}`, manager, change);
      expect(clash.status).toBe(409);
      expect((await json(clash)).errors).toHaveProperty(c.duplicate.field);
      expect((await call('PUT', `${path}/99999`, manager, change)).status).toBe(404);
      const actions = await ctx.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity_type', '=', c.noun)
        .where('entity_id', '=', String(record.id))
        .orderBy('id')
        .execute();
      expect(actions.map((entry) => entry.action)).toEqual([
        `${c.noun}.created`,
        `${c.noun}.deactivated`,
        `${c.noun}.updated`,
        `${c.noun}.updated`,
        `${c.noun}.updated`,
      ]);
    });

    it('switches a record off and on; /active leaves it out while it is off', async () => {
      const record = await add({ ...c.create, ...uniqueKey(c, 'z') });
      const off = await call('PATCH', `${path}/${record.id}/toggle-active`, manager);
      expect(off.status).toBe(200);
      expect((await json(off)).message).toMatch(/is now inactive$/);
      const active = (await json<TMasterDataRecord[]>(await call('GET', `${path}/active`, kitchen))).data;
      expect(active.map((entry) => entry.id)).not.toContain(record.id);
      const inactive = (
        await json<TMasterDataRecord[]>(await call('GET', `${path}?is_active=false`, kitchen))
      ).data;
      expect(inactive.map((entry) => entry.id)).toContain(record.id);
      const on = await call('PATCH', `${path}/${record.id}/toggle-active`, manager);
      expect((await json<TMasterDataRecord>(on)).data.is_active).toBe(true);
      expect((await call('PATCH', `${path}/99999/toggle-active`, manager)).status).toBe(404);
    });

    it('deletes a record', async () => {
      const record = await add({ ...c.create, ...uniqueKey(c, 'w') });
      const res = await call('DELETE', `${path}/${record.id}`, manager);
      expect(res.status).toBe(200);
      expect((await call('GET', `${path}/${record.id}`, kitchen)).status).toBe(404);
      expect((await call('DELETE', `${path}/${record.id}`, manager)).status).toBe(404);
      expect((await call('DELETE', `${path}/abc`, manager)).status).toBe(400);
      const audit = await ctx.db
        .selectFrom('audit_log')
        .select('before_json')
        .where('action', '=', `${c.noun}.deleted`)
        .where('entity_id', '=', String(record.id))
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.before_json ?? '{}')).toMatchObject({ id: record.id });
    });

    it('reads for anyone in the admin area; writes need master_data.manage', async () => {
      const before = await rowCount(c.kind);
      expect((await call('GET', path)).status).toBe(401);
      expect((await call('GET', `${path}/active`)).status).toBe(401);
      expect((await call('POST', path, undefined, c.create)).status).toBe(401);
      expect((await call('POST', path, kitchen, c.create)).status).toBe(403);
      expect((await call('PUT', `${path}/1`, kitchen, c.change)).status).toBe(403);
      expect((await call('PATCH', `${path}/1/toggle-active`, kitchen)).status).toBe(403);
      expect((await call('DELETE', `${path}/1`, kitchen)).status).toBe(403);
      expect(await rowCount(c.kind)).toBe(before);
    });
  });

  it('documents every call in /api/openapi.json', async () => {
    const doc = (await (await call('GET', '/openapi.json')).json()) as { paths: Record<string, object> };
    for (const { kind } of CASES) {
      for (const suffix of ['', '/active', '/search', '/{id}', '/{id}/toggle-active']) {
        expect(doc.paths, `${kind}${suffix}`).toHaveProperty([`/api/${kind}${suffix}`]);
      }
    }
  });
});

/** A unique key of its own for another record of the case's kind: `suffix` tells them apart. */
function uniqueKey(c: TCase, suffix = 'q'): TBody {
  switch (c.kind) {
    case 'languages':
      return { code: `q${suffix}` };
    case 'currencies':
      return { code: `QQ${suffix.toUpperCase()}` };
    case 'taxes':
      return { name: `Tax ${suffix}` };
    case 'countries':
      return { code: `Q${suffix.toUpperCase()}` };
    case 'units':
      return { code: `u-${suffix}` };
    case 'banks':
      return { code: `QQQQCH2${suffix.toUpperCase()}` };
  }
}
