import { describe, expect, it } from 'vitest';
import { staticSitePlugin } from './static-site.vite-plugin.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Tableside</title>
    <script src="/boot.js"></script>
  </head>
</html>`;

function transform(html: string): string {
  const hook = staticSitePlugin().transformIndexHtml as (html: string) => string;
  return hook(html);
}

describe('the static site plugin', () => {
  it('puts the policy in a <meta> right after the charset, before any script', () => {
    const html = transform(INDEX);
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)" \/>/.exec(html)?.[1] ?? '';
    expect(html.indexOf('Content-Security-Policy')).toBeGreaterThan(html.indexOf('charset'));
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<title>'));
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    // A <meta> policy cannot forbid framing; browsers ignore it there and warn.
    expect(policy).not.toContain('frame-ancestors');
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it('refuses an index.html without a charset to follow', () => {
    expect(() => transform('<html><head><title>x</title></head></html>')).toThrow(/charset/);
  });
});
