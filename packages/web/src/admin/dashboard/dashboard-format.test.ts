import { describe, expect, it } from 'vitest';
import { busiestHour, formatPeriodRange, hourRange, trendOf } from './dashboard-format.ts';

describe('dashboard wording', () => {
  it('says how much a figure moved against the previous period', () => {
    expect(trendOf(4, 1)).toEqual({ direction: 'up', percent: 300 });
    expect(trendOf(1, 4)).toEqual({ direction: 'down', percent: -75 });
    expect(trendOf(3, 3)).toEqual({ direction: 'flat', percent: 0 });
    // Nothing before: no percentage to give.
    expect(trendOf(2, 0)).toEqual({ direction: 'up', percent: null });
    expect(trendOf(0, 0)).toEqual({ direction: 'flat', percent: null });
  });

  it('names hours on the restaurant clock and finds the busiest', () => {
    expect(hourRange(8)).toBe('08:00–09:00');
    expect(hourRange(23)).toBe('23:00–00:00');
    // REGIONAL.TIME_FORMAT 12H.
    expect(hourRange(0, '12H')).toBe('12 AM–1 AM');
    expect(hourRange(11, '12H')).toBe('11 AM–12 PM');
    expect(hourRange(23, '12H')).toBe('11 PM–12 AM');
    expect(busiestHour([0, 2, 0, 2, 1])).toEqual({ hour: 1, count: 2 });
    expect(busiestHour([0, 0])).toBeNull();
  });

  it("shows the period's days in the restaurant's zone, the end being exclusive", () => {
    const from = '2025-03-07T23:00:00.000Z';
    const to = '2025-03-14T23:00:00.000Z';
    expect(formatPeriodRange(from, to, 'Europe/Berlin', 'en')).toMatch(/^Mar 8\s–\s14, 2025$/);
    expect(formatPeriodRange(from, '2025-03-08T23:00:00.000Z', 'Europe/Berlin', 'en')).toBe('Mar 8, 2025');
    expect(formatPeriodRange(from, to, 'Not/AZone', 'en')).toMatch(/^Mar 7\s–\s14, 2025$/);
  });
});
