import type { TPublicMenu } from '@tableside/shared/public-menu.schemas';
import { describe, expect, it } from 'vitest';
import { twoServerInstances } from './postgres.test-helpers.ts';
import type { TRunningServer } from './start-server.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const ADMIN_EMAIL = 'owner@cafe.test';
const PASSWORD = 'menu-instances-secret';
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

/**
 * Issue 15: the public menu is prepared (encoded, compressed) once per change on each instance, and
 * a change written through one instance is answered by every other one at once (PostgreSQL bridge).
 */
describe.skipIf(!adminUrl)('the prepared public menu across server instances (PostgreSQL)', () => {
  const instances = twoServerInstances('tableside_menu', adminUrl, {
    adminEmail: ADMIN_EMAIL,
    password: PASSWORD,
    seedSampleData: true,
  });

  /** The menu as a phone asks for it; fetch decodes the brotli body. */
  async function menuOf(server: TRunningServer) {
    const res = await fetch(`${server.url}/api/public/menu`, { headers: BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    const menu = ((await res.json()) as { data: TPublicMenu }).data;
    const espresso = menu.categories.flatMap((category) => category.items).find((i) => i.name === 'Espresso');
    return { etag: res.headers.get('ETag'), espresso };
  }

  it('answers an item hidden through one instance from the other within a second', async () => {
    const before = await menuOf(instances.second);
    if (!before.espresso) throw new Error('No Espresso on the sample menu');

    const login = await fetch(`${instances.first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: PASSWORD }),
    });
    const { data } = (await login.json()) as { data: { access_token: string } };
    const toggled = await fetch(
      `${instances.first.url}/api/menu-items/${before.espresso.id}/toggle-visibility`,
      {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${data.access_token}` },
      },
    );
    expect(toggled.status).toBe(200);

    const until = Date.now() + 1000;
    let after = await menuOf(instances.second);
    while (after.espresso && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await menuOf(instances.second);
    }
    expect(after.espresso).toBeUndefined();
    expect(after.etag).not.toBe(before.etag);
  });
});
