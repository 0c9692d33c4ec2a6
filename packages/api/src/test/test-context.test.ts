import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, request } from './http.ts';
import { createTestContext, type TTestContext } from './test-context.ts';

describe('test context', () => {
  let ctx: TTestContext;
  beforeEach(async () => {
    ctx = await createTestContext({ now: '2025-03-01T10:00:00.000Z' });
  });
  afterEach(() => ctx.close());

  it('serves the API over a migrated database', async () => {
    const res = await request(ctx.app, 'GET', '/health');
    expect(res.status).toBe(200);
    expect((await json<{ version: string }>(res)).data.version).toBe('0.0.0-test');
    await ctx.db.insertInto('app_meta').values({ key: 'k', value: 'v' }).execute();
    expect(await ctx.db.selectFrom('app_meta').selectAll().execute()).toEqual([{ key: 'k', value: 'v' }]);
  });

  it('has a clock tests control and a mailer that records', async () => {
    expect(ctx.clock.now().toISOString()).toBe('2025-03-01T10:00:00.000Z');
    ctx.clock.advance(60_000);
    expect(ctx.clock.now().toISOString()).toBe('2025-03-01T10:01:00.000Z');
    ctx.clock.set('2025-04-01T00:00:00.000Z');
    expect(ctx.deps.clock.now().toISOString()).toBe('2025-04-01T00:00:00.000Z');
    await ctx.deps.mailer.send({ to: 'a@example.com', subject: 'Hi', text: 'Hello' });
    expect(ctx.mailer.sent).toEqual([{ to: 'a@example.com', subject: 'Hi', text: 'Hello' }]);
  });
});
