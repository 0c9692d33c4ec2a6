import {
  MAX_WINDOWS_PER_DAY,
  type TAvailabilitySchedule,
  type TDaySchedule,
  type TTimeWindow,
  type TWeekday,
  WEEKDAYS,
} from '@tableside/shared/availability.schemas';

/**
 * The weekly availability editor's rules, apart from its markup so they can be tested alone. The
 * value is the stored `time_availability` (packages/shared/src/availability.schemas.ts): null means
 * always available; otherwise every weekday is written out (null closed, 'allDay', or windows).
 */
export type TDayMode = 'closed' | 'allDay' | 'hours';

/** A new window starts with a usual service; staff then adjust it. */
export const NEW_WINDOW: TTimeWindow = { from: '09:00', to: '17:00' };

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export function dayMode(day: TDaySchedule | undefined): TDayMode {
  if (day === 'allDay') return 'allDay';
  if (day === null || day === undefined || day.length === 0) return 'closed';
  return 'hours';
}

/** Switching on a schedule starts from "open all day" on every day, so nothing closes by surprise. */
export function openEveryDay(): TAvailabilitySchedule {
  return Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, 'allDay'])) as TAvailabilitySchedule;
}

export function withDayMode(
  schedule: TAvailabilitySchedule,
  weekday: TWeekday,
  mode: TDayMode,
): TAvailabilitySchedule {
  const day: TDaySchedule = mode === 'closed' ? null : mode === 'allDay' ? 'allDay' : [{ ...NEW_WINDOW }];
  return { ...schedule, [weekday]: day };
}

export function windowsOf(schedule: TAvailabilitySchedule, weekday: TWeekday): TTimeWindow[] {
  const day = schedule[weekday];
  return Array.isArray(day) ? day : [];
}

export function withWindows(
  schedule: TAvailabilitySchedule,
  weekday: TWeekday,
  windows: TTimeWindow[],
): TAvailabilitySchedule {
  // Removing the last window closes the day, the same thing the stored format means by [].
  return { ...schedule, [weekday]: windows.length === 0 ? null : windows };
}

/** The next window starts an hour after the last one ends, so two are never equal by default. */
export function nextWindow(windows: TTimeWindow[]): TTimeWindow {
  const last = windows.at(-1);
  if (!last) return { ...NEW_WINDOW };
  const [hours = 0, minutes = 0] = last.to.split(':').map(Number);
  const start = (hours + 1) % 24;
  const pad = (value: number) => String(value).padStart(2, '0');
  return { from: `${pad(start)}:${pad(minutes)}`, to: `${pad((start + 3) % 24)}:${pad(minutes)}` };
}

/** spec admin 3: "A window may span midnight": from after to runs into the next morning. */
export function spansMidnight(window: TTimeWindow): boolean {
  return TIME_OF_DAY.test(window.from) && TIME_OF_DAY.test(window.to) && window.from > window.to;
}

export type TScheduleProblem = 'invalidTime' | 'sameTime' | 'tooManyWindows';

/** Problems keyed 'monday', 'monday.0.from', 'monday.0.to': the rules of ZAvailabilitySchedule. */
export function scheduleProblems(schedule: TAvailabilitySchedule | null): Record<string, TScheduleProblem> {
  const problems: Record<string, TScheduleProblem> = {};
  if (schedule === null) return problems;
  for (const weekday of WEEKDAYS) {
    const windows = windowsOf(schedule, weekday);
    if (windows.length > MAX_WINDOWS_PER_DAY) problems[weekday] = 'tooManyWindows';
    windows.forEach((window, index) => {
      if (!TIME_OF_DAY.test(window.from)) problems[`${weekday}.${index}.from`] = 'invalidTime';
      if (!TIME_OF_DAY.test(window.to)) problems[`${weekday}.${index}.to`] = 'invalidTime';
      else if (window.from === window.to) problems[`${weekday}.${index}.to`] = 'sameTime';
    });
  }
  return problems;
}
