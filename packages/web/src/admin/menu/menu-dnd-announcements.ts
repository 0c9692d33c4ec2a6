import type { Announcements } from '@dnd-kit/core';
import type { TMenuCategory } from '@tableside/shared/menu-categories.schemas';
import type { TMenuItem } from '@tableside/shared/menu-items.schemas';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { dragData } from './menu-dnd.ts';

/** What a screen reader hears while a category or item is dragged, in the staff member's language. */
export function useDndAnnouncements(categories: TMenuCategory[], items: TMenuItem[]): Announcements {
  const { t } = useTranslation();
  const nameOf = (data: unknown) => {
    const found = dragData(data);
    if (!found) return '';
    const list: { id: number; name: string }[] = found.kind === 'category' ? categories : items;
    return list.find((entry) => entry.id === found.id)?.name ?? '';
  };
  const positionOf = (data: unknown) => {
    const found = dragData(data);
    if (!found) return 0;
    const list: { id: number }[] = found.kind === 'category' ? categories : items;
    return list.findIndex((entry) => entry.id === found.id) + 1;
  };
  return {
    onDragStart: ({ active }) => t('admin.menuAdmin.dnd.picked', { name: nameOf(active.data.current) }),
    onDragOver: ({ active, over }) =>
      over
        ? dragData(over.data.current)?.kind !== dragData(active.data.current)?.kind
          ? t('admin.menuAdmin.dnd.overCategory', { name: nameOf(over.data.current) })
          : t('admin.menuAdmin.dnd.over', { position: positionOf(over.data.current) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('admin.menuAdmin.dnd.dropped', { name: nameOf(active.data.current) })
        : t('admin.menuAdmin.dnd.cancelled', { name: nameOf(active.data.current) }),
    onDragCancel: ({ active }) => t('admin.menuAdmin.dnd.cancelled', { name: nameOf(active.data.current) }),
  };
}
