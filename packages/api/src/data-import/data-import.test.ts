import type {
  TImportApplied,
  TImportEntityInfo,
  TImportOutcome,
  TImportPreview,
} from '@tableside/shared/data-import.schemas';
import type { TMasterDataKind } from '@tableside/shared/master-data.schemas';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { json, request } from '../test/http.ts';
import { seedForTests } from '../test/seed-for-tests.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';

type THeaders = { Authorization: string };

/**
 * spec admin 7 "Import and enums" and decision 0020: the defaults per entity and all at once, and a
 * file's rows previewed and applied all or nothing, with bad input and permissions.
 */
describe('data import', () => {
  let ctx: TTestContext;
  let manager: THeaders;
  let kitchen: THeaders;

  const call = (method: string, path: string, headers?: THeaders, body?: unknown) =>
    request(ctx.app, method, `/admin/import${path}`, { headers, body });
  const codes = async (kind: TMasterDataKind, column: 'code' | 'name' = 'code') =>
    (await ctx.db.selectFrom(kind).select(column).orderBy(column).execute()).map((row) =>
      String(Object.values(row)[0]),
    );
  const auditCount = async () => {
    const row = await ctx.db
      .selectFrom('audit_log')
      .select(sql<number | string>`count(*)`.as('total'))
      .where('action', 'like', 'import.%')
      .executeTakeFirstOrThrow();
    return Number(row.total);
  };
  const deleteCurrency = (code: string) => ctx.db.deleteFrom('currencies').where('code', '=', code).execute();

  beforeAll(async () => {
    ctx = await createTestContext();
    await seedForTests(ctx);
    manager = (await createSignedInUser(ctx.deps, { roles: ['MANAGER'], name: 'Mia Manager' })).headers;
    kitchen = (await createSignedInUser(ctx.deps, { roles: ['KITCHEN'] })).headers;
  });
  afterAll(() => ctx.close());

  describe('defaults', () => {
    beforeEach(async () => {
      // Every test starts from the seeded defaults.
      await call('POST', '/all', manager);
    });

    it('lists the six entities with their rows and missing defaults', async () => {
      await deleteCurrency('JPY');
      const res = await call('GET', '/available-entities', manager);
      expect(res.status).toBe(200);
      const infos = (await json<TImportEntityInfo[]>(res)).data;
      expect(infos.map((info) => info.entity)).toEqual([
        'languages',
        'currencies',
        'taxes',
        'countries',
        'units',
        'banks',
      ]);
      expect(infos.find((info) => info.entity === 'currencies')).toEqual({
        entity: 'currencies',
        count: 3,
        defaults: 4,
        missing: 1,
      });
      expect(infos.find((info) => info.entity === 'taxes')).toMatchObject({ defaults: 3, missing: 0 });
    });

    it('adds the missing defaults once: importing twice adds nothing, and edits are kept', async () => {
      await deleteCurrency('JPY');
      await ctx.db
        .updateTable('currencies')
        .set({ name: 'Euro (our name)' })
        .where('code', '=', 'EUR')
        .execute();
      const before = await auditCount();

      const first = await call('POST', '/currencies', manager);
      expect(first.status).toBe(200);
      expect((await json<TImportOutcome>(first)).data).toEqual({
        entity: 'currencies',
        imported: { added: 1, existing: 3 },
      });
      const second = await call('POST', '/currencies', manager);
      expect((await json<TImportOutcome>(second)).data).toEqual({
        entity: 'currencies',
        imported: { added: 0, existing: 4 },
      });

      expect(await codes('currencies')).toEqual(['EUR', 'GBP', 'JPY', 'USD']);
      const euro = await ctx.db
        .selectFrom('currencies')
        .selectAll()
        .where('code', '=', 'EUR')
        .executeTakeFirst();
      expect(euro?.name).toBe('Euro (our name)');
      const yen = await ctx.db
        .selectFrom('currencies')
        .selectAll()
        .where('code', '=', 'JPY')
        .executeTakeFirst();
      expect(yen).toMatchObject({
        name: 'Japanese Yen',
        symbol: '¥',
        is_active: 1,
        created_by_name: 'Mia Manager',
      });
      // One entry for the import that added something, none for the one that did not.
      expect(await auditCount()).toBe(before + 1);
    });

    it('imports taxes with their rates in percent, matched by name', async () => {
      await ctx.db.deleteFrom('taxes').where('name', '=', 'Service Tax').execute();
      const res = await call('POST', '/taxes', manager);
      expect((await json<TImportOutcome>(res)).data.imported).toEqual({ added: 1, existing: 2 });
      const tax = await ctx.db
        .selectFrom('taxes')
        .selectAll()
        .where('name', '=', 'Service Tax')
        .executeTakeFirst();
      expect(tax?.value).toBe(1000);
    });

    it('imports all entities in turn, countries before the banks that name them', async () => {
      await ctx.db.deleteFrom('banks').where('country_code', '=', 'DE').execute();
      await ctx.db.deleteFrom('countries').where('code', '=', 'DE').execute();
      await ctx.db.deleteFrom('languages').where('code', '=', 'fr').execute();

      const res = await call('POST', '/all', manager);
      expect(res.status).toBe(200);
      const outcomes = (await json<TImportOutcome[]>(res)).data;
      expect(outcomes).toEqual([
        { entity: 'languages', imported: { added: 1, existing: 3 } },
        { entity: 'currencies', imported: { added: 0, existing: 4 } },
        { entity: 'taxes', imported: { added: 0, existing: 3 } },
        { entity: 'countries', imported: { added: 1, existing: 7 } },
        { entity: 'units', imported: { added: 0, existing: 8 } },
        { entity: 'banks', imported: { added: 2, existing: 2 } },
      ]);
    });

    it('answers an error for a default the rules refuse, and adds nothing of that entity', async () => {
      await ctx.db.deleteFrom('banks').execute();
      await ctx.db.deleteFrom('countries').where('code', '=', 'GB').execute();

      const res = await call('POST', '/banks', manager);
      expect(res.status).toBe(400);
      const body = await json<TImportOutcome>(res);
      expect(body.data).toEqual({ entity: 'banks', error: expect.stringContaining('Unknown country: GB') });
      expect(body.message).toContain('BARCGB22');
      expect(await codes('banks')).toEqual([]);
    });

    // Issue 41/42: a body on the defaults' calls used to be ignored (the defaults were imported).
    it('refuses a body on the defaults calls, writing nothing; without one it imports the defaults', async () => {
      await deleteCurrency('JPY');
      await deleteCurrency('CHF');
      const before = await auditCount();
      const rows = [{ name: 'Swiss Franc', code: 'CHF', symbol: 'Fr.' }];
      for (const path of ['/currencies', '/all']) {
        const withRows = await call('POST', path, manager, rows);
        expect(withRows.status, `${path} with rows`).toBe(400);
        const body = await json(withRows);
        expect(body.message).toContain('takes no body');
        expect(body.message).toContain('/preview');
        expect(body.errors).toHaveProperty('body');

        const plain = await ctx.app.request(`/api/admin/import${path}`, {
          method: 'POST',
          headers: { ...manager, 'Content-Type': 'text/plain' },
          body: 'name,code\nSwiss Franc,CHF',
        });
        expect([400, 415], `${path} with text`).toContain(plain.status);
        expect((await json(plain)).success).toBe(false);

        // Sent in chunks, without a Content-Length, as a streaming client does.
        const chunked = await ctx.app.request(`/api/admin/import${path}`, {
          method: 'POST',
          headers: { ...manager, 'Content-Type': 'application/json' },
          body: new Blob([JSON.stringify(rows)]).stream(),
          duplex: 'half',
        } as RequestInit);
        expect(chunked.status, `${path} streamed`).toBe(400);
      }
      expect(await codes('currencies')).toEqual(['EUR', 'GBP', 'USD']);
      expect(await auditCount()).toBe(before);

      // An empty body is no body: the defaults, as the screen sends it.
      const empty = await ctx.app.request('/api/admin/import/currencies', {
        method: 'POST',
        headers: { ...manager, 'Content-Type': 'application/json', 'Content-Length': '0' },
        body: '',
      });
      expect(empty.status).toBe(200);
      expect((await json<TImportOutcome>(empty)).data.imported).toEqual({ added: 1, existing: 3 });
      expect(await codes('currencies')).toEqual(['EUR', 'GBP', 'JPY', 'USD']);
    });

    it('refuses any other entity with a 400 naming the allowed ones', async () => {
      for (const path of ['/users', '/menu-items/preview', '/orders/apply']) {
        const res = await call('POST', path, manager, path.endsWith('apply') ? [{ name: 'x' }] : undefined);
        expect(res.status).toBe(400);
        const body = await json(res);
        expect(body.message).toContain('countries, currencies, languages, units, taxes and banks');
        expect(body.errors).toHaveProperty('entity');
      }
    });
  });

  describe('a file', () => {
    const FILE = [
      { name: 'Swiss Franc', code: 'chf', symbol: 'Fr.' },
      { name: 'Euro', code: 'EUR', symbol: '€' },
      { name: 'US-Dollar', code: 'usd', symbol: '$' },
      { name: 'Bad', code: 'EURO' },
      { name: 'Franc again', code: 'CHF' },
    ];

    beforeEach(async () => {
      await ctx.db.deleteFrom('currencies').where('code', 'in', ['CHF', 'SEK']).execute();
      await ctx.db.updateTable('currencies').set({ name: 'US Dollar' }).where('code', '=', 'USD').execute();
      await ctx.db.updateTable('currencies').set({ name: 'Euro' }).where('code', '=', 'EUR').execute();
    });

    it('previews each row as added, updated (before and after), unchanged or refused, writing nothing', async () => {
      const res = await call('POST', '/currencies/preview', manager, FILE);
      expect(res.status).toBe(200);
      const preview = (await json<TImportPreview>(res)).data;
      expect(preview.counts).toEqual({ add: 1, update: 1, unchanged: 1, invalid: 2 });
      expect(preview.rows.map((row) => [row.row, row.status, row.key])).toEqual([
        [1, 'add', 'CHF'],
        [2, 'unchanged', 'EUR'],
        [3, 'update', 'USD'],
        [4, 'invalid', 'EURO'],
        [5, 'invalid', 'CHF'],
      ]);
      expect(preview.rows[0]?.after).toEqual({
        name: 'Swiss Franc',
        code: 'CHF',
        symbol: 'Fr.',
        is_active: true,
      });
      expect(preview.rows[2]).toMatchObject({
        before: { name: 'US Dollar', code: 'USD' },
        after: { name: 'US-Dollar', code: 'USD' },
      });
      expect(preview.rows[3]?.errors).toHaveProperty('code');
      expect(preview.rows[4]?.errors).toEqual({ code: ['The same code as row 1'] });
      expect(await codes('currencies')).toEqual(['EUR', 'GBP', 'JPY', 'USD']);
    });

    it('imports nothing while a row is refused, unless told to skip the refused rows', async () => {
      const before = await auditCount();
      const refused = await call('POST', '/currencies/apply', manager, FILE);
      expect(refused.status).toBe(400);
      const body = await json(refused);
      expect(body.message).toContain('2 rows are refused; nothing was imported');
      expect(body.errors).toHaveProperty(['row 4.code']);
      expect(body.errors).toHaveProperty(['row 5.code']);
      expect(await codes('currencies')).toEqual(['EUR', 'GBP', 'JPY', 'USD']);
      expect(await auditCount()).toBe(before);

      const res = await call('POST', '/currencies/apply?skip_invalid=true', manager, FILE);
      expect(res.status).toBe(200);
      expect((await json<TImportApplied>(res)).data).toEqual({
        entity: 'currencies',
        added: 1,
        updated: 1,
        unchanged: 1,
        skipped: 2,
      });
      expect(await codes('currencies')).toEqual(['CHF', 'EUR', 'GBP', 'JPY', 'USD']);
      const usd = await ctx.db
        .selectFrom('currencies')
        .selectAll()
        .where('code', '=', 'USD')
        .executeTakeFirst();
      expect(usd).toMatchObject({ name: 'US-Dollar', updated_by_name: 'Mia Manager' });
      const audit = await ctx.db
        .selectFrom('audit_log')
        .select(['action', 'summary', 'actor_name'])
        .where('action', 'like', 'import.%')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(audit).toEqual({
        action: 'import.file_imported',
        summary: 'Imported currencies from a file: 1 added, 1 updated',
        actor_name: 'Mia Manager',
      });

      // The same file again changes nothing.
      const again = await call('POST', '/currencies/apply?skip_invalid=true', manager, FILE);
      expect((await json<TImportApplied>(again)).data).toMatchObject({ added: 0, updated: 0, unchanged: 3 });
    });

    it('takes the file as multipart/form-data too', async () => {
      const form = new FormData();
      form.append('file', new File([JSON.stringify([{ name: 'Swedish Krona', code: 'SEK' }])], 'sek.json'));
      const res = await ctx.app.request('/api/admin/import/currencies/apply', {
        method: 'POST',
        headers: manager,
        body: form,
      });
      expect(res.status).toBe(200);
      expect((await json<TImportApplied>(res)).data.added).toBe(1);
      expect(await codes('currencies')).toContain('SEK');

      // As a browser sends it: the boundary's case matters.
      const boundary = '----WebKitFormBoundaryAbCdEf';
      const body = [
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="chf.json"',
        'Content-Type: application/json',
        '',
        JSON.stringify([{ name: 'Swiss Franc', code: 'CHF' }]),
        `--${boundary}--`,
        '',
      ].join('\r\n');
      const browser = await ctx.app.request('/api/admin/import/currencies/preview', {
        method: 'POST',
        headers: { ...manager, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        body,
      });
      expect(browser.status).toBe(200);
      expect((await json<TImportPreview>(browser)).data.counts.add).toBe(1);
    });

    it('refuses what the master data screen refuses: deactivating the restaurant currency, a bank of no country', async () => {
      const currencies = await call('POST', '/currencies/preview', manager, [
        { name: 'Euro', code: 'EUR', symbol: '€', is_active: false },
      ]);
      const row = (await json<TImportPreview>(currencies)).data.rows[0];
      expect(row?.status).toBe('invalid');
      expect(row?.errors?._?.[0]).toContain("is the restaurant's currency");

      const banks = await call('POST', '/banks/preview', manager, [
        { name: 'Nordbank', code: 'NORDDEFF', country_code: 'NO' },
      ]);
      expect((await json<TImportPreview>(banks)).data.rows[0]?.errors).toEqual({
        country_code: ['Unknown country: NO'],
      });
    });

    it('refuses a file that is not an array of objects, too large, too long or too deep, writing nothing', async () => {
      const cases: [unknown, number, string][] = [
        ['', 400, 'No file provided'],
        ['{"name":', 400, 'not valid JSON'],
        [{ name: 'Euro', code: 'EUR' }, 400, 'must be a JSON array of objects'],
        [[{ name: 'Euro', code: 'EUR' }, 'EUR'], 400, 'must be a JSON array of objects'],
        [[], 400, 'no rows'],
        [[{ name: { deeper: [1] } }], 400, 'nested too deeply'],
        [`${'['.repeat(100_000)}${']'.repeat(100_000)}`, 400, 'nested too deeply'],
        [Array.from({ length: 5_001 }, (_, i) => ({ name: `C${i}` })), 413, 'too many rows'],
        [[{ name: 'x'.repeat(1_000_001), code: 'ABC' }], 413, 'too large'],
        // PostgreSQL refuses a NUL in text with an error: a 400 naming the row and field, on every database.
        [
          [
            { name: 'Euro', code: 'EUR' },
            { name: 'a\u0000b', code: 'XYZ', symbol: '$' },
          ],
          400,
          'NUL',
        ],
      ];
      for (const [body, status, message] of cases) {
        for (const step of ['preview', 'apply']) {
          const res = await call('POST', `/currencies/${step}`, manager, body);
          expect(res.status, `${step} ${String(body).slice(0, 30)}`).toBe(status);
          expect((await json(res)).message).toContain(message);
        }
      }
      expect(await codes('currencies')).toEqual(['EUR', 'GBP', 'JPY', 'USD']);
    });
  });

  it('documents every call in /api/openapi.json', async () => {
    const doc = (await (await request(ctx.app, 'GET', '/openapi.json')).json()) as {
      paths: Record<string, object>;
    };
    expect(
      Object.keys(doc.paths)
        .filter((path) => path.startsWith('/api/admin/import'))
        .sort(),
    ).toEqual([
      '/api/admin/import/all',
      '/api/admin/import/available-entities',
      '/api/admin/import/{entity}',
      '/api/admin/import/{entity}/apply',
      '/api/admin/import/{entity}/preview',
    ]);
  });

  it('needs master_data.manage for every call', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/available-entities'],
      ['POST', '/all'],
      ['POST', '/currencies'],
      ['POST', '/currencies/preview', [{ name: 'Swiss Franc', code: 'CHF' }]],
      ['POST', '/currencies/apply', [{ name: 'Swiss Franc', code: 'CHF' }]],
    ];
    await ctx.db.deleteFrom('currencies').where('code', 'in', ['JPY', 'CHF']).execute();
    for (const [method, path, body] of calls) {
      expect((await call(method, path, undefined, body)).status).toBe(401);
      expect((await call(method, path, kitchen, body)).status).toBe(403);
    }
    expect(await codes('currencies')).not.toContain('JPY');
    expect(await codes('currencies')).not.toContain('CHF');
  });
});
