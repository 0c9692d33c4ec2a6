import { describe, expect, it } from 'vitest';
import { twoServerInstances } from './postgres.test-helpers.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const ADMIN_EMAIL = 'owner@cafe.test';
const PASSWORD = 'session-end-secret';

/**
 * Issue 42 (decision 0047): a session signed out on one server instance is refused on every other
 * at once, although each caches whether a session is open: 'sessions.ended' crosses the PostgreSQL
 * event bridge.
 */
describe.skipIf(!adminUrl)('a signed-out session across server instances (PostgreSQL)', () => {
  const instances = twoServerInstances('tableside_sessions', adminUrl, {
    adminEmail: ADMIN_EMAIL,
    password: PASSWORD,
  });

  it('refuses the access token on the other instance within a second of the logout', async () => {
    const login = await fetch(`${instances.first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { data } = (await login.json()) as { data: { access_token: string; refresh_token: string } };
    const me = () =>
      fetch(`${instances.second.url}/api/auth/me`, {
        headers: { Authorization: `Bearer ${data.access_token}` },
      });
    // Read once, so the second instance has the session cached as open.
    expect((await me()).status).toBe(200);

    const logout = await fetch(`${instances.first.url}/api/auth/logout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: data.refresh_token }),
    });
    expect(logout.status).toBe(200);
    const until = Date.now() + 1000;
    let status = (await me()).status;
    while (status !== 401 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await me()).status;
    }
    expect(status).toBe(401);
  });
});
