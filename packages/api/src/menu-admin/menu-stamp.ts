import { parseSchedule, type TAvailabilitySchedule } from '@tableside/shared/availability.schemas';
import type { TApiDeps } from '../deps.ts';

/** Guests see every menu write at once: the public menu cache drops its copy on this event. */
export function publishMenuChanged(deps: TApiDeps): void {
  deps.events.publish({ type: 'menu.changed' });
}

export const toFlag = (value: boolean): number => (value ? 1 : 0);

/** A schedule is stored as JSON text; no days at all means always available (null). */
export function scheduleText(schedule: TAvailabilitySchedule | null | undefined): string | null | undefined {
  if (schedule === undefined) return undefined;
  return schedule === null || Object.keys(schedule).length === 0 ? null : JSON.stringify(schedule);
}

export function readStoredSchedule(text: string | null): TAvailabilitySchedule | null {
  const parsed = parseSchedule(text);
  return parsed.ok ? parsed.schedule : null;
}

/** Leaves out undefined fields, so a partial update only writes what was sent. */
export function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
