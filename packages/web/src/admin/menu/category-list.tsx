import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { TMenuCategory } from '@tableside/shared/menu-categories.schemas';
import { clsx } from 'clsx';
import { EyeOff } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Switch } from '../../ui/switch.tsx';
import { dragId } from './menu-dnd.ts';
import { SortableRow } from './sortable-row.tsx';

type TCategoryListProps = {
  categories: TMenuCategory[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  canManage: boolean;
  /** false while an item is dragged by keyboard: arrow keys then stay in the item list. */
  droppable: boolean;
  flashId: number | undefined;
  onToggle: (id: number, field: 'availability' | 'visibility') => void;
};

/** The categories in menu order, each a drop target for items and sortable itself (spec admin 7). */
export function CategoryList({
  categories,
  selectedId,
  onSelect,
  canManage,
  droppable,
  flashId,
  onToggle,
}: TCategoryListProps) {
  const { t } = useTranslation();
  return (
    <SortableContext
      items={categories.map((c) => dragId('category', c.id))}
      strategy={verticalListSortingStrategy}
    >
      {canManage ? (
        <div aria-hidden="true" className="flex justify-end gap-1 pr-1 text-xs text-fg-muted">
          <span className="w-[52px] text-center">{t('admin.menuAdmin.available')}</span>
          <span className="w-[52px] text-center">{t('admin.menuAdmin.visible')}</span>
        </div>
      ) : null}
      <ul aria-label={t('admin.menuAdmin.categories.title')} className="space-y-1">
        {categories.map((category) => {
          const selected = category.id === selectedId;
          return (
            <SortableRow
              key={category.id}
              data={{ kind: 'category', id: category.id }}
              handleLabel={t('admin.menuAdmin.categories.move', { name: category.name })}
              disabled={!canManage}
              droppable={droppable}
              className={clsx(
                'rounded-lg border',
                selected ? 'border-action bg-action/10' : 'border-transparent hover:bg-muted',
                flashId === category.id && 'menu-flash',
              )}
              rowProps={{ 'data-category-id': String(category.id) }}
            >
              <div className="flex items-center gap-1 pr-1">
                <button
                  type="button"
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => onSelect(category.id)}
                  className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-md px-2 text-left"
                >
                  <span
                    className={clsx(
                      'truncate font-medium',
                      !category.is_available && 'text-fg-muted line-through',
                    )}
                  >
                    {category.name}
                  </span>
                  {category.is_visible ? null : (
                    <EyeOff
                      aria-label={t('admin.menuAdmin.hidden')}
                      className="size-4 shrink-0 text-fg-muted"
                    />
                  )}
                  <span className="ml-auto shrink-0 rounded-full bg-muted px-2 text-xs text-fg-muted">
                    <span className="sr-only">
                      {t('admin.menuAdmin.categories.itemCount', { count: category.item_count })}
                    </span>
                    <span aria-hidden="true">{category.item_count}</span>
                  </span>
                </button>
                {canManage ? (
                  <>
                    <Switch
                      checked={category.is_available}
                      onCheckedChange={() => onToggle(category.id, 'availability')}
                      label={t('admin.menuAdmin.availableFor', { name: category.name })}
                      title={t('admin.menuAdmin.available')}
                    />
                    <Switch
                      checked={category.is_visible}
                      onCheckedChange={() => onToggle(category.id, 'visibility')}
                      label={t('admin.menuAdmin.visibleFor', { name: category.name })}
                      title={t('admin.menuAdmin.visible')}
                    />
                  </>
                ) : null}
              </div>
            </SortableRow>
          );
        })}
      </ul>
    </SortableContext>
  );
}

/** Phones: the categories as one scrolling row to pick from; sorting happens in the list above lg. */
export function CategoryChips({
  categories,
  selectedId,
  onSelect,
}: Pick<TCategoryListProps, 'categories' | 'selectedId' | 'onSelect'>) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('admin.menuAdmin.categories.title')} className="-mx-4 overflow-x-auto px-4 pb-1">
      <ul className="flex gap-2">
        {categories.map((category) => {
          const selected = category.id === selectedId;
          return (
            <li key={category.id} className="shrink-0" data-category-id={category.id}>
              <button
                type="button"
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(category.id)}
                className={clsx(
                  'flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium whitespace-nowrap',
                  selected ? 'border-action bg-action text-action-fg' : 'border-line bg-card text-fg',
                  !category.is_available && !selected && 'text-fg-muted line-through',
                )}
              >
                {category.name}
                <span className={clsx('text-xs', selected ? 'opacity-80' : 'text-fg-muted')}>
                  {category.item_count}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
