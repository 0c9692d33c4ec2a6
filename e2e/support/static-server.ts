/**
 * A plain static file server for the demo specs: the built web app and nothing else, no API and no
 * SPA fallback, like a static host. A path that is no file gets 404.html with status 404 (as
 * GitHub Pages or Netlify serve it), a folder its index.html.
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { E2E_STATIC_PORT } from './e2e-constants.ts';

const ROOT = new URL('../../packages/web/dist/', import.meta.url).pathname;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};

async function fileFor(urlPath: string): Promise<string | null> {
  const path = join(ROOT, normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, ''));
  if (!path.startsWith(ROOT)) return null;
  const info = await stat(path).catch(() => null);
  if (info?.isFile()) return path;
  if (info?.isDirectory()) {
    const index = join(path, 'index.html');
    return (await stat(index).catch(() => null))?.isFile() ? index : null;
  }
  return null;
}

const server = createServer(async (request, response) => {
  const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
  const file = await fileFor(urlPath);
  const served = file ?? join(ROOT, '404.html');
  const body = await readFile(served).catch(() => null);
  if (!body) {
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  response
    .writeHead(file ? 200 : 404, { 'Content-Type': TYPES[extname(served)] ?? 'application/octet-stream' })
    .end(request.method === 'HEAD' ? undefined : body);
});

server.listen(E2E_STATIC_PORT, '127.0.0.1', () => {
  process.stdout.write(`static server ready at http://127.0.0.1:${E2E_STATIC_PORT}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
process.once('SIGINT', () => server.close(() => process.exit(0)));
