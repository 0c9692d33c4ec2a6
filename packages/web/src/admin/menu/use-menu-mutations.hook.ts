import type { TMenuCategory } from '@tableside/shared/menu-categories.schemas';
import type { TMenuItem } from '@tableside/shared/menu-items.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { toast } from '../../ui/toast.ts';
import {
  deleteCategory,
  deleteItem,
  duplicateItem,
  moveCategory,
  moveItem,
  type TItemMove,
  toggleCategory,
  toggleItem,
} from './menu-admin.api.ts';
import { invalidateMenu, menuAdminQueries } from './menu-admin.queries.ts';
import { menuErrorMessage } from './menu-error-message.ts';

type TToggle = { id: number; field: 'availability' | 'visibility' };

export type TMenuMutations = ReturnType<typeof useMenuMutations>;

/**
 * The menu screen's quick changes: switches, moves, duplicate and delete. Switches and moves show
 * at once (the cache is changed first) and are put right by the refetch that follows every write.
 */
export function useMenuMutations(itemListKey: readonly unknown[]) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const categoriesKey = menuAdminQueries.categories().queryKey;
  const onError = (error: unknown) => toast.error(menuErrorMessage(t, error));
  const onSettled = () => invalidateMenu(queryClient);

  const flag = (field: TToggle['field']) => (field === 'availability' ? 'is_available' : 'is_visible');

  const toggleCategoryFlag = useMutation({
    mutationFn: ({ id, field }: TToggle) => toggleCategory(id, field),
    onMutate: ({ id, field }) => {
      queryClient.setQueryData(categoriesKey, (list) =>
        list?.map((c) => (c.id === id ? { ...c, [flag(field)]: !c[flag(field)] } : c)),
      );
    },
    onSuccess: (category, { field }) =>
      toast.success(t(`admin.menuAdmin.toasts.category.${field}`, { name: category.name })),
    onError,
    onSettled,
  });

  const toggleItemFlag = useMutation({
    mutationFn: ({ id, field }: TToggle) => toggleItem(id, field),
    onMutate: ({ id, field }) => {
      queryClient.setQueryData<TMenuItem[]>(itemListKey, (list) =>
        list?.map((item) => (item.id === id ? { ...item, [flag(field)]: !item[flag(field)] } : item)),
      );
    },
    onSuccess: (item, { field }) =>
      toast.success(t(`admin.menuAdmin.toasts.item.${field}`, { name: item.name })),
    onError,
    onSettled,
  });

  const reorderCategories = useMutation({
    mutationFn: (move: {
      order: TMenuCategory[];
      id: number;
      beforeId: number | null;
      afterId: number | null;
    }) => moveCategory(move.id, move.beforeId, move.beforeId === null ? move.afterId : null),
    onMutate: ({ order }) => {
      queryClient.setQueryData(categoriesKey, order);
    },
    onError,
    onSettled,
  });

  const reorderItem = useMutation({
    mutationFn: (move: { id: number; move: TItemMove; order?: TMenuItem[] }) => moveItem(move.id, move.move),
    onMutate: ({ id, move, order }) => {
      queryClient.setQueryData<TMenuItem[]>(
        itemListKey,
        (list) => order ?? list?.filter((item) => item.id !== id || item.category_id === move.category_id),
      );
    },
    onSuccess: (_, { move, order }) => {
      if (!order) toast.success(t('admin.menuAdmin.toasts.item.moved'));
      return move;
    },
    onError,
    onSettled,
  });

  const duplicate = useMutation({
    mutationFn: (item: TMenuItem) => duplicateItem(item.id),
    onSuccess: (copy) => toast.success(t('admin.menuAdmin.toasts.item.duplicated', { name: copy.name })),
    onError,
    onSettled,
  });

  const removeItem = useMutation({
    mutationFn: (item: TMenuItem) => deleteItem(item.id),
    // spec admin 8: exactly 'Item deleted successfully'.
    onSuccess: () => toast.success(t('admin.menuAdmin.toasts.item.deleted')),
    onError,
    onSettled,
  });

  const removeCategory = useMutation({
    mutationFn: (category: TMenuCategory) => deleteCategory(category.id, category.item_count > 0),
    // spec admin 8: exactly 'Category deleted successfully'.
    onSuccess: () => toast.success(t('admin.menuAdmin.toasts.category.deleted')),
    onError,
    onSettled,
  });

  return {
    toggleCategoryFlag,
    toggleItemFlag,
    reorderCategories,
    reorderItem,
    duplicate,
    removeItem,
    removeCategory,
  };
}
