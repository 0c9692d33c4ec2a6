import { describe, expect, it } from 'vitest';
import { isLocked } from './staff-format.ts';

const NOW = Date.parse('2026-03-14T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('team formats', () => {
  it('treats a lock as over once its time has passed', () => {
    expect(isLocked({ locked_until: null }, NOW)).toBe(false);
    expect(isLocked({ locked_until: ago(-60_000) }, NOW)).toBe(true);
    expect(isLocked({ locked_until: ago(60_000) }, NOW)).toBe(false);
  });
});
