import { useQuery } from '@tanstack/react-query';
import { staffTableQueries } from './tables.queries.ts';

/** Where the configuration screen edits the public address (spec admin 2: highlight={key}). */
export const PUBLIC_URL_SETTING_PATH = '/admin/configuration/branding?highlight=BRANDING.PUBLIC_URL';

export type TTableLinks = {
  /** The address the codes point to, without a trailing slash. */
  base: string;
  /** False while the setting is empty and this browser's own address stands in for it. */
  configured: boolean;
  /** The address names this computer (localhost), which guests' phones cannot reach. */
  local: boolean;
  url: (tableId: number) => string;
  /** False until the setting has been read (or failed to), so no code shows the wrong address. */
  ready: boolean;
};

/** Each table's code encodes `{public address}/table/{id}`; the setting, else this app's origin. */
export function useTableLinks(): TTableLinks {
  const settings = useQuery(staffTableQueries.qrSettings());
  const configured = Boolean(settings.data?.public_url);
  const base = settings.data?.public_url || window.location.origin;
  const local = /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/i.test(base);
  return {
    base,
    configured,
    local,
    url: (tableId) => `${base}/table/${tableId}`,
    ready: !settings.isPending,
  };
}
