import type { TBranding } from '@tableside/shared/branding.schemas';
import type { TSettingKey } from '@tableside/shared/config-catalogue';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, request } from '../test/http.ts';
import { seedForTests } from '../test/seed-for-tests.ts';
import { deleteSetting, setSettingValue } from '../test/settings.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';

const SPEC_DEFAULTS: Partial<TBranding> = {
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
  await seedForTests(ctx, { adminEmail: 'admin@example.com' });
}

function setValue(key: TSettingKey, value: string | null) {
  return setSettingValue(ctx, key, value);
}

describe('GET /api/branding', () => {
  it('answers the seeded branding to anyone, revalidated by its ETag', async () => {
    await seed();
    const res = await request(ctx.app, 'GET', '/branding');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    const body = await json<TBranding>(res);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject(SPEC_DEFAULTS);
    const etag = res.headers.get('ETag')!;
    const again = await request(ctx.app, 'GET', '/branding', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    await setValue('BRANDING.RESTAURANT_NAME', 'Renamed');
    const changed = await request(ctx.app, 'GET', '/branding', { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
  });

  it('carries the public contact, the social links only when shown, and the guest settings', async () => {
    await seed();
    await setValue('CONTACT.PHONE', '+49 30 123456');
    await setValue('SOCIAL_MEDIA.INSTAGRAM_URL', 'https://instagram.com/aroma');
    await setValue('SOCIAL_MEDIA.SHOW_ON_MENU', 'false');
    await setValue('OPERATIONS.ACCEPT_ORDERS', 'false');
    await setValue('UI_CUSTOMIZATION.MENU_LAYOUT', 'GRID:0|LIST:1');
    await setValue('MENU.FEATURED_ITEMS_LIMIT', '3');
    let branding = (await json<TBranding>(await request(ctx.app, 'GET', '/branding'))).data;
    expect(branding.contact.phone).toBe('+49 30 123456');
    expect(branding.contact.instagram).toBe('');
    expect(branding.settings).toMatchObject({
      accept_orders: false,
      menu_layout: 'LIST',
      featured_items_limit: 3,
      time_format: '24H',
      order_types: ['DINE_IN', 'TAKEAWAY'],
    });
    await setValue('SOCIAL_MEDIA.SHOW_ON_MENU', 'true');
    branding = (await json<TBranding>(await request(ctx.app, 'GET', '/branding'))).data;
    expect(branding.contact.instagram).toBe('https://instagram.com/aroma');
    expect(JSON.stringify(branding)).not.toMatch(/NEW_ORDER_EMAIL|REPORT_EMAIL|@example\.com/);
  });

  it('reflects changed settings, including an uploaded logo and the currency', async () => {
    await seed();
    await setValue('BRANDING.PRIMARY_COLOR', '#112233');
    await setValue('BRANDING.ACCENT_COLOR', '#abcdef');
    await setValue('BRANDING.RESTAURANT_NAME', 'Bistro Blau');
    await setValue('BRANDING.LOGO_URL', '/api/files/7');
    await setValue('REGIONAL.CURRENCY', 'USD:0|EUR:0|GBP:1|JPY:0');
    const body = await json<TBranding>(await request(ctx.app, 'GET', '/branding'));
    expect(body.data).toMatchObject({
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
    expect((await json<TBranding>(await request(ctx.app, 'GET', '/branding'))).data).toMatchObject(
      SPEC_DEFAULTS,
    );
    await seed();
    await setValue('BRANDING.SECONDARY_COLOR', null);
    await setValue('BRANDING.RESTAURANT_NAME', '');
    await deleteSetting(ctx, 'BRANDING.PRIMARY_COLOR');
    expect((await json<TBranding>(await request(ctx.app, 'GET', '/branding'))).data).toMatchObject(
      SPEC_DEFAULTS,
    );
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
