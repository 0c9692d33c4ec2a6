import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import type { Plugin } from 'vite';

const SOURCE = fileURLToPath(new URL('./boot.js', import.meta.url));

/**
 * `src/boot.js`, the classic script index.html runs before the app (theme, a table's first calls,
 * the number format), served as `/boot.js`. Every first visit downloads it before anything else, so
 * the build minifies it; its source keeps the comments that explain it. The dev server sends the
 * source as it is.
 */
export function bootScriptPlugin(): Plugin {
  return {
    name: 'tableside-boot-script',
    configureServer(server) {
      server.middlewares.use('/boot.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(readFileSync(SOURCE));
      });
    },
    generateBundle() {
      const { code } = transformSync(readFileSync(SOURCE, 'utf8'), { minify: true, target: 'es2020' });
      this.emitFile({ type: 'asset', fileName: 'boot.js', source: code });
    },
  };
}
