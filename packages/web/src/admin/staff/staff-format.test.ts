import { describe, expect, it } from 'vitest';
import { isLocked, isSameDay, relativeTime, timeOfDay } from './staff-format.ts';

const NOW = Date.parse('2026-03-14T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('team formats', () => {
  it('says how long ago, in the reader language', () => {
    expect(relativeTime('en', ago(20_000), NOW)).toBe('now');
    expect(relativeTime('en', ago(5 * 60_000), NOW)).toBe('5 minutes ago');
    expect(relativeTime('en', ago(3 * 3_600_000), NOW)).toBe('3 hours ago');
    expect(relativeTime('en', ago(26 * 3_600_000), NOW)).toBe('yesterday');
    expect(relativeTime('de', ago(15 * 86_400_000), NOW)).toBe('vor 2 Wochen');
  });

  it('shows a date for sign-ins more than a month ago', () => {
    expect(relativeTime('en', '2026-01-03T10:00:00Z', NOW)).toBe('Jan 3, 2026');
  });

  it('treats a lock as over once its time has passed', () => {
    expect(isLocked({ locked_until: null }, NOW)).toBe(false);
    expect(isLocked({ locked_until: ago(-60_000) }, NOW)).toBe(true);
    expect(isLocked({ locked_until: ago(60_000) }, NOW)).toBe(false);
  });

  it("knows today in the reader's time zone and shows its time alone", () => {
    // Local times, so the test holds in every time zone the machine may have.
    const morning = new Date(2026, 2, 14, 0, 5).toISOString();
    const evening = new Date(2026, 2, 14, 23, 55).getTime();
    expect(isSameDay(morning, evening)).toBe(true);
    expect(isSameDay(new Date(2026, 2, 13, 23, 55).toISOString(), evening)).toBe(false);
    expect(timeOfDay('en', new Date(2026, 2, 14, 14, 5).toISOString())).toMatch(/^2:05\sPM$/);
    expect(timeOfDay('de', new Date(2026, 2, 14, 14, 5).toISOString())).toBe('14:05');
  });
});
