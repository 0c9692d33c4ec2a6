import type { TUser } from '@tableside/shared/access.schemas';
import { PERMISSIONS } from '@tableside/shared/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth/auth.test-helpers.ts';
import { json } from '../test/http.ts';
import { setSettingValue } from '../test/settings.ts';
import {
  createPeopleContext,
  dataOf,
  expectError,
  expectNoSecrets,
  mailedToken,
  PASSWORD,
  SEEDED_ADMIN_EMAIL,
  SEEDED_ADMIN_ID,
  sessionOf,
  type TActor,
  type TPeopleContext,
} from './people.test-helpers.ts';

const DISABLED = 'Account is disabled. Please contact support.';
const INVALID_LINK = 'This reset link is invalid or has expired.';

// What the users API does to sessions and sign-in: disabling, role changes at the next request,
// invitations and password links, the last full-access user, and USER_PERMISSIONS.SESSION_TIMEOUT_MINUTES.
describe('users and their sessions', () => {
  let p: TPeopleContext;
  let counter = 0;
  const newEmail = (name = 'staff') => `${name}${++counter}@example.com`;

  /** POST /users as the owner with a password and the WAITER role unless `body` says otherwise. */
  const addUser = async (body: Record<string, unknown> = {}) =>
    dataOf<TUser>(
      await p.call('POST', '/users', p.owner, {
        name: 'New Staff',
        email: newEmail(),
        password: PASSWORD,
        role_ids: [p.roleIds.WAITER],
        ...body,
      }),
      201,
    );
  const getUser = async (id: number) => dataOf<TUser>(await p.call('GET', `/users/${id}`, p.owner));

  beforeAll(async () => {
    p = await createPeopleContext();
  });
  afterAll(() => p.ctx.close());

  describe('disabling and role changes take effect at once', () => {
    it('ends a disabled user’s sessions, refuses their token and sign-in, and lets them back when enabled', async () => {
      const email = newEmail('dora');
      const user = await addUser({ name: 'Dora', email });
      const session = await sessionOf(await p.login(email));
      const me = () =>
        p.call('GET', '/auth/me', {
          id: user.id,
          headers: { Authorization: `Bearer ${session.access_token}` },
        });
      expect((await me()).status).toBe(200);

      await dataOf(await p.call('PUT', `/users/${user.id}`, p.owner, { is_active: false }));
      expect((await p.latestAudit(1))[0]).toMatchObject({
        action: 'user.disabled',
        summary: 'Disabled Dora',
      });

      const refresh = await p.call('POST', '/auth/refresh', null, { refresh_token: session.refresh_token });
      expect(refresh.status).toBe(401);
      await expectError(await me(), 403, DISABLED, 'ACCOUNT_DISABLED');
      await expectError(
        await p.call('GET', '/users', {
          id: user.id,
          headers: { Authorization: `Bearer ${session.access_token}` },
        }),
        403,
        DISABLED,
        'ACCOUNT_DISABLED',
      );
      await expectError(await p.login(email), 403, DISABLED, 'ACCOUNT_DISABLED');

      await dataOf(await p.call('PUT', `/users/${user.id}`, p.owner, { is_active: true }));
      expect((await p.latestAudit(1))[0]?.action).toBe('user.enabled');
      const again = await sessionOf(await p.login(email));
      expect(again.user.is_active).toBe(true);
    });

    it('gives a promoted waiter the new permissions on their next request, without a new token', async () => {
      const waiter = await createSignedInUser(p.ctx.deps, { roles: ['WAITER'] });
      const asWaiter = { id: waiter.id, headers: waiter.headers };
      expect((await p.call('GET', '/users', asWaiter)).status).toBe(403);
      await dataOf(await p.call('PUT', `/users/${waiter.id}`, p.owner, { role_ids: [p.roleIds.MANAGER] }));
      expect((await p.call('GET', '/users', asWaiter)).status).toBe(200);
      await dataOf(await p.call('PUT', `/users/${waiter.id}`, p.owner, { role_ids: [p.roleIds.WAITER] }));
      expect((await p.call('GET', '/users', asWaiter)).status).toBe(403);
    });

    it('signs out a deleted user at their next request', async () => {
      const user = await createSignedInUser(p.ctx.deps, { roles: ['MANAGER'] });
      const asUser = { id: user.id, headers: user.headers };
      expect((await p.call('GET', '/users', asUser)).status).toBe(200);
      await dataOf(await p.call('DELETE', `/users/${user.id}`, p.owner));
      expect((await p.call('GET', '/users', asUser)).status).toBe(401);
    });
  });

  describe('invitations and password links', () => {
    it('invites a user added without a password, who chooses one through the mailed link', async () => {
      const email = newEmail('ivy');
      const res = await p.call('POST', '/users', p.owner, {
        name: 'Ivy',
        email,
        role_ids: [p.roleIds.WAITER],
      });
      const user = await dataOf<TUser>(res, 201);
      expect(user.invitation_pending).toBe(true);
      const { token, text } = mailedToken(p.ctx, email);
      expect(text).toContain('/reset-password?token=');
      expect(text).toContain('invite=1');
      expect(p.ctx.mailer.sent.at(-1)).toMatchObject({ to: email, subject: 'You are invited to Tableside' });
      expectNoSecrets(user);
      expect(JSON.stringify(user)).not.toContain(token);
      expect((await p.latestAudit(1))[0]).toMatchObject({
        action: 'user.created',
        summary: 'Added Ivy (WAITER), invited by mail',
      });

      const link = await p.ctx.db
        .selectFrom('password_reset_tokens')
        .select(['created_at', 'expires_at'])
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(Date.parse(link.expires_at) - Date.parse(link.created_at)).toBe(72 * 3_600_000);

      await expectError(await p.login(email, 'any-password'), 401, 'Invalid username or password');
      const reset = await p.call('POST', '/password/reset', null, { token, password: 'ivy-password' });
      expect(reset.status).toBe(200);
      expect((await getUser(user.id)).invitation_pending).toBe(false);
      await sessionOf(await p.login(email, 'ivy-password'));
      await expectError(
        await p.call('POST', '/password/reset', null, { token, password: 'other-password' }),
        400,
        INVALID_LINK,
      );
    });

    it('sends a new invitation that makes the older link stop working', async () => {
      const email = newEmail('ian');
      const user = await dataOf<TUser>(
        await p.call('POST', '/users', p.manager, { name: 'Ian', email }),
        201,
      );
      const first = mailedToken(p.ctx, email).token;
      const res = await p.call('POST', `/users/${user.id}/invite`, p.manager);
      expect((await json<TUser>(res)).message).toBe('Invitation sent');
      const second = mailedToken(p.ctx, email).token;
      expect(second).not.toBe(first);
      expect((await p.latestAudit(1))[0]).toMatchObject({
        action: 'user.invited',
        entity_id: String(user.id),
      });

      await expectError(
        await p.call('POST', '/password/reset', null, { token: first, password: 'ian-password' }),
        400,
        INVALID_LINK,
      );
      expect(
        (await p.call('POST', '/password/reset', null, { token: second, password: 'ian-password' })).status,
      ).toBe(200);
      await sessionOf(await p.login(email, 'ian-password'));
    });

    it('refuses to invite a user who has chosen a password, or is disabled (409)', async () => {
      const user = await addUser({ name: 'Hank' });
      const before = await p.counts();
      await expectError(
        await p.call('POST', `/users/${user.id}/invite`, p.owner),
        409,
        'Hank has already chosen a password; send a password reset link instead',
      );
      await dataOf(await p.call('PUT', `/users/${user.id}`, p.owner, { is_active: false }));
      const afterDisable = await p.counts();
      await expectError(
        await p.call('POST', `/users/${user.id}/reset-password`, p.owner),
        409,
        "Enable Hank's account first",
      );
      expect(await p.counts()).toEqual(afterDisable);
      expect(before.audit_log + 1).toBe(afterDisable.audit_log);
    });

    it('keeps the invitation of a user added disabled until they are enabled and invited', async () => {
      const email = 'dormant@example.com';
      const created = await p.call('POST', '/users', p.owner, { name: 'Dora', email, is_active: false });
      const user = await dataOf<TUser>(created, 201);
      expect(user.invitation_pending).toBe(true);
      expect(p.ctx.mailer.sent.filter((mail) => mail.to === email)).toHaveLength(0);
      await dataOf(await p.call('PUT', `/users/${user.id}`, p.owner, { is_active: true }));
      await dataOf(await p.call('POST', `/users/${user.id}/invite`, p.owner));
      expect(mailedToken(p.ctx, email).text).toContain('invite=1');
    });

    it('mails a password reset link that replaces the password only when used', async () => {
      const email = newEmail('rose');
      const user = await addUser({ name: 'Rose', email });
      const res = await p.call('POST', `/users/${user.id}/reset-password`, p.owner);
      expect((await json(res)).message).toBe('Password reset link sent');
      const { token, text } = mailedToken(p.ctx, email);
      expect(p.ctx.mailer.sent.at(-1)?.subject).toBe('Reset your Tableside password');
      expect(text).not.toContain('invite=1');
      expect((await p.latestAudit(1))[0]).toMatchObject({
        action: 'user.password_reset_sent',
        summary: 'Sent a password reset link to Rose',
      });
      await sessionOf(await p.login(email));
      expect(
        (await p.call('POST', '/password/reset', null, { token, password: 'rose-password' })).status,
      ).toBe(200);
      await sessionOf(await p.login(email, 'rose-password'));
    });
  });
});

describe('the last user with every permission', () => {
  let p: TPeopleContext;
  let admin: TActor;
  beforeAll(async () => {
    p = await createPeopleContext();
    const session = await sessionOf(await p.login(SEEDED_ADMIN_EMAIL));
    admin = { id: SEEDED_ADMIN_ID, headers: { Authorization: `Bearer ${session.access_token}` } };
  });
  afterAll(() => p.ctx.close());

  const LAST_OWNER = 'At least one active user must keep every permission';

  it('may be one of two owners disabled, but the other then keeps every permission', async () => {
    await dataOf(await p.call('PUT', `/users/${SEEDED_ADMIN_ID}`, p.owner, { is_active: false }));
    await expectError(await p.call('GET', '/users', admin), 403, DISABLED, 'ACCOUNT_DISABLED');

    const before = await p.counts();
    const ownerLink = await p.ctx.db
      .selectFrom('user_roles')
      .select('id')
      .where('user_id', '=', p.owner.id)
      .executeTakeFirstOrThrow();
    const auditClaim = await p.claimId('audit.read');
    const ownerGrant = await p.ctx.db
      .selectFrom('role_claims')
      .select('id')
      .where('role_id', '=', p.roleIds.OWNER)
      .where('claim_id', '=', auditClaim)
      .executeTakeFirstOrThrow();
    const lessThanEverything = PERMISSIONS.filter((permission) => permission !== 'audit.read');

    for (const [method, path, body] of [
      ['PUT', `/users/${p.owner.id}`, { role_ids: [p.roleIds.MANAGER] }],
      ['PUT', `/users/${p.owner.id}`, { role_ids: [] }],
      ['DELETE', `/user-roles/${ownerLink.id}`, undefined],
      ['PUT', `/user-roles/${ownerLink.id}`, { user_id: p.owner.id, role_id: p.roleIds.MANAGER }],
      ['DELETE', `/role-claims/${ownerGrant.id}`, undefined],
      ['PUT', `/roles/${p.roleIds.OWNER}`, { permissions: lessThanEverything }],
    ] as const) {
      await expectError(await p.call(method, path, p.owner, body), 409, LAST_OWNER, 'CONFLICT');
    }
    await expectError(await p.call('PUT', `/users/${p.owner.id}`, p.owner, { is_active: false }), 400);
    await expectError(await p.call('DELETE', `/users/${p.owner.id}`, p.owner), 400);
    await expectError(await p.call('PUT', `/users/${p.owner.id}`, p.manager, { is_active: false }), 403);
    await expectError(await p.call('DELETE', `/users/${p.owner.id}`, p.manager), 403);
    expect(await p.counts()).toEqual(before);
  });

  it('lets the remaining owner step down once another owner is active again', async () => {
    await dataOf(await p.call('PUT', `/users/${SEEDED_ADMIN_ID}`, p.owner, { is_active: true }));
    const demoted = await dataOf<TUser>(
      await p.call('PUT', `/users/${p.owner.id}`, p.owner, { role_ids: [p.roleIds.MANAGER] }),
    );
    expect(demoted.roles).toEqual(['MANAGER']);
    // Disabling ended the admin's session, its access token included: enabled again, they sign in anew.
    expect((await p.call('GET', '/users', admin)).status).toBe(401);
    const session = await sessionOf(await p.login(SEEDED_ADMIN_EMAIL));
    const again = { id: SEEDED_ADMIN_ID, headers: { Authorization: `Bearer ${session.access_token}` } };
    expect((await p.call('GET', '/users', again)).status).toBe(200);
  });
});

describe('USER_PERMISSIONS.SESSION_TIMEOUT_MINUTES', () => {
  let p: TPeopleContext;
  beforeAll(async () => {
    p = await createPeopleContext({ now: '2025-03-01T10:00:00.000Z' });
    await setSettingValue(p.ctx, 'USER_PERMISSIONS.SESSION_TIMEOUT_MINUTES', '30');
  });
  afterAll(() => p.ctx.close());

  const refresh = (token: string) => p.call('POST', '/auth/refresh', null, { refresh_token: token });
  const MINUTE = 60_000;

  it('renews a refresh token used within the timeout and refuses one older than it', async () => {
    const first = await sessionOf(await p.login(SEEDED_ADMIN_EMAIL));
    p.ctx.clock.advance(29 * MINUTE);
    const second = await sessionOf(await refresh(first.refresh_token));
    p.ctx.clock.advance(29 * MINUTE);
    const third = await sessionOf(await refresh(second.refresh_token));
    p.ctx.clock.advance(31 * MINUTE);
    await expectError(await refresh(third.refresh_token), 401, 'Session expired. Please sign in again.');
  });

  it('refuses a token from a sign-in longer ago than the timeout', async () => {
    const session = await sessionOf(await p.login(SEEDED_ADMIN_EMAIL));
    p.ctx.clock.advance(30 * MINUTE + 1000);
    expect((await refresh(session.refresh_token)).status).toBe(401);
  });
});
