import type { TBranding } from '@tableside/shared/branding.schemas';
import type { TSettingKey } from '@tableside/shared/config-catalogue';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDatabase } from '../seed/seed.ts';
import { json, request } from '../test/http.ts';
import { deleteSetting, setSettingValue } from '../test/settings.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';

const SPEC_DEFAULTS: TBranding = {
  primary: '#4a2c2a',
  secondary: '#f5e6d3',
  accent: '#d97706',
  restaurant_name: 'Café Aroma',
  logo_url: null,
  currency: 'EUR',
};

let ctx: TTestContext;

beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

async function seed() {
  await seedDatabase(ctx.db, {
    adminEmail: 'admin@example.com',
    adminPassword: 'secret-password',
    hasher: ctx.deps.hasher,
    clock: ctx.clock,
    sampleData: false,
  });
}

function setValue(key: TSettingKey, value: string | null) {
  return setSettingValue(ctx, key, value);
}

describe('GET /api/branding', () => {
  it('answers the seeded branding to anyone, cacheable for a minute', async () => {
    await seed();
    const res = await request(ctx.app, 'GET', '/branding');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    const body = await json<TBranding>(res);
    expect(body.success).toBe(true);
    expect(body.data).toEqual(SPEC_DEFAULTS);
  });

  it('reflects changed settings, including an uploaded logo and the currency', async () => {
    await seed();
    await setValue('BRANDING.PRIMARY_COLOR', '#112233');
    await setValue('BRANDING.ACCENT_COLOR', '#abcdef');
    await setValue('BRANDING.RESTAURANT_NAME', 'Bistro Blau');
    await setValue('BRANDING.LOGO_URL', '/api/files/7');
    await setValue('REGIONAL.CURRENCY', 'USD:0|EUR:0|GBP:1|JPY:0');
    const body = await json<TBranding>(await request(ctx.app, 'GET', '/branding'));
    expect(body.data).toEqual({
      primary: '#112233',
      secondary: '#f5e6d3',
      accent: '#abcdef',
      restaurant_name: 'Bistro Blau',
      logo_url: '/api/files/7',
      currency: 'GBP',
    });
  });

  it('falls back to the spec defaults for missing or emptied settings', async () => {
    // A database that was never seeded has no settings at all.
    expect((await json<TBranding>(await request(ctx.app, 'GET', '/branding'))).data).toEqual(SPEC_DEFAULTS);
    await seed();
    await setValue('BRANDING.SECONDARY_COLOR', null);
    await setValue('BRANDING.RESTAURANT_NAME', '');
    await deleteSetting(ctx, 'BRANDING.PRIMARY_COLOR');
    expect((await json<TBranding>(await request(ctx.app, 'GET', '/branding'))).data).toEqual(SPEC_DEFAULTS);
  });

  it('needs no sign-in: a stale or forged token is ignored', async () => {
    const res = await request(ctx.app, 'GET', '/branding', { token: 'not-a-real-token' });
    expect(res.status).toBe(200);
  });

  it('offers no writes', async () => {
    const res = await request(ctx.app, 'POST', '/branding', { body: { primary: '#000000' } });
    expect(res.status).toBe(404);
  });
});
