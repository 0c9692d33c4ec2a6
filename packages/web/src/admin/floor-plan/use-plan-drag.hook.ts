import { type PointerEvent, type RefObject, useRef, useState } from 'react';
import { DRAG_THRESHOLD_PX, isInside, pointInRoom, type TPoint } from './floor-plan-geometry.ts';

export type TDragOrigin = 'plan' | 'tray';

export type TDragState = {
  id: number;
  origin: TDragOrigin;
  clientX: number;
  clientY: number;
  /** Where it would land in the room; null while a tray table is outside the room. */
  over: TPoint | null;
};

type TPointerDrag = TDragState & { pointerId: number; startX: number; startY: number; moved: boolean };

type TPlanDragOptions = {
  room: RefObject<HTMLElement | null>;
  enabled: boolean;
  onDrop: (id: number, point: TPoint) => void;
  /** A press that did not move: open the table (plan) or place it in a free spot (tray). */
  onActivate: (id: number, origin: TDragOrigin) => void;
};

/**
 * Drag and drop with pointer events, so mouse, pen and touch work alike. The dragged element
 * captures the pointer; a table on the plan stays inside the room, a tray table lands only when
 * dropped over it. A press that moves less than a few pixels is a click.
 */
export function usePlanDrag({ room, enabled, onDrop, onActivate }: TPlanDragOptions) {
  const [drag, setDrag] = useState<TDragState | null>(null);
  const current = useRef<TPointerDrag | null>(null);
  const dragged = useRef(false);

  const handlers = (id: number, origin: TDragOrigin) => ({
    onPointerDown(event: PointerEvent<HTMLElement>) {
      dragged.current = false;
      if (!enabled || event.button !== 0) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      current.current = {
        id,
        origin,
        pointerId: event.pointerId,
        startX: event.clientX,
        startY: event.clientY,
        clientX: event.clientX,
        clientY: event.clientY,
        moved: false,
        over: null,
      };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const active = current.current;
      const box = room.current?.getBoundingClientRect();
      if (!active || active.pointerId !== event.pointerId || !box) return;
      const distance = Math.hypot(event.clientX - active.startX, event.clientY - active.startY);
      if (!active.moved && distance < DRAG_THRESHOLD_PX) return;
      const inside = isInside(box, event.clientX, event.clientY);
      const next: TPointerDrag = {
        ...active,
        moved: true,
        clientX: event.clientX,
        clientY: event.clientY,
        over: inside || origin === 'plan' ? pointInRoom(box, event.clientX, event.clientY) : null,
      };
      current.current = next;
      setDrag(next);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const active = current.current;
      if (!active || active.pointerId !== event.pointerId) return;
      current.current = null;
      setDrag(null);
      if (!active.moved) return;
      dragged.current = true;
      if (active.over) onDrop(id, active.over);
    },
    onPointerCancel() {
      current.current = null;
      setDrag(null);
    },
    onClick() {
      // The click that ends a drag is not a click on the table.
      if (dragged.current) {
        dragged.current = false;
        return;
      }
      onActivate(id, origin);
    },
  });

  return { drag, handlers };
}
