import { describe, expect, it } from 'vitest';
import { welcomeBanner } from './banner.ts';

describe('welcomeBanner', () => {
  it('shows the sign-in address, email and generated password in a box', () => {
    const lines = welcomeBanner({
      url: 'http://localhost:8080',
      email: 'admin@example.com',
      password: 'abcd-efgh',
    }).split('\n');
    expect(lines[0]).toMatch(/^\+-+\+$/);
    expect(lines.at(-1)).toBe(lines[0]);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    const text = lines.join('\n');
    expect(text).toContain('url:       http://localhost:8080/login');
    expect(text).toContain('email:     admin@example.com');
    expect(text).toContain('password:  abcd-efgh');
    expect(text).toContain('shown only once');
  });

  it('does not repeat a password chosen with ADMIN_PASSWORD', () => {
    const text = welcomeBanner({ url: 'http://localhost:8080', email: 'admin@example.com', password: null });
    expect(text).toContain('password:  (from ADMIN_PASSWORD)');
    expect(text).not.toContain('shown only once');
  });
});
