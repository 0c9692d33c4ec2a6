import type { TMenuItem } from '@tableside/shared/menu-items.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffCafeContext } from '../staff-orders/staff-orders.test-helpers.ts';
import { request } from '../test/http.ts';
import { setSettingValue } from '../test/settings.ts';
import type { TTestContext } from '../test/test-context.ts';

type TStaff = Awaited<ReturnType<typeof createStaffCafeContext>>['staff'];

describe('USER_PERMISSIONS.KITCHEN_CAN_TOGGLE_ITEMS', () => {
  let ctx: TTestContext;
  let staff: TStaff;
  let itemId: number;

  beforeAll(async () => {
    ({ ctx, staff } = await createStaffCafeContext());
    const item = await ctx.db.selectFrom('menu_items').select('id').orderBy('id').executeTakeFirstOrThrow();
    itemId = item.id;
  });
  afterAll(() => ctx.close());

  const toggle = (who: { headers: Record<string, string> } | null, what = 'availability') =>
    request(ctx.app, 'PATCH', `/menu-items/${itemId}/toggle-${what}`, { headers: who?.headers ?? {} });

  it('lets the kitchen switch an item off and on while the setting is on (the default)', async () => {
    const off = await toggle(staff.kitchen);
    expect(off.status).toBe(200);
    expect(((await off.json()) as { data: TMenuItem }).data.is_available).toBe(false);
    expect((await toggle(staff.kitchen)).status).toBe(200);
    // Visibility and every other change stay with menu.manage.
    expect((await toggle(staff.kitchen, 'visibility')).status).toBe(403);
  });

  it('refuses the kitchen once the setting is off, and always refuses waiters and guests', async () => {
    await setSettingValue(ctx, 'USER_PERMISSIONS.KITCHEN_CAN_TOGGLE_ITEMS', 'false');
    expect((await toggle(staff.kitchen)).status).toBe(403);
    await setSettingValue(ctx, 'USER_PERMISSIONS.KITCHEN_CAN_TOGGLE_ITEMS', 'true');
    expect((await toggle(staff.waiter)).status).toBe(403);
    expect((await toggle(null)).status).toBe(401);
    const staffSettings = await request(ctx.app, 'GET', '/staff-settings', {
      headers: staff.kitchen.headers,
    });
    expect(await staffSettings.json()).toMatchObject({ data: { kitchen_can_toggle_items: true } });
  });
});
