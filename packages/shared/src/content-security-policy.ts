/**
 * The Content-Security-Policy of the web app's pages (decision 0021), in one place for both ways it
 * reaches a browser: the Node host's header (packages/server/src/security-headers.ts) and the
 * `<meta>` tag in the built HTML, all a plain static host serves in demo mode
 * (packages/web/src/demo/static-site.vite-plugin.ts).
 */
type TCspDirectives = Readonly<Record<string, readonly string[]>>;

/** What the pages load, and from where: the page's own origin only, nothing inline but styles. */
const APP_CSP_DIRECTIVES = {
  'default-src': ["'none'"],
  // The bundle's files and /boot.js: no inline script, no eval.
  'script-src': ["'self'"],
  // sonner and Radix's scroll lock insert <style> elements at run time, one with computed content.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Uploads (/api/files/...); blob: for the QR code PNG and the menu image preview.
  'img-src': ["'self'", 'blob:'],
  'font-src': ["'self'"],
  // The API, its event streams included.
  'connect-src': ["'self'"],
  // The demo's worker, a file of the build.
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
} as const satisfies TCspDirectives;

/**
 * The Node host's header: the app's policy, and no page of it may be framed (clickjacking).
 * sql.js never runs on this host (the demo starts only when no backend answers), so no WebAssembly.
 */
export function serverCsp(): string {
  return serializeCsp({ ...APP_CSP_DIRECTIVES, 'frame-ancestors': ["'none'"] });
}

/**
 * The static site's `<meta>` policy: the app's policy, plus 'wasm-unsafe-eval' for sql.js in demo
 * mode (it allows compiling WebAssembly, not JavaScript eval). No frame-ancestors: browsers ignore
 * it in a `<meta>` tag and say so in the console.
 */
export function staticSiteCsp(): string {
  return serializeCsp({
    ...APP_CSP_DIRECTIVES,
    'script-src': [...APP_CSP_DIRECTIVES['script-src'], "'wasm-unsafe-eval'"],
  });
}

/** `default-src 'none'; script-src 'self'; ...` */
function serializeCsp(directives: TCspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}
