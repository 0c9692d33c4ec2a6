import {
  type DndContextProps,
  type DragEndEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { TMenuCategory } from '@tableside/shared/menu-categories.schemas';
import type { TMenuItem } from '@tableside/shared/menu-items.schemas';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import {
  dragData,
  menuCollisions,
  menuKeyboardCoordinates,
  neighboursAfterMove,
  type TDragKind,
} from './menu-dnd.ts';
import { useDndAnnouncements } from './menu-dnd-announcements.ts';
import type { TMenuMutations } from './use-menu-mutations.hook.ts';

type TMenuDndOptions = {
  categories: TMenuCategory[];
  items: TMenuItem[];
  selectedId: number | undefined;
  mutations: Pick<TMenuMutations, 'reorderCategories' | 'reorderItem'>;
};

/**
 * Sorting on the menu screen (spec admin 7) by mouse, touch and keyboard: categories among
 * themselves, items within the selected category, and an item dropped on another category moves
 * there. Answers the DndContext's props, whether categories take drops, and the move to a category
 * (also offered in each item's menu).
 */
export function useMenuDnd({ categories, items, selectedId, mutations }: TMenuDndOptions) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<{ kind: TDragKind; keyboard: boolean }>();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: menuKeyboardCoordinates }),
  );
  const announcements = useDndAnnouncements(categories, items);

  const moveToCategory = (itemId: number, categoryId: number) => {
    const target = categories.find((c) => c.id === categoryId);
    // Last in its new category: the API clamps the position to the list.
    mutations.reorderItem.mutate({
      id: itemId,
      move: { category_id: categoryId, target_order: target?.item_count ?? 0 },
    });
  };

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    const data = dragData(active.data.current);
    if (data) setDragging({ kind: data.kind, keyboard: activatorEvent instanceof KeyboardEvent });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(undefined);
    const from = dragData(active.data.current);
    const to = dragData(over?.data.current);
    if (!from || !to || (from.kind === to.kind && from.id === to.id)) return;
    if (from.kind === 'category' && to.kind === 'category') {
      const ids = categories.map((c) => c.id);
      const move = neighboursAfterMove(ids, ids.indexOf(from.id), ids.indexOf(to.id));
      const order = move.order.flatMap((id) => categories.filter((c) => c.id === id));
      mutations.reorderCategories.mutate({
        order,
        id: from.id,
        beforeId: move.beforeId,
        afterId: move.afterId,
      });
    } else if (from.kind === 'item' && to.kind === 'item' && selectedId !== undefined) {
      const ids = items.map((item) => item.id);
      const move = neighboursAfterMove(ids, ids.indexOf(from.id), ids.indexOf(to.id));
      const order = move.order.flatMap((id) => items.filter((item) => item.id === id));
      const position = move.beforeId !== null ? { before_id: move.beforeId } : { after_id: move.afterId };
      mutations.reorderItem.mutate({ id: from.id, move: { category_id: selectedId, ...position }, order });
    } else if (from.kind === 'item' && to.kind === 'category' && to.id !== from.categoryId) {
      moveToCategory(from.id, to.id);
    }
  };

  const context: DndContextProps = {
    sensors,
    collisionDetection: menuCollisions,
    onDragStart,
    onDragEnd,
    onDragCancel: () => setDragging(undefined),
    accessibility: {
      announcements,
      screenReaderInstructions: { draggable: t('admin.menuAdmin.dnd.instructions') },
    },
  };
  // An item dragged by keyboard stays in the item list: its arrow keys skip the categories.
  const categoriesDroppable = !(dragging?.kind === 'item' && dragging.keyboard);

  return { context, categoriesDroppable, moveToCategory };
}
