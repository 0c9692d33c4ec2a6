import type { TDashboardPeriod } from '@tableside/shared/dashboard.schemas';
import { nextZonedDay, startOfZonedDay, zonedDate, zonedParts } from '@tableside/shared/zoned-time';

/**
 * The dashboard's periods as instants (docs/decisions/0008-dashboard-aggregates.md). Days and months
 * are the restaurant's (REGIONAL.TIMEZONE). A period still running (today, the last 7 or 30 days,
 * this month) is compared with the same stretch of time just before it, up to the same moment: at
 * 16:30 today counts against yesterday until 16:30, not against all of yesterday. A finished period
 * (yesterday, last month) is compared with the whole day or month before it.
 */
export type TSpan = { from: Date; to: Date };
export type TPeriodSpans = { current: TSpan; previous: TSpan; running: boolean };

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' shifted by whole calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first day of the month `months` away from the one `date` is in. */
function firstOfMonth(date: string, months = 0): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' with the year changed; 29 February becomes 28 February in a common year. */
function inYear(date: string, year: number): string {
  const [month, day] = [Number(date.slice(5, 7)), Number(date.slice(8, 10))];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${date.slice(5, 7)}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/** The first day of the fiscal year `today` is in: the last `fiscalStart` day and month on or before it. */
export function fiscalYearStart(today: string, fiscalStart: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = inYear(fiscalStart, year);
  return thisYear <= today ? thisYear : inYear(fiscalStart, year - 1);
}

/** Calendar dates: the period's first day, the day after its last, and the previous period's first day. */
function calendarBounds(
  period: TDashboardPeriod,
  today: string,
  fiscalStart: string,
): { first: string; afterLast: string; previousFirst: string } {
  switch (period) {
    case 'TODAY':
      return { first: today, afterLast: addDays(today, 1), previousFirst: addDays(today, -1) };
    case 'YESTERDAY':
      return { first: addDays(today, -1), afterLast: today, previousFirst: addDays(today, -2) };
    case 'LAST_7_DAYS':
      return { first: addDays(today, -6), afterLast: addDays(today, 1), previousFirst: addDays(today, -13) };
    case 'LAST_30_DAYS':
      return { first: addDays(today, -29), afterLast: addDays(today, 1), previousFirst: addDays(today, -59) };
    case 'THIS_MONTH':
      return {
        first: firstOfMonth(today),
        afterLast: addDays(today, 1),
        previousFirst: firstOfMonth(today, -1),
      };
    case 'LAST_MONTH':
      return {
        first: firstOfMonth(today, -1),
        afterLast: firstOfMonth(today),
        previousFirst: firstOfMonth(today, -2),
      };
    case 'THIS_FISCAL_YEAR': {
      const first = fiscalYearStart(today, fiscalStart);
      return {
        first,
        afterLast: addDays(today, 1),
        previousFirst: inYear(first, Number(first.slice(0, 4)) - 1),
      };
    }
  }
}

/**
 * `fiscalStart` is ANALYTICS.FISCAL_YEAR_START ('YYYY-MM-DD'; only its day and month count), used by
 * THIS_FISCAL_YEAR, which is compared with the fiscal year before up to the same moment.
 */
export function periodSpans(
  period: TDashboardPeriod,
  now: Date,
  timeZone: string,
  fiscalStart = '2000-01-01',
): TPeriodSpans {
  const bounds = calendarBounds(period, zonedDate(now, timeZone), fiscalStart);
  const from = startOfZonedDay(bounds.first, timeZone);
  const previousFrom = startOfZonedDay(bounds.previousFirst, timeZone);
  // nextZonedDay of the day before = the first instant of afterLast, even across a clock change.
  const end = nextZonedDay(addDays(bounds.afterLast, -1), timeZone);
  const running = end.getTime() > now.getTime();
  if (!running) return { current: { from, to: end }, previous: { from: previousFrom, to: from }, running };
  // No order is created in the future, so the running span may end at the period's end; the
  // previous one stops after as much time as has passed (plus this millisecond), never past `from`.
  const elapsed = now.getTime() - from.getTime() + 1;
  const previousTo = new Date(Math.min(previousFrom.getTime() + elapsed, from.getTime()));
  return { current: { from, to: end }, previous: { from: previousFrom, to: previousTo }, running };
}

/** Minutes the zone's clock is ahead of UTC at `at` (+60 for Berlin in winter, -300 for New York). */
export function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const p = zonedParts(at, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** A stretch of time with one UTC offset: it applies to instants before `until` (null: to the end). */
export type TOffsetSegment = { until: Date | null; offsetMinutes: number };

/** Clocks change at most twice a year and never twice within 6 hours. */
const PROBE_MS = 6 * 3_600_000;

/**
 * The UTC offsets in force during `span`, in order, with the instants where they change
 * (daylight saving). The hour-of-day chart folds each order's UTC time with its segment's offset.
 */
export function offsetSegments(span: TSpan, timeZone: string): TOffsetSegment[] {
  const segments: TOffsetSegment[] = [];
  let offset = zoneOffsetMinutes(span.from, timeZone);
  let probe = span.from.getTime();
  while (probe < span.to.getTime()) {
    const next = Math.min(probe + PROBE_MS, span.to.getTime() - 1);
    const nextOffset = zoneOffsetMinutes(new Date(next), timeZone);
    if (nextOffset !== offset) {
      const change = firstInstantWithOffset(probe, next, nextOffset, timeZone);
      segments.push({ until: new Date(change), offsetMinutes: offset });
      offset = nextOffset;
    }
    probe = next + 1;
  }
  segments.push({ until: null, offsetMinutes: offset });
  return segments;
}

/** Binary search for the first instant (millisecond) in (low, high] whose offset is `offset`. */
function firstInstantWithOffset(low: number, high: number, offset: number, timeZone: string): number {
  let before = low;
  let after = high;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (zoneOffsetMinutes(new Date(middle), timeZone) === offset) after = middle;
    else before = middle;
  }
  return after;
}
