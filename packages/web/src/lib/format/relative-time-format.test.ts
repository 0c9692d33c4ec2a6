import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './date-time-format.ts';
import { relativeTime } from './relative-time-format.ts';

const NOW = Date.parse('2026-03-14T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const dates = (language: string) =>
  dateTimeFormat({ language, timeZone: 'Europe/Berlin', timeFormat: '24H' });
const relative = (language: string, iso: string) => relativeTime(language, dates(language), iso, NOW);

describe('relative times (last sign-in)', () => {
  it('says how long ago, in the reader language', () => {
    expect(relative('en', ago(20_000))).toBe('now');
    expect(relative('en', ago(5 * 60_000))).toBe('5 minutes ago');
    expect(relative('en', ago(3 * 3_600_000))).toBe('3 hours ago');
    expect(relative('en', ago(26 * 3_600_000))).toBe('yesterday');
    expect(relative('de', ago(15 * 86_400_000))).toBe('vor 2 Wochen');
  });

  it("shows the restaurant's date for sign-ins more than a month ago", () => {
    expect(relative('en', '2026-01-03T10:00:00Z')).toBe('Jan 3, 2026');
    // 23:30 on 3 Jan in Los Angeles is already 4 Jan in Berlin.
    expect(relative('en', '2026-01-04T07:30:00Z')).toBe('Jan 4, 2026');
  });
});
