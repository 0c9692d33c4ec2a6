import { z } from 'zod';
import { type TWeekday, WEEKDAYS } from './weekdays.ts';

/**
 * How availability schedules are written down: the menu's `time_availability` JSON (spec customer 3,
 * admin 3) and the operating-hours setting 'MON:09:00-22:00|...' (admin 3), with their readers.
 * The time rules that evaluate them are in availability.ts.
 */

// The weekdays live apart so the guest screens can use them without loading zod.
export { type TWeekday, WEEKDAYS };

/** More windows than this in one day is a data-entry slip, not a real service pattern. */
export const MAX_WINDOWS_PER_DAY = 6;

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export const ZTimeOfDay = z.string().regex(TIME_OF_DAY, 'Time must be HH:MM between 00:00 and 23:59');

/**
 * `from` is inclusive and `to` exclusive. `from > to` spans midnight: the window belongs to the day
 * it starts on and runs into the next morning (spec: "A window may span midnight"). To run until
 * midnight write `to: '00:00'`.
 */
export const ZTimeWindow = z
  .object({ from: ZTimeOfDay, to: ZTimeOfDay })
  .refine((window) => window.from !== window.to, { message: 'Start and end time must differ', path: ['to'] });
export type TTimeWindow = z.infer<typeof ZTimeWindow>;

/** null = closed that day, 'allDay' = open all day, otherwise the opening windows (an empty list is closed). */
export const ZDaySchedule = z.union(
  [
    z.null(),
    z.literal('allDay'),
    // A refine, not .max(): inside a union zod reports a failed .max() only as 'invalid input'.
    z
      .array(ZTimeWindow)
      .refine(
        (windows) => windows.length <= MAX_WINDOWS_PER_DAY,
        `At most ${MAX_WINDOWS_PER_DAY} time windows per day`,
      ),
  ],
  { error: "A day must be null (closed), 'allDay' or a list of {from, to} windows" },
);
export type TDaySchedule = z.infer<typeof ZDaySchedule>;

/**
 * A menu item's or category's `time_availability` in its canonical form: lower-case weekday keys.
 * A day missing from a schedule is closed; a schedule that is null or has no days at all means
 * always available. Unknown keys are rejected so a typo never silently closes a day.
 * `parseSchedule` and `readSchedule` below also accept 'Monday' and 'mon' keys from older data.
 */
export const ZAvailabilitySchedule = z.strictObject({
  monday: ZDaySchedule.optional(),
  tuesday: ZDaySchedule.optional(),
  wednesday: ZDaySchedule.optional(),
  thursday: ZDaySchedule.optional(),
  friday: ZDaySchedule.optional(),
  saturday: ZDaySchedule.optional(),
  sunday: ZDaySchedule.optional(),
});
export type TAvailabilitySchedule = z.infer<typeof ZAvailabilitySchedule>;

/** Bad stored data is reported through a result, never thrown, so a caller can log it and decide. */
export type TScheduleResult =
  | { ok: true; schedule: TAvailabilitySchedule | null }
  | { ok: false; error: string };

/** Accepts 'monday', 'Monday', 'MONDAY' and 'mon' alike (older data and the config format use them). */
export function weekdayFromKey(key: string): TWeekday | undefined {
  const lower = key.trim().toLowerCase();
  return WEEKDAYS.find((day) => day === lower || day.slice(0, 3) === lower);
}

/** 'monday' → 'Monday', as used in 'Not available on Monday'. */
export function weekdayLabel(weekday: TWeekday): string {
  return weekday.charAt(0).toUpperCase() + weekday.slice(1);
}

/** Parses a stored `time_availability` text. */
export function parseSchedule(text: string | null): TScheduleResult {
  if (text === null || text.trim() === '') return { ok: true, schedule: null };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'Availability schedule is not valid JSON' };
  }
  return readSchedule(value);
}

/** Validates an already-decoded schedule, normalising weekday keys and 'allday' spellings. */
export function readSchedule(value: unknown): TScheduleResult {
  if (value === null || value === undefined) return { ok: true, schedule: null };
  if (typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, error: 'Availability schedule must be an object keyed by weekday' };
  }
  const canonical: Partial<Record<TWeekday, unknown>> = {};
  for (const [key, day] of Object.entries(value)) {
    const weekday = weekdayFromKey(key);
    if (!weekday) return { ok: false, error: `Unknown weekday '${key}'` };
    if (weekday in canonical) return { ok: false, error: `Weekday '${weekday}' appears more than once` };
    canonical[weekday] = typeof day === 'string' && day.toLowerCase() === 'allday' ? 'allDay' : day;
  }
  if (Object.keys(canonical).length === 0) return { ok: true, schedule: null };
  const parsed = ZAvailabilitySchedule.safeParse(canonical);
  if (parsed.success) return { ok: true, schedule: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    error: issue ? `${issue.path.join('.')}: ${issue.message}` : 'Invalid availability schedule',
  };
}

/** admin 9: Mon–Thu 09:00–22:00, Fri 09:00–23:00, Sat 10:00–23:00, Sun 10:00–22:00. */
export const DEFAULT_OPERATING_HOURS =
  'MON:09:00-22:00|TUE:09:00-22:00|WED:09:00-22:00|THU:09:00-22:00|FRI:09:00-23:00|SAT:10:00-23:00|SUN:10:00-22:00';

function readDayHours(value: string): TDaySchedule {
  if (value === '' || value.toUpperCase() === 'CLOSED') return null;
  if (value.toUpperCase() === 'ALLDAY') return 'allDay';
  return value.split(',').map((window) => {
    const [from = '', to, ...rest] = window.split('-').map((time) => time.trim());
    // A malformed window keeps an empty end so the schema reports it with its usual message.
    return { from, to: rest.length > 0 ? '' : (to ?? '') };
  });
}

/**
 * Reads the operating-hours setting (admin 3, SCHEDULE values 'MON:09:00-22:00|TUE:...'). Beyond the
 * spec's example a day may hold several windows ('MON:09:00-14:00,17:00-22:00'), be 'CLOSED' or
 * 'ALLDAY', and be named 'MON' or 'Monday'. Days not listed are closed; an empty text sets no hours.
 */
export function parseOperatingHours(text: string | null): TScheduleResult {
  if (text === null || text.trim() === '') return { ok: true, schedule: null };
  const days: Partial<Record<TWeekday, unknown>> = {};
  for (const segment of text.split('|')) {
    if (segment.trim() === '') continue;
    const [, key, hours] = /^\s*([a-z]+)\s*:(.*)$/i.exec(segment) ?? [];
    if (key === undefined || hours === undefined) {
      return { ok: false, error: `Expected DAY:HH:MM-HH:MM, got '${segment.trim()}'` };
    }
    const weekday = weekdayFromKey(key);
    if (!weekday) return { ok: false, error: `Unknown weekday '${key}'` };
    if (weekday in days) return { ok: false, error: `Weekday '${weekday}' appears more than once` };
    const kept = keptWindowsText(hours);
    if (kept !== null) {
      const windows = ZDaySchedule.safeParse(readDayHours(kept));
      if (!windows.success || windows.data === null) {
        return { ok: false, error: `${weekday}: the hours kept while closed must be HH:MM-HH:MM windows` };
      }
    }
    days[weekday] = kept === null ? readDayHours(hours.trim()) : null;
  }
  return readSchedule(days);
}

/** 'CLOSED(11:00-22:00)': a closed day that keeps its hours for when it opens again; their text. */
function keptWindowsText(hours: string): string | null {
  return /^\s*CLOSED\s*\((.*)\)\s*$/i.exec(hours)?.[1] ?? null;
}

/**
 * The hours each closed day keeps for when it opens again ('WED:CLOSED(11:00-22:00)'), so switching
 * a day back to open restores them. They count for nothing while the day is closed.
 */
export function keptClosedHours(text: string | null): Partial<Record<TWeekday, TTimeWindow[]>> {
  const kept: Partial<Record<TWeekday, TTimeWindow[]>> = {};
  if (!parseOperatingHours(text).ok || text === null) return kept;
  for (const segment of text.split('|')) {
    const [, key = '', hours = ''] = /^\s*([a-z]+)\s*:(.*)$/i.exec(segment) ?? [];
    const weekday = weekdayFromKey(key);
    const windows = keptWindowsText(hours);
    if (weekday && windows !== null) kept[weekday] = readDayHours(windows) as TTimeWindow[];
  }
  return kept;
}

/**
 * Writes a schedule back in the setting's format, Monday first; the inverse of parseOperatingHours.
 * A closed day with `kept` windows is written 'CLOSED(11:00-22:00)' (keptClosedHours reads them).
 */
export function formatOperatingHours(
  schedule: TAvailabilitySchedule,
  kept: Partial<Record<TWeekday, TTimeWindow[]>> = {},
): string {
  const windowsText = (windows: TTimeWindow[]) => windows.map(({ from, to }) => `${from}-${to}`).join(',');
  const formatDay = (day: TDaySchedule, keptWindows: TTimeWindow[] | undefined): string => {
    if (day === 'allDay') return 'ALLDAY';
    if (day === null || day.length === 0) {
      return keptWindows && keptWindows.length > 0 ? `CLOSED(${windowsText(keptWindows)})` : 'CLOSED';
    }
    return windowsText(day);
  };
  return WEEKDAYS.flatMap((weekday) => {
    const day = schedule[weekday];
    return day === undefined ? [] : [`${weekday.slice(0, 3).toUpperCase()}:${formatDay(day, kept[weekday])}`];
  }).join('|');
}
