/**
 * Calendar days in the restaurant's time zone (REGIONAL.TIMEZONE) as UTC instants, because order
 * timestamps are stored in UTC while "today" and a date filter mean the restaurant's day.
 * Intl only, so it runs in the browser host too.
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

/** The wall-clock time at `at` in `timeZone`, read as if it were UTC, in milliseconds. */
function wallClockMs(at: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  // Some engines print midnight as hour 24 even with h23.
  return Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour') % 24,
    part('minute'),
    part('second'),
  );
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
