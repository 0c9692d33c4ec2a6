import type { TEndpointDoc } from './api-router.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** The page's one stylesheet, inline so the page stands alone; its policy allows it by hash. */
const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
h1{margin-bottom:.25rem}h2{margin-top:2rem;border-bottom:1px solid #e5e7eb}summary{cursor:pointer;padding:.35rem 0}
code{font-size:14px}.m{display:inline-block;width:4.5rem;font-weight:700;font-size:12px}.get{color:#2563eb}.post{color:#059669}
.put,.patch{color:#d97706}.delete{color:#dc2626}.a{float:right;color:#6b7280;font-size:12px}
@media (prefers-color-scheme:dark){body{background:#111827;color:#f3f4f6}h2{border-color:#374151}}
`;

/**
 * The docs page's own Content-Security-Policy (decision 0021), stricter than the web app's: no
 * script at all, and no style but its own stylesheet, named by its SHA-256. The Node host keeps a
 * policy a response brings.
 */
export async function docsPagePolicy(): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(STYLE));
  const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
  return `default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
}

/**
 * A self-contained, browsable endpoint list at /api/docs. It needs no CDN (the product must work
 * offline and in demo mode); the full schemas are in /api/openapi.json.
 */
export function renderDocsPage(docs: readonly TEndpointDoc[], version: string): string {
  const byTag = new Map<string, TEndpointDoc[]>();
  for (const doc of docs) byTag.set(doc.tag, [...(byTag.get(doc.tag) ?? []), doc]);
  const sections = [...byTag]
    .map(
      ([tag, endpoints]) =>
        `<section><h2>${escapeHtml(tag)}</h2>${endpoints
          .map(
            (doc) => `<details><summary><span class="m ${doc.method}">${doc.method.toUpperCase()}</span>
<code>/api${escapeHtml(doc.path === '/' ? '' : doc.path)}</code> ${escapeHtml(doc.summary)}
<span class="a">${escapeHtml(doc.access)}</span></summary>${doc.description ? `<p>${escapeHtml(doc.description)}</p>` : ''}</details>`,
          )
          .join('')}</section>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Tableside API ${escapeHtml(version)}</title><style>${STYLE}</style></head><body><h1>Tableside API</h1><p>Version ${escapeHtml(version)} · <a href="/api/openapi.json">openapi.json</a> ·
every response is <code>{ success, message, data }</code>; send <code>Authorization: Bearer &lt;access_token&gt;</code> where access is not public.</p>
${sections}</body></html>`;
}
