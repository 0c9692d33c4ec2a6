import type { TSession } from '@tableside/shared/auth.schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from '../test/test-context.ts';
import { ROTATION_GRACE_MS } from './auth.service.ts';
import { createUser, linkRoles } from './auth.test-helpers.ts';

const EMAIL = 'anna@example.com';
const PASSWORD = 'right-password';
const MINUTE = 60_000;

let ctx: TTestContext;

beforeEach(async () => {
  ctx = await createTestContext();
  await createUser(ctx.db, ctx.deps.hasher, {
    email: EMAIL,
    password: PASSWORD,
    name: 'Anna',
    roles: ['WAITER'],
  });
});
afterEach(() => ctx.close());

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return ctx.app.request(`/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const login = (email = EMAIL, password = PASSWORD, headers: Record<string, string> = {}) =>
  post('/auth/login', { email, password, device_info: 'vitest' }, headers);

async function session(response: Response): Promise<TSession> {
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: TSession }).data;
}

const me = (accessToken: string) =>
  ctx.app.request('/api/auth/me', { headers: { Authorization: `Bearer ${accessToken}` } });

const refreshTokenCount = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('refresh_tokens')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/auth/login', () => {
  it('signs in and returns the token pair, the user and the refresh cookie', async () => {
    const response = await login();
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; message: string; data: TSession };
    expect(body.success).toBe(true);
    expect(body.message).toBe('Successfully signed in');
    expect(body.data.expires_in).toBe(900);
    expect(body.data.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.user).toMatchObject({ name: 'Anna', email: EMAIL, roles: ['WAITER'], is_active: true });
    expect(body.data.user.permissions).toContain('orders.update_status');
    expect(body.data.user.permissions).not.toContain('menu.manage');

    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`tableside_refresh=${body.data.refresh_token}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/auth');
    expect(cookie).toContain(`Max-Age=${30 * 24 * 3600}`);
    expect(cookie).not.toContain('Secure');

    expect((await me(body.data.access_token)).status).toBe(200);
    const user = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', EMAIL)
      .executeTakeFirstOrThrow();
    expect(user.last_login_at).toBe(ctx.clock.now().toISOString());
    const stored = await ctx.db.selectFrom('refresh_tokens').selectAll().executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(body.data.refresh_token);
    expect(stored.device_info).toBe('vitest');
  });

  it('matches the email regardless of case', async () => {
    expect((await login('ANNA@Example.COM')).status).toBe(200);
  });

  it('answers an unknown email and a wrong password alike', async () => {
    const unknown = await login('nobody@example.com');
    const wrong = await login(EMAIL, 'wrong-password');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const [a, b] = [await unknown.json(), await wrong.json()];
    expect(a).toEqual(b);
    expect(a).toMatchObject({ success: false, message: 'Invalid username or password' });
    expect(await refreshTokenCount()).toBe(0);
  });

  it('locks after 5 failures in a row, also against the right password, until the lock runs out', async () => {
    for (let i = 0; i < 4; i += 1) expect((await login(EMAIL, 'wrong-password')).status).toBe(401);
    const fifth = await login(EMAIL, 'wrong-password');
    expect(fifth.status).toBe(423);
    expect(await fifth.json()).toMatchObject({
      message: 'Account is temporarily locked. Please try again later.',
    });
    const right = await login();
    expect(right.status).toBe(423);
    expect(await refreshTokenCount()).toBe(0);

    ctx.clock.advance(14 * MINUTE);
    expect((await login()).status).toBe(423);
    ctx.clock.advance(1 * MINUTE);
    expect((await login()).status).toBe(200);
    const user = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', EMAIL)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ failed_login_count: 0, locked_until: null });
  });

  it('resets the failure count on a successful sign-in', async () => {
    for (let i = 0; i < 4; i += 1) await login(EMAIL, 'wrong-password');
    expect((await login()).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login(EMAIL, 'wrong-password')).status).toBe(401);
  });

  it('refuses a disabled account with 403, but only with the right password', async () => {
    await createUser(ctx.db, ctx.deps.hasher, {
      email: 'off@example.com',
      password: PASSWORD,
      is_active: false,
    });
    const right = await login('off@example.com');
    expect(right.status).toBe(403);
    expect(await right.json()).toMatchObject({ message: 'Account is disabled. Please contact support.' });
    expect((await login('off@example.com', 'wrong-password')).status).toBe(401);
    expect(await refreshTokenCount()).toBe(0);
  });

  it('rate-limits per client address with 429', async () => {
    const from = { 'X-Forwarded-For': '203.0.113.7, 10.0.0.1' };
    for (let i = 0; i < 20; i += 1)
      expect((await login(`u${i}@example.com`, PASSWORD, from)).status).toBe(401);
    const limited = await login(EMAIL, PASSWORD, from);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({
      message: 'Too many sign-in attempts. Please wait a minute and try again.',
    });
    expect((await login(EMAIL, PASSWORD, { 'X-Forwarded-For': '203.0.113.8' })).status).toBe(200);
    ctx.clock.advance(MINUTE);
    expect((await login(EMAIL, PASSWORD, from)).status).toBe(200);
  });

  it('rate-limits per email across addresses', async () => {
    await createUser(ctx.db, ctx.deps.hasher, { email: 'target@example.com', password: PASSWORD });
    for (let i = 0; i < 20; i += 1) {
      await login('nobody@example.com', 'wrong-password', { 'CF-Connecting-IP': `198.51.100.${i}` });
    }
    expect(
      (await login('nobody@example.com', PASSWORD, { 'CF-Connecting-IP': '198.51.100.99' })).status,
    ).toBe(429);
    expect(
      (await login('target@example.com', PASSWORD, { 'CF-Connecting-IP': '198.51.100.99' })).status,
    ).toBe(200);
  });

  it('rejects bad input with the spec texts as field errors and writes nothing', async () => {
    const empty = await post('/auth/login', {});
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      code: 'VALIDATION',
      errors: { email: ['Username or email is required'], password: ['Password is required'] },
    });
    const invalid = await post('/auth/login', { email: 'anna@example', password: '12345' });
    expect(await invalid.json()).toMatchObject({
      errors: {
        email: ['Please enter a valid email address'],
        password: ['Password must be at least 6 characters'],
      },
    });
    const wrongTypes = await post('/auth/login', { email: 42, password: ['x'], device_info: {} });
    expect(wrongTypes.status).toBe(400);
    const errors = ((await wrongTypes.json()) as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors).sort()).toEqual(['device_info', 'email', 'password']);
    const malformed = await post('/auth/login', '{"email": ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ success: false, code: 'MALFORMED_JSON' });
    expect((await post('/auth/login', '[1,2]')).status).toBe(400);
    expect(await refreshTokenCount()).toBe(0);
  });

  it('marks the cookie Secure when the host serves HTTPS', async () => {
    await ctx.close();
    ctx = await createTestContext({ deps: { secureCookies: true } });
    await createUser(ctx.db, ctx.deps.hasher, { email: EMAIL, password: PASSWORD });
    expect((await login()).headers.get('set-cookie')).toContain('Secure');
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates the refresh token given in the body', async () => {
    const first = await session(await login());
    const response = await post('/auth/refresh', { refresh_token: first.refresh_token });
    const second = await session(response);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.expires_in).toBe(900);
    expect(second.user.email).toBe(EMAIL);
    expect(response.headers.get('set-cookie')).toContain(`tableside_refresh=${second.refresh_token}`);

    const rows = await ctx.db.selectFrom('refresh_tokens').selectAll().orderBy('id').execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ replaced_by_id: rows[1]?.id, family_id: rows[1]?.family_id });
    expect(rows[0]?.revoked_at).not.toBeNull();
    expect(rows[1]?.revoked_at).toBeNull();
    expect((await me(second.access_token)).status).toBe(200);
  });

  it('takes the token from the cookie when the body has none', async () => {
    const first = await session(await login());
    const response = await post('/auth/refresh', {}, { Cookie: `tableside_refresh=${first.refresh_token}` });
    const second = await session(response);
    const again = await post('/auth/refresh', '', { Cookie: `tableside_refresh=${second.refresh_token}` });
    expect(again.status).toBe(200);
  });

  it('revokes the whole family when a rotated token is replayed', async () => {
    const first = await session(await login());
    const second = await session(await post('/auth/refresh', { refresh_token: first.refresh_token }));
    ctx.clock.advance(ROTATION_GRACE_MS);
    const replay = await post('/auth/refresh', { refresh_token: first.refresh_token });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ message: 'Session expired. Please sign in again.' });
    expect((await post('/auth/refresh', { refresh_token: second.refresh_token })).status).toBe(401);
  });

  it('rotates once more when the answer of a refresh was lost (a reload mid-refresh)', async () => {
    const first = await session(await login());
    // The server rotated `first`, but the page reloaded before the answer (and its cookie) arrived.
    const lost = await session(await post('/auth/refresh', { refresh_token: first.refresh_token }));
    ctx.clock.advance(ROTATION_GRACE_MS - 1000);
    const again = await post('/auth/refresh', { refresh_token: first.refresh_token });
    expect(again.status).toBe(200);
    const third = await session(again);
    expect((await me(third.access_token)).status).toBe(200);
    // Both successors go on, each a chain of its own; the old token is a replay once the grace is over.
    ctx.clock.advance(ROTATION_GRACE_MS);
    expect((await post('/auth/refresh', { refresh_token: third.refresh_token })).status).toBe(200);
    expect((await post('/auth/refresh', { refresh_token: lost.refresh_token })).status).toBe(200);
    expect((await post('/auth/refresh', { refresh_token: first.refresh_token })).status).toBe(401);
  });

  it('answers two refreshes of one token at the same moment (two tabs, a reload) without signing out', async () => {
    const first = await session(await login());
    const both = await Promise.all([
      post('/auth/refresh', { refresh_token: first.refresh_token }),
      post('/auth/refresh', { refresh_token: first.refresh_token }),
    ]);
    expect(both.map((response) => response.status)).toEqual([200, 200]);
    for (const response of both) {
      const next = await session(response);
      expect((await post('/auth/refresh', { refresh_token: next.refresh_token })).status).toBe(200);
    }
  });

  it('gives no grace once the successor was used, or the session signed out', async () => {
    const first = await session(await login());
    const second = await session(await post('/auth/refresh', { refresh_token: first.refresh_token }));
    await session(await post('/auth/refresh', { refresh_token: second.refresh_token }));
    expect((await post('/auth/refresh', { refresh_token: first.refresh_token })).status).toBe(401);

    const other = await session(await login());
    const next = await session(await post('/auth/refresh', { refresh_token: other.refresh_token }));
    await post('/auth/logout', { refresh_token: next.refresh_token });
    expect((await post('/auth/refresh', { refresh_token: other.refresh_token })).status).toBe(401);
  });

  it('leaves other sessions alone when one family is revoked', async () => {
    const phone = await session(await login());
    const laptop = await session(await login());
    await post('/auth/refresh', { refresh_token: phone.refresh_token });
    ctx.clock.advance(ROTATION_GRACE_MS);
    expect((await post('/auth/refresh', { refresh_token: phone.refresh_token })).status).toBe(401);
    expect((await post('/auth/refresh', { refresh_token: laptop.refresh_token })).status).toBe(200);
  });

  it('refuses missing, unknown and expired tokens', async () => {
    expect((await post('/auth/refresh', {})).status).toBe(401);
    expect((await post('/auth/refresh', { refresh_token: 'not-a-token' })).status).toBe(401);
    const first = await session(await login());
    ctx.clock.advance(30 * 24 * 60 * MINUTE);
    expect((await post('/auth/refresh', { refresh_token: first.refresh_token })).status).toBe(401);
    expect((await post('/auth/refresh', { refresh_token: 7 })).status).toBe(400);
  });

  it('ends the session of a disabled user', async () => {
    const first = await session(await login());
    await ctx.db.updateTable('users').set({ is_active: 0 }).where('email', '=', EMAIL).execute();
    expect((await post('/auth/refresh', { refresh_token: first.refresh_token })).status).toBe(401);
    await ctx.db.updateTable('users').set({ is_active: 1 }).where('email', '=', EMAIL).execute();
    expect((await post('/auth/refresh', { refresh_token: first.refresh_token })).status).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session and clears the cookie', async () => {
    const first = await session(await login());
    const response = await post('/auth/logout', { refresh_token: first.refresh_token });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, message: 'Signed out' });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('tableside_refresh=;');
    expect(cookie).toContain('Max-Age=0');
    expect(cookie).toContain('Path=/api/auth');
    expect((await post('/auth/refresh', { refresh_token: first.refresh_token })).status).toBe(401);
  });

  it('revokes the token sent as a cookie', async () => {
    const first = await session(await login());
    expect(
      (await post('/auth/logout', {}, { Cookie: `tableside_refresh=${first.refresh_token}` })).status,
    ).toBe(200);
    expect((await post('/auth/refresh', { refresh_token: first.refresh_token })).status).toBe(401);
  });

  it('succeeds without a token or with an unknown one', async () => {
    expect((await post('/auth/logout', {})).status).toBe(200);
    expect((await post('/auth/logout', { refresh_token: 'unknown' })).status).toBe(200);
  });
});

describe('GET /api/auth/me', () => {
  it('needs a valid access token', async () => {
    expect((await ctx.app.request('/api/auth/me')).status).toBe(401);
    expect((await me('forged.token.value')).status).toBe(401);
    const { access_token } = await session(await login());
    ctx.clock.advance(900 * 1000);
    expect((await me(access_token)).status).toBe(401);
  });

  it('reads the user fresh, with permissions of inherited roles and direct claims', async () => {
    const { access_token } = await session(await login());
    await linkRoles(ctx.db, 'WAITER', 'KITCHEN');
    const claim = await ctx.db
      .insertInto('claims')
      .values({ name: 'reports.read', updated_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', EMAIL)
      .executeTakeFirstOrThrow();
    await ctx.db.insertInto('user_claims').values({ user_id: user.id, claim_id: claim.id }).execute();

    const response = await me(access_token);
    expect(response.status).toBe(200);
    const data = ((await response.json()) as { data: TSession['user'] }).data;
    expect(data.roles).toEqual(['KITCHEN', 'WAITER']);
    expect(data.permissions).toContain('reports.read');
  });

  it('reads the account fresh: a disabled account is refused at once, even without an event', async () => {
    const { access_token } = await session(await login());
    expect((await me(access_token)).status).toBe(200);
    await ctx.db.updateTable('users').set({ is_active: 0 }).where('email', '=', EMAIL).execute();
    expect((await me(access_token)).status).toBe(403);
    await ctx.db.updateTable('users').set({ is_active: 1 }).where('email', '=', EMAIL).execute();
    ctx.deps.events.publish({ type: 'access.changed' });
    expect((await me(access_token)).status).toBe(200);
  });

  it("refuses a disabled user with the sign-in screen's text and forgets a deleted one", async () => {
    const { access_token } = await session(await login());
    expect((await me(access_token)).status).toBe(200);
    await ctx.db.updateTable('users').set({ is_active: 0 }).where('email', '=', EMAIL).execute();
    ctx.deps.events.publish({ type: 'access.changed' });
    const disabled = await me(access_token);
    expect(disabled.status).toBe(403);
    expect(await disabled.json()).toMatchObject({
      code: 'ACCOUNT_DISABLED',
      message: 'Account is disabled. Please contact support.',
    });
    await ctx.db.deleteFrom('users').where('email', '=', EMAIL).execute();
    ctx.deps.events.publish({ type: 'access.changed' });
    expect((await me(access_token)).status).toBe(401);
  });
});
