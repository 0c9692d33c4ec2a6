/**
 * Canonical weekday keys of an availability schedule, Monday first (spec customer 3, admin 3).
 * Apart from the zod schemas in availability.schemas.ts, which re-exports them, so the guest
 * screens can name weekdays without zod.
 */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type TWeekday = (typeof WEEKDAYS)[number];
