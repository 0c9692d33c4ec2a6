import { describe, expect, it } from 'vitest';
import { nextZonedDay, startOfZonedDay, zonedDate, zonedDayRange } from './zoned-time.ts';

describe('zoned days', () => {
  it("finds the restaurant's date of an instant", () => {
    expect(zonedDate(new Date('2025-03-13T22:59:59.999Z'), 'Europe/Berlin')).toBe('2025-03-13');
    expect(zonedDate(new Date('2025-03-13T23:00:00.000Z'), 'Europe/Berlin')).toBe('2025-03-14');
    expect(zonedDate(new Date('2025-03-14T03:00:00.000Z'), 'America/New_York')).toBe('2025-03-13');
  });

  it('finds the first instant of a day, across daylight-saving changes', () => {
    expect(startOfZonedDay('2025-03-14', 'Europe/Berlin').toISOString()).toBe('2025-03-13T23:00:00.000Z');
    // Summer time starts at 02:00 on 30 March: that day lasts 23 hours.
    expect(startOfZonedDay('2025-03-30', 'Europe/Berlin').toISOString()).toBe('2025-03-29T23:00:00.000Z');
    expect(nextZonedDay('2025-03-30', 'Europe/Berlin').toISOString()).toBe('2025-03-30T22:00:00.000Z');
    expect(startOfZonedDay('2025-10-26', 'Europe/Berlin').toISOString()).toBe('2025-10-25T22:00:00.000Z');
    expect(nextZonedDay('2025-10-26', 'Europe/Berlin').toISOString()).toBe('2025-10-26T23:00:00.000Z');
    expect(startOfZonedDay('2025-06-01', 'America/Los_Angeles').toISOString()).toBe(
      '2025-06-01T07:00:00.000Z',
    );
    expect(startOfZonedDay('2025-06-01', 'Asia/Kolkata').toISOString()).toBe('2025-05-31T18:30:00.000Z');
  });

  it('gives the day around an instant, and counts in UTC for an unknown zone', () => {
    const range = zonedDayRange(new Date('2025-03-14T15:30:00.000Z'), 'Europe/Berlin');
    expect([range.start.toISOString(), range.end.toISOString()]).toEqual([
      '2025-03-13T23:00:00.000Z',
      '2025-03-14T23:00:00.000Z',
    ]);
    const utc = zonedDayRange(new Date('2025-03-14T15:30:00.000Z'), 'Mars/Olympus_Mons');
    expect([utc.start.toISOString(), utc.end.toISOString()]).toEqual([
      '2025-03-14T00:00:00.000Z',
      '2025-03-15T00:00:00.000Z',
    ]);
  });
});
