import {
  DndContext,
  type DragEndEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { TMenuCategory } from '@tableside/shared/menu-categories.schemas';
import type { TMenuItem } from '@tableside/shared/menu-items.schemas';
import { useQuery } from '@tanstack/react-query';
import { ArrowDownUp, Plus, Tags } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button, buttonStyles } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { BulkTagsDialog } from './bulk-tags-dialog.tsx';
import { CategoryDialog } from './category-dialog.tsx';
import { CategoryHeader } from './category-header.tsx';
import { CategoryChips, CategoryList } from './category-list.tsx';
import { ItemList } from './item-list.tsx';
import { menuQueries } from './menu-admin.queries.ts';
import {
  dragData,
  menuCollisions,
  menuKeyboardCoordinates,
  neighboursAfterMove,
  type TDragKind,
} from './menu-dnd.ts';
import { useDndAnnouncements } from './menu-dnd-announcements.ts';
import { useCanManageMenu, useCanToggleItemAvailability } from './menu-permissions.ts';
import { useHighlight } from './use-highlight.hook.ts';
import { useMediaQuery } from './use-media-query.hook.ts';
import { useMenuMutations } from './use-menu-mutations.hook.ts';
import './menu.css';

type TCategoryDialog = { mode: 'create' } | { mode: 'edit'; category: TMenuCategory } | null;

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
  const [searchParams, setSearchParams] = useSearchParams();

  const categoriesQuery = useQuery(menuQueries.categories());
  const categories = categoriesQuery.data ?? [];

  // ?highlight names an item: its category is found first, then selected.
  const highlightItem = Number(searchParams.get('highlight')) || 0;
  const highlightedItem = useQuery(menuQueries.fullItem(highlightItem));
  const highlightCategory = Number(searchParams.get('highlightCategory')) || 0;
  const requested =
    Number(searchParams.get('category')) ||
    highlightCategory ||
    highlightedItem.data?.category_id ||
    undefined;
  const selectedId = categories.some((c) => c.id === requested) ? requested : categories[0]?.id;
  const selected = categories.find((c) => c.id === selectedId);

  const itemFilters = { category_id: selectedId };
  const itemsQuery = useQuery({ ...menuQueries.itemList(itemFilters), enabled: selectedId !== undefined });
  const items = itemsQuery.data ?? [];
  const mutations = useMenuMutations(menuQueries.itemList(itemFilters).queryKey);

  const select = useCallback(
    (id: number) =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.set('category', String(id));
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  // A handled highlight leaves the address, and the category it selected takes its place there.
  const dropHighlight = useCallback(
    (param: 'highlight' | 'highlightCategory') =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.delete(param);
          if (selectedId !== undefined) next.set('category', String(selectedId));
          return next;
        },
        { replace: true },
      ),
    [setSearchParams, selectedId],
  );

  const itemFlash = useHighlight(
    'highlight',
    useCallback((id: number) => `[data-item-id="${id}"]`, []),
    (id) => items.some((item) => item.id === id),
    dropHighlight,
  );
  const categoryFlash = useHighlight(
    'highlightCategory',
    useCallback((id: number) => `[data-category-id="${id}"]`, []),
    (id) => selectedId === id,
    dropHighlight,
  );

  const [dialog, setDialog] = useState<TCategoryDialog>(null);
  const [deletingCategory, setDeletingCategory] = useState<TMenuCategory>();
  const [deletingItem, setDeletingItem] = useState<TMenuItem>();
  const [selectedItems, setSelectedItems] = useState<ReadonlySet<number>>(new Set());
  const [bulkOpen, setBulkOpen] = useState(false);
  const [arranging, setArranging] = useState(false);
  const [dragging, setDragging] = useState<{ kind: TDragKind; keyboard: boolean }>();

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: menuKeyboardCoordinates }),
  );
  const announcements = useDndAnnouncements(categories, items);

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

  const moveToCategory = (itemId: number, categoryId: number) => {
    const target = categories.find((c) => c.id === categoryId);
    // Last in its new category: the API clamps the position to the list.
    mutations.reorderItem.mutate({
      id: itemId,
      move: { category_id: categoryId, target_order: target?.item_count ?? 0 },
    });
  };

  const setItemSelected = (id: number, on: boolean) =>
    setSelectedItems((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const showList = wide || arranging;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={menuCollisions}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(undefined)}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('admin.menuAdmin.dnd.instructions') },
      }}
    >
      <div className="mx-auto max-w-7xl space-y-4 p-4 lg:p-6">
        <header className="flex flex-wrap items-center gap-2">
          <h1 className="mr-auto text-2xl font-semibold">{t('admin.screens.menu')}</h1>
          <Link to="/admin/menu/tags" className={buttonStyles({ variant: 'secondary' })}>
            <Tags aria-hidden="true" className="size-4" />
            {t('admin.tagsAdmin.title')}
          </Link>
          {canManage ? (
            <Button onClick={() => setDialog({ mode: 'create' })}>
              <Plus aria-hidden="true" className="size-4" />
              {t('admin.menuAdmin.categories.new')}
            </Button>
          ) : null}
        </header>

        {categoriesQuery.isPending ? (
          <div className="flex justify-center p-10">
            <Spinner />
          </div>
        ) : categoriesQuery.isError ? (
          <Banner tone="error">{t('admin.menuAdmin.loadFailed')}</Banner>
        ) : categories.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line p-8 text-center text-fg-muted">
            {t('admin.menuAdmin.categories.empty')}
          </p>
        ) : (
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
            <section aria-label={t('admin.menuAdmin.categories.title')} className="space-y-2">
              <div className="flex items-center justify-between">
                <h2 className="font-semibold">{t('admin.menuAdmin.categories.title')}</h2>
                {!wide && canManage ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-pressed={arranging}
                    onClick={() => setArranging(!arranging)}
                  >
                    <ArrowDownUp aria-hidden="true" className="size-4" />
                    {arranging
                      ? t('admin.menuAdmin.categories.doneArranging')
                      : t('admin.menuAdmin.categories.arrange')}
                  </Button>
                ) : null}
              </div>
              {showList ? (
                <CategoryList
                  categories={categories}
                  selectedId={selectedId}
                  onSelect={select}
                  canManage={canManage}
                  droppable={!(dragging?.kind === 'item' && dragging.keyboard)}
                  flashId={categoryFlash.flashId}
                  onToggle={(id, field) => mutations.toggleCategoryFlag.mutate({ id, field })}
                />
              ) : (
                <CategoryChips categories={categories} selectedId={selectedId} onSelect={select} />
              )}
            </section>

            {selected ? (
              <section aria-labelledby="menu-category-title" className="min-w-0 space-y-3">
                <CategoryHeader
                  category={selected}
                  canManage={canManage}
                  flash={!showList && categoryFlash.flashId === selected.id}
                  onEdit={() => setDialog({ mode: 'edit', category: selected })}
                  onDelete={() => setDeletingCategory(selected)}
                  onToggle={(field) => mutations.toggleCategoryFlag.mutate({ id: selected.id, field })}
                />
                {selectedItems.size > 0 ? (
                  <div
                    className="flex flex-wrap items-center gap-2 rounded-lg bg-muted px-3 py-2"
                    role="status"
                  >
                    <span className="mr-auto text-sm">
                      {t('admin.menuAdmin.bulk.selected', { count: selectedItems.size })}
                    </span>
                    <Button size="sm" onClick={() => setBulkOpen(true)}>
                      {t('admin.menuAdmin.bulk.changeTags')}
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setSelectedItems(new Set())}>
                      {t('admin.menuAdmin.bulk.clear')}
                    </Button>
                  </div>
                ) : null}
                {itemsQuery.isPending ? (
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
                    flashId={itemFlash.flashId}
                    selectedIds={selectedItems}
                    onSelectedChange={setItemSelected}
                    onToggle={(id, field) => mutations.toggleItemFlag.mutate({ id, field })}
                    onMoveTo={(item, categoryId) => moveToCategory(item.id, categoryId)}
                    onDuplicate={(item) => mutations.duplicate.mutate(item)}
                    onDelete={setDeletingItem}
                  />
                )}
              </section>
            ) : null}
          </div>
        )}
      </div>

      <CategoryDialog
        open={dialog !== null}
        category={dialog?.mode === 'edit' ? dialog.category : undefined}
        onOpenChange={(open) => (open ? undefined : setDialog(null))}
        onCreated={(category) => select(category.id)}
      />
      <ConfirmDialog
        open={deletingCategory !== undefined}
        onOpenChange={(open) => (open ? undefined : setDeletingCategory(undefined))}
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
          mutations.removeCategory.mutate(deletingCategory, {
            onSettled: () => setDeletingCategory(undefined),
          })
        }
      />
      <ConfirmDialog
        open={deletingItem !== undefined}
        onOpenChange={(open) => (open ? undefined : setDeletingItem(undefined))}
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
              setItemSelected(deletingItem.id, false);
              setDeletingItem(undefined);
            },
          })
        }
      />
      <BulkTagsDialog
        open={bulkOpen}
        itemIds={[...selectedItems]}
        onOpenChange={setBulkOpen}
        onDone={() => setSelectedItems(new Set())}
      />
    </DndContext>
  );
}
