import { zonedDate, zonedParts } from '@tableside/shared/zoned-time';

/**
 * Which period a scheduled report covers (decision 0033). Periods are local calendar days in
 * REGIONAL.TIMEZONE; a period is due at SEND_HOUR local time on the day after it ends, so a late
 * payment or a refund at closing time is in it. Only the latest due period counts: a server that
 * was down at the due time sends that one when it is back, never a backlog.
 */
export const REPORT_SCHEDULES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type TReportSchedule = (typeof REPORT_SCHEDULES)[number];

/** First and last local day, both included, YYYY-MM-DD. */
export type TReportPeriod = { start: string; end: string };

/** Local hour on the morning after a period at which it is due. */
export const SEND_HOUR = 6;

const DAY_MS = 86_400_000;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days since the last Monday (Monday 0 … Sunday 6). */
function daysSinceMonday(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The latest day whose SEND_HOUR has passed at `now`: today from 06:00 on, else yesterday. */
function lastSendDay(now: Date, timeZone: string): string {
  const today = zonedDate(now, timeZone);
  return zonedParts(now, timeZone).hour >= SEND_HOUR ? today : addDays(today, -1);
}

/** The last period of `schedule` that is due at `now`. */
export function lastDuePeriod(schedule: TReportSchedule, now: Date, timeZone: string): TReportPeriod {
  const sendDay = lastSendDay(now, timeZone);
  if (schedule === 'DAILY') {
    const day = addDays(sendDay, -1);
    return { start: day, end: day };
  }
  if (schedule === 'WEEKLY') {
    const monday = addDays(sendDay, -daysSinceMonday(sendDay));
    return { start: addDays(monday, -7), end: addDays(monday, -1) };
  }
  const firstOfMonth = `${sendDay.slice(0, 8)}01`;
  const end = addDays(firstOfMonth, -1);
  return { start: `${end.slice(0, 8)}01`, end };
}

/** The last whole local day before `now`: what "Send a test report now" mails. */
export function lastFinishedDay(now: Date, timeZone: string): TReportPeriod {
  const day = addDays(zonedDate(now, timeZone), -1);
  return { start: day, end: day };
}
