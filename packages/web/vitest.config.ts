import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup-tests.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // jsdom screens with user-event take 1-3 s each on a quiet machine; this shared 2-core machine
    // is often loaded several times over, and the default 5 s then fails tests that are correct.
    testTimeout: 15_000,
  },
});
