import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, jsonResponse, ok } from '../../test/fetch-mock.ts';
import { ApiError } from './api-error.ts';
import { createHttpClient } from './http-client.ts';

type TStep = Response | 'network-error';

/** A client whose fetch answers with `steps` in order and whose sleep only records delays. */
function clientWith(steps: TStep[], random = () => 0, onFailure?: (error: ApiError) => void) {
  const delays: number[] = [];
  const fetch = vi.fn(async () => {
    const step = steps.shift();
    if (!step) throw new Error('no more responses');
    if (step === 'network-error') throw new TypeError('Failed to fetch');
    return step;
  });
  const client = createHttpClient({
    baseUrl: '/api',
    timeoutMs: 30_000,
    getHeaders: () => ({ 'X-App-Version': '1.0.0' }),
    fetch,
    sleep: async (ms) => void delays.push(ms),
    random,
    ...(onFailure ? { onFailure } : {}),
  });
  return { client, fetch, delays };
}

const serverError = () => fail(503, 'Service Unavailable');

describe('http client retries', () => {
  it('makes up to 3 attempts with 1000 and 2000 ms between them', async () => {
    const { client, fetch, delays } = clientWith([serverError(), serverError(), ok({ id: 1 })]);
    await expect(client.get('/benches')).resolves.toEqual({ success: true, message: 'OK', data: { id: 1 } });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(delays).toEqual([1000, 2000]);
  });

  it('gives up after the third attempt with the last error', async () => {
    const { client, fetch, delays } = clientWith([serverError(), serverError(), fail(500, 'Boom')]);
    await expect(client.get('/benches')).rejects.toMatchObject({ status: 500, message: 'Boom' });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(delays).toEqual([1000, 2000]);
  });

  it('backs order calls off by 1.5', async () => {
    const { client, delays } = clientWith([serverError(), serverError(), ok(null)]);
    await client.post('/customer/orders/submit', { items: [] });
    expect(delays).toEqual([1000, 1500]);
  });

  it.each([408, 429])('retries status %i', async (status) => {
    const { client, fetch } = clientWith([fail(status, 'wait'), ok(null)]);
    await client.get('/benches');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('retries a network failure and reports it as status 0', async () => {
    const { client, fetch } = clientWith(['network-error', 'network-error', 'network-error']);
    const error = await client.get('/benches').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'Network error: no response from server' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it.each([400, 401, 403, 404, 422])('does not retry status %i', async (status) => {
    const { client, fetch } = clientWith([fail(status, 'No')]);
    await expect(client.get('/benches')).rejects.toMatchObject({ status });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([400, 401, 403])('does not retry order calls on %i', async (status) => {
    const { client, fetch } = clientWith([fail(status, 'No')]);
    await expect(client.post('/customer-orders', {})).rejects.toMatchObject({ status });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('adds the jitter to each wait', async () => {
    const { client, delays } = clientWith([serverError(), serverError(), ok(null)], () => 0.5);
    await client.get('/benches');
    expect(delays).toEqual([1050, 2100]);
  });

  it('makes one attempt when retries are turned off', async () => {
    const { client, fetch } = clientWith([serverError()]);
    await expect(client.post('/auth/refresh', {}, { retry: false })).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('http client errors (spec customer 8)', () => {
  it('uses the server message and keeps status and field errors', async () => {
    const { client } = clientWith([
      fail(400, 'Validation failed', { email: ['Please enter a valid email address'] }),
    ]);
    const error = await client.post('/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Validation failed',
      status: 400,
      errors: { email: ['Please enter a valid email address'] },
      fromServer: true,
    });
  });

  it("falls back to 'HTTP {status}: {statusText}' without a server message", async () => {
    const { client } = clientWith([
      new Response('<html>bad gateway</html>', { status: 404, statusText: 'Not Found' }),
    ]);
    await expect(client.get('/nothing')).rejects.toMatchObject({
      message: 'HTTP 404: Not Found',
      fromServer: false,
    });
  });

  it('treats a 200 without the envelope as an unexpected response', async () => {
    const { client } = clientWith([new Response('<!doctype html>', { status: 200 })]);
    await expect(client.get('/health')).rejects.toMatchObject({ message: 'Unexpected response from server' });
  });

  it('treats success: false as a failure even with status 200', async () => {
    const { client } = clientWith([jsonResponse(200, { success: false, message: 'Nope' })]);
    await expect(client.get('/benches')).rejects.toMatchObject({ message: 'Nope', status: 200 });
  });

  it('rejects data that fails the response check', async () => {
    const { client } = clientWith([ok({ id: 'x' })]);
    const schema = {
      safeParse: (data: unknown) =>
        typeof (data as { id?: unknown }).id === 'number'
          ? { success: true as const, data: data as { id: number } }
          : { success: false as const },
    };
    await expect(client.get('/benches/1', { schema })).rejects.toMatchObject({
      message: 'Unexpected response from server',
    });
  });

  it("times out with 'Request timeout' (408)", async () => {
    vi.useFakeTimers();
    try {
      const fetch = vi.fn(
        (_url: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const client = createHttpClient({ baseUrl: '/api', timeoutMs: 10_000, getHeaders: () => ({}), fetch });
      const result = client.get('/benches', { retry: false }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(10_000);
      await expect(result).resolves.toMatchObject({ message: 'Request timeout', status: 408 });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('http client requests', () => {
  it('sends JSON with the configured headers, query and same-origin credentials', async () => {
    const { client, fetch } = clientWith([ok([])]);
    await client.post('/benches', { name: 'T1' }, { query: { page: 0, name_like: 'a b', skip: undefined } });
    expect(fetch).toHaveBeenCalledWith(
      '/api/benches?page=0&name_like=a+b',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ name: 'T1' }),
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'X-App-Version': '1.0.0', 'Content-Type': 'application/json' },
      }),
    );
  });
});

describe('http client revalidation', () => {
  it("asks the server past the browser's cache only when told to", async () => {
    const { client, fetch } = clientWith([ok({ id: 1 }), ok({ id: 1 })]);
    await client.get('/public/menu');
    await client.get('/public/menu', { revalidate: true });
    const inits = fetch.mock.calls.map((call) => (call as unknown[])[1] as RequestInit);
    expect(inits[0]?.cache).toBeUndefined();
    expect(inits[1]?.cache).toBe('no-cache');
  });
});

describe('http client failure hook', () => {
  it('tells onFailure of the final failure once, after the retries and before the caller', async () => {
    const heard: string[] = [];
    const onFailure = vi.fn((error: ApiError) => void heard.push(`hook ${error.status} ${error.code}`));
    const { client } = clientWith(
      [serverError(), jsonResponse(403, { success: false, message: 'Disabled', code: 'ACCOUNT_DISABLED' })],
      () => 0,
      onFailure,
    );
    await client.get('/benches').catch((error: ApiError) => void heard.push(`caller ${error.status}`));
    expect(heard).toEqual(['hook 403 ACCOUNT_DISABLED', 'caller 403']);
  });

  it('stays quiet when the request succeeds', async () => {
    const onFailure = vi.fn();
    const { client } = clientWith([serverError(), ok(null)], () => 0, onFailure);
    await client.get('/benches');
    expect(onFailure).not.toHaveBeenCalled();
  });
});

describe('http client and the early requests (src/boot.js)', () => {
  afterEach(() => {
    delete window.__tablesideEarlyResponses;
  });

  it('takes an answer started before the bundle once, and asks the server itself the next time', async () => {
    window.__tablesideEarlyResponses = {
      '/api/public/menu?bench_id=3': Promise.resolve(ok({ from: 'early' })),
    };
    const { client, fetch } = clientWith([ok({ from: 'app' })]);
    const first = await client.get('/public/menu', { query: { bench_id: 3 } });
    expect(first.data).toEqual({ from: 'early' });
    expect(fetch).not.toHaveBeenCalled();
    const second = await client.get('/public/menu', { query: { bench_id: 3 } });
    expect(second.data).toEqual({ from: 'app' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks itself when the early answer failed, is not the API or is for another address', async () => {
    window.__tablesideEarlyResponses = {
      '/api/branding': Promise.resolve(
        new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }),
      ),
      '/api/tables/3/validate': Promise.resolve(null),
      '/api/tables/4/validate': Promise.resolve(fail(503, 'Service Unavailable')),
    };
    const { client, fetch } = clientWith([ok({ name: 'Cafe' }), ok({ valid: true }), ok({ valid: false })]);
    await expect(client.get('/branding')).resolves.toMatchObject({ data: { name: 'Cafe' } });
    await expect(client.get('/tables/3/validate')).resolves.toMatchObject({ data: { valid: true } });
    await expect(client.get('/tables/4/validate')).resolves.toMatchObject({ data: { valid: false } });
    expect(fetch).toHaveBeenCalledTimes(3);
    // Only GETs use them.
    window.__tablesideEarlyResponses = { '/api/branding': Promise.resolve(ok({ from: 'early' })) };
    const posting = clientWith([ok({ from: 'app' })]);
    await expect(posting.client.post('/branding', {})).resolves.toMatchObject({ data: { from: 'app' } });
  });
});
