import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { bootScriptPlugin } from './src/boot-script.vite-plugin.ts';
import { BEST_COMPRESSION, compileHintPlugin } from './src/compile-hint.vite-plugin.ts';
import { staticSitePlugin } from './src/demo/static-site.vite-plugin.ts';

// The API runs on port 8080 (DESIGN.md section 2); in development the web app proxies to it so
// both share one origin, as they do in production.
const apiProxy = { '/api': { target: 'http://localhost:8080', changeOrigin: false } };

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    staticSitePlugin(),
    bootScriptPlugin(),
    // Scripts, styles and the demo's WebAssembly compressed once, at their best, next to each file
    // (x.js.br, x.js.gz): the Node host sends them as they are (serveStatic `precompressed`) instead
    // of gzipping every download on the fly, and a phone gets brotli, about a sixth smaller than the
    // gzip it got (decision 0030). Pages stay plain: index.html is read and sent by the host itself.
    compression({
      include: /\.(js|css|svg|wasm)$/,
      algorithms: [
        defineAlgorithm('brotliCompress', BEST_COMPRESSION.brotli),
        defineAlgorithm('gzip', BEST_COMPRESSION.gzip),
      ],
    }),
    // Once the files are written (after the compression, wherever it stands in this list), it puts V8's
    // compile hint first in the entry chunk and makes its compressed copies again (decision 0030).
    compileHintPlugin(),
  ],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Browsers without modulepreload (Safari before 17) still load every module, one after another.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the app's start imports goes into its own chunk rather than into small shared
        // chunks: one file compresses far better than twenty, and needs no second round trip
        // (decision 0007). Lazy areas and dialogs still get chunks of their own.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
