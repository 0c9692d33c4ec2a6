import type { TSession } from '@tableside/shared/auth.schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from '../test/test-context.ts';
import { createSignedInUser, createUser } from './auth.test-helpers.ts';
import { settleResetRequests } from './password.service.ts';

const EMAIL = 'anna@example.com';
const PASSWORD = 'old-password';
const FORGOT_MESSAGE = 'If an account exists for that email, we have sent a link to reset the password.';
const INVALID_LINK = 'This reset link is invalid or has expired.';

let ctx: TTestContext;

beforeEach(async () => {
  ctx = await createTestContext();
  await createUser(ctx.db, ctx.deps.hasher, { email: EMAIL, password: PASSWORD, name: 'Anna' });
});
afterEach(() => ctx.close());

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return ctx.app.request(`/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const login = (password: string) => post('/auth/login', { email: EMAIL, password });

async function signIn(password = PASSWORD): Promise<TSession> {
  const response = await login(password);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: TSession }).data;
}

/** Asks for a reset mail and returns the token from its link. */
async function forgot(email = EMAIL): Promise<string> {
  const response = await post('/password/forgot', { email });
  expect(response.status).toBe(200);
  await settleResetRequests();
  const text = ctx.mailer.sent.at(-1)?.text ?? '';
  const token = text.match(/\/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`No reset link in: ${text}`);
  return token;
}

const passwordHash = async () =>
  (
    await ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', EMAIL)
      .executeTakeFirstOrThrow()
  ).password_hash;

describe('POST /api/password/forgot', () => {
  it('mails a reset link to an existing account', async () => {
    const response = await post('/password/forgot', { email: 'Anna@Example.com' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: FORGOT_MESSAGE, data: null });
    await settleResetRequests();
    expect(ctx.mailer.sent).toHaveLength(1);
    expect(ctx.mailer.sent[0]).toMatchObject({ to: EMAIL, subject: 'Reset your Tableside password' });
    expect(ctx.mailer.sent[0]?.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    const stored = await ctx.db.selectFrom('password_reset_tokens').selectAll().executeTakeFirstOrThrow();
    expect(ctx.mailer.sent[0]?.text).not.toContain(stored.token_hash);
  });

  it('answers the same for unknown and disabled accounts, and sends nothing', async () => {
    await createUser(ctx.db, ctx.deps.hasher, {
      email: 'off@example.com',
      password: PASSWORD,
      is_active: false,
    });
    for (const email of ['nobody@example.com', 'off@example.com']) {
      const response = await post('/password/forgot', { email });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, message: FORGOT_MESSAGE, data: null });
    }
    await settleResetRequests();
    expect(ctx.mailer.sent).toHaveLength(0);
    expect(await ctx.db.selectFrom('password_reset_tokens').selectAll().execute()).toHaveLength(0);
  });

  it('silently stops mailing after 5 requests an hour', async () => {
    for (let i = 0; i < 6; i += 1)
      expect((await post('/password/forgot', { email: EMAIL })).status).toBe(200);
    await settleResetRequests();
    expect(ctx.mailer.sent).toHaveLength(5);
    ctx.clock.advance(60 * 60_000);
    await post('/password/forgot', { email: EMAIL });
    await settleResetRequests();
    expect(ctx.mailer.sent).toHaveLength(6);
  });

  it('still answers when the mail cannot be sent', async () => {
    await ctx.close();
    ctx = await createTestContext({
      deps: { mailer: { send: () => Promise.reject(new Error('SMTP down')) } },
    });
    await createUser(ctx.db, ctx.deps.hasher, { email: EMAIL, password: PASSWORD });
    expect((await post('/password/forgot', { email: EMAIL })).status).toBe(200);
  });

  it('rejects a malformed email with a field error', async () => {
    const response = await post('/password/forgot', { email: 'nope' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: { email: ['Please enter a valid email address'] },
    });
    expect((await post('/password/forgot', '{')).status).toBe(400);
  });
});

describe('POST /api/password/reset', () => {
  it('sets the new password once, ends every session and lifts a lock', async () => {
    const before = await signIn();
    for (let i = 0; i < 5; i += 1) await login('wrong-password');
    expect((await login(PASSWORD)).status).toBe(423);

    const token = await forgot();
    const response = await post('/password/reset', { token, password: 'new-password' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ message: 'Password has been reset. You can now sign in.' });

    expect((await post('/auth/refresh', { refresh_token: before.refresh_token })).status).toBe(401);
    expect((await login(PASSWORD)).status).toBe(401);
    await signIn('new-password');

    const reused = await post('/password/reset', { token, password: 'third-password' });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ code: 'VALIDATION', message: INVALID_LINK });
    await signIn('new-password');
  });

  it('refuses an expired or unknown token and writes nothing', async () => {
    const token = await forgot();
    const hash = await passwordHash();
    ctx.clock.advance(60 * 60_000);
    const expired = await post('/password/reset', { token, password: 'new-password' });
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ code: 'VALIDATION', message: INVALID_LINK });
    expect((await post('/password/reset', { token: 'made-up', password: 'new-password' })).status).toBe(400);
    expect(await passwordHash()).toBe(hash);
    const stored = await ctx.db.selectFrom('password_reset_tokens').selectAll().executeTakeFirstOrThrow();
    expect(stored.used_at).toBeNull();
  });

  it('validates the payload with field errors', async () => {
    const token = await forgot();
    const response = await post('/password/reset', { token, password: '123' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: { password: ['Password must be at least 6 characters'] },
    });
    const missing = await post('/password/reset', { password: 12 });
    expect(await missing.json()).toMatchObject({
      errors: { token: ['Reset token is required'], password: ['Password is required'] },
    });
    expect((await post('/password/reset', { token, password: 'new-password' })).status).toBe(200);
  });
});

describe('POST /api/password/change', () => {
  it('needs a signed-in user', async () => {
    const hash = await passwordHash();
    const response = await post('/password/change', {
      current_password: PASSWORD,
      new_password: 'new-password',
    });
    expect(response.status).toBe(401);
    expect(await passwordHash()).toBe(hash);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const other = await signIn();
    const current = await signIn();
    const response = await post(
      '/password/change',
      { current_password: PASSWORD, new_password: 'new-password' },
      { Authorization: `Bearer ${current.access_token}` },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, message: 'Password changed' });
    expect((await post('/auth/refresh', { refresh_token: current.refresh_token })).status).toBe(200);
    expect((await post('/auth/refresh', { refresh_token: other.refresh_token })).status).toBe(401);
    expect((await login(PASSWORD)).status).toBe(401);
    await signIn('new-password');
  });

  it('refuses a wrong current password with a field error and changes nothing', async () => {
    const { headers } = await createSignedInUser(ctx.deps, {
      email: 'bob@example.com',
      password: 'bob-password',
    });
    const before = await ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'bob@example.com')
      .executeTakeFirstOrThrow();
    const response = await post(
      '/password/change',
      { current_password: 'guess1', new_password: 'new-password' },
      headers,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      success: false,
      code: 'VALIDATION',
      errors: { current_password: ['Current password is incorrect'] },
    });
    const after = await ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'bob@example.com')
      .executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(before.password_hash);
  });

  it('validates the payload with field errors', async () => {
    const { headers } = await createSignedInUser(ctx.deps, { password: 'bob-password' });
    const response = await post('/password/change', { current_password: '', new_password: 'short' }, headers);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: {
        current_password: ['Current password is required'],
        new_password: ['Password must be at least 6 characters'],
      },
    });
  });
});
