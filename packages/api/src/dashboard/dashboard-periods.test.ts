import { describe, expect, it } from 'vitest';
import { fiscalYearStart, offsetSegments, periodSpans, zoneOffsetMinutes } from './dashboard-periods.ts';

const BERLIN = 'Europe/Berlin';
const iso = (span: { from: Date; to: Date }) => [span.from.toISOString(), span.to.toISOString()];

describe('dashboard periods', () => {
  it('gives the day of a clock change its 23 hours', () => {
    const spans = periodSpans('TODAY', new Date('2025-03-30T10:00:00.000Z'), BERLIN);
    expect(iso(spans.current)).toEqual(['2025-03-29T23:00:00.000Z', '2025-03-30T22:00:00.000Z']);
    expect(iso(spans.previous)).toEqual(['2025-03-28T23:00:00.000Z', '2025-03-29T10:00:00.001Z']);
  });

  it('compares last month with the whole month before, however long', () => {
    const spans = periodSpans('LAST_MONTH', new Date('2025-03-14T15:30:00.000Z'), BERLIN);
    expect(spans.running).toBe(false);
    expect(iso(spans.current)).toEqual(['2025-01-31T23:00:00.000Z', '2025-02-28T23:00:00.000Z']);
    expect(iso(spans.previous)).toEqual(['2024-12-31T23:00:00.000Z', '2025-01-31T23:00:00.000Z']);
  });

  it('never lets a running period compare past its own start', () => {
    // 31 March: this month so far is longer than all of February.
    const spans = periodSpans('THIS_MONTH', new Date('2025-03-31T20:00:00.000Z'), BERLIN);
    expect(iso(spans.previous)).toEqual(['2025-01-31T23:00:00.000Z', '2025-02-28T23:00:00.000Z']);
  });

  it('finds the instants where the offset changes', () => {
    expect(zoneOffsetMinutes(new Date('2025-01-01T00:00:00Z'), BERLIN)).toBe(60);
    expect(zoneOffsetMinutes(new Date('2025-01-01T00:00:00Z'), 'America/New_York')).toBe(-300);
    const span = { from: new Date('2025-03-01T00:00:00Z'), to: new Date('2025-11-01T00:00:00Z') };
    expect(offsetSegments(span, BERLIN)).toEqual([
      { until: new Date('2025-03-30T01:00:00.000Z'), offsetMinutes: 60 },
      { until: new Date('2025-10-26T01:00:00.000Z'), offsetMinutes: 120 },
      { until: null, offsetMinutes: 60 },
    ]);
    expect(offsetSegments(span, 'UTC')).toEqual([{ until: null, offsetMinutes: 0 }]);
  });
});

describe('THIS_FISCAL_YEAR (ANALYTICS.FISCAL_YEAR_START)', () => {
  it('starts on the last fiscal start on or before today, compared with the year before to date', () => {
    expect(fiscalYearStart('2026-11-25', '2025-04-01')).toBe('2026-04-01');
    expect(fiscalYearStart('2026-03-31', '2025-04-01')).toBe('2025-04-01');
    expect(fiscalYearStart('2026-04-01', '2019-04-01')).toBe('2026-04-01');
    expect(fiscalYearStart('2027-03-01', '2024-02-29')).toBe('2027-02-28');
    const spans = periodSpans('THIS_FISCAL_YEAR', new Date('2026-11-25T12:00:00Z'), 'UTC', '2025-04-01');
    expect(spans.running).toBe(true);
    expect(spans.current.from.toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(spans.previous.from.toISOString()).toBe('2025-04-01T00:00:00.000Z');
    expect(spans.previous.to.getTime() - spans.previous.from.getTime()).toBe(
      new Date('2026-11-25T12:00:00Z').getTime() - spans.current.from.getTime() + 1,
    );
  });
});
