import type { TMenuCategory } from '@tableside/shared/menu-categories.schemas';
import { clsx } from 'clsx';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from '../../lib/router/router.tsx';
import { buttonStyles } from '../../ui/button.tsx';
import { Switch } from '../../ui/switch.tsx';
import { IconButton } from './list-buttons.tsx';

type TCategoryHeaderProps = {
  category: TMenuCategory;
  canManage: boolean;
  flash: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onToggle: (field: 'availability' | 'visibility') => void;
};

/** The selected category: its name, switches and actions above its items. */
export function CategoryHeader({
  category,
  canManage,
  flash,
  onEdit,
  onDelete,
  onToggle,
}: TCategoryHeaderProps) {
  const { t } = useTranslation();
  const image = category.image_url_thumbnail;
  return (
    <div
      className={clsx(
        'flex flex-wrap items-center gap-3 rounded-xl border border-line bg-card p-3',
        flash && 'menu-flash',
      )}
    >
      {image ? <img src={image} alt="" className="size-12 rounded-lg object-cover" /> : null}
      <div className="min-w-0 flex-1 basis-48">
        <h2 id="menu-category-title" className="truncate text-lg font-semibold">
          {category.name}
        </h2>
        <p className="text-sm text-fg-muted">
          {t('admin.menuAdmin.categories.itemCount', { count: category.item_count })}
          {category.description ? ` · ${category.description}` : ''}
        </p>
      </div>
      {canManage ? (
        <div className="flex flex-wrap items-center gap-1">
          <Switch checked={category.is_available} onCheckedChange={() => onToggle('availability')}>
            {t('admin.menuAdmin.available')}
          </Switch>
          <Switch checked={category.is_visible} onCheckedChange={() => onToggle('visibility')}>
            {t('admin.menuAdmin.visible')}
          </Switch>
          <IconButton
            icon={Pencil}
            label={t('admin.menuAdmin.categories.edit', { name: category.name })}
            onClick={onEdit}
          />
          <IconButton
            icon={Trash2}
            label={t('admin.menuAdmin.categories.delete', { name: category.name })}
            danger
            onClick={onDelete}
          />
          <Link to={`/admin/menu/items/new?category=${category.id}`} className={buttonStyles({ size: 'md' })}>
            <Plus aria-hidden="true" className="size-4" />
            {t('admin.menuAdmin.items.new')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
