import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*',
      // The API suite once more over sql.js, the database of the browser demo (DESIGN.md section 6).
      {
        extends: './packages/api/vitest.config.ts',
        root: './packages/api',
        test: { name: 'api-sqljs', env: { TEST_DATABASE: 'sqljs' } },
      },
    ],
  },
});
