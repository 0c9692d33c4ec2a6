import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './date-time-format.ts';

const NOON_UTC = '2026-01-05T12:05:00.000Z';
const berlin = (language: string, timeFormat: '12H' | '24H' = '24H') =>
  dateTimeFormat({ language, timeZone: 'Europe/Berlin', timeFormat });

describe("the restaurant's clock (REGIONAL.TIMEZONE and TIME_FORMAT, decision 0042)", () => {
  it("uses the restaurant's zone and 24-hour clock", () => {
    expect(berlin('en').time(NOON_UTC)).toBe('13:05');
    expect(dateTimeFormat({ language: 'de', timeZone: 'Asia/Tokyo', timeFormat: '24H' }).time(NOON_UTC)).toBe(
      '21:05',
    );
    expect(berlin('en').dateTime(NOON_UTC)).toBe('Jan 5, 2026, 13:05');
    expect(berlin('de').dateTime(NOON_UTC)).toBe('05.01.2026, 13:05');
  });

  it('uses the 12-hour clock when the restaurant chose it, in any language', () => {
    const newYork = dateTimeFormat({ language: 'en', timeZone: 'America/New_York', timeFormat: '12H' });
    expect(newYork.time(NOON_UTC)).toMatch(/^7:05\sAM$/);
    expect(berlin('de', '12H').time(NOON_UTC)).toMatch(/^1:05\sPM$/);
  });

  it('shows midnight as 00:05, never 24:05', () => {
    expect(berlin('en').time('2026-01-05T23:05:00.000Z')).toBe('00:05');
  });

  it('reads the calendar day in the restaurant’s zone, not the device’s', () => {
    const lateEvening = Date.parse('2026-03-14T22:30:00.000Z'); // 23:30 in Berlin, 15:30 in Los Angeles
    expect(berlin('en').today(lateEvening)).toBe('2026-03-14');
    expect(berlin('en').isSameDay('2026-03-14T23:30:00.000Z', lateEvening)).toBe(false);
    expect(berlin('en').isSameDay('2026-03-13T23:30:00.000Z', lateEvening)).toBe(true);
    expect(berlin('en').recent('2026-03-14T12:00:00.000Z', lateEvening)).toBe('13:00');
    expect(berlin('en').recent('2026-03-12T12:00:00.000Z', lateEvening)).toBe('Mar 12, 13:00');
  });

  it('shows opening hours in the chosen clock', () => {
    expect(berlin('en').clock('09:00')).toBe('09:00');
    expect(berlin('en').clock('21:30')).toBe('21:30');
    expect(berlin('en', '12H').clock('21:30')).toMatch(/^9:30\sPM$/);
  });

  it('falls back to the device’s zone for a zone the browser does not know; unreadable times are empty', () => {
    expect(() => dateTimeFormat({ language: 'en', timeZone: 'Mars/Olympus' }).time(NOON_UTC)).not.toThrow();
    expect(berlin('en').time('not a time')).toBe('');
  });

  it("shows a period's days in the restaurant's zone", () => {
    const from = '2025-03-07T23:00:00.000Z';
    expect(berlin('en').dayRange(from, '2025-03-14T23:00:00.000Z')).toMatch(/^Mar 8\s–\s14, 2025$/);
  });
});
