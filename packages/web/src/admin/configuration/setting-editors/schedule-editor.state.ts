import {
  formatOperatingHours,
  keptClosedHours,
  MAX_WINDOWS_PER_DAY,
  parseOperatingHours,
  type TAvailabilitySchedule,
  type TTimeWindow,
  type TWeekday,
  WEEKDAYS,
} from '@tableside/shared/availability.schemas';

/**
 * The weekly hours editor's model, apart from its markup so it can be tested alone. The stored
 * value is the SCHEDULE text 'MON:09:00-22:00|TUE:11:30-14:30,17:30-22:30|WED:CLOSED|...'
 * (shared/availability.schemas.ts reads and writes it). While staff type, a window may be half
 * filled in, so the editor keeps this model and writes the text on every change.
 */
export type TDayHours = { open: boolean; allDay: boolean; windows: TTimeWindow[] };
export type TWeekHours = Record<TWeekday, TDayHours>;

/** A day opened without earlier hours starts with a usual service; staff then adjust it. */
export const NEW_WINDOW: TTimeWindow = { from: '09:00', to: '17:00' };
export { MAX_WINDOWS_PER_DAY };

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const CLOSED: TDayHours = { open: false, allDay: false, windows: [] };

/** The model of a stored value; null when the text cannot be read (the row shows the rule's error). */
export function weekFromValue(value: string): TWeekHours | null {
  const parsed = parseOperatingHours(value);
  if (!parsed.ok) return null;
  const schedule = parsed.schedule ?? {};
  const kept = keptClosedHours(value);
  return Object.fromEntries(
    WEEKDAYS.map((weekday) => {
      const day = schedule[weekday];
      if (day === 'allDay') return [weekday, { open: true, allDay: true, windows: [] }];
      if (!day || day.length === 0) return [weekday, { ...CLOSED, windows: kept[weekday] ?? [] }];
      return [weekday, { open: true, allDay: false, windows: day.map((window) => ({ ...window })) }];
    }),
  ) as TWeekHours;
}

/**
 * The stored text of a model, every day written out Monday first. A closed day keeps its windows
 * ('WED:CLOSED(11:00-22:00)'), so opening it again after a save brings its hours back (issue 41).
 */
export function valueFromWeek(week: TWeekHours): string {
  const kept: Partial<Record<TWeekday, TTimeWindow[]>> = {};
  const schedule: TAvailabilitySchedule = Object.fromEntries(
    WEEKDAYS.map((weekday) => {
      const day = week[weekday];
      if (!day.open) {
        // Only whole windows are kept: a half-typed one would make the closed day's text invalid.
        const whole = day.windows.filter((window) => windowProblem(window) === null);
        if (whole.length > 0) kept[weekday] = whole;
        return [weekday, null];
      }
      return [weekday, day.allDay ? 'allDay' : day.windows];
    }),
  );
  return formatOperatingHours(schedule, kept);
}

/** Opening a day brings back the hours it had (or a usual service); closing keeps them for later. */
export function withOpen(day: TDayHours, open: boolean, remembered: TTimeWindow[] | undefined): TDayHours {
  if (!open) return { ...day, open: false };
  const windows = day.windows.length > 0 ? day.windows : (remembered ?? [{ ...NEW_WINDOW }]);
  return { open: true, allDay: day.allDay && windows.length === 0, windows };
}

export function withWindow(day: TDayHours, index: number, patch: Partial<TTimeWindow>): TDayHours {
  return {
    ...day,
    windows: day.windows.map((window, i) => (i === index ? { ...window, ...patch } : window)),
  };
}

/** Removing the last window closes the day, which is what an empty list means when stored. */
export function withoutWindow(day: TDayHours, index: number): TDayHours {
  const windows = day.windows.filter((_, i) => i !== index);
  return windows.length === 0 ? { open: false, allDay: false, windows: [] } : { ...day, windows };
}

/** The next window starts an hour after the last one ends, so two are never equal by default. */
export function withNewWindow(day: TDayHours): TDayHours {
  const last = day.windows.at(-1);
  if (!last) return { open: true, allDay: false, windows: [{ ...NEW_WINDOW }] };
  const [hours = 0, minutes = 0] = last.to.split(':').map(Number);
  const pad = (value: number) => String(value).padStart(2, '0');
  const start = (hours + 1) % 24;
  const next = { from: `${pad(start)}:${pad(minutes)}`, to: `${pad((start + 3) % 24)}:${pad(minutes)}` };
  return { open: true, allDay: false, windows: [...day.windows, next] };
}

/** A window whose end is before its start runs past midnight into the next morning (18:00-02:00). */
export function spansMidnight(window: TTimeWindow): boolean {
  return TIME_OF_DAY.test(window.from) && TIME_OF_DAY.test(window.to) && window.from > window.to;
}

export type TWindowProblem = 'invalidTime' | 'sameTime';

/** The problem of one window, if any: the rules of ZTimeWindow. */
export function windowProblem(window: TTimeWindow): TWindowProblem | null {
  if (!TIME_OF_DAY.test(window.from) || !TIME_OF_DAY.test(window.to)) return 'invalidTime';
  return window.from === window.to ? 'sameTime' : null;
}
