/**
 * ANALYTICS.FISCAL_YEAR_START is stored as a DATE ('2025-04-01') but means a day and a month: the
 * dashboard takes the fiscal year from that day each year (dashboard-periods.ts ignores the year).
 * The screen shows and edits only the day and month (issue 41).
 */
import type { TDayMonth } from '../../../lib/format/day-month-format.ts';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function dayMonthOf(value: string): TDayMonth | null {
  const match = DATE.exec(value);
  if (!match) return null;
  const [month, day] = [Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(month) ? { day, month } : null;
}

/** The most days a month can have: 29 for February, whose 29th the dashboard moves to the 28th in other years. */
export function daysIn(month: number): number {
  return new Date(Date.UTC(2000, month, 0)).getUTCDate();
}

const isRealDate = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;

/**
 * The stored value for a day and month: in the year already stored when that date exists, so an
 * unchanged day and month is an unchanged value; otherwise in 2000, a leap year (29 February).
 */
export function dayMonthValue(previous: string, { day, month }: TDayMonth): string {
  const storedYear = Number(DATE.exec(previous)?.[1] ?? Number.NaN);
  const year = Number.isInteger(storedYear) && isRealDate(storedYear, month, day) ? storedYear : 2000;
  const clampedDay = Math.min(day, daysIn(month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(clampedDay).padStart(2, '0')}`;
}
