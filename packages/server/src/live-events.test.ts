import { readSseUntil } from '@tableside/api/test/sse';
import { describe, expect, it } from 'vitest';
import { twoServerInstances } from './postgres.test-helpers.ts';
import type { TRunningServer } from './start-server.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const ADMIN_EMAIL = 'owner@cafe.test';
const PASSWORD = 'live-events-secret';

/**
 * Issue 14: what one server instance writes reaches the staff screens connected to another within
 * a second, through the PostgreSQL event bridge (DESIGN 4): table writes and guests' shared carts.
 */
describe.skipIf(!adminUrl)('live staff events across server instances (PostgreSQL)', () => {
  const instances = twoServerInstances('tableside_live', adminUrl, {
    adminEmail: ADMIN_EMAIL,
    password: PASSWORD,
  });

  async function signIn(server: TRunningServer): Promise<{ Authorization: string }> {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { data } = (await login.json()) as { data: { access_token: string } };
    return { Authorization: `Bearer ${data.access_token}` };
  }

  it("streams a table switched off and a guest's shared cart on one instance to the other's staff", async () => {
    const writer = await signIn(instances.first);
    const watcher = await signIn(instances.second);
    const tables = (await (await fetch(`${instances.first.url}/api/benches`)).json()) as {
      data: { id: number }[];
    };
    const table = tables.data[0]!.id;

    const controller = new AbortController();
    const stream = await fetch(`${instances.second.url}/api/events`, {
      headers: watcher,
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    try {
      await readSseUntil(reader, 'event: ready');

      const toggled = await fetch(`${instances.first.url}/api/benches/${table}/toggle-active`, {
        method: 'PATCH',
        headers: writer,
      });
      expect(toggled.status).toBe(200);
      const afterToggle = await readSseUntil(reader, 'event: tables.changed', 1000);
      expect(afterToggle).toContain(`event: tables.changed\ndata: {"benchIds":[${table}]}`);

      // Back on, so guests may start a shared cart there.
      await fetch(`${instances.first.url}/api/benches/${table}/toggle-active`, {
        method: 'PATCH',
        headers: writer,
      });
      const started = await fetch(`${instances.first.url}/api/customer/shared-carts`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ bench_id: table }),
      });
      expect(started.status).toBe(201);
      const afterCart = await readSseUntil(reader, 'event: shared_cart.changed', 1000);
      expect(afterCart).toContain(`event: shared_cart.changed\ndata: {"benchId":${table}}`);
    } finally {
      controller.abort();
      await reader.cancel().catch(() => undefined);
    }
  });
});
