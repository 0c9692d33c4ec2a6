import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Start-up tests migrate and seed a real database and hash with full-cost scrypt.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
