import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config.ts';
import { E2E_STATIC_URL } from './support/e2e-constants.ts';

/**
 * Demo mode with no backend at all (decision 0012): the static build served by a plain file
 * server, the API running in the page over sql.js.
 */
export default defineConfig({
  ...baseConfig,
  testDir: './specs-demo',
  timeout: 120_000,
  use: { ...baseConfig.use, baseURL: E2E_STATIC_URL },
  webServer: {
    command: 'npx tsx support/static-server.ts',
    url: `${E2E_STATIC_URL}/index.html`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
