import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRouter } from '../http/api-router.ts';
import type { TApiEnv } from '../http/env.ts';
import { handleError } from '../http/error-handler.ts';
import { ok } from '../http/respond.ts';
import { createTestContext, type TTestContext } from '../test/test-context.ts';
import { bearerToken, verifyAccessToken } from './access-token.ts';
import { createSignedInUser } from './auth.test-helpers.ts';

// The permission check every ApiRouter endpoint runs (DESIGN.md section 3), exercised on a
// test-only router so it does not depend on any real resource.
let ctx: TTestContext;
let app: Hono<TApiEnv>;

beforeAll(async () => {
  ctx = await createTestContext();
  const router = new ApiRouter('Test')
    .get('/open', { summary: 'public', access: 'public' }, (c) => ok(c, 'open'))
    .get('/any', { summary: 'signed-in', access: 'signed-in' }, (c, { principal }) => ok(c, principal?.email))
    .get('/menu', { summary: 'permission', access: 'menu.manage' }, (c) => ok(c, 'menu'));
  app = new Hono<TApiEnv>();
  app.use(async (c, next) => {
    c.set('deps', ctx.deps);
    const token = bearerToken(c.req.header('Authorization'));
    c.set(
      'principal',
      token ? await verifyAccessToken(token, ctx.deps.jwtSecret, ctx.deps.clock.now()) : null,
    );
    await next();
  });
  app.route('/', router.hono);
  app.onError((error, c) => handleError(error, c, ctx.deps.logger));
});
afterAll(() => ctx.close());

describe('endpoint access', () => {
  it('lets anyone call a public endpoint', async () => {
    expect((await app.request('/open')).status).toBe(200);
  });

  it('answers 401 without a valid token', async () => {
    for (const path of ['/any', '/menu']) {
      const response = await app.request(path);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
      expect((await app.request(path, { headers: { Authorization: 'Bearer nonsense' } })).status).toBe(401);
    }
  });

  it('answers 403 when the signed-in user lacks the permission', async () => {
    const kitchen = await createSignedInUser(ctx.deps, { email: 'kitchen@example.com', roles: ['KITCHEN'] });
    expect((await app.request('/any', { headers: kitchen.headers })).status).toBe(200);
    const response = await app.request('/menu', { headers: kitchen.headers });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Missing permission: menu.manage',
    });
  });

  it('admits a role or a direct claim that grants the permission', async () => {
    const manager = await createSignedInUser(ctx.deps, { roles: ['MANAGER'] });
    expect((await app.request('/menu', { headers: manager.headers })).status).toBe(200);
    const granted = await createSignedInUser(ctx.deps, { permissions: ['menu.manage'] });
    expect((await app.request('/menu', { headers: granted.headers })).status).toBe(200);
  });

  it('stops honouring an access token after 900 seconds', async () => {
    const owner = await createSignedInUser(ctx.deps, { roles: ['OWNER'] });
    ctx.clock.advance(899_000);
    expect((await app.request('/menu', { headers: owner.headers })).status).toBe(200);
    ctx.clock.advance(1_000);
    expect((await app.request('/menu', { headers: owner.headers })).status).toBe(401);
  });
});
