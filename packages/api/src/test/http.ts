import type { TFieldErrors } from '@tableside/shared/errors';
import type { TApi } from '../app.ts';

/** What a test reads back: the success envelope's data, or the error envelope's code and field errors. */
export type TTestEnvelope<T> = {
  success: boolean;
  message: string;
  data: T;
  code?: string;
  errors?: TFieldErrors;
};

/** Reads a response's JSON envelope; name the expected data type, e.g. `json<TBench[]>(res)`. */
export async function json<T = unknown>(res: Response): Promise<TTestEnvelope<T>> {
  return (await res.json()) as TTestEnvelope<T>;
}

export type TRequestOptions = { body?: unknown; token?: string; headers?: Record<string, string> };

/**
 * Sends a request to the app like a client would. `path` may include or omit the `/api` prefix.
 * A body is sent as JSON unless it is already a string.
 */
export function request(
  app: TApi,
  method: string,
  path: string,
  { body, token, headers = {} }: TRequestOptions = {},
): Promise<Response> {
  const url = path === '/api' || path.startsWith('/api/') || path.startsWith('/api?') ? path : `/api${path}`;
  const allHeaders: Record<string, string> = { ...headers };
  if (token) allHeaders.Authorization = `Bearer ${token}`;
  if (body !== undefined) allHeaders['Content-Type'] ??= 'application/json';
  const payload = body === undefined || typeof body === 'string' ? body : JSON.stringify(body);
  return Promise.resolve(
    app.request(url, { method: method.toUpperCase(), headers: allHeaders, body: payload }),
  );
}
