import { describe, expect, it } from 'vitest';
import { lastDuePeriod, lastFinishedDay } from './report-periods.ts';

const BERLIN = 'Europe/Berlin';
const due = (schedule: 'DAILY' | 'WEEKLY' | 'MONTHLY', at: string) =>
  lastDuePeriod(schedule, new Date(at), BERLIN);

describe('report periods (Europe/Berlin)', () => {
  it('makes a day due at 06:00 local time the next morning', () => {
    // 2026-11-26 05:59 CET is 04:59 UTC: the 25th is not due yet, the 24th is the last due one.
    expect(due('DAILY', '2026-11-26T04:59:59Z')).toEqual({ start: '2026-11-24', end: '2026-11-24' });
    expect(due('DAILY', '2026-11-26T05:00:00Z')).toEqual({ start: '2026-11-25', end: '2026-11-25' });
    // 00:30 local on the 27th (still the 26th in UTC): the 26th waits for 06:00.
    expect(due('DAILY', '2026-11-26T23:30:00Z')).toEqual({ start: '2026-11-25', end: '2026-11-25' });
  });

  it('makes Monday to Sunday due on Monday at 06:00', () => {
    // Monday 2026-11-30.
    expect(due('WEEKLY', '2026-11-30T04:59:59Z')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(due('WEEKLY', '2026-11-30T05:00:00Z')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(due('WEEKLY', '2026-12-06T22:00:00Z')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
  });

  it('keeps 06:00 local across daylight-saving changes', () => {
    // Summer time ends Sunday 2026-10-25: Monday 06:00 CET is 05:00 UTC.
    expect(due('WEEKLY', '2026-10-26T04:59:59Z')).toEqual({ start: '2026-10-12', end: '2026-10-18' });
    expect(due('WEEKLY', '2026-10-26T05:00:00Z')).toEqual({ start: '2026-10-19', end: '2026-10-25' });
    // Summer time starts Sunday 2026-03-29: Monday 06:00 CEST is 04:00 UTC.
    expect(due('WEEKLY', '2026-03-30T03:59:59Z')).toEqual({ start: '2026-03-16', end: '2026-03-22' });
    expect(due('WEEKLY', '2026-03-30T04:00:00Z')).toEqual({ start: '2026-03-23', end: '2026-03-29' });
  });

  it('makes a calendar month due on the 1st at 06:00, across the year', () => {
    expect(due('MONTHLY', '2026-12-01T04:59:59Z')).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(due('MONTHLY', '2026-12-01T05:00:00Z')).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(due('MONTHLY', '2027-01-01T05:00:00Z')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(due('MONTHLY', '2028-03-01T05:00:00Z')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
  });

  it('takes the last whole local day for a test report', () => {
    expect(lastFinishedDay(new Date('2026-11-25T23:30:00Z'), BERLIN)).toEqual({
      start: '2026-11-25',
      end: '2026-11-25',
    });
    expect(lastFinishedDay(new Date('2026-11-25T22:30:00Z'), BERLIN)).toEqual({
      start: '2026-11-24',
      end: '2026-11-24',
    });
  });
});
