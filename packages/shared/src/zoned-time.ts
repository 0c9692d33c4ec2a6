/**
 * Wall-clock time and calendar days in the restaurant's time zone (REGIONAL.TIMEZONE). Timestamps are
 * stored in UTC, while opening hours, "today" and date filters mean the restaurant's clock. Intl only,
 * so it runs in the browser too; one cached formatter per zone serves every caller.
 */
const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
  } catch {
    // An unknown zone in the configuration must not break the order list: count in UTC instead.
    return formatterFor('UTC');
  }
  formatters.set(timeZone, formatter);
  return formatter;
}

export type TZonedParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** English weekday name as Intl prints it, e.g. 'Monday'. */
  weekday: string;
};

/** The wall-clock reading at `at` in `timeZone` (an unknown zone reads as UTC). */
export function zonedParts(at: Date, timeZone: string): TZonedParts {
  const parts = formatterFor(timeZone).formatToParts(at);
  const text = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const number = (type: Intl.DateTimeFormatPartTypes) => Number(text(type));
  return {
    year: number('year'),
    month: number('month'),
    day: number('day'),
    // Some engines print midnight as hour 24 even with h23.
    hour: number('hour') % 24,
    minute: number('minute'),
    second: number('second'),
    weekday: text('weekday'),
  };
}

/** The wall-clock time at `at` in `timeZone`, read as if it were UTC, in milliseconds. */
function wallClockMs(at: number, timeZone: string): number {
  const p = zonedParts(new Date(at), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}

/** 'YYYY-MM-DD' of `at` in `timeZone`. */
export function zonedDate(at: Date, timeZone: string): string {
  return new Date(wallClockMs(at.getTime(), timeZone)).toISOString().slice(0, 10);
}

/**
 * The first instant of a calendar day ('YYYY-MM-DD') in `timeZone`. The offset is looked up twice,
 * so a day that starts next to a daylight-saving change still lands on its real first instant.
 */
export function startOfZonedDay(date: string, timeZone: string): Date {
  const midnightAsUtc = Date.parse(`${date}T00:00:00Z`);
  const offset = (at: number) => wallClockMs(at, timeZone) - at;
  const guess = midnightAsUtc - offset(midnightAsUtc);
  return new Date(midnightAsUtc - offset(guess));
}

/** The first instant of the day after `date`: the exclusive end of "up to and including `date`". */
export function nextZonedDay(date: string, timeZone: string): Date {
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return startOfZonedDay(next, timeZone);
}

/** The restaurant's day containing `at`, as [start, end) instants. */
export function zonedDayRange(at: Date, timeZone: string): { start: Date; end: Date } {
  const date = zonedDate(at, timeZone);
  return { start: startOfZonedDay(date, timeZone), end: nextZonedDay(date, timeZone) };
}
