import { ApiRouter } from '../http/api-router.ts';
import { ok } from '../http/respond.ts';
import { getStaffSettings } from './staff-settings.service.ts';

export const staffSettingsRouter = new ApiRouter('Configuration').get(
  '/',
  {
    summary: 'The settings every staff screen obeys',
    description:
      'Layout, notifications, kitchen, list and regional settings for any signed-in account; the staff ' +
      "event stream sends 'settings.changed' when they may have changed.",
    access: 'signed-in',
  },
  async (c) => ok(c, await getStaffSettings(c.get('deps'))),
);
