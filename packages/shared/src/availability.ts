import {
  parseOperatingHours,
  parseSchedule,
  readSchedule,
  type TAvailabilitySchedule,
  type TDaySchedule,
  type TWeekday,
  WEEKDAYS,
  weekdayFromKey,
  weekdayLabel,
} from './availability.schemas.ts';
import { zonedParts } from './zoned-time.ts';

/**
 * Availability schedules (spec customer 3 "Availability schedule", admin 3): when a menu item or
 * category can be ordered, evaluated in the restaurant's time zone. The rules, decided here because
 * the spec leaves them open:
 * - a null schedule, an empty text or `{}` means always available;
 * - a day missing from a non-empty schedule is closed, as is a day with an empty window list;
 * - windows include `from` and exclude `to`; a window with `from > to` belongs to the day it starts
 *   on, so Monday 22:00–02:00 applies at 01:00 on Tuesday.
 * The stored formats and their readers are in availability.schemas.ts.
 */
export type TLocalTime = { weekday: TWeekday; minutes: number };

export type TAvailabilityCheck =
  | { available: true }
  | { available: false; reason: 'closed_today' | 'outside_hours'; weekday: TWeekday };

/** Wall-clock weekday and minutes since midnight at `at` in `timeZone` (Intl, so DST is handled). */
export function localTimeIn(timeZone: string, at: Date): TLocalTime {
  const parts = zonedParts(at, timeZone);
  const weekday = weekdayFromKey(parts.weekday);
  if (!weekday) throw new Error(`Unexpected weekday '${parts.weekday}' from Intl`);
  return { weekday, minutes: parts.hour * 60 + parts.minute };
}

function toMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

function previousWeekday(weekday: TWeekday): TWeekday {
  return WEEKDAYS[(WEEKDAYS.indexOf(weekday) + WEEKDAYS.length - 1) % WEEKDAYS.length]!;
}

function opensToday(day: TDaySchedule | undefined, minutes: number): boolean {
  if (day === 'allDay') return true;
  return (day ?? []).some(({ from, to }) => {
    const start = toMinutes(from);
    const end = toMinutes(to);
    return start < end ? minutes >= start && minutes < end : minutes >= start;
  });
}

function carriesOverFromYesterday(day: TDaySchedule | undefined, minutes: number): boolean {
  if (!Array.isArray(day)) return false;
  return day.some(({ from, to }) => toMinutes(from) > toMinutes(to) && minutes < toMinutes(to));
}

/** Is a schedule open at `at`? A closed answer says whether the whole day is closed or only this hour. */
export function checkAvailability(
  schedule: TAvailabilitySchedule | null,
  at: Date,
  timeZone: string,
): TAvailabilityCheck {
  if (schedule === null) return { available: true };
  const { weekday, minutes } = localTimeIn(timeZone, at);
  const today = schedule[weekday];
  if (opensToday(today, minutes) || carriesOverFromYesterday(schedule[previousWeekday(weekday)], minutes)) {
    return { available: true };
  }
  const hasWindowsToday = today === 'allDay' || (Array.isArray(today) && today.length > 0);
  return { available: false, reason: hasWindowsToday ? 'outside_hours' : 'closed_today', weekday };
}

/** A menu item's or category's flags and schedule; booleans may arrive as 0/1 straight from the database. */
export type TAvailabilityFlags = {
  is_available: boolean | number;
  is_visible?: boolean | number;
  time_availability: string | TAvailabilitySchedule | null;
};

export type TUnavailableReason =
  | 'not_on_menu'
  | 'temporarily_unavailable'
  | 'category_unavailable'
  | 'outside_service_hours'
  | 'item_outside_hours'
  | 'closed_today';

export type TItemAvailability =
  | { available: true }
  | { available: false; reason: TUnavailableReason; message: string; weekday?: TWeekday };

/** spec customer 5 "Cart item availability reasons", word for word. */
const REASON_MESSAGES: Record<Exclude<TUnavailableReason, 'closed_today'>, string> = {
  not_on_menu: 'Item no longer available on menu',
  temporarily_unavailable: 'Item temporarily unavailable',
  category_unavailable: 'Category not available at this time',
  outside_service_hours: 'Currently outside service hours',
  item_outside_hours: 'Item not available at this time',
};

function unavailable(reason: keyof typeof REASON_MESSAGES): TItemAvailability {
  return { available: false, reason, message: REASON_MESSAGES[reason] };
}

function closedOn(weekday: TWeekday): TItemAvailability {
  return {
    available: false,
    reason: 'closed_today',
    message: `Not available on ${weekdayLabel(weekday)}`,
    weekday,
  };
}

function scheduleOf(flags: TAvailabilityFlags): TAvailabilitySchedule | null {
  const value = flags.time_availability;
  const result = typeof value === 'string' ? parseSchedule(value) : readSchedule(value);
  // Schedules are validated when saved; one that still fails to read restricts nothing rather than
  // hiding an item from every guest (callers that want to report it use parseSchedule themselves).
  return result.ok ? result.schedule : null;
}

/**
 * Can this item be ordered now? Checks run from the most lasting reason to the most passing one:
 * gone from the menu (missing, or the item or its category hidden), switched off (item, then
 * category), the restaurant's service hours (when given), then the item's and the category's own
 * schedules, where a schedule closed for the whole day says so by weekday.
 */
export function itemAvailability(
  input: {
    item: TAvailabilityFlags | null;
    category: TAvailabilityFlags | null;
    exists: boolean;
    /** The restaurant's operating-hours setting; omit to skip the service-hours check. */
    serviceHours?: string | null;
  },
  at: Date,
  timeZone: string,
): TItemAvailability {
  const { item, category } = input;
  const hidden = (flags: TAvailabilityFlags) => !(flags.is_visible ?? true);
  if (!input.exists || !item || hidden(item) || (category && hidden(category))) {
    return unavailable('not_on_menu');
  }
  if (!item.is_available) return unavailable('temporarily_unavailable');
  if (category && !category.is_available) return unavailable('category_unavailable');
  if (input.serviceHours !== undefined && !isWithinServiceHours(input.serviceHours, at, timeZone)) {
    return unavailable('outside_service_hours');
  }
  const itemVerdict = scheduleVerdict(item, 'item_outside_hours', at, timeZone);
  if (!itemVerdict.available || !category) return itemVerdict;
  return scheduleVerdict(category, 'category_unavailable', at, timeZone);
}

function scheduleVerdict(
  flags: TAvailabilityFlags,
  outsideHours: 'item_outside_hours' | 'category_unavailable',
  at: Date,
  timeZone: string,
): TItemAvailability {
  const check = checkAvailability(scheduleOf(flags), at, timeZone);
  if (check.available) return check;
  return check.reason === 'closed_today' ? closedOn(check.weekday) : unavailable(outsideHours);
}

/**
 * Is the restaurant serving at `at`? No hours set means always. A malformed setting does not close
 * the restaurant: the admin form rejects it on save with parseOperatingHours's error.
 */
export function isWithinServiceHours(hoursText: string | null, at: Date, timeZone: string): boolean {
  const parsed = parseOperatingHours(hoursText);
  return !parsed.ok || checkAvailability(parsed.schedule, at, timeZone).available;
}
