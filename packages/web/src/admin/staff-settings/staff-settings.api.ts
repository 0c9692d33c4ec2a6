import { type TStaffSettings, ZStaffSettings } from '@tableside/shared/config.schemas';
import { apiClient } from '../../lib/http/api-clients.ts';

/** GET /staff-settings (packages/api/src/config/staff-settings.routes.ts): any signed-in account. */
export async function fetchStaffSettings(signal?: AbortSignal): Promise<TStaffSettings> {
  return (await apiClient.get('/staff-settings', { signal, schema: ZStaffSettings })).data;
}
