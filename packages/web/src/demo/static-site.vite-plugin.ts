import type { Plugin } from 'vite';
// A relative path, not @tableside/shared: Vite loads its config with every package import left to
// Node, which cannot run TypeScript; a relative import is bundled into the config instead.
import { staticSiteCsp } from '../../../shared/src/content-security-policy.ts';

/**
 * The build as a static site (decision 0012): any plain file server can host the product, and
 * with no backend it runs in demo mode. Such servers have no SPA fallback, so a reload of a deep
 * link needs a file at that path:
 * - `404.html`, a copy of index.html, which static hosts (GitHub Pages, Netlify, Cloudflare Pages,
 *   S3 website hosting, ...) serve for any unknown path; links with ids (/table/3/menu) rely on it;
 * - `<route>/index.html` for every fixed route, which even a bare directory server finds.
 * Asset paths stay absolute (`/assets/...`), so every copy loads the same files.
 * A static host sends no security headers, so the HTML carries its Content-Security-Policy in a
 * `<meta>` tag, right after the charset and before anything it governs (decision 0021). Build only:
 * the dev server injects an inline script.
 */
const FIXED_ROUTES = [
  'welcome',
  'login',
  'forgot-password',
  'reset-password',
  'accessibility',
  'game',
  'table',
  'admin',
  'admin/login',
  'admin/orders',
  'admin/menu',
  'admin/tables',
  'admin/floor-plan',
  'admin/locations',
  'admin/staff',
  'admin/users',
  'admin/roles',
  'admin/database',
  'admin/configuration',
  'admin/data-import',
  'admin/master-data',
  'admin/number-sequences',
  'admin/profile',
];

export function staticSitePlugin(): Plugin {
  return {
    name: 'tableside-static-site',
    apply: 'build',
    // After Vite's HTML plugin, which adds index.html to the bundle in this same hook.
    enforce: 'post',
    transformIndexHtml(html) {
      const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
      if (!charset) throw new Error('index.html needs a <meta charset> for the policy to follow');
      const end = charset.index + charset[0].length;
      const meta = `\n    <meta http-equiv="Content-Security-Policy" content="${staticSiteCsp()}" />`;
      return html.slice(0, end) + meta + html.slice(end);
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      for (const fileName of ['404.html', ...FIXED_ROUTES.map((route) => `${route}/index.html`)]) {
        this.emitFile({ type: 'asset', fileName, source: index.source });
      }
    },
  };
}
