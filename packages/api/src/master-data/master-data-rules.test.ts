import type { TBank, TCountry, TCurrency, TLanguage, TUnit } from '@tableside/shared/master-data.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { json, request } from '../test/http.ts';
import { seedForTests } from '../test/seed-for-tests.ts';
import { setSettingValue } from '../test/settings.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';

type THeaders = { Authorization: string };

/**
 * The rules particular to a kind (docs/decisions/0018-master-data.md): what a setting names stays,
 * active and with its code; a country banks name keeps its code and is deactivated rather than
 * deleted; a bank's country exists; units follow REGIONAL.UNITS.
 */
describe('master data rules', () => {
  let ctx: TTestContext;
  let owner: THeaders;
  const call = (method: string, path: string, body?: unknown) =>
    request(ctx.app, method, path, { headers: owner, body });
  const find = async <T extends { id: number; code: string | null }>(kind: string, code: string) => {
    const all = (await json<T[]>(await call('GET', `/${kind}`))).data;
    const found = all.find((record) => record.code === code);
    if (!found) throw new Error(`No ${code} in ${kind}`);
    return found;
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    await seedForTests(ctx);
    owner = (await createSignedInUser(ctx.deps, { roles: ['OWNER'] })).headers;
  });
  afterAll(() => ctx.close());

  it("keeps the restaurant's currency (REGIONAL.CURRENCY): no delete, no switching off, no new code", async () => {
    const euro = await find<TCurrency>('currencies', 'EUR');
    const reason = 'Currency "Euro" is the restaurant\'s currency (Configuration › Regional)';
    const deleted = await call('DELETE', `/currencies/${euro.id}`);
    expect(deleted.status).toBe(409);
    expect((await json(deleted)).message).toBe(`${reason}; choose another one there first`);
    expect((await call('PATCH', `/currencies/${euro.id}/toggle-active`)).status).toBe(409);
    const recoded = await call('PUT', `/currencies/${euro.id}`, { name: 'Euro', code: 'EUX' });
    expect((await json(recoded)).message).toBe(`${reason}; its code cannot change`);
    const renamed = await call('PUT', `/currencies/${euro.id}`, { name: 'Euro', code: 'eur', symbol: 'EUR' });
    expect((await json<TCurrency>(renamed)).data).toMatchObject({ code: 'EUR', symbol: 'EUR' });

    await setSettingValue(ctx, 'REGIONAL.CURRENCY', 'USD:1|EUR:0');
    expect((await call('PATCH', `/currencies/${euro.id}/toggle-active`)).status).toBe(200);
    const dollar = await find<TCurrency>('currencies', 'USD');
    expect((await call('DELETE', `/currencies/${dollar.id}`)).status).toBe(409);
    await setSettingValue(ctx, 'REGIONAL.CURRENCY', 'EUR:1');
  });

  it('keeps the default language of the guest screens (REGIONAL.LANGUAGE)', async () => {
    const english = await find<TLanguage>('languages', 'en');
    const deleted = await call('DELETE', `/languages/${english.id}`);
    expect((await json(deleted)).message).toMatch(/^Language "English" is the default language/);
    expect(
      (await call('PUT', `/languages/${english.id}`, { name: 'English', code: 'en', is_active: false }))
        .status,
    ).toBe(409);
    const german = await find<TLanguage>('languages', 'de');
    expect((await call('PATCH', `/languages/${german.id}/toggle-active`)).status).toBe(200);
  });

  it('a country banks name is deactivated rather than deleted, and keeps its code', async () => {
    const germany = await find<TCountry>('countries', 'DE');
    const deleted = await call('DELETE', `/countries/${germany.id}`);
    expect(deleted.status).toBe(409);
    expect((await json(deleted)).message).toBe('Country "Germany" is used by 2 banks; deactivate it instead');
    const recoded = await call('PUT', `/countries/${germany.id}`, { name: 'Germany', code: 'DD' });
    expect((await json(recoded)).message).toBe(
      'Country "Germany" is used by 2 banks; its code cannot change',
    );
    const off = await call('PUT', `/countries/${germany.id}`, {
      name: 'Deutschland',
      code: 'de',
      is_active: false,
    });
    expect((await json<TCountry>(off)).data).toMatchObject({
      name: 'Deutschland',
      code: 'DE',
      is_active: false,
    });

    const austria = await find<TCountry>('countries', 'AT');
    expect((await call('PUT', `/countries/${austria.id}`, { name: 'Austria', code: 'OE' })).status).toBe(200);
    expect((await call('DELETE', `/countries/${austria.id}`)).status).toBe(200);
  });

  it("a bank's country must exist; a bank may have no code, many banks none", async () => {
    const before = (await json<TBank[]>(await call('GET', '/banks'))).data.length;
    const unknown = await call('POST', '/banks', { name: 'Far Bank', country_code: 'ZZ' });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).errors).toEqual({ country_code: ['Unknown country: ZZ'] });
    expect((await json<TBank[]>(await call('GET', '/banks'))).data.length).toBe(before);

    for (const name of ['Village Bank', 'Town Bank']) {
      const res = await call('POST', '/banks', { name, code: '', country_code: 'jp' });
      expect(res.status).toBe(201);
      expect((await json<TBank>(res)).data).toMatchObject({ name, code: null, country_code: 'JP' });
    }
  });

  it('lists the units of REGIONAL.UNITS first, then those of no system, unless told how to sort', async () => {
    const units = async (query = '') => (await json<TUnit[]>(await call('GET', `/units${query}`))).data;
    const codes = async (query = '') => (await units(query)).map((unit) => unit.code);
    expect(await codes()).toEqual(['g', 'kg', 'ml', 'l', 'pcs', 'oz', 'lb', 'fl oz']);
    await setSettingValue(ctx, 'REGIONAL.UNITS', 'IMPERIAL:1|METRIC:0');
    expect(await codes()).toEqual(['oz', 'lb', 'fl oz', 'pcs', 'g', 'kg', 'ml', 'l']);
    // The rank filters like a column: the restaurant's units and those of no system.
    expect(await codes('?system_rank_max=1')).toEqual(['oz', 'lb', 'fl oz', 'pcs']);
    expect(await codes('?sort=name&system=METRIC')).toEqual(['g', 'kg', 'l', 'ml']);
    expect((await units('?search=ou')).map((unit) => unit.name)).toEqual(['Ounce', 'Pound', 'Fluid Ounce']);
    await setSettingValue(ctx, 'REGIONAL.UNITS', 'IMPERIAL:0|METRIC:1');
  });

  it('two saves of one code at once: one wins, the other is a 409', async () => {
    const body = { name: 'Czech', code: 'cs' };
    const statuses = await Promise.all([call('POST', '/languages', body), call('POST', '/languages', body)]);
    expect(statuses.map((res) => res.status).sort()).toEqual([201, 409]);
  });
});
