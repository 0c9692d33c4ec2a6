import type { TSession } from '@tableside/shared/auth.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleResetRequests } from '../auth/password.service.ts';
import {
  createPeopleContext,
  dataOf,
  expectError,
  mailedToken,
  PASSWORD,
  sessionOf,
  type TActor,
  type TPeopleContext,
} from './people.test-helpers.ts';

/**
 * Issue 42 "Sign-in edges" (decision 0047): when a session ends (logout, a new password, a replayed
 * refresh token), its access tokens are refused at the next request, not up to 15 minutes later;
 * and another person's password or email is set only by someone holding strictly more.
 */
describe('a session that ends takes its access tokens with it', () => {
  let p: TPeopleContext;
  let userCounter = 0;
  beforeAll(async () => {
    p = await createPeopleContext();
  });
  afterAll(() => p.ctx.close());

  const actorOf = (session: TSession): TActor => ({
    id: session.user.id,
    headers: { Authorization: `Bearer ${session.access_token}` },
  });
  const me = (session: TSession) => p.call('GET', '/auth/me', actorOf(session));
  /** A new waiter with two sessions, as from a phone and a computer. */
  async function waiterWithTwoSessions() {
    userCounter += 1;
    const email = `session-user${userCounter}@example.com`;
    await dataOf(
      await p.call('POST', '/users', p.owner, {
        name: `Sam ${userCounter}`,
        email,
        password: PASSWORD,
        role_ids: [p.roleIds.WAITER],
      }),
      201,
    );
    const phone = await sessionOf(await p.login(email));
    const computer = await sessionOf(await p.login(email));
    expect((await me(phone)).status).toBe(200);
    expect((await me(computer)).status).toBe(200);
    return { email, phone, computer };
  }

  it('refuses the access token of a signed-out session at once; the other session goes on', async () => {
    const { phone, computer } = await waiterWithTwoSessions();
    const out = await p.call('POST', '/auth/logout', null, { refresh_token: phone.refresh_token });
    expect(out.status).toBe(200);
    await expectError(await me(phone), 401, 'Authentication required');
    expect((await p.call('GET', '/customer-orders', actorOf(phone))).status).toBe(401);
    expect((await me(computer)).status).toBe(200);
  });

  it('ends every session of a user whose password an owner sets, at once', async () => {
    const { email, phone, computer } = await waiterWithTwoSessions();
    await dataOf(await p.call('PUT', `/users/${phone.user.id}`, p.owner, { password: 'set-by-owner' }));
    await expectError(await me(phone), 401);
    await expectError(await me(computer), 401);
    const refresh = await p.call('POST', '/auth/refresh', null, { refresh_token: computer.refresh_token });
    expect(refresh.status).toBe(401);
    expect((await p.login(email, 'set-by-owner')).status).toBe(200);
  });

  it("keeps the caller's own session when they set their own password through /users", async () => {
    const session = await sessionOf(await p.login('owner@example.com'));
    const other = await sessionOf(await p.login('owner@example.com'));
    const self = actorOf(session);
    await dataOf(await p.call('PUT', `/users/${session.user.id}`, self, { password: PASSWORD }));
    expect((await me(session)).status).toBe(200);
    await expectError(await me(other), 401);
  });

  it('ends the sessions of a password reset, and of a password change all but the caller’s', async () => {
    const reset = await waiterWithTwoSessions();
    expect((await p.call('POST', '/password/forgot', null, { email: reset.email })).status).toBe(200);
    await settleResetRequests();
    const { token } = mailedToken(p.ctx, reset.email);
    const used = await p.call('POST', '/password/reset', null, { token, password: 'after-reset' });
    expect(used.status).toBe(200);
    await expectError(await me(reset.phone), 401);
    await expectError(await me(reset.computer), 401);

    const changed = await waiterWithTwoSessions();
    const change = await p.call('POST', '/password/change', actorOf(changed.phone), {
      current_password: PASSWORD,
      new_password: 'after-change',
    });
    expect(change.status).toBe(200);
    expect((await me(changed.phone)).status).toBe(200);
    await expectError(await me(changed.computer), 401);
  });

  it('ends the session of a replayed refresh token', async () => {
    const { phone, computer } = await waiterWithTwoSessions();
    const refreshed = await sessionOf(
      await p.call('POST', '/auth/refresh', null, { refresh_token: phone.refresh_token }),
    );
    expect((await me(refreshed)).status).toBe(200);
    // Long after the rotation: the old token again is a replay, and the session ends.
    p.ctx.clock.advance(60_000);
    expect((await p.call('POST', '/auth/refresh', null, { refresh_token: phone.refresh_token })).status).toBe(
      401,
    );
    await expectError(await me(refreshed), 401);
    await expectError(await me(phone), 401);
    expect((await me(computer)).status).toBe(200);
  });

  it('still answers a disabled account 403, as the sign-in screen expects', async () => {
    const { phone } = await waiterWithTwoSessions();
    await dataOf(await p.call('PUT', `/users/${phone.user.id}`, p.owner, { is_active: false }));
    await expectError(
      await me(phone),
      403,
      'Account is disabled. Please contact support.',
      'ACCOUNT_DISABLED',
    );
  });
});

describe("another person's password or email", () => {
  let p: TPeopleContext;
  let secondManager: { id: number };
  beforeAll(async () => {
    p = await createPeopleContext();
    const created = await dataOf<{ id: number }>(
      await p.call('POST', '/users', p.owner, {
        name: 'Mia Manager',
        email: 'mia@example.com',
        password: PASSWORD,
        role_ids: [p.roleIds.MANAGER],
      }),
      201,
    );
    secondManager = created;
  });
  afterAll(() => p.ctx.close());

  const NOT_BELOW =
    'You can change the password or email only of someone with fewer permissions than you; send a password reset link instead';

  it('is refused between equals (403), and a reset link is sent instead', async () => {
    const before = await p.counts();
    for (const body of [{ password: 'taken-over' }, { email: 'mine@example.com' }]) {
      await expectError(await p.call('PUT', `/users/${secondManager.id}`, p.manager, body), 403, NOT_BELOW);
    }
    // Two owners alike.
    await expectError(await p.call('PUT', '/users/1', p.owner, { password: 'taken-over' }), 403, NOT_BELOW);
    expect(await p.counts()).toEqual(before);
    expect((await p.login('mia@example.com', PASSWORD)).status).toBe(200);

    const link = await p.call('POST', `/users/${secondManager.id}/reset-password`, p.manager);
    expect(link.status).toBe(200);
    expect(mailedToken(p.ctx, 'mia@example.com').token).toBeTruthy();
  });

  it('is allowed over someone holding strictly less, and the same email is no change', async () => {
    await dataOf(await p.call('PUT', `/users/${p.waiter.id}`, p.manager, { password: 'new-waiter-pass' }));
    const waiter = await dataOf<{ email: string }>(
      await p.call('PUT', `/users/${p.waiter.id}`, p.manager, { email: 'wanda@example.com' }),
    );
    expect(waiter.email).toBe('wanda@example.com');
    await dataOf(await p.call('PUT', `/users/${secondManager.id}`, p.owner, { password: 'from-the-owner' }));
    // A form sending the unchanged email back with a new name is not an email change.
    const mia = await dataOf<{ email: string }>(await p.call('GET', `/users/${secondManager.id}`, p.manager));
    const renamed = await p.call('PUT', `/users/${secondManager.id}`, p.manager, {
      name: 'Mia M.',
      email: mia.email,
    });
    expect(renamed.status).toBe(200);
  });
});
