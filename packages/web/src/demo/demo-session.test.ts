import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSessionToken, withSessionJar } from './demo-session.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => forgetSessionToken());

describe('the demo host’s session jar', () => {
  it('keeps the refresh token of a sign-in and presents it on refresh and logout', async () => {
    const bodies: unknown[] = [];
    const api = vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'POST') bodies.push(await request.clone().json());
      if (path === '/api/auth/login') return json({ success: true, data: { refresh_token: 'first' } });
      if (path === '/api/auth/refresh') return json({ success: true, data: { refresh_token: 'second' } });
      return json({ success: true, data: null });
    });
    const fetch = withSessionJar(api);

    await fetch('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'a@b.c', password: 'x' }),
    });
    await fetch('/api/auth/refresh', { method: 'POST', body: '{}' });
    await fetch('/api/auth/logout', { method: 'POST', body: '{}' });
    await fetch('/api/auth/refresh', { method: 'POST', body: '{}' });

    expect(bodies).toEqual([
      { email: 'a@b.c', password: 'x' },
      { refresh_token: 'first' },
      { refresh_token: 'second' },
      {},
    ]);
  });

  it('leaves other calls alone and keeps nothing from a failed sign-in', async () => {
    const api = vi.fn(async () => json({ success: false, message: 'No' }, 401));
    const fetch = withSessionJar(api);
    await fetch('/api/auth/login', { method: 'POST', body: '{}' });
    const response = await fetch('/api/benches');
    expect(response.status).toBe(401);
    expect(localStorage.length).toBe(0);
  });
});
