import { describe, expect, it } from 'vitest';
import { clockTimeFormat } from './order-time-format.ts';

const NOON_UTC = new Date('2026-01-05T12:05:00.000Z');

describe('clock times (REGIONAL.TIMEZONE and TIME_FORMAT, issue 10)', () => {
  it("uses the restaurant's zone and 24-hour clock", () => {
    expect(clockTimeFormat('en', 'Europe/Berlin', '24H').format(NOON_UTC)).toBe('13:05');
    expect(clockTimeFormat('de', 'Asia/Tokyo', '24H').format(NOON_UTC)).toBe('21:05');
  });

  it('uses the 12-hour clock when the restaurant chose it, in any language', () => {
    expect(clockTimeFormat('en', 'America/New_York', '12H').format(NOON_UTC)).toMatch(/^7:05\sAM$/);
    expect(clockTimeFormat('de', 'Europe/Berlin', '12H').format(NOON_UTC)).toMatch(/^1:05\sPM$/);
  });

  it('falls back to the guest’s zone for a zone the browser does not know', () => {
    expect(() => clockTimeFormat('en', 'Mars/Olympus', '24H').format(NOON_UTC)).not.toThrow();
  });
});
