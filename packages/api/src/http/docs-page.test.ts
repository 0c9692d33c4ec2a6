import { describe, expect, it } from 'vitest';
import { docsPagePolicy, renderDocsPage } from './docs-page.ts';

describe('the API docs page', () => {
  const page = renderDocsPage(
    [{ method: 'get', path: '/health', tag: 'System', summary: 'Health', access: 'public' }],
    '1.2.3',
  );

  it('allows its one stylesheet by hash, and no script', async () => {
    const styles = [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
    expect(styles).toHaveLength(1);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(styles[0]));
    const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
    const policy = await docsPagePolicy();
    expect(policy).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(page).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
  });
});
