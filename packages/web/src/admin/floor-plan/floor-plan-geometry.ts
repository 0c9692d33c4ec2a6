import type { TFloorTable } from '@tableside/shared/floor-plan.schemas';

export type TPoint = { x: number; y: number };

/** Keyboard steps in percent of the room (arrow keys; with Shift). */
export const NUDGE_STEP = 1;
export const NUDGE_BIG_STEP = 5;

const round2 = (value: number) => Math.round(value * 100) / 100;

export function clampPercent(value: number): number {
  return round2(Math.min(100, Math.max(0, value)));
}

/** Where a pointer is in the room, in percent of its box. */
export function pointInRoom(room: DOMRect, clientX: number, clientY: number): TPoint {
  return {
    x: clampPercent(((clientX - room.left) / room.width) * 100),
    y: clampPercent(((clientY - room.top) / room.height) * 100),
  };
}

export function isInside(room: DOMRect, clientX: number, clientY: number): boolean {
  return clientX >= room.left && clientX <= room.right && clientY >= room.top && clientY <= room.bottom;
}

const NUDGES: Record<string, TPoint> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The position after an arrow key: 1 % per press, 5 % with Shift; null for any other key. */
export function nudge(point: TPoint, key: string, shift: boolean): TPoint | null {
  const direction = NUDGES[key];
  if (!direction) return null;
  const step = shift ? NUDGE_BIG_STEP : NUDGE_STEP;
  return { x: clampPercent(point.x + direction.x * step), y: clampPercent(point.y + direction.y * step) };
}

/** A drag starts after the pointer moved this far (px); less is a click that opens the table. */
export const DRAG_THRESHOLD_PX = 4;

/** Closer than this (percent) to a placed table, a spot is taken. */
const MIN_GAP = 11;
const COLUMNS = [8, 20, 32, 44, 56, 68, 80, 92];
const ROWS = [10, 30, 50, 70, 90];

/**
 * Free spots for tables placed without dragging (a tap in the tray, 'Place all'): a grid across
 * the room, row by row, skipping spots near a table already there. When the room is full, the
 * remaining tables go to the centre, to be dragged apart.
 */
export function freeSpots(placed: readonly TPoint[], count: number): TPoint[] {
  const taken = [...placed];
  const spots: TPoint[] = [];
  for (const y of ROWS) {
    for (const x of COLUMNS) {
      if (spots.length === count) return spots;
      if (taken.some((point) => Math.hypot(point.x - x, point.y - y) < MIN_GAP)) continue;
      spots.push({ x, y });
      taken.push({ x, y });
    }
  }
  while (spots.length < count) spots.push({ x: 50, y: 50 });
  return spots;
}

export function isPlaced(table: TFloorTable): table is TFloorTable & { floor_x: number; floor_y: number } {
  return table.floor_x !== null && table.floor_y !== null;
}
