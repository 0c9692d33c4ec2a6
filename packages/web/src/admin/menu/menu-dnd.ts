import {
  type CollisionDetection,
  closestCenter,
  type KeyboardCoordinateGetter,
  pointerWithin,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/**
 * Drag and drop on the menu screen: categories and items are sorted within their own list, and an
 * item dropped on a category moves there. Ids are prefixed so the two kinds never collide.
 */
export type TDragKind = 'category' | 'item';
export type TDragData = { kind: TDragKind; id: number; categoryId?: number };

export const dragId = (kind: TDragKind, id: number) => `${kind}-${id}`;

export function dragData(value: unknown): TDragData | undefined {
  const data = value as TDragData | undefined;
  return data && (data.kind === 'category' || data.kind === 'item') ? data : undefined;
}

/**
 * A category is sorted among categories only. An item is sorted among items, unless the pointer is
 * on a category of the list: then that category is where it goes.
 */
export const menuCollisions: CollisionDetection = (args) => {
  const kind = dragData(args.active.data.current)?.kind;
  const ofKind = (wanted: TDragKind) =>
    args.droppableContainers.filter((container) => dragData(container.data.current)?.kind === wanted);
  if (kind === 'item') {
    const category = pointerWithin({ ...args, droppableContainers: ofKind('category') }).filter(
      (collision) =>
        dragData(args.droppableContainers.find((c) => c.id === collision.id)?.data.current)?.id !==
        dragData(args.active.data.current)?.categoryId,
    );
    if (category.length > 0) return category;
    return closestCenter({ ...args, droppableContainers: ofKind('item') });
  }
  return closestCenter({ ...args, droppableContainers: ofKind('category') });
};

/** Arrow keys move among the dragged kind's list only (moving to another category has its own control). */
export const menuKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { context } = args;
  const kind = dragData(context.active?.data.current)?.kind;
  const all = context.droppableContainers;
  // sortableKeyboardCoordinates reads only getEnabled() and get() of the containers.
  const sameKind = {
    getEnabled: () => all.getEnabled().filter((container) => dragData(container.data.current)?.kind === kind),
    get: (id: Parameters<typeof all.get>[0]) => all.get(id),
  } as unknown as typeof all;
  return sortableKeyboardCoordinates(event, {
    ...args,
    context: { ...context, droppableContainers: sameKind },
  });
};

/** The neighbours an element lands between after moving from `from` to `to` in `ids`. */
export function neighboursAfterMove(ids: number[], from: number, to: number) {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return { order: ids, beforeId: null, afterId: null };
  next.splice(to, 0, moved);
  // before_id: the element it now stands before; after_id: the one it follows.
  return { order: next, beforeId: next[to + 1] ?? null, afterId: next[to - 1] ?? null };
}
