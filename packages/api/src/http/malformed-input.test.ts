import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCafeContext } from '../customer/customer-orders.test-helpers.ts';
import { probeOperations, type TOpenApi, type TProbe } from '../test/malformed-probes.ts';
import type { TTestContext } from '../test/test-context.ts';

/**
 * Issue 42: no input makes the API fail. Every path and method of /api/openapi.json gets NUL bytes,
 * numbers beyond any column, negative and fractional numbers, wrong types and over-long texts in its
 * path parameters, query parameters and body (test/malformed-probes.ts), anonymously and as the
 * owner of the sample cafe, on every database. None may answer 5xx, and every refusal comes in the
 * envelope `{ success: false, message }`.
 */
const OWNER = { email: 'owner@cafe.example', password: 'first-start-secret' };

describe('malformed input on every path of the OpenAPI document', () => {
  let ctx: TTestContext;
  let token = '';
  let addresses = 0;

  beforeAll(async () => {
    ctx = await createCafeContext();
    token = await signIn();
  });
  afterAll(() => ctx.close());

  // A fresh address per request: the suite is not what the rate limits are for.
  const send = (probe: TProbe, signedIn: boolean) => {
    addresses += 1;
    const headers: Record<string, string> = {
      'X-Forwarded-For': `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`,
    };
    if (probe.contentType) headers['Content-Type'] = probe.contentType;
    if (signedIn) headers.Authorization = `Bearer ${token}`;
    return ctx.app.request(probe.path, { method: probe.method, headers, body: probe.body });
  };

  async function signIn(): Promise<string> {
    const probe = { method: 'POST', path: '/api/auth/login', body: JSON.stringify(OWNER) };
    const res = await send({ ...probe, contentType: 'application/json' }, false);
    const body = (await res.json()) as { data?: { access_token?: string } };
    if (!body.data?.access_token) throw new Error(`The owner cannot sign in: ${res.status}`);
    return body.data.access_token;
  }

  /** What is wrong with the answer to `probe`, if anything. */
  async function check(probe: TProbe, signedIn: boolean): Promise<string | null> {
    let res = await send(probe, signedIn);
    // A probe may have ended the owner's session (sign-out, a restore): sign in again and resend.
    if (signedIn && res.status === 401) {
      await res.body?.cancel();
      token = await signIn();
      res = await send(probe, signedIn);
    }
    const label = `${res.status} ${probe.method} ${probe.path.slice(0, 120)} ${describeBody(probe.body)}`;
    if (res.status < 400) {
      // An event stream never ends by itself.
      await res.body?.cancel();
      return null;
    }
    const text = await res.text();
    if (res.status >= 500) return `${label} → ${text.slice(0, 200)}`;
    const envelope = parseJson(text);
    return envelope?.success === false && typeof envelope.message === 'string'
      ? null
      : `${label}: not in the envelope: ${text.slice(0, 120)}`;
  }

  it('answers no 5xx and every 4xx in the envelope, anonymously and signed in as the owner', async () => {
    const doc = (await (await ctx.app.request('/api/openapi.json')).json()) as TOpenApi;
    const failures: string[] = [];
    let sent = 0;
    for (const operation of probeOperations(doc)) {
      // Anonymous callers get every probe of a public call; any other call refuses them before it
      // reads its input, so one probe shows that refusal.
      const anonymous = operation.isPublic ? operation.probes : operation.probes.slice(0, 1);
      for (const [probe, signedIn] of [
        ...anonymous.map((each) => [each, false] as const),
        ...operation.probes.map((each) => [each, true] as const),
      ]) {
        const failure = await check(probe, signedIn);
        sent += 1;
        if (failure) failures.push(`${signedIn ? 'owner' : 'anonymous'}: ${failure}`);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(3000);
  }, 300_000);
});

function describeBody(body: TProbe['body']): string {
  if (body === undefined) return '';
  const text = typeof body === 'string' ? body : '(multipart)';
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
}

function parseJson(text: string): { success?: unknown; message?: unknown } | null {
  try {
    return JSON.parse(text) as { success?: unknown; message?: unknown };
  } catch {
    return null;
  }
}
