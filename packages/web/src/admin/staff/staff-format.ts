import type { TUser } from '@tableside/shared/access.schemas';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Up to a month ago a sign-in reads as '3 hours ago'; before that as a date. */
const RELATIVE_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];
const RELATIVE_LIMIT = 30 * DAY;

/** A past moment in the reader's language: 'now', '5 minutes ago', 'yesterday', '2 weeks ago', '3 Jan 2026'. */
export function relativeTime(language: string, iso: string, now: number): string {
  const at = Date.parse(iso);
  const ago = Math.max(0, now - at);
  if (ago >= RELATIVE_LIMIT) return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(at);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (ago >= size) return format.format(-Math.floor(ago / size), unit);
  }
  return format.format(0, 'second');
}

/** The full date and time, for the tooltip beside a relative time. */
export function fullDateTime(language: string, iso: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    Date.parse(iso),
  );
}

/** Whether a moment falls on the reader's calendar day of `now` (in their time zone). */
export function isSameDay(iso: string, now: number): boolean {
  return new Date(iso).toDateString() === new Date(now).toDateString();
}

/** The time of day alone, for a moment of today: '2:05 PM', '14:05'. */
export function timeOfDay(language: string, iso: string): string {
  return new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(Date.parse(iso));
}

/** Locked after too many wrong passwords, and the lock has not run out yet. */
export function isLocked(user: Pick<TUser, 'locked_until'>, now: number): boolean {
  return user.locked_until !== null && Date.parse(user.locked_until) > now;
}
