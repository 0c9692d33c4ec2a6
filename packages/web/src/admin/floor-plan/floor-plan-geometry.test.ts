import { describe, expect, it } from 'vitest';
import { clampPercent, freeSpots, nudge, pointInRoom } from './floor-plan-geometry.ts';
import { shortName } from './floor-table.tsx';

describe('floor plan geometry', () => {
  it('moves 1 % per arrow key and 5 % with Shift, inside 0..100', () => {
    expect(nudge({ x: 10, y: 10 }, 'ArrowRight', false)).toEqual({ x: 11, y: 10 });
    expect(nudge({ x: 10, y: 10 }, 'ArrowUp', true)).toEqual({ x: 10, y: 5 });
    expect(nudge({ x: 99.5, y: 2 }, 'ArrowRight', true)).toEqual({ x: 100, y: 2 });
    expect(nudge({ x: 0, y: 2 }, 'ArrowUp', true)).toEqual({ x: 0, y: 0 });
    expect(nudge({ x: 0, y: 0 }, 'Enter', false)).toBeNull();
  });

  it('turns a pointer into percent of the room, clamped', () => {
    const room = { left: 100, top: 50, width: 200, height: 100, right: 300, bottom: 150 } as DOMRect;
    expect(pointInRoom(room, 150, 75)).toEqual({ x: 25, y: 25 });
    expect(pointInRoom(room, 0, 500)).toEqual({ x: 0, y: 100 });
    expect(clampPercent(33.3333)).toBe(33.33);
  });

  it('finds free spots away from placed tables', () => {
    const spots = freeSpots([{ x: 8, y: 10 }], 3);
    expect(spots).toEqual([
      { x: 20, y: 10 },
      { x: 32, y: 10 },
      { x: 44, y: 10 },
    ]);
    expect(freeSpots([], 41).at(-1)).toEqual({ x: 50, y: 50 });
  });

  it('shortens names on a small plan to their number', () => {
    expect(shortName('Table 12')).toBe('12');
    expect(shortName('Terrace')).toBe('Terr');
  });
});
