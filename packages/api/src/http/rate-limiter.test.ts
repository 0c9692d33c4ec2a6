import { LOGIN_RATE_LIMIT_PER_MINUTE } from '@tableside/shared/constants';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TApi } from '../app.ts';
import { createUser } from '../auth/auth.test-helpers.ts';
import { settleResetRequests } from '../auth/password.service.ts';
import { request } from '../test/http.ts';
import { secondInstance, type TSecondInstance } from '../test/second-instance.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';
import { createDatabaseRateLimiter, createHostRateLimiter, createMemoryRateLimiter } from './rate-limiter.ts';

/**
 * Issue 14 "Hardening" (decision 0023): with several instances behind a load balancer, every limit
 * must hold in total, not once per instance. On SQLite, which one server owns, the second
 * "instance" is the same app, so these tests state the same totals there.
 */
const MINUTE = 60_000;

let ctx: TTestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

const rows = () => ctx.db.selectFrom('rate_limits').selectAll().orderBy('key').execute();

describe('the database rate limiter', () => {
  it('counts hits per key in fixed windows', async () => {
    const limiter = createDatabaseRateLimiter(ctx.db, ctx.clock);
    const hits = async (key: string, n: number) => {
      const answers: boolean[] = [];
      for (let i = 0; i < n; i += 1) answers.push(await limiter.hit(key, 3, MINUTE));
      return answers;
    };
    const end = (from: Date) => new Date(from.getTime() + MINUTE).toISOString();
    const start = ctx.clock.now();
    expect(await hits('a', 4)).toEqual([true, true, true, false]);
    expect(await hits('b', 1)).toEqual([true]);
    expect(await rows()).toEqual([
      { key: 'a', count: 4, reset_at: end(start) },
      { key: 'b', count: 1, reset_at: end(start) },
    ]);
    ctx.clock.advance(MINUTE - 1);
    expect(await hits('a', 1)).toEqual([false]);
    ctx.clock.advance(1);
    expect(await hits('a', 4)).toEqual([true, true, true, false]);
    // A new window for 'a'; the lapsed one of 'b' is cleaned up in passing.
    expect(await rows()).toEqual([{ key: 'a', count: 4, reset_at: end(ctx.clock.now()) }]);
  });

  it('gives each of many simultaneous hits its own count', async () => {
    const limiter = createDatabaseRateLimiter(ctx.db, ctx.clock);
    const answers = await Promise.all(Array.from({ length: 30 }, () => limiter.hit('burst', 10, MINUTE)));
    expect(answers.filter(Boolean)).toHaveLength(10);
    expect(await rows()).toMatchObject([{ key: 'burst', count: 30 }]);
  });

  it('deletes windows that have ended, at most once a minute', async () => {
    const limiter = createDatabaseRateLimiter(ctx.db, ctx.clock);
    await limiter.hit('old', 5, 10_000);
    ctx.clock.advance(30_000);
    await limiter.hit('new', 5, MINUTE);
    expect((await rows()).map((row) => row.key)).toEqual(['new', 'old']);
    ctx.clock.advance(MINUTE);
    await limiter.hit('newest', 5, MINUTE);
    expect((await rows()).map((row) => row.key)).toEqual(['newest']);
  });

  it('is what a host of PostgreSQL uses; a host of SQLite counts in memory', async () => {
    const limiter = createHostRateLimiter(ctx.db, ctx.clock);
    await limiter.hit('host', 5, MINUTE);
    expect(await rows()).toHaveLength(ctx.dialect === 'postgres' ? 1 : 0);
  });

  it('keeps its windows out of the PostgreSQL write-ahead log (an UNLOGGED table)', async () => {
    const { rows: tables } =
      ctx.dialect === 'postgres'
        ? await sql<{ persistence: string }>`
            select relpersistence as persistence from pg_class
            where relname = 'rate_limits' and relnamespace = current_schema()::regnamespace`.execute(ctx.db)
        : await sql<{ persistence: string }>`
            select 'sqlite' as persistence from sqlite_master where name = 'rate_limits'`.execute(ctx.db);
    expect(tables).toEqual([{ persistence: ctx.dialect === 'postgres' ? 'u' : 'sqlite' }]);
  });

  it('leaves the memory limiter its own count per instance', async () => {
    const [one, two] = [createMemoryRateLimiter(ctx.clock), createMemoryRateLimiter(ctx.clock)];
    expect(await one.hit('k', 1, MINUTE)).toBe(true);
    expect(await two.hit('k', 1, MINUTE)).toBe(true);
    expect(await one.hit('k', 1, MINUTE)).toBe(false);
  });
});

describe.each(['memory', 'database'] as const)('the %s limiter (decision 0047)', (kind) => {
  const limiter = () =>
    kind === 'memory' ? createMemoryRateLimiter(ctx.clock) : createDatabaseRateLimiter(ctx.db, ctx.clock);

  it('takes a hit back within its window, and never below zero', async () => {
    const counter = limiter();
    const first = await counter.take('k', 2, MINUTE);
    const second = await counter.take('k', 2, MINUTE);
    const third = await counter.take('k', 2, MINUTE);
    expect([first.allowed, second.allowed, third.allowed]).toEqual([true, true, false]);
    await third.undo();
    await second.undo();
    expect(await counter.hit('k', 2, MINUTE)).toBe(true);
    expect(await counter.hit('k', 2, MINUTE)).toBe(false);
    await first.undo();
    await first.undo();
    await second.undo();
    await second.undo();
    expect(await counter.allows('k', 1)).toBe(true);
  });

  it('leaves the next window alone when a hit of an ended one is taken back', async () => {
    const counter = limiter();
    const old = await counter.take('k', 1, MINUTE);
    ctx.clock.advance(MINUTE);
    expect(await counter.hit('k', 1, MINUTE)).toBe(true);
    await old.undo();
    expect(await counter.hit('k', 1, MINUTE)).toBe(false);
  });

  it('tells whether a key has allowance left without counting', async () => {
    const counter = limiter();
    expect(await counter.allows('k', 2)).toBe(true);
    await counter.hit('k', 2, MINUTE);
    expect(await counter.allows('k', 2)).toBe(true);
    expect(await counter.allows('k', 2)).toBe(true);
    await counter.hit('k', 2, MINUTE);
    expect(await counter.allows('k', 2)).toBe(false);
    ctx.clock.advance(MINUTE);
    expect(await counter.allows('k', 2)).toBe(true);
  });

  it('lets no more than the limit through when many take at once and the refused give back', async () => {
    const counter = limiter();
    const hits = await Promise.all(Array.from({ length: 30 }, () => counter.take('burst', 10, MINUTE)));
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(10);
    await Promise.all(hits.filter((hit) => !hit.allowed).map((hit) => hit.undo()));
    expect(await counter.allows('burst', 10)).toBe(false);
    expect(await counter.allows('burst', 11)).toBe(true);
  });
});

describe('limits across two instances of one database', () => {
  let other: TSecondInstance;
  beforeEach(async () => {
    other = await secondInstance(ctx);
  });
  afterEach(() => other.close());

  /** Alternates the two instances, as a load balancer would. */
  const apps = (): TApi[] => [ctx.app, other.app];
  const on = (i: number) => apps()[i % 2]!;

  it('runs the second instance on its own connections where the database allows it', () => {
    expect(other.separate).toBe(ctx.dialect === 'postgres' && Boolean(process.env.TEST_DATABASE_URL));
  });

  it('holds the sign-in limit per address in total', async () => {
    const from = { 'X-Forwarded-For': '203.0.113.9' };
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_RATE_LIMIT_PER_MINUTE; i += 1) {
      const body = { email: `guess${i}@example.com`, password: 'wrong-password' };
      statuses.push((await request(on(i), 'POST', '/auth/login', { body, headers: from })).status);
    }
    expect(statuses.slice(0, LOGIN_RATE_LIMIT_PER_MINUTE).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const elsewhere = await request(on(1), 'POST', '/auth/login', {
      body: { email: 'guess0@example.com', password: 'wrong-password' },
      headers: { 'X-Forwarded-For': '203.0.113.10' },
    });
    expect(elsewhere.status).toBe(401);
  });

  it('holds the password reset mail limit per email in total', async () => {
    await createUser(ctx.db, ctx.deps.hasher, { email: 'anna@example.com', password: 'old-password' });
    for (let i = 0; i < 8; i += 1) {
      const response = await request(on(i), 'POST', '/password/forgot', {
        body: { email: 'anna@example.com' },
      });
      expect(response.status).toBe(200);
    }
    await settleResetRequests();
    expect(ctx.mailer.sent).toHaveLength(5);
  });

  it('holds the limit of refused orders per address in total', async () => {
    const headers = { 'X-Forwarded-For': '198.51.100.7' };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      // Unknown tables: refused, so they count against the address (decision 0047).
      const body = { bench_id: 5000 + i, items: [{ menuItemId: 1, quantity: 1 }] };
      statuses.push((await request(on(i), 'POST', '/customer/orders/submit', { body, headers })).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
