import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { TMenuCategory } from '@tableside/shared/menu-categories.schemas';
import type { TMenuItem } from '@tableside/shared/menu-items.schemas';
import { clsx } from 'clsx';
import { Copy, EyeOff, ImageOff, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from '../../lib/router/router.tsx';
import { buttonStyles } from '../../ui/button.tsx';
import { Switch } from '../../ui/switch.tsx';
import { dragId } from './menu-dnd.ts';
import { useMenuFormat } from './menu-format.ts';
import { compactSelectStyles } from './menu-styles.ts';
import { SortableRow } from './sortable-row.tsx';

type TItemListProps = {
  items: TMenuItem[];
  categories: TMenuCategory[];
  canManage: boolean;
  /** The "Available" switch alone, for the kitchen (USER_PERMISSIONS.KITCHEN_CAN_TOGGLE_ITEMS). */
  canToggleAvailability: boolean;
  flashId: number | undefined;
  selectedIds: ReadonlySet<number>;
  onSelectedChange: (id: number, selected: boolean) => void;
  onToggle: (id: number, field: 'availability' | 'visibility') => void;
  onMoveTo: (item: TMenuItem, categoryId: number) => void;
  onDuplicate: (item: TMenuItem) => void;
  onDelete: (item: TMenuItem) => void;
};

/** The selected category's items as cards in menu order, sortable by drag or keyboard. */
export function ItemList({ items, ...props }: TItemListProps) {
  const { t } = useTranslation();
  return (
    <SortableContext
      items={items.map((item) => dragId('item', item.id))}
      strategy={verticalListSortingStrategy}
    >
      <ul aria-label={t('admin.menuAdmin.items.title')} className="space-y-2">
        {items.map((item) => (
          <ItemCard key={item.id} item={item} {...props} />
        ))}
      </ul>
    </SortableContext>
  );
}

function ItemCard({
  item,
  categories,
  canManage,
  canToggleAvailability,
  flashId,
  selectedIds,
  onSelectedChange,
  onToggle,
  onMoveTo,
  onDuplicate,
  onDelete,
}: Omit<TItemListProps, 'items'> & { item: TMenuItem }) {
  const { t } = useTranslation();
  const format = useMenuFormat();
  const image = item.image_url_thumbnail ?? item.image_url_icon;

  return (
    <SortableRow
      data={{ kind: 'item', id: item.id, categoryId: item.category_id }}
      handleLabel={t('admin.menuAdmin.items.move', { name: item.name })}
      disabled={!canManage}
      className={clsx(
        'rounded-xl border border-line bg-card p-2 shadow-xs',
        flashId === item.id && 'menu-flash',
        !item.is_available && 'bg-muted/60',
      )}
      rowProps={{ 'data-item-id': String(item.id) }}
    >
      <div className="flex items-center gap-3">
        {canManage ? (
          <input
            type="checkbox"
            checked={selectedIds.has(item.id)}
            onChange={(event) => onSelectedChange(item.id, event.target.checked)}
            aria-label={t('admin.menuAdmin.items.select', { name: item.name })}
            className="size-6 shrink-0 accent-(--color-action)"
          />
        ) : null}
        {image ? (
          <img src={image} alt="" className="size-14 shrink-0 rounded-lg object-cover" loading="lazy" />
        ) : (
          <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-muted text-fg-muted">
            <ImageOff aria-hidden="true" className="size-5" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-2 font-medium">
            <Link to={`/admin/menu/items/${item.id}`} className="truncate hover:underline">
              {item.name}
            </Link>
            {item.is_visible ? null : (
              <EyeOff aria-label={t('admin.menuAdmin.hidden')} className="size-4 shrink-0 text-fg-muted" />
            )}
          </p>
          <p className="text-sm text-fg-muted">
            {format.money(item.basic_price)}
            {item.is_available ? '' : ` · ${t('admin.menuAdmin.unavailable')}`}
          </p>
          {item.tags.length > 0 ? (
            <ul className="mt-1 flex flex-wrap gap-1" aria-label={t('admin.menuAdmin.items.tags')}>
              {item.tags.map((tag) => (
                <li
                  key={tag.id}
                  className="rounded-full border border-line px-2 text-xs"
                  style={tag.color ? { borderColor: tag.color } : undefined}
                >
                  {tag.name}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      {canManage || canToggleAvailability ? (
        <div className="mt-2 flex flex-wrap items-center gap-x-2 border-t border-line pt-1">
          <Switch
            checked={item.is_available}
            onCheckedChange={() => onToggle(item.id, 'availability')}
            label={t('admin.menuAdmin.availableFor', { name: item.name })}
            className="text-fg-muted"
          >
            <span aria-hidden="true">{t('admin.menuAdmin.available')}</span>
          </Switch>
          {canManage ? (
            <ItemManageControls
              item={item}
              categories={categories}
              onToggle={onToggle}
              onMoveTo={onMoveTo}
              onDuplicate={onDuplicate}
              onDelete={onDelete}
            />
          ) : null}
        </div>
      ) : null}
    </SortableRow>
  );
}

/** Visibility, category, edit, duplicate and delete: only for whoever manages the menu. */
function ItemManageControls({
  item,
  categories,
  onToggle,
  onMoveTo,
  onDuplicate,
  onDelete,
}: Pick<TItemListProps, 'categories' | 'onToggle' | 'onMoveTo' | 'onDuplicate' | 'onDelete'> & {
  item: TMenuItem;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Switch
        checked={item.is_visible}
        onCheckedChange={() => onToggle(item.id, 'visibility')}
        label={t('admin.menuAdmin.visibleFor', { name: item.name })}
        className="text-fg-muted"
      >
        <span aria-hidden="true">{t('admin.menuAdmin.visible')}</span>
      </Switch>
      <select
        aria-label={t('admin.menuAdmin.items.moveTo', { name: item.name })}
        value={item.category_id}
        onChange={(event) => onMoveTo(item, Number(event.target.value))}
        title={t('admin.menuAdmin.items.category')}
        className={compactSelectStyles}
      >
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </select>
      <div className="ml-auto flex">
        <Link
          to={`/admin/menu/items/${item.id}`}
          aria-label={t('admin.menuAdmin.items.edit', { name: item.name })}
          className={buttonStyles({ variant: 'ghost', size: 'icon' })}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </Link>
        <button
          type="button"
          aria-label={t('admin.menuAdmin.items.duplicate', { name: item.name })}
          onClick={() => onDuplicate(item)}
          className={buttonStyles({ variant: 'ghost', size: 'icon' })}
        >
          <Copy aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          aria-label={t('admin.menuAdmin.items.delete', { name: item.name })}
          onClick={() => onDelete(item)}
          className={clsx(buttonStyles({ variant: 'ghost', size: 'icon' }), 'text-danger')}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </>
  );
}
