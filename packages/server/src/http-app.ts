import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { TApi } from '@tableside/api/app';
import type { TLogger } from '@tableside/api/deps';
import { PREPARED_RESPONSE_PATHS } from '@tableside/api/http/prepared-response';
import { Hono } from 'hono';
import { requestLogger } from './logger.ts';
import { compressAnswers } from './response-compression.ts';
import { securityHeadersMiddleware } from './security-headers.ts';

/** Vite puts content-hashed files under /assets: they never change, so browsers may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files, so it is revalidated on every visit. */
const REVALIDATE = 'no-cache';

/**
 * The Node host's HTTP surface on one origin (DESIGN.md section 2): the API under /api, the built web
 * app's files, and index.html for every other page address so the React router can take over.
 */
export function createServerApp({
  api,
  webDir,
  logger,
  publicUrl,
}: {
  api: TApi;
  webDir: string;
  logger: TLogger;
  /** PUBLIC_URL: an https address turns on HSTS (decision 0021). */
  publicUrl: string;
}) {
  const app = new Hono();
  app.use(requestLogger(logger));
  app.use(securityHeadersMiddleware(publicUrl));

  // The API answers everything under /api itself, its own JSON 404 included. Prepared answers (the
  // guests' menu) come compressed already and are routed before the compression step, which would
  // have to build each answer's headers just to see that.
  const toApi = (c: { req: { raw: Request }; env: unknown }) => api.fetch(c.req.raw, c.env);
  for (const path of PREPARED_RESPONSE_PATHS) app.get(path, toApi);
  app.use(compressAnswers());
  app.all('/api', toApi);
  app.all('/api/*', toApi);

  app.use(async (c, next) => {
    await next();
    if (c.res.ok && !c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', cacheControlFor(c.req.path, c.res.headers.get('Content-Type')));
    }
  });
  app.use(serveStatic({ root: webDir, precompressed: true }));

  app.on(['GET', 'HEAD'], '*', async (c) => {
    if (!isPageAddress(c.req.path, c.req.header('Accept'))) return c.text('Not found', 404);
    const indexHtml = await readFile(join(webDir, 'index.html'), 'utf8').catch(() => null);
    return indexHtml === null ? c.html(NOT_BUILT_PAGE, 503) : c.html(indexHtml);
  });

  app.notFound((c) => c.text('Not found', 404));
  return app;
}

function cacheControlFor(requestPath: string, contentType: string | null): string {
  if (contentType?.startsWith('text/html')) return REVALIDATE;
  return requestPath.startsWith('/assets/') ? IMMUTABLE : 'public, max-age=3600';
}

/**
 * A page address is one the React router answers: anything outside /assets that asks for HTML, or
 * has no file extension (so `curl /login` or a link checker with Accept: *\/* gets the app too, while
 * a missing /favicon.png or /assets/x.js stays a plain 404).
 */
function isPageAddress(path: string, accept = ''): boolean {
  if (path.startsWith('/assets/')) return false;
  if (accept.includes('text/html')) return true;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Tableside: web app not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The web app is not built yet</h1>
<p>The API is running at <a href="/api/docs">/api/docs</a>, but there is no web build to serve.</p>
<p>Run <code>npm run build</code> in the project folder, then reload this page.</p>
</body>
</html>
`;
