import { getAccessToken } from './access-token.ts';
import { API_BASE_URL } from './api-clients.ts';
import { ApiError } from './api-error.ts';
import { apiFetch } from './api-host.ts';

/** 'attachment; filename="tableside-2026-01-01.sqlite"' → the file name, if any. */
export function fileNameOf(disposition: string | null): string | null {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * Saves a file the API answers (a backup, a configuration export) under the name its
 * Content-Disposition gives. The access token lives in memory and goes as a bearer header, so a
 * plain link cannot carry it: the file is fetched (through apiFetch, which the demo mode answers
 * too) and handed to the browser as a blob.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  headers: Record<string, string> = {},
): Promise<void> {
  const token = getAccessToken();
  let response: Response;
  try {
    response = await apiFetch(`${API_BASE_URL}${path}`, {
      headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
    });
  } catch {
    throw ApiError.network();
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw ApiError.fromResponse(response.status, response.statusText, body);
  }
  const name = fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(await response.blob(), name);
}

/** Hands a file made or fetched in the page to the browser's download, under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
