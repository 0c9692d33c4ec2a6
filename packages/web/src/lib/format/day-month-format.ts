/**
 * A day and a month without a year (ANALYTICS.FISCAL_YEAR_START), in the UI language. A calendar
 * day, not an instant: no time zone applies, so it is formatted in UTC.
 */
export type TDayMonth = { day: number; month: number };

/** '1 April', '1. April': the day and month in the UI language, without a year. */
export function dayMonthText(language: string, { day, month }: TDayMonth): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, day)),
  );
}

/** The month names in the UI language, January first. */
export function monthNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2000, index, 1))));
}
