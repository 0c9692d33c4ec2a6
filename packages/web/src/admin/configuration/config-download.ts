import { downloadFile } from '../../lib/http/download-file.ts';

/** GET /config/export (optionally one group) as a file download. */
export function downloadConfigExport(group: string | null): Promise<void> {
  const query = group ? `?group=${encodeURIComponent(group)}` : '';
  const day = new Date().toISOString().slice(0, 10);
  const fallback = `tableside-config${group ? `-${group.toLowerCase()}` : ''}-${day}.json`;
  return downloadFile(`/config/export${query}`, fallback, { Accept: 'application/json' });
}
