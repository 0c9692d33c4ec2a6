import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { initI18n } from '../lib/i18n/i18n.ts';

await initI18n('en');

// Screens load as lazy chunks; on a busy CI machine (API suites on two databases beside these)
// the first import of a chunk can take over a second, so findBy waits longer than its 1 s default.
configure({ asyncUtilTimeout: 5000 });

// The request layer logs every failed call at debug level; tests provoke many on purpose.
beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
