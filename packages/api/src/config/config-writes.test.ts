import type {
  TConfigFile,
  TConfigImportResult,
  TConfigSettingView,
  TConfigUploadResult,
} from '@tableside/shared/config.schemas';
import { CONFIG_TEMPLATES } from '@tableside/shared/config-templates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { json, request } from '../test/http.ts';
import { seedForTests } from '../test/seed-for-tests.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';

type THeaders = { Authorization: string };

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

describe('configuration writes: meaning checks, reset, seeding, import and export, upload', () => {
  let ctx: TTestContext;
  let owner: THeaders;
  let waiter: THeaders;

  const call = (method: string, path: string, headers?: THeaders, body?: unknown) =>
    request(ctx.app, method, path, { headers, body });
  const values = () => ctx.db.selectFrom('config_settings').select(['key', 'value']).orderBy('id').execute();
  const storedValue = async (key: string) =>
    (await ctx.db.selectFrom('config_settings').select('value').where('key', '=', key).executeTakeFirst())
      ?.value;
  const upload = (
    key: string,
    bytes: Uint8Array,
    headers: THeaders | undefined = owner,
    name = 'logo.png',
  ) => {
    const form = new FormData();
    form.append('file', new Blob([bytes as BlobPart]), name);
    return ctx.app.request(`/api/config/upload?key=${key}`, { method: 'POST', headers, body: form });
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    await seedForTests(ctx);
    owner = (await createSignedInUser(ctx.deps, { roles: ['OWNER'] })).headers;
    waiter = (await createSignedInUser(ctx.deps, { roles: ['WAITER'] })).headers;
  });
  afterAll(() => ctx.close());

  it('checks values by meaning and names every bad key of a bulk write, writing nothing', async () => {
    const before = await values();
    const bad: Record<string, string> = {
      'OPERATIONS.SERVICE_CHARGE_PERCENT': '-5',
      'TABLES.ORDER_POLL_SECONDS': '0',
      'KITCHEN_OPERATIONS.KITCHEN_COPIES': '1.5',
      'REGIONAL.CURRENCY': 'CHF:1',
      'REGIONAL.TIME_FORMAT': '12H:1|24H:1',
      'OPERATIONS.ORDER_TYPES': 'DINE_IN:1|PICNIC:1',
      'OPERATIONS.OPERATING_HOURS': 'MON:25:00-26:00',
      'REGIONAL.TIMEZONE': 'Mars/Olympus',
      'MENU.DEFAULT_TAX_ID': '999',
      'CONTACT.WEBSITE': 'not a url',
    };
    const res = await call('PUT', '/config/bulk', owner, {
      settings: [
        { key: 'BRANDING.RESTAURANT_NAME', value: 'Fine name' },
        ...Object.entries(bad).map(([key, value]) => ({ key, value })),
      ],
    });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(Object.keys(bad).sort());
    expect(body.errors?.['OPERATIONS.SERVICE_CHARGE_PERCENT']).toEqual(['Value must be between 0 and 30']);
    expect(body.errors?.['MENU.DEFAULT_TAX_ID']).toEqual(['Tax 999 not found']);
    expect(await values()).toEqual(before);

    const unknown = await call('PUT', '/config/bulk', owner, {
      settings: [
        { key: 'BRANDING.NOPE', value: 'x' },
        { key: 'MENU.ALSO_NOPE', value: 'y' },
      ],
    });
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).message).toBe('Configuration BRANDING.NOPE, MENU.ALSO_NOPE not found');
  });

  it('accepts sensible values, windows past midnight and real zones', async () => {
    const res = await call('PUT', '/config/bulk', owner, {
      settings: [
        {
          key: 'OPERATIONS.OPERATING_HOURS',
          value: 'MON:CLOSED|FRI:18:00-02:00|SAT:11:00-14:00,18:00-23:00',
        },
        { key: 'REGIONAL.TIMEZONE', value: 'America/New_York' },
        { key: 'REGIONAL.TIME_FORMAT', value: '12H:1|24H:0' },
        { key: 'OPERATIONS.SERVICE_CHARGE_PERCENT', value: '12.5' },
      ],
    });
    expect(res.status).toBe(200);
  });

  it('checks tip suggestions as a list of percentages and keeps their stored form (issue 41)', async () => {
    for (const value of ['5,abc', '0,10', '10,10', '5,,10']) {
      const res = await call('PUT', '/config/PAYMENT.TIP_PERCENTAGES', owner, { value });
      expect(res.status, value).toBe(400);
    }
    expect(await storedValue('PAYMENT.TIP_PERCENTAGES')).toBe('5,10,15');
    const bad = await json(await call('PUT', '/config/PAYMENT.TIP_PERCENTAGES', owner, { value: '5,abc' }));
    expect(JSON.stringify(bad)).toContain('Each tip must be a number above 0 and at most 100');
    const good = await call('PUT', '/config/PAYMENT.TIP_PERCENTAGES', owner, { value: '8,12.5,20' });
    expect(good.status).toBe(200);
    expect(await storedValue('PAYMENT.TIP_PERCENTAGES')).toBe('8,12.5,20');
    await call('POST', '/config/reset/PAYMENT.TIP_PERCENTAGES', owner);
  });

  it('resets one setting, a group and everything to the defaults', async () => {
    await call('PUT', '/config/BRANDING.RESTAURANT_NAME', owner, { value: 'Other' });
    await call('PUT', '/config/BRANDING.PRIMARY_COLOR', owner, { value: '#000001' });

    const one = await call('POST', '/config/reset/BRANDING.RESTAURANT_NAME', owner);
    expect(one.status).toBe(200);
    const reset = await json<TConfigSettingView>(one);
    expect(reset.message).toBe('Configuration reset successfully');
    expect(reset.data.value).toBe(reset.data.default_value);
    expect(await storedValue('BRANDING.PRIMARY_COLOR')).toBe('#000001');

    const group = await call('POST', '/config/reset/group/BRANDING', owner);
    expect((await json(group)).message).toBe('Configuration group reset successfully');
    expect(await storedValue('BRANDING.PRIMARY_COLOR')).not.toBe('#000001');

    await call('PUT', '/config/REGIONAL.TIMEZONE', owner, { value: 'Asia/Tokyo' });
    expect((await call('POST', '/config/reset/all', owner)).status).toBe(200);
    const rows = await ctx.db.selectFrom('config_settings').select(['value', 'default_value']).execute();
    expect(rows.every((row) => row.value === row.default_value)).toBe(true);

    expect((await call('POST', '/config/reset/BRANDING.NOPE', owner)).status).toBe(404);
    expect((await call('POST', '/config/reset/group/NOPE', owner)).status).toBe(404);
  });

  it('seeds the whole configuration in one call (POST /config), all or nothing', async () => {
    await ctx.db
      .deleteFrom('config_setting_translations')
      .where(
        'setting_id',
        'in',
        ctx.db.selectFrom('config_settings').select('id').where('key', '=', 'CONTACT.PHONE'),
      )
      .execute();
    await ctx.db.deleteFrom('config_settings').where('key', '=', 'CONTACT.PHONE').execute();
    const res = await call('POST', '/config', owner, {
      BRANDING: { 'BRANDING.RESTAURANT_NAME': { value: 'Seeded' } },
      CONTACT: { 'CONTACT.PHONE': '+49 30 1234567' },
      'TABLES.DEFAULT_CAPACITY': 6,
    });
    expect(res.status).toBe(200);
    expect(await storedValue('BRANDING.RESTAURANT_NAME')).toBe('Seeded');
    expect(await storedValue('CONTACT.PHONE')).toBe('+49 30 1234567');
    expect(await storedValue('TABLES.DEFAULT_CAPACITY')).toBe('6');

    const before = await values();
    const bad = await call('POST', '/config', owner, {
      BRANDING: { 'BRANDING.RESTAURANT_NAME': 'Never', 'BRANDING.PRIMARY_COLOR': 'blue' },
    });
    expect(bad.status).toBe(400);
    expect((await call('POST', '/config', owner, [])).status).toBe(400);
    expect((await call('POST', '/config', owner, { 'BRANDING.NOPE': 'x' })).status).toBe(400);
    expect(await values()).toEqual(before);
  });

  it('exports a configuration that imports back: preview first, then all or nothing', async () => {
    await call('PUT', '/config/BRANDING.RESTAURANT_NAME', owner, { value: 'Exported' });
    const res = await call('GET', '/config/export', owner);
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="configuration-/);
    const file = (await res.json()) as TConfigFile;
    expect(file.format).toBe('tableside-config');
    expect(file.settings['BRANDING.RESTAURANT_NAME']).toBe('Exported');
    expect(file.settings['ADMIN_INTERFACE.CLEAR_CACHE']).toBeUndefined();

    const group = (await (await call('GET', '/config/export?group=BRANDING', owner)).json()) as TConfigFile;
    expect(Object.keys(group.settings).every((key) => key.startsWith('BRANDING.'))).toBe(true);

    await call('PUT', '/config/BRANDING.RESTAURANT_NAME', owner, { value: 'Changed since' });
    const preview = await json<TConfigImportResult>(
      await call('POST', '/config/import/preview', owner, file),
    );
    expect(preview.data.changes).toEqual([
      {
        key: 'BRANDING.RESTAURANT_NAME',
        group: 'BRANDING',
        type: 'TEXT',
        old_value: 'Changed since',
        new_value: 'Exported',
      },
    ]);
    expect(await storedValue('BRANDING.RESTAURANT_NAME')).toBe('Changed since');

    const before = await values();
    const bad = await call('POST', '/config/import', owner, {
      ...file,
      settings: { ...file.settings, 'BRANDING.NOPE': 'x', 'BRANDING.ACCENT_COLOR': 'orange' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await json(bad)).errors ?? {}).sort()).toEqual([
      'BRANDING.ACCENT_COLOR',
      'BRANDING.NOPE',
    ]);
    expect((await call('POST', '/config/import', owner, { format: 'other', settings: {} })).status).toBe(400);
    expect(await values()).toEqual(before);

    const applied = await json<TConfigImportResult>(await call('POST', '/config/import', owner, file));
    expect(applied.data.changes).toHaveLength(1);
    expect(await storedValue('BRANDING.RESTAURANT_NAME')).toBe('Exported');
  });

  it('refuses an export of a malformed group (400) or an unknown one (404), and without config.read', async () => {
    expect((await call('GET', '/config/export?group=no-such-group!', owner)).status).toBe(400);
    expect((await call('GET', '/config/export?group=NOPE', owner)).status).toBe(404);
    expect((await call('GET', '/config/export')).status).toBe(401);
    const kitchen = (await createSignedInUser(ctx.deps, { roles: ['KITCHEN'] })).headers;
    expect((await call('GET', '/config/export', kitchen)).status).toBe(403);
  });

  it('every template is a valid import', async () => {
    for (const template of CONFIG_TEMPLATES) {
      const res = await call('POST', '/config/import/preview', owner, { settings: template.settings });
      expect(res.status, template.id).toBe(200);
    }
  });

  it('uploads an image for a FILE setting and refuses SVG, empty and other settings', async () => {
    const res = await upload('BRANDING.LOGO_URL', PNG);
    expect(res.status).toBe(200);
    const body = await json<TConfigUploadResult>(res);
    expect(body.message).toBe('File uploaded successfully');
    expect(body.data.path).toMatch(/^\/api\/files\/\d+$/);
    expect(await storedValue('BRANDING.LOGO_URL')).toBe(body.data.path);
    const served = await ctx.app.request(body.data.path);
    expect(served.headers.get('Content-Type')).toBe('image/png');

    const before = await values();
    expect((await upload('BRANDING.LOGO_URL', SVG, owner, 'logo.svg')).status).toBe(400);
    expect((await upload('BRANDING.LOGO_URL', new Uint8Array())).status).toBe(400);
    expect((await upload('BRANDING.RESTAURANT_NAME', PNG)).status).toBe(400);
    expect((await upload('BRANDING.NOPE', PNG)).status).toBe(404);
    expect((await upload('BRANDING.LOGO_URL', PNG, waiter)).status).toBe(403);
    expect(await values()).toEqual(before);
  });

  it('records configuration changes in the audit trail', async () => {
    await call('PUT', '/config/CONTACT.EMAIL', owner, { value: 'hello@example.com' });
    const entry = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', 'CONTACT.EMAIL')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.action).toBe('config.updated');
    expect(JSON.parse(entry.after_json!)).toEqual({ 'CONTACT.EMAIL': 'hello@example.com' });
  });

  it('every write needs config.manage', async () => {
    const before = await values();
    for (const [method, path, body] of [
      ['POST', '/config/reset/all'],
      ['POST', '/config/reset/group/BRANDING'],
      ['POST', '/config/reset/BRANDING.PRIMARY_COLOR'],
      ['POST', '/config', { 'BRANDING.RESTAURANT_NAME': 'x' }],
      ['POST', '/config/import', { settings: { 'BRANDING.RESTAURANT_NAME': 'x' } }],
      ['POST', '/config/import/preview', { settings: { 'BRANDING.RESTAURANT_NAME': 'x' } }],
    ] as const) {
      expect((await call(method, path, waiter, body)).status, path).toBe(403);
      expect((await call(method, path, undefined, body)).status, path).toBe(401);
    }
    expect(await values()).toEqual(before);
  });
});
