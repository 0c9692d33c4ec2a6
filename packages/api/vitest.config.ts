import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each test file gets its own database (in-memory SQLite, or its own PostgreSQL schema).
    testTimeout: 20_000,
  },
});
