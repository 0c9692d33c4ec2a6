import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPERATING_HOURS,
  formatOperatingHours,
  keptClosedHours,
  parseOperatingHours,
  parseSchedule,
  readSchedule,
  type TAvailabilitySchedule,
  ZAvailabilitySchedule,
} from './availability.schemas.ts';
import {
  checkAvailability,
  isWithinServiceHours,
  itemAvailability,
  localTimeIn,
  type TAvailabilityFlags,
} from './availability.ts';

/** 21 October 2024 is a Monday; the week runs into the end of summer time in Berlin (Sunday 27th). */
const DAY = { monday: 21, tuesday: 22, wednesday: 23, thursday: 24, friday: 25, saturday: 26, sunday: 27 };
const utc = (day: keyof typeof DAY, time: string) => new Date(`2024-10-${DAY[day]}T${time}:00Z`);
const iso = (text: string) => new Date(text);

describe('localTimeIn', () => {
  it('reads the weekday and minutes since midnight in the given zone', () => {
    expect(localTimeIn('UTC', utc('monday', '13:45'))).toEqual({ weekday: 'monday', minutes: 825 });
    expect(localTimeIn('UTC', utc('tuesday', '00:00'))).toEqual({ weekday: 'tuesday', minutes: 0 });
    // 22:30 UTC on Monday is already 00:30 on Tuesday in Berlin (CEST, UTC+2)...
    expect(localTimeIn('Europe/Berlin', utc('monday', '22:30'))).toEqual({ weekday: 'tuesday', minutes: 30 });
    // ...and still 18:30 on Monday in New York (EDT, UTC-4).
    expect(localTimeIn('America/New_York', utc('monday', '22:30'))).toEqual({
      weekday: 'monday',
      minutes: 1110,
    });
  });

  it('falls back to UTC for an unknown or empty zone', () => {
    expect(localTimeIn('Mars/Olympus_Mons', utc('friday', '07:05'))).toEqual({
      weekday: 'friday',
      minutes: 425,
    });
    expect(localTimeIn('', utc('friday', '07:05'))).toEqual({ weekday: 'friday', minutes: 425 });
  });

  it('follows the October DST change in Berlin: 02:30 happens twice, offsets switch from +2 to +1', () => {
    expect(localTimeIn('Europe/Berlin', iso('2024-10-26T08:00Z'))).toEqual({
      weekday: 'saturday',
      minutes: 600,
    });
    expect(localTimeIn('Europe/Berlin', iso('2024-10-27T00:30Z'))).toEqual({
      weekday: 'sunday',
      minutes: 150,
    });
    expect(localTimeIn('Europe/Berlin', iso('2024-10-27T01:30Z'))).toEqual({
      weekday: 'sunday',
      minutes: 150,
    });
    expect(localTimeIn('Europe/Berlin', iso('2024-10-27T09:00Z'))).toEqual({
      weekday: 'sunday',
      minutes: 600,
    });
  });
});

describe('checkAvailability', () => {
  const at = (schedule: TAvailabilitySchedule | null, day: keyof typeof DAY, time: string) =>
    checkAvailability(schedule, utc(day, time), 'UTC');
  const open = { available: true };
  const outside = (weekday: string) => ({ available: false, reason: 'outside_hours', weekday });
  const closed = (weekday: string) => ({ available: false, reason: 'closed_today', weekday });

  it('treats no schedule as always available', () => {
    expect(at(null, 'sunday', '03:00')).toEqual(open);
  });

  it("is open all day on 'allDay', from 00:00 to 23:59", () => {
    expect(at({ monday: 'allDay' }, 'monday', '00:00')).toEqual(open);
    expect(at({ monday: 'allDay' }, 'monday', '23:59')).toEqual(open);
  });

  it('includes the start minute and excludes the end minute', () => {
    const schedule: TAvailabilitySchedule = { monday: [{ from: '09:00', to: '17:00' }] };
    expect(at(schedule, 'monday', '08:59')).toEqual(outside('monday'));
    expect(at(schedule, 'monday', '09:00')).toEqual(open);
    expect(at(schedule, 'monday', '16:59')).toEqual(open);
    expect(at(schedule, 'monday', '17:00')).toEqual(outside('monday'));
  });

  it('is outside hours between two windows of one day', () => {
    const schedule: TAvailabilitySchedule = {
      monday: [
        { from: '11:00', to: '14:00' },
        { from: '18:00', to: '22:00' },
      ],
    };
    expect(at(schedule, 'monday', '12:00')).toEqual(open);
    expect(at(schedule, 'monday', '15:00')).toEqual(outside('monday'));
    expect(at(schedule, 'monday', '21:00')).toEqual(open);
  });

  it('closes the whole day for null, a missing day and an empty window list', () => {
    expect(at({ monday: null, tuesday: 'allDay' }, 'monday', '12:00')).toEqual(closed('monday'));
    expect(at({ tuesday: 'allDay' }, 'monday', '12:00')).toEqual(closed('monday'));
    expect(at({ monday: [], tuesday: 'allDay' }, 'monday', '12:00')).toEqual(closed('monday'));
  });

  it('runs a window across midnight into the next morning, on both sides', () => {
    const lateNight: TAvailabilitySchedule = { monday: [{ from: '22:00', to: '02:00' }] };
    expect(at(lateNight, 'monday', '21:59')).toEqual(outside('monday'));
    expect(at(lateNight, 'monday', '22:00')).toEqual(open);
    expect(at(lateNight, 'monday', '23:59')).toEqual(open);
    expect(at(lateNight, 'tuesday', '00:00')).toEqual(open);
    expect(at(lateNight, 'tuesday', '01:00')).toEqual(open);
    expect(at(lateNight, 'tuesday', '01:59')).toEqual(open);
    // Tuesday itself has no windows, so once Monday's night is over the whole day is closed.
    expect(at(lateNight, 'tuesday', '02:00')).toEqual(closed('tuesday'));
    const withDay = { ...lateNight, tuesday: [{ from: '09:00', to: '17:00' }] };
    expect(at(withDay, 'tuesday', '01:00')).toEqual(open);
    expect(at(withDay, 'tuesday', '02:00')).toEqual(outside('tuesday'));
  });

  it("carries Sunday night into Monday morning, but never an 'allDay' into the next day", () => {
    expect(at({ sunday: [{ from: '20:00', to: '03:00' }] }, 'monday', '01:00')).toEqual(open);
    expect(at({ sunday: 'allDay' }, 'monday', '00:30')).toEqual(closed('monday'));
  });

  it("runs a window ending at '00:00' until midnight and no further", () => {
    const evening: TAvailabilitySchedule = { monday: [{ from: '18:00', to: '00:00' }] };
    expect(at(evening, 'monday', '23:59')).toEqual(open);
    expect(at(evening, 'tuesday', '00:00')).toEqual(closed('tuesday'));
  });

  it('evaluates Berlin wall-clock time across the October DST change', () => {
    const berlin = (schedule: TAvailabilitySchedule, instant: string) =>
      checkAvailability(schedule, iso(instant), 'Europe/Berlin');
    const saturdayNight: TAvailabilitySchedule = { saturday: [{ from: '22:00', to: '02:00' }] };
    expect(berlin(saturdayNight, '2024-10-26T23:30Z')).toEqual(open); // 01:30 CEST on Sunday
    expect(berlin(saturdayNight, '2024-10-27T00:00Z')).toEqual(closed('sunday')); // 02:00 CEST
    // 02:30–03:00 on the Sunday is lived twice, once in summer time and once in winter time.
    const repeatedHalfHour: TAvailabilitySchedule = { sunday: [{ from: '02:30', to: '03:00' }] };
    expect(berlin(repeatedHalfHour, '2024-10-27T00:45Z')).toEqual(open);
    expect(berlin(repeatedHalfHour, '2024-10-27T01:45Z')).toEqual(open);
    expect(berlin(repeatedHalfHour, '2024-10-27T02:00Z')).toEqual(outside('sunday')); // 03:00 CET
    const morning: TAvailabilitySchedule = {
      saturday: [{ from: '10:00', to: '11:00' }],
      sunday: [{ from: '10:00', to: '11:00' }],
    };
    expect(berlin(morning, '2024-10-26T08:30Z')).toEqual(open); // 10:30 CEST
    expect(berlin(morning, '2024-10-27T08:30Z')).toEqual(outside('sunday')); // 09:30 CET
    expect(berlin(morning, '2024-10-27T09:30Z')).toEqual(open); // 10:30 CET
  });
});

describe('itemAvailability', () => {
  const shown: TAvailabilityFlags = { is_available: 1, is_visible: 1, time_availability: null };
  const monday = utc('monday', '12:00');
  const check = (input: Partial<Parameters<typeof itemAvailability>[0]>, at = monday, timeZone = 'UTC') =>
    itemAvailability({ item: shown, category: shown, exists: true, ...input }, at, timeZone);
  const reason = (result: ReturnType<typeof itemAvailability>) =>
    result.available ? 'available' : `${result.reason}: ${result.message}`;

  it('is available when the item and its category are on, visible and unrestricted', () => {
    expect(check({})).toEqual({ available: true });
    expect(check({ category: null, item: { is_available: true, time_availability: null } })).toEqual({
      available: true,
    });
  });

  it('reports an item gone from the menu: missing, hidden, or in a hidden category', () => {
    const message = 'not_on_menu: Item no longer available on menu';
    expect(reason(check({ exists: false }))).toBe(message);
    expect(reason(check({ item: null }))).toBe(message);
    expect(reason(check({ item: { ...shown, is_visible: 0 } }))).toBe(message);
    expect(reason(check({ category: { ...shown, is_visible: false } }))).toBe(message);
    // Gone beats switched off.
    expect(reason(check({ item: { ...shown, is_visible: 0, is_available: 0 } }))).toBe(message);
  });

  it('reports an item or a category switched off', () => {
    expect(reason(check({ item: { ...shown, is_available: 0 } }))).toBe(
      'temporarily_unavailable: Item temporarily unavailable',
    );
    expect(reason(check({ category: { ...shown, is_available: false } }))).toBe(
      'category_unavailable: Category not available at this time',
    );
  });

  it('reports the service hours before the menu schedules, and skips them when not given', () => {
    const evening = 'MON:18:00-23:00';
    expect(reason(check({ serviceHours: evening }))).toBe(
      'outside_service_hours: Currently outside service hours',
    );
    expect(reason(check({ serviceHours: evening }, utc('monday', '19:00')))).toBe('available');
    expect(reason(check({ serviceHours: null }))).toBe('available');
    // A switched-off item says so even when the restaurant is closed.
    expect(reason(check({ serviceHours: evening, item: { ...shown, is_available: 0 } }))).toBe(
      'temporarily_unavailable: Item temporarily unavailable',
    );
  });

  it("applies the item's schedule from stored text or an object", () => {
    const breakfast = JSON.stringify({ Mon: [{ from: '07:00', to: '11:00' }], tue: 'allDay' });
    const item = { ...shown, time_availability: breakfast };
    expect(reason(check({ item }))).toBe('item_outside_hours: Item not available at this time');
    expect(reason(check({ item }, utc('monday', '08:00')))).toBe('available');
    const parsed: TAvailabilitySchedule = { tuesday: 'allDay' };
    expect(reason(check({ item: { ...shown, time_availability: parsed } }))).toBe(
      'closed_today: Not available on Monday',
    );
  });

  it("applies the category's schedule after the item's", () => {
    const category = { ...shown, time_availability: '{"monday":[{"from":"17:00","to":"23:00"}]}' };
    expect(reason(check({ category }))).toBe('category_unavailable: Category not available at this time');
    const closedSaturday = { ...shown, time_availability: '{"sunday":"allDay"}' };
    expect(check({ category: closedSaturday }, utc('saturday', '12:00'))).toEqual({
      available: false,
      reason: 'closed_today',
      message: 'Not available on Saturday',
      weekday: 'saturday',
    });
  });

  it("uses the restaurant's time zone", () => {
    const item = { ...shown, time_availability: '{"monday":[{"from":"07:00","to":"11:00"}]}' };
    expect(reason(check({ item }, utc('monday', '08:30'), 'Europe/Berlin'))).toBe('available'); // 10:30
    expect(reason(check({ item }, utc('monday', '09:30'), 'Europe/Berlin'))).toBe(
      'item_outside_hours: Item not available at this time',
    );
  });

  it('does not hide an item because its stored schedule is unreadable', () => {
    expect(reason(check({ item: { ...shown, time_availability: '{not json' } }))).toBe('available');
  });
});

describe('isWithinServiceHours', () => {
  const berlin = (instant: string, hours: string | null = DEFAULT_OPERATING_HOURS) =>
    isWithinServiceHours(hours, iso(instant), 'Europe/Berlin');

  it('follows the default hours in local time, through the DST change', () => {
    expect(berlin('2024-10-21T06:59Z')).toBe(false); // Monday 08:59
    expect(berlin('2024-10-21T07:00Z')).toBe(true); // Monday 09:00
    expect(berlin('2024-10-25T20:59Z')).toBe(true); // Friday 22:59
    expect(berlin('2024-10-25T21:00Z')).toBe(false); // Friday 23:00
    expect(berlin('2024-10-26T07:30Z')).toBe(false); // Saturday 09:30
    expect(berlin('2024-10-27T08:30Z')).toBe(false); // Sunday 09:30 CET
    expect(berlin('2024-10-27T09:00Z')).toBe(true); // Sunday 10:00 CET
  });

  it('keeps a late night open into the next morning', () => {
    expect(berlin('2024-10-25T23:30Z', 'FRI:18:00-02:00')).toBe(true); // Saturday 01:30
    expect(berlin('2024-10-26T00:30Z', 'FRI:18:00-02:00')).toBe(false); // Saturday 02:30
  });

  it('sets no limit when no hours are configured or the setting is unreadable', () => {
    expect(berlin('2024-10-21T03:00Z', null)).toBe(true);
    expect(berlin('2024-10-21T03:00Z', '')).toBe(true);
    expect(berlin('2024-10-21T03:00Z', 'MON 09:00 to 22:00')).toBe(true);
  });
});

const errorOf = (result: ReturnType<typeof parseSchedule>) => (result.ok ? 'ok' : result.error);

describe('ZAvailabilitySchedule', () => {
  it('accepts the canonical form with null, allDay and windows', () => {
    const schedule = { monday: null, tuesday: 'allDay', friday: [{ from: '22:00', to: '02:00' }] };
    expect(ZAvailabilitySchedule.parse(schedule)).toEqual(schedule);
  });

  it('rejects unknown keys, so a typo cannot close a day silently', () => {
    expect(ZAvailabilitySchedule.safeParse({ Monday: 'allDay' }).success).toBe(false);
    expect(ZAvailabilitySchedule.safeParse({ mondya: 'allDay' }).success).toBe(false);
  });
});

describe('parseSchedule', () => {
  it('reads no schedule, an empty text, JSON null and {} as always available', () => {
    for (const text of [null, '', '   ', 'null', '{}'])
      expect(parseSchedule(text)).toEqual({ ok: true, schedule: null });
  });

  it('normalises capitalised and three-letter weekday keys and allDay spellings', () => {
    const text = JSON.stringify({ Monday: 'ALLDAY', tue: [{ from: '09:00', to: '17:00' }], SUN: null });
    expect(parseSchedule(text)).toEqual({
      ok: true,
      schedule: { monday: 'allDay', tuesday: [{ from: '09:00', to: '17:00' }], sunday: null },
    });
  });

  it('reports text that is not JSON or not an object', () => {
    expect(errorOf(parseSchedule('{monday:'))).toBe('Availability schedule is not valid JSON');
    for (const text of ['[]', '5', '"allDay"', 'true']) {
      expect(errorOf(parseSchedule(text))).toBe('Availability schedule must be an object keyed by weekday');
    }
  });

  it('reports unknown and repeated weekdays', () => {
    expect(errorOf(parseSchedule('{"funday":null}'))).toBe("Unknown weekday 'funday'");
    expect(errorOf(parseSchedule('{"mon":null,"Monday":"allDay"}'))).toBe(
      "Weekday 'monday' appears more than once",
    );
  });

  it('reports malformed times and windows with their place', () => {
    const window = (from: string, to: string) => parseSchedule(JSON.stringify({ monday: [{ from, to }] }));
    const badTime = 'Time must be HH:MM between 00:00 and 23:59';
    expect(errorOf(window('24:00', '02:00'))).toBe(`monday.0.from: ${badTime}`);
    expect(errorOf(window('9:00', '17:00'))).toBe(`monday.0.from: ${badTime}`);
    expect(errorOf(window('09:00', '12:60'))).toBe(`monday.0.to: ${badTime}`);
    expect(errorOf(window('09:00', '09:00'))).toBe('monday.0.to: Start and end time must differ');
    expect(errorOf(window('00:00', '23:59'))).toBe('ok');
  });

  it('limits a day to six windows', () => {
    const windows = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ from: `0${i}:00`, to: `0${i}:30` }));
    expect(errorOf(readSchedule({ monday: windows(6) }))).toBe('ok');
    expect(errorOf(readSchedule({ monday: windows(7) }))).toBe('monday: At most 6 time windows per day');
  });

  it('reports a day value that is none of null, allDay or windows', () => {
    expect(errorOf(readSchedule({ monday: 'sometimes' }))).toBe(
      "monday: A day must be null (closed), 'allDay' or a list of {from, to} windows",
    );
  });
});

describe('parseOperatingHours', () => {
  it('reads the default hours and writes them back unchanged', () => {
    const parsed = parseOperatingHours(DEFAULT_OPERATING_HOURS);
    expect(parsed).toEqual({
      ok: true,
      schedule: {
        monday: [{ from: '09:00', to: '22:00' }],
        tuesday: [{ from: '09:00', to: '22:00' }],
        wednesday: [{ from: '09:00', to: '22:00' }],
        thursday: [{ from: '09:00', to: '22:00' }],
        friday: [{ from: '09:00', to: '23:00' }],
        saturday: [{ from: '10:00', to: '23:00' }],
        sunday: [{ from: '10:00', to: '22:00' }],
      },
    });
    if (parsed.ok && parsed.schedule)
      expect(formatOperatingHours(parsed.schedule)).toBe(DEFAULT_OPERATING_HOURS);
  });

  it('accepts several windows, CLOSED, ALLDAY, full day names, spaces and a trailing bar', () => {
    const text = ' monday: 11:00-14:00 , 17:00-22:00 | Tue:CLOSED|SAT:allday|sun:|';
    const parsed = parseOperatingHours(text);
    expect(parsed).toEqual({
      ok: true,
      schedule: {
        monday: [
          { from: '11:00', to: '14:00' },
          { from: '17:00', to: '22:00' },
        ],
        tuesday: null,
        saturday: 'allDay',
        sunday: null,
      },
    });
    if (parsed.ok && parsed.schedule) {
      expect(formatOperatingHours(parsed.schedule)).toBe(
        'MON:11:00-14:00,17:00-22:00|TUE:CLOSED|SAT:ALLDAY|SUN:CLOSED',
      );
    }
  });

  it('keeps a closed day’s hours for when it opens again, without opening it (issue 41)', () => {
    const text = 'MON:09:00-22:00|WED:CLOSED(11:00-14:00,17:00-22:00)';
    const parsed = parseOperatingHours(text);
    expect(parsed).toEqual({
      ok: true,
      schedule: { monday: [{ from: '09:00', to: '22:00' }], wednesday: null },
    });
    expect(keptClosedHours(text)).toEqual({
      wednesday: [
        { from: '11:00', to: '14:00' },
        { from: '17:00', to: '22:00' },
      ],
    });
    if (parsed.ok && parsed.schedule) {
      expect(formatOperatingHours(parsed.schedule, keptClosedHours(text))).toBe(text);
    }
    expect(errorOf(parseOperatingHours('WED:CLOSED(25:00-26:00)'))).toBe(
      'wednesday: the hours kept while closed must be HH:MM-HH:MM windows',
    );
  });

  it('reads an empty setting as no hours', () => {
    expect(parseOperatingHours(null)).toEqual({ ok: true, schedule: null });
    expect(parseOperatingHours('  ')).toEqual({ ok: true, schedule: null });
  });

  it('reports malformed settings', () => {
    const badTime = 'Time must be HH:MM between 00:00 and 23:59';
    expect(errorOf(parseOperatingHours('MON 09:00-22:00'))).toBe(
      "Expected DAY:HH:MM-HH:MM, got 'MON 09:00-22:00'",
    );
    expect(errorOf(parseOperatingHours('XYZ:09:00-22:00'))).toBe("Unknown weekday 'XYZ'");
    expect(errorOf(parseOperatingHours('MON:09:00-22:00|Monday:10:00-11:00'))).toBe(
      "Weekday 'monday' appears more than once",
    );
    expect(errorOf(parseOperatingHours('MON:9-22'))).toBe(`monday.0.from: ${badTime}`);
    expect(errorOf(parseOperatingHours('MON:09:00'))).toBe(`monday.0.to: ${badTime}`);
    expect(errorOf(parseOperatingHours('MON:09:00-10:00-11:00'))).toBe(`monday.0.to: ${badTime}`);
    expect(errorOf(parseOperatingHours('MON:10:00-10:00'))).toBe(
      'monday.0.to: Start and end time must differ',
    );
  });
});
