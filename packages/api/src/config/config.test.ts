import type { TConfigSettingView, TConfigView } from '@tableside/shared/config.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { json, request } from '../test/http.ts';
import { seedForTests } from '../test/seed-for-tests.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';

type THeaders = { Authorization: string };

describe('configuration API', () => {
  let ctx: TTestContext;
  let owner: THeaders;
  let kitchen: THeaders;

  const call = (method: string, path: string, headers?: THeaders, body?: unknown) =>
    request(ctx.app, method, path, { headers, body });
  const values = () => ctx.db.selectFrom('config_settings').select(['key', 'value']).orderBy('id').execute();

  beforeAll(async () => {
    ctx = await createTestContext();
    await seedForTests(ctx);
    owner = (await createSignedInUser(ctx.deps, { roles: ['OWNER'] })).headers;
    kitchen = (await createSignedInUser(ctx.deps, { roles: ['KITCHEN'] })).headers;
  });
  afterAll(() => ctx.close());

  it('answers every setting grouped, with the texts of groups and settings', async () => {
    const res = await call('GET', '/config', owner);
    expect(res.status).toBe(200);
    const config = (await json<TConfigView>(res)).data;
    expect(Object.keys(config)).toContain('BRANDING');
    expect(config.BRANDING?._translations.en?.name).toBe('Branding');
    const color = config.BRANDING?.['BRANDING.PRIMARY_COLOR'] as TConfigSettingView;
    expect(color).toMatchObject({ key: 'BRANDING.PRIMARY_COLOR', group: 'BRANDING', type: 'COLOR' });
    expect(color.translations.de?.name).toBeTruthy();
  });

  it('answers one group, and 404 for a group it does not know', async () => {
    const group = (await json<TConfigView[string]>(await call('GET', '/config/group/OPERATIONS', owner)))
      .data;
    expect(Object.keys(group)).toContain('OPERATIONS.OPERATING_HOURS');
    expect(Object.keys(group).every((key) => key === '_translations' || key.startsWith('OPERATIONS.'))).toBe(
      true,
    );
    expect((await call('GET', '/config/group/NOPE', owner)).status).toBe(404);
  });

  it('changes one setting and answers it', async () => {
    const res = await call('PUT', '/config/BRANDING.PRIMARY_COLOR', owner, { value: '#112233' });
    expect(res.status).toBe(200);
    expect((await json<TConfigSettingView>(res)).data).toMatchObject({ value: '#112233' });
    const branding = (await json<{ primary: string }>(await call('GET', '/branding'))).data;
    expect(branding.primary).toBe('#112233');
  });

  it('refuses a bad value with the spec message (400), an unknown key (404), writing nothing', async () => {
    const before = await values();
    const cases: Array<[string, string, string]> = [
      ['BRANDING.PRIMARY_COLOR', 'red', 'Value must be a valid hex color (e.g., #FFFFFF)'],
      ['KITCHEN_OPERATIONS.DEFAULT_PREP_TIME', 'soon', 'Value must be a number'],
    ];
    for (const [key, value, message] of cases) {
      const res = await call('PUT', `/config/${key}`, owner, { value });
      expect(res.status, key).toBe(400);
      const body = await json(res);
      expect(body.message).toBe(message);
      expect(body.errors?.[key]).toEqual([message]);
    }
    expect((await call('PUT', '/config/BRANDING.NOPE', owner, { value: 'x' })).status).toBe(404);
    expect((await call('PUT', '/config/not-a-key', owner, { value: 'x' })).status).toBe(400);
    expect((await call('PUT', '/config/BRANDING.PRIMARY_COLOR', owner, { value: 5 })).status).toBe(400);
    expect((await call('PUT', '/config/BRANDING.PRIMARY_COLOR', owner, {})).status).toBe(400);
    expect(await values()).toEqual(before);
  });

  it('changes several settings at once, all or nothing', async () => {
    const res = await call('PUT', '/config/bulk', owner, {
      settings: [
        { key: 'BRANDING.SECONDARY_COLOR', value: '#abcdef' },
        { key: 'KITCHEN_OPERATIONS.DEFAULT_PREP_TIME', value: '12' },
      ],
    });
    expect(res.status).toBe(200);
    const body = await json<TConfigSettingView[]>(res);
    expect(body.message).toBe('Configurations updated successfully');
    expect(body.data.map((setting) => setting.value).sort()).toEqual(['#abcdef', '12']);

    const before = await values();
    const bad = await call('PUT', '/config/bulk', owner, {
      settings: [
        { key: 'BRANDING.SECONDARY_COLOR', value: '#000000' },
        { key: 'KITCHEN_OPERATIONS.DEFAULT_PREP_TIME', value: 'later' },
      ],
    });
    expect(bad.status).toBe(400);
    const unknown = await call('PUT', '/config/bulk', owner, {
      settings: [
        { key: 'BRANDING.SECONDARY_COLOR', value: '#000000' },
        { key: 'BRANDING.NOPE', value: 'x' },
      ],
    });
    expect(unknown.status).toBe(404);
    expect((await call('PUT', '/config/bulk', owner, { settings: [] })).status).toBe(400);
    expect(await values()).toEqual(before);
  });

  it('drops the public menu cache when a setting the menu reads changes', async () => {
    const published: string[] = [];
    const unsubscribe = ctx.deps.events.subscribe((event) => published.push(event.type));
    await call('PUT', '/config/BRANDING.ACCENT_COLOR', owner, { value: '#123456' });
    expect(published).not.toContain('menu.changed');
    await call('PUT', '/config/KITCHEN_OPERATIONS.DEFAULT_PREP_TIME', owner, { value: '20' });
    expect(published).toContain('menu.changed');
    published.length = 0;
    // The menu sends only as many featured items as the guests' row shows.
    await call('PUT', '/config/MENU.FEATURED_ITEMS_LIMIT', owner, { value: '3' });
    expect(published).toContain('menu.changed');
    unsubscribe();
  });

  it('needs sign-in (401) and config.read / config.manage (403)', async () => {
    const before = await values();
    expect((await call('GET', '/config')).status).toBe(401);
    expect(
      (await call('PUT', '/config/BRANDING.PRIMARY_COLOR', undefined, { value: '#000000' })).status,
    ).toBe(401);
    expect((await call('GET', '/config', kitchen)).status).toBe(403);
    expect((await call('GET', '/config/group/BRANDING', kitchen)).status).toBe(403);
    expect((await call('PUT', '/config/BRANDING.PRIMARY_COLOR', kitchen, { value: '#000000' })).status).toBe(
      403,
    );
    const bulk = { settings: [{ key: 'BRANDING.PRIMARY_COLOR', value: '#000000' }] };
    expect((await call('PUT', '/config/bulk', kitchen, bulk)).status).toBe(403);
    expect(await values()).toEqual(before);
  });
});
