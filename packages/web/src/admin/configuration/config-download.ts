import { getAccessToken } from '../../lib/http/access-token.ts';
import { API_BASE_URL } from '../../lib/http/api-clients.ts';
import { ApiError } from '../../lib/http/api-error.ts';
import { apiFetch } from '../../lib/http/api-host.ts';

/** 'attachment; filename="tableside-config.json"' → the file name, if any. */
function fileNameOf(disposition: string | null): string | null {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * GET /config/export (optionally one group) as a file download. The access token lives in memory
 * and goes as a bearer header, so a plain link cannot carry it: the file is fetched (through
 * apiFetch, which the demo mode answers too) and handed to the browser as a blob.
 */
export async function downloadConfigExport(group: string | null): Promise<void> {
  const token = getAccessToken();
  const query = group ? `?group=${encodeURIComponent(group)}` : '';
  let response: Response;
  try {
    response = await apiFetch(`${API_BASE_URL}/config/export${query}`, {
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
    });
  } catch {
    throw ApiError.network();
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw ApiError.fromResponse(response.status, response.statusText, body);
  }
  const blob = await response.blob();
  const day = new Date().toISOString().slice(0, 10);
  const fallback = `tableside-config${group ? `-${group.toLowerCase()}` : ''}-${day}.json`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('Content-Disposition')) ?? fallback;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
