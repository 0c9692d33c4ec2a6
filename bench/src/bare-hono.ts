import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

export const BARE_ROUTE = '/bare';

/**
 * The floor to compare the product against: Hono on the same Node adapter, no middleware, no
 * database, a constant JSON body. Whatever the menu route costs beyond this is ours.
 */
export async function startBareHono(): Promise<{ url: string; stop(): Promise<void> }> {
  const app = new Hono().get(BARE_ROUTE, (c) => c.json({ ok: true }));
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${BARE_ROUTE}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
