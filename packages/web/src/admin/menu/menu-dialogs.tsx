import type { TMenuCategory } from '@tableside/shared/menu-categories.schemas';
import type { TMenuItem } from '@tableside/shared/menu-items.schemas';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { BulkTagsDialog } from './bulk-tags-dialog.tsx';
import { CategoryDialog } from './category-dialog.tsx';
import type { TMenuMutations } from './use-menu-mutations.hook.ts';

/** The one dialog the menu screen has open, if any. */
export type TMenuDialog =
  | { kind: 'category'; category?: TMenuCategory }
  | { kind: 'deleteCategory'; category: TMenuCategory }
  | { kind: 'deleteItem'; item: TMenuItem }
  | { kind: 'bulkTags' }
  | null;

type TMenuDialogsProps = {
  dialog: TMenuDialog;
  setDialog: Dispatch<SetStateAction<TMenuDialog>>;
  mutations: Pick<TMenuMutations, 'removeCategory' | 'removeItem'>;
  selectedItems: ReadonlySet<number>;
  onCategoryCreated: (category: TMenuCategory) => void;
  onItemDeleted: (id: number) => void;
  onBulkDone: () => void;
};

/** The menu screen's dialogs: create or edit a category, confirm a delete, change tags in bulk. */
export function MenuDialogs({
  dialog,
  setDialog,
  mutations,
  selectedItems,
  onCategoryCreated,
  onItemDeleted,
  onBulkDone,
}: TMenuDialogsProps) {
  const { t } = useTranslation();
  const closeOnFalse = (open: boolean) => (open ? undefined : setDialog(null));
  // A delete settles after its dialog may have been dismissed and another opened: only its own closes.
  const closeIfShown = (shown: TMenuDialog) => setDialog((current) => (current === shown ? null : current));
  const editing = dialog?.kind === 'category' ? dialog : undefined;
  const deletingCategory = dialog?.kind === 'deleteCategory' ? dialog.category : undefined;
  const deletingItem = dialog?.kind === 'deleteItem' ? dialog.item : undefined;

  return (
    <>
      <CategoryDialog
        open={editing !== undefined}
        category={editing?.category}
        onOpenChange={closeOnFalse}
        onCreated={onCategoryCreated}
      />
      <ConfirmDialog
        open={deletingCategory !== undefined}
        onOpenChange={closeOnFalse}
        title={t('admin.menuAdmin.categories.deleteTitle', { name: deletingCategory?.name ?? '' })}
        description={
          deletingCategory?.item_count
            ? t('admin.menuAdmin.categories.deleteWithItems', { count: deletingCategory.item_count })
            : t('admin.menuAdmin.categories.deleteText')
        }
        confirmLabel={t('admin.menuAdmin.delete')}
        cancelLabel={t('admin.menuAdmin.cancel')}
        destructive
        loading={mutations.removeCategory.isPending}
        onConfirm={() =>
          deletingCategory &&
          mutations.removeCategory.mutate(deletingCategory, { onSettled: () => closeIfShown(dialog) })
        }
      />
      <ConfirmDialog
        open={deletingItem !== undefined}
        onOpenChange={closeOnFalse}
        title={t('admin.menuAdmin.items.deleteTitle', { name: deletingItem?.name ?? '' })}
        description={t('admin.menuAdmin.items.deleteText')}
        confirmLabel={t('admin.menuAdmin.delete')}
        cancelLabel={t('admin.menuAdmin.cancel')}
        destructive
        loading={mutations.removeItem.isPending}
        onConfirm={() =>
          deletingItem &&
          mutations.removeItem.mutate(deletingItem, {
            onSettled: () => {
              onItemDeleted(deletingItem.id);
              closeIfShown(dialog);
            },
          })
        }
      />
      <BulkTagsDialog
        open={dialog?.kind === 'bulkTags'}
        itemIds={[...selectedItems]}
        onOpenChange={closeOnFalse}
        onDone={onBulkDone}
      />
    </>
  );
}
