import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { staticSitePlugin } from './src/demo/static-site.vite-plugin.ts';

// The API runs on port 8080 (DESIGN.md section 2); in development the web app proxies to it so
// both share one origin, as they do in production.
const apiProxy = { '/api': { target: 'http://localhost:8080', changeOrigin: false } };

export default defineConfig({
  plugins: [react(), tailwindcss(), staticSitePlugin()],
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
