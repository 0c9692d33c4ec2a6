import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import {
  benchId,
  countRows,
  createCafeContext,
  freshAddress,
  menuItem,
} from '../customer/customer-orders.test-helpers.ts';
import { json } from '../test/http.ts';
import type { TTestContext } from '../test/test-context.ts';
import { JSON_BODY_MAX_BYTES, ORDER_BODY_MAX_BYTES } from './request-body.ts';

/**
 * Issue 42: every body has a limit fitting its call (decision 0045), enforced while it is read: a
 * Content-Length over it is refused before a byte is read, a body streaming past it as it does, both
 * with a 413 in the envelope; honest bodies go through as before.
 */
const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

/** A body of `total` bytes made as it is read, counting what was read (`pulled`). */
function generatedBody(total: number) {
  const counter = { pulled: 0 };
  const chunk = new Uint8Array(CHUNK).fill(0x20);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.pulled >= total) return controller.close();
        counter.pulled += CHUNK;
        controller.enqueue(chunk);
      },
    },
    // Nothing is read ahead: what was pulled is what the API asked for.
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

describe('request bodies and their limits', () => {
  let ctx: TTestContext;
  let owner: { Authorization: string };

  beforeAll(async () => {
    ctx = await createCafeContext();
    owner = (await createSignedInUser(ctx.deps, { roles: ['OWNER'] })).headers;
  });
  afterAll(() => ctx.close());

  const send = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    ctx.app.request(`/api${path}`, {
      method: 'POST',
      headers: { 'X-Forwarded-For': freshAddress(), ...headers },
      body,
      duplex: 'half',
    } as RequestInit);
  const expectTooLarge = async (res: Response) => {
    expect(res.status).toBe(413);
    expect(await json(res)).toMatchObject({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.any(String),
    });
  };

  it('refuses a chunked body past the limit as it streams in, having read no more than the limit', async () => {
    const before = await countRows(ctx, 'customer_orders');
    const { stream, counter } = generatedBody(400 * MB);
    await expectTooLarge(
      await send('/customer/orders/submit', stream, { 'Content-Type': 'application/json' }),
    );
    expect(counter.pulled).toBeLessThanOrEqual(ORDER_BODY_MAX_BYTES + CHUNK);
    expect(await countRows(ctx, 'customer_orders')).toBe(before);
  });

  it('refuses a Content-Length over the limit before reading a byte', async () => {
    const { stream, counter } = generatedBody(300 * MB);
    const headers = { 'Content-Type': 'application/json', 'Content-Length': String(300 * MB) };
    await expectTooLarge(await send('/customer/orders/submit', stream, headers));
    expect(counter.pulled).toBe(0);
  });

  it("refuses a body over the limit handed over whole, as the demo's worker hands the page's requests", async () => {
    // demo-worker.ts: new Request(url, { body: ArrayBuffer }), which carries no Content-Length.
    const body = new Uint8Array(ORDER_BODY_MAX_BYTES + 1).fill(0x20).buffer;
    await expectTooLarge(await send('/customer/orders/submit', body, { 'Content-Type': 'application/json' }));
  });

  it('holds other JSON calls to 256 KB', async () => {
    const { stream, counter } = generatedBody(10 * MB);
    await expectTooLarge(await send('/auth/login', stream, { 'Content-Type': 'application/json' }));
    expect(counter.pulled).toBeLessThanOrEqual(JSON_BODY_MAX_BYTES + CHUNK);
  });

  it('takes an honest order as before, also when it is 900 KB long', async () => {
    const order = {
      bench_id: await benchId(ctx, 'Table 3'),
      items: [{ menuItemId: (await menuItem(ctx, 'Cappuccino')).id, quantity: 1 }],
    };
    const text = `${JSON.stringify(order).slice(0, -1)}${' '.repeat(900 * 1024)}}`;
    const res = await send('/customer/orders/submit', text, { 'Content-Type': 'application/json' });
    expect(res.status).toBe(201);
  });

  it('refuses chunked uploads of images, settings files and backups past their limits', async () => {
    const uploads: Array<[string, number]> = [
      ['/menu-items/1/image', 3 * MB],
      ['/config/upload?key=BRANDING.LOGO_URL', 3 * MB],
      ['/database/restore', 101 * MB],
    ];
    for (const [path, size] of uploads) {
      const { stream, counter } = generatedBody(size * 2);
      const headers = { ...owner, 'Content-Type': 'multipart/form-data; boundary=x' };
      await expectTooLarge(await send(path, stream, headers));
      expect(counter.pulled, path).toBeLessThanOrEqual(size + CHUNK);
    }
  });

  it('refuses an upload whose Content-Length is over its limit before reading a byte', async () => {
    const { stream, counter } = generatedBody(200 * MB);
    const headers = {
      ...owner,
      'Content-Type': 'multipart/form-data; boundary=x',
      'Content-Length': String(200 * MB),
    };
    await expectTooLarge(await send('/database/restore', stream, headers));
    expect(counter.pulled).toBe(0);
  });
});
