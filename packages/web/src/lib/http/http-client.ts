import type { TEnvelope } from '@tableside/shared/envelope';
import { ApiError } from './api-error.ts';
import { apiFetch } from './api-host.ts';
import type { TDataParser } from './data-parser.ts';
import { isApiAnswer, takeEarlyResponse } from './early-responses.ts';
import { backoffDelayMs, isRetryableStatus, retryPolicyFor } from './retry-policy.ts';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type TQueryValue = string | number | boolean | null | undefined;

export type TRequestOptions<T> = {
  body?: unknown;
  query?: Record<string, TQueryValue | readonly TQueryValue[]>;
  headers?: Record<string, string>;
  /** Cancels the request (TanStack Query passes one); an aborted request is never retried. */
  signal?: AbortSignal;
  /** false turns retries off for calls that must not be repeated. */
  retry?: boolean;
  /**
   * Ask the server even when the browser holds a fresh copy (fetch's cache 'no-cache'): the copy
   * is revalidated by its ETag, so an unchanged answer costs a 304.
   */
  revalidate?: boolean;
  timeoutMs?: number;
  /** Checks `data` of the envelope (a shared zod schema or a guard); a mismatch raises an ApiError. */
  schema?: TDataParser<T>;
};

export type THttpClientConfig = {
  baseUrl: string;
  timeoutMs: number;
  /** Headers computed per attempt, so a refreshed token or a new consent applies at once. */
  getHeaders: () => Record<string, string>;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /**
   * Told of every request that finally failed (after its retries), before the caller hears of it:
   * where an answer means more than one screen's error, such as a disabled account's 403.
   */
  onFailure?: (error: ApiError) => void;
};

export type THttpClient = {
  request<T>(method: THttpMethod, path: string, options?: TRequestOptions<T>): Promise<TEnvelope<T>>;
  get<T>(path: string, options?: TRequestOptions<T>): Promise<TEnvelope<T>>;
  post<T>(path: string, body?: unknown, options?: TRequestOptions<T>): Promise<TEnvelope<T>>;
  put<T>(path: string, body?: unknown, options?: TRequestOptions<T>): Promise<TEnvelope<T>>;
  patch<T>(path: string, body?: unknown, options?: TRequestOptions<T>): Promise<TEnvelope<T>>;
  delete<T>(path: string, options?: TRequestOptions<T>): Promise<TEnvelope<T>>;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Creates a JSON client for the `{ success, message, data }` API with timeouts and retries. */
export function createHttpClient(config: THttpClientConfig): THttpClient {
  // apiFetch looks the global fetch up on every call so tests can replace it, and answers from the
  // in-page API once demo mode is active.
  const doFetch = config.fetch ?? apiFetch;
  const sleep = config.sleep ?? defaultSleep;
  const random = config.random ?? Math.random;

  async function request<T>(method: THttpMethod, path: string, options: TRequestOptions<T> = {}) {
    const policy = retryPolicyFor(path);
    const maxAttempts = options.retry === false ? 1 : policy.maxAttempts;
    const url = buildUrl(config.baseUrl, path, options.query);

    for (let attempt = 1; ; attempt++) {
      try {
        // The table's first calls may already be under way (src/boot.js).
        const early = method === 'GET' && attempt === 1 ? takeEarlyResponse(url) : undefined;
        return await attemptOnce<T>(method, url, options, early);
      } catch (error) {
        const retryable =
          error instanceof ApiError && !options.signal?.aborted && isRetryableStatus(policy, error.status);
        if (!retryable || attempt >= maxAttempts) {
          logFailure(method, path, error);
          if (error instanceof ApiError) config.onFailure?.(error);
          throw error;
        }
        await sleep(backoffDelayMs(policy, attempt, random));
      }
    }
  }

  async function attemptOnce<T>(
    method: THttpMethod,
    url: string,
    options: TRequestOptions<T>,
    early?: Promise<Response | null>,
  ) {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? config.timeoutMs);
    const forwardAbort = () => controller.abort(options.signal?.reason);
    if (options.signal?.aborted) forwardAbort();
    options.signal?.addEventListener('abort', forwardAbort);

    try {
      let response: Response;
      try {
        const earlyResponse = early ? await early : null;
        if (options.signal?.aborted) throw options.signal.reason;
        response = isApiAnswer(earlyResponse)
          ? earlyResponse
          : await doFetch(url, {
              method,
              headers: buildHeaders(config.getHeaders(), options),
              body: encodeBody(options.body),
              credentials: 'same-origin',
              signal: controller.signal,
              ...(options.revalidate ? { cache: 'no-cache' as const } : {}),
            });
      } catch (error) {
        if (timedOut) throw ApiError.timeout();
        if (options.signal?.aborted) throw error;
        throw ApiError.network();
      }
      const body = await readJson(response);
      if (!response.ok || (isRecord(body) && body.success === false)) {
        throw ApiError.fromResponse(response.status, response.statusText, body);
      }
      return toEnvelope(body, response.status, options.schema);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  };
}

function buildUrl(baseUrl: string, path: string, query: TRequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== null && item !== undefined) params.append(key, String(item));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

function buildHeaders(
  base: Record<string, string>,
  options: TRequestOptions<unknown>,
): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', ...base, ...options.headers };
  const isJsonBody = options.body !== undefined && !(options.body instanceof FormData);
  if (isJsonBody) headers['Content-Type'] = 'application/json';
  return headers;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function toEnvelope<T>(body: unknown, status: number, schema: TDataParser<T> | undefined): TEnvelope<T> {
  // A 200 without our envelope is a file server or proxy answering, not the API.
  if (!isRecord(body) || body.success !== true) throw new ApiError('Unexpected response from server', status);
  const message = typeof body.message === 'string' ? body.message : '';
  if (!schema) return { success: true, message, data: body.data as T };
  const parsed = schema.safeParse(body.data);
  if (!parsed.success) throw new ApiError('Unexpected response from server', status);
  return { success: true, message, data: parsed.data };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// The layer never shows toasts: each feature decides what the user sees. Failures such as
// 401, 403, 404 and 500 are expected in normal use (spec customer 8), so they go to debug only.
function logFailure(method: THttpMethod, path: string, error: unknown): void {
  const status = error instanceof ApiError ? error.status : 'aborted';
  console.debug(`[api] ${method} ${path} failed (${status})`, error);
}
