import { dateTimeFormat, knownTimeZone } from '../../lib/format/date-time-format.ts';

/**
 * Pure helpers of the dashboard's wording: the trend against the previous period, hour labels and
 * the busiest hour. The figures themselves come computed from the API.
 */
export type TTrend = {
  direction: 'up' | 'down' | 'flat';
  /** Change in percent of the previous value; null when there was nothing before to compare with. */
  percent: number | null;
};

export function trendOf(current: number, previous: number): TTrend {
  if (current === previous) return { direction: 'flat', percent: previous === 0 ? null : 0 };
  const direction = current > previous ? 'up' : 'down';
  return { direction, percent: previous === 0 ? null : ((current - previous) / previous) * 100 };
}

const twoDigits = (hour: number) => String(hour).padStart(2, '0');

const twelveHour = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;

/**
 * '08:00–09:00' for hour 8 on the restaurant's clock, or '8 AM–9 AM' with REGIONAL.TIME_FORMAT
 * '12H'.
 */
export function hourRange(hour: number, clock: '12H' | '24H' = '24H'): string {
  const next = (hour + 1) % 24;
  if (clock === '12H') return `${twelveHour(hour)}–${twelveHour(next)}`;
  return `${twoDigits(hour)}:00–${twoDigits(next)}:00`;
}

/** The hour with the most orders (the earliest of equals), or null when there were none. */
export function busiestHour(counts: readonly number[]): { hour: number; count: number } | null {
  let best: { hour: number; count: number } | null = null;
  for (const [hour, count] of counts.entries()) {
    if (count > 0 && (best === null || count > best.count)) best = { hour, count };
  }
  return best;
}

/** The period's days as the restaurant counts them, e.g. '8–14 Mar 2025'; `to` is exclusive. */
export function formatPeriodRange(from: string, to: string, timeZone: string, language: string): string {
  // A zone the browser does not know: the API counted in UTC then, too.
  return dateTimeFormat({ language, timeZone: knownTimeZone(timeZone) ?? 'UTC' }).dayRange(from, to);
}
