import { parseSchedule, type TAvailabilitySchedule } from '@tableside/shared/availability.schemas';
import type { TApiDeps } from '../deps.ts';
import type { TPrincipal } from '../http/env.ts';

/** Who changed the menu and when, for the audit columns. */
export type TMenuStamp = { at: string; id: number; name: string };

export function menuStamp(deps: TApiDeps, principal: TPrincipal): TMenuStamp {
  return { at: deps.clock.now().toISOString(), id: principal.id, name: principal.name };
}

export function createdColumns(stamp: TMenuStamp) {
  return {
    created_at: stamp.at,
    created_by: stamp.id,
    created_by_name: stamp.name,
    ...updatedColumns(stamp),
  };
}

export function updatedColumns(stamp: TMenuStamp) {
  return { updated_at: stamp.at, updated_by: stamp.id, updated_by_name: stamp.name };
}

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
