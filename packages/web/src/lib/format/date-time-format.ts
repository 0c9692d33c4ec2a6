/**
 * Dates and times as the restaurant reads them (decision 0042): in its zone (REGIONAL.TIMEZONE) and
 * its clock (REGIONAL.TIME_FORMAT), in the reader's language, whatever zone the device is in. Every
 * screen formats times through here; src/format-ban.test.ts keeps it so.
 */
export type TTimeFormat = '12H' | '24H';

/** What a date-time format follows. `timeZone` empty or unknown: the device's own. */
export type TClockSettings = { language: string; timeZone?: string; timeFormat?: TTimeFormat };

export type TDateTimeFormat = {
  /** '14 Mar 2026' / 'Mar 14, 2026'. */
  date: (iso: string) => string;
  /** '13:05' or '1:05 PM'. */
  time: (iso: string) => string;
  /** 'Mar 14, 2026, 13:05'. */
  dateTime: (iso: string) => string;
  /** A moment of today as its time, another day's as day, month and time: '13:05', '12 Mar, 13:05'. */
  recent: (iso: string, now?: number) => string;
  /** Whether `iso` falls on the restaurant's calendar day of `now`. */
  isSameDay: (iso: string, now: number) => boolean;
  /** The restaurant's calendar date of `now`: 'YYYY-MM-DD'. */
  today: (now?: number) => string;
  /** A wall-clock time 'HH:MM' (opening hours) in the restaurant's clock: '09:00' or '9:00 AM'. */
  clock: (hhmm: string) => string;
  /** The days from `from` to `to` (exclusive), '8–14 Mar 2025'. */
  dayRange: (from: string, to: string) => string;
  /** A weekday's short name, 0 = Monday: 'Mon' / 'Mo.'. */
  weekday: (index: number) => string;
};

/** `zone` if this browser knows it, else undefined (the device's own zone). */
export function knownTimeZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

/** The device's own zone (what a browser reports, for consent records). */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const formats = new Map<string, TDateTimeFormat>();

/** One format per language, zone and clock, made on first use: making an Intl format is the cost. */
export function dateTimeFormat(settings: TClockSettings): TDateTimeFormat {
  const zone = knownTimeZone(settings.timeZone);
  const key = `${settings.language}|${zone ?? ''}|${settings.timeFormat ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = createDateTimeFormat(settings.language, zone, settings.timeFormat);
    formats.set(key, format);
  }
  return format;
}

function lazy(make: () => Intl.DateTimeFormat): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

function createDateTimeFormat(
  language: string,
  timeZone: string | undefined,
  timeFormat: TTimeFormat | undefined,
): TDateTimeFormat {
  // hourCycle rather than hour12: hour12 false gives '24:05' after midnight in some engines.
  const clock: Intl.DateTimeFormatOptions = timeFormat
    ? { hourCycle: timeFormat === '12H' ? 'h12' : 'h23' }
    : {};
  // '09:05' on a 24-hour clock in every language, '9:05 AM' on a 12-hour one.
  const hourMinute: Intl.DateTimeFormatOptions = timeFormat
    ? { hour: timeFormat === '12H' ? 'numeric' : '2-digit', minute: '2-digit', ...clock }
    : { timeStyle: 'short' };
  const make = (options: Intl.DateTimeFormatOptions) =>
    lazy(() => new Intl.DateTimeFormat(language, { ...options, timeZone }));
  const date = make({ dateStyle: 'medium' });
  const time = make(hourMinute);
  const dateTime = make({ dateStyle: 'medium', timeStyle: 'short', ...clock });
  const dayTime = make({
    day: 'numeric',
    month: 'short',
    ...(timeFormat ? hourMinute : { hour: 'numeric', minute: '2-digit' }),
  });
  const isoDay = make({ year: 'numeric', month: '2-digit', day: '2-digit' });
  // The wall-clock times of opening hours have no zone: read and shown as UTC.
  const wallClock = lazy(() => new Intl.DateTimeFormat(language, { ...hourMinute, timeZone: 'UTC' }));
  const day = (at: number) => {
    const parts = isoDay().formatToParts(at);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
  };
  const safe = (format: () => Intl.DateTimeFormat) => (iso: string) => {
    const at = Date.parse(iso);
    return Number.isNaN(at) ? '' : format().format(at);
  };
  const isSameDay = (iso: string, now: number) => day(Date.parse(iso)) === day(now);
  const weekday = lazy(() => new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }));
  return {
    date: safe(date),
    time: safe(time),
    dateTime: safe(dateTime),
    recent: (iso, now = Date.now()) => (isSameDay(iso, now) ? safe(time)(iso) : safe(dayTime)(iso)),
    isSameDay,
    today: (now = Date.now()) => day(now),
    clock: (hhmm) => {
      const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
      if (!match) return hhmm;
      return wallClock().format(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
    },
    dayRange: (from, to) => {
      const last = Date.parse(to) - 1;
      return date().formatRange(Date.parse(from), last);
    },
    // 1 January 2024 was a Monday.
    weekday: (index) => weekday().format(Date.UTC(2024, 0, 1 + index)),
  };
}
