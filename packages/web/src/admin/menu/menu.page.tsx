import { DndContext } from '@dnd-kit/core';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useMediaQuery } from '../../lib/use-media-query.hook.ts';
import { Banner } from '../../ui/banner.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { CategoryHeader } from './category-header.tsx';
import { CategoryChips, CategoryList } from './category-list.tsx';
import { ItemList } from './item-list.tsx';
import { MenuDialogs, type TMenuDialog } from './menu-dialogs.tsx';
import { useCanManageMenu, useCanToggleItemAvailability } from './menu-permissions.ts';
import { BulkSelectionBar, CategoriesHeading, MenuHeader } from './menu-toolbars.tsx';
import { useItemSelection } from './use-item-selection.hook.ts';
import { useMenuDnd } from './use-menu-dnd.hook.ts';
import { useMenuMutations } from './use-menu-mutations.hook.ts';
import { useMenuSelection } from './use-menu-selection.hook.ts';
import './menu.css';

/**
 * /admin/menu (spec admin 2 and 7): categories in menu order with their switches and item counts,
 * the selected category's items, and everything that changes them. Sorting works by mouse, touch
 * and keyboard; ?highlight={itemId} and ?highlightCategory={categoryId} point at one entry.
 */
export function MenuPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.screens.menu'));
  const canManage = useCanManageMenu();
  const canToggleAvailability = useCanToggleItemAvailability();
  const wide = useMediaQuery('(min-width: 1024px)');
  const menu = useMenuSelection();
  const { categories, selected, items } = menu;
  const mutations = useMenuMutations(menu.itemListKey);
  const dnd = useMenuDnd({ categories, items, selectedId: menu.selectedId, mutations });
  const selection = useItemSelection();
  const [dialog, setDialog] = useState<TMenuDialog>(null);
  const [arranging, setArranging] = useState(false);
  const showList = wide || arranging;

  return (
    <DndContext {...dnd.context}>
      <div className="mx-auto max-w-7xl space-y-4 p-4 lg:p-6">
        <MenuHeader canManage={canManage} onNewCategory={() => setDialog({ kind: 'category' })} />

        {menu.categoriesQuery.isPending ? (
          <div className="flex justify-center p-10">
            <Spinner />
          </div>
        ) : menu.categoriesQuery.isError ? (
          <Banner tone="error">{t('admin.menuAdmin.loadFailed')}</Banner>
        ) : categories.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line p-8 text-center text-fg-muted">
            {t('admin.menuAdmin.categories.empty')}
          </p>
        ) : (
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
            <section aria-label={t('admin.menuAdmin.categories.title')} className="space-y-2">
              <CategoriesHeading
                canArrange={!wide && canManage}
                arranging={arranging}
                onArrangingChange={setArranging}
              />
              {showList ? (
                <CategoryList
                  categories={categories}
                  selectedId={menu.selectedId}
                  onSelect={menu.select}
                  canManage={canManage}
                  droppable={dnd.categoriesDroppable}
                  flashId={menu.categoryFlashId}
                  onToggle={(id, field) => mutations.toggleCategoryFlag.mutate({ id, field })}
                />
              ) : (
                <CategoryChips categories={categories} selectedId={menu.selectedId} onSelect={menu.select} />
              )}
            </section>

            {selected ? (
              <section aria-labelledby="menu-category-title" className="min-w-0 space-y-3">
                <CategoryHeader
                  category={selected}
                  canManage={canManage}
                  flash={!showList && menu.categoryFlashId === selected.id}
                  onEdit={() => setDialog({ kind: 'category', category: selected })}
                  onDelete={() => setDialog({ kind: 'deleteCategory', category: selected })}
                  onToggle={(field) => mutations.toggleCategoryFlag.mutate({ id: selected.id, field })}
                />
                {selection.ids.size > 0 ? (
                  <BulkSelectionBar
                    count={selection.ids.size}
                    onChangeTags={() => setDialog({ kind: 'bulkTags' })}
                    onClear={selection.clear}
                  />
                ) : null}
                {menu.itemsQuery.isPending ? (
                  <div className="flex justify-center p-6">
                    <Spinner />
                  </div>
                ) : items.length === 0 ? (
                  <p className="rounded-xl border border-dashed border-line p-8 text-center text-fg-muted">
                    {t('admin.menuAdmin.items.empty')}
                  </p>
                ) : (
                  <ItemList
                    items={items}
                    categories={categories}
                    canManage={canManage}
                    canToggleAvailability={canToggleAvailability}
                    flashId={menu.itemFlashId}
                    selectedIds={selection.ids}
                    onSelectedChange={selection.setSelected}
                    onToggle={(id, field) => mutations.toggleItemFlag.mutate({ id, field })}
                    onMoveTo={(item, categoryId) => dnd.moveToCategory(item.id, categoryId)}
                    onDuplicate={(item) => mutations.duplicate.mutate(item)}
                    onDelete={(item) => setDialog({ kind: 'deleteItem', item })}
                  />
                )}
              </section>
            ) : null}
          </div>
        )}
      </div>

      <MenuDialogs
        dialog={dialog}
        setDialog={setDialog}
        mutations={mutations}
        selectedItems={selection.ids}
        onCategoryCreated={(category) => menu.select(category.id)}
        onItemDeleted={(id) => selection.setSelected(id, false)}
        onBulkDone={selection.clear}
      />
    </DndContext>
  );
}
