import { type TStaffSettings, ZStaffSettings } from '@tableside/shared/config.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { json, request } from '../test/http.ts';
import { seedForTests } from '../test/seed-for-tests.ts';
import { setSettingValue } from '../test/settings.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';

describe('GET /api/staff-settings', () => {
  let ctx: TTestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
    await seedForTests(ctx);
  });
  afterAll(() => ctx.close());

  it('answers the staff screens’ settings to any signed-in account, and follows changes', async () => {
    const kitchen = (await createSignedInUser(ctx.deps, { roles: ['KITCHEN'] })).headers;
    const read = async () => {
      const { data } = await json<TStaffSettings>(
        await request(ctx.app, 'GET', '/staff-settings', { headers: kitchen }),
      );
      // The shared schema the web app parses the answer with.
      expect(ZStaffSettings.parse(data)).toEqual(data);
      return data;
    };
    expect(await read()).toMatchObject({
      dashboard_layout: 'GRID',
      late_order_minutes: 30,
      notification_duration_seconds: 5,
      sound_enabled: true,
      default_capacity: 4,
      qr_code_size: 256,
      time_format: '24H',
    });
    await setSettingValue(ctx, 'KITCHEN_OPERATIONS.LATE_ORDER_MINUTES', '12');
    await setSettingValue(ctx, 'ADMIN_INTERFACE.DASHBOARD_LAYOUT', 'GRID:0|LIST:0|COMPACT:1');
    expect(await read()).toMatchObject({ late_order_minutes: 12, dashboard_layout: 'COMPACT' });
  });

  it('needs a signed-in account', async () => {
    expect((await request(ctx.app, 'GET', '/staff-settings')).status).toBe(401);
  });
});
