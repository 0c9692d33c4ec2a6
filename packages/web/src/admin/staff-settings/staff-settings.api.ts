import type { TStaffSettings } from '@tableside/shared/config.schemas';
import { apiClient } from '../../lib/http/api-clients.ts';
import { isRecord, parserFromGuard } from '../../lib/http/data-parser.ts';

const staffSettings = parserFromGuard(
  (value): value is TStaffSettings =>
    isRecord(value) &&
    typeof value.dashboard_layout === 'string' &&
    typeof value.late_order_minutes === 'number' &&
    typeof value.currency === 'string',
);

/** GET /staff-settings (packages/api/src/config/staff-settings.routes.ts): any signed-in account. */
export async function fetchStaffSettings(signal?: AbortSignal): Promise<TStaffSettings> {
  return (await apiClient.get('/staff-settings', { signal, schema: staffSettings })).data;
}
