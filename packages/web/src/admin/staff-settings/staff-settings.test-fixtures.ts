import type { TStaffSettings } from '@tableside/shared/config.schemas';
import { STAFF_SETTINGS_DEFAULTS } from './staff-settings.queries.ts';

/** GET /staff-settings as a test's server answers it: the defaults with the test's changes. */
export function staffSettings(overrides: Partial<TStaffSettings> = {}): TStaffSettings {
  return { ...STAFF_SETTINGS_DEFAULTS, ...overrides };
}

export const STAFF_SETTINGS_PATH = '/api/staff-settings';
