import type { TDateTimeFormat } from './date-time-format.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Up to a month ago a moment reads as '3 hours ago'; before that as the restaurant's date. */
const RELATIVE_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];
const RELATIVE_LIMIT = 30 * DAY;

const formats = new Map<string, Intl.RelativeTimeFormat>();

/** A past moment: 'now', '5 minutes ago', 'yesterday', '2 weeks ago', 'Jan 3, 2026'. */
export function relativeTime(language: string, dates: TDateTimeFormat, iso: string, now: number): string {
  const ago = Math.max(0, now - Date.parse(iso));
  if (ago >= RELATIVE_LIMIT) return dates.date(iso);
  let format = formats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    formats.set(language, format);
  }
  for (const [unit, size] of RELATIVE_UNITS) {
    if (ago >= size) return format.format(-Math.floor(ago / size), unit);
  }
  return format.format(0, 'second');
}
