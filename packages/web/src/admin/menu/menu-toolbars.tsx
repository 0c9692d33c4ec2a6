import { ArrowDownUp, Plus, Tags } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from '../../lib/router/router.tsx';
import { Button, buttonStyles } from '../../ui/button.tsx';

/** The menu screen's title with the way to the tags and, for managers, a new category. */
export function MenuHeader({ canManage, onNewCategory }: { canManage: boolean; onNewCategory: () => void }) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-wrap items-center gap-2">
      <h1 className="mr-auto text-2xl font-semibold">{t('admin.screens.menu')}</h1>
      <Link to="/admin/menu/tags" className={buttonStyles({ variant: 'secondary' })}>
        <Tags aria-hidden="true" className="size-4" />
        {t('admin.tagsAdmin.title')}
      </Link>
      {canManage ? (
        <Button onClick={onNewCategory}>
          <Plus aria-hidden="true" className="size-4" />
          {t('admin.menuAdmin.categories.new')}
        </Button>
      ) : null}
    </header>
  );
}

type TCategoriesHeadingProps = {
  /** Phones sort in the full list, which the Arrange button opens in place of the chips. */
  canArrange: boolean;
  arranging: boolean;
  onArrangingChange: (arranging: boolean) => void;
};

export function CategoriesHeading({ canArrange, arranging, onArrangingChange }: TCategoriesHeadingProps) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between">
      <h2 className="font-semibold">{t('admin.menuAdmin.categories.title')}</h2>
      {canArrange ? (
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={arranging}
          onClick={() => onArrangingChange(!arranging)}
        >
          <ArrowDownUp aria-hidden="true" className="size-4" />
          {arranging
            ? t('admin.menuAdmin.categories.doneArranging')
            : t('admin.menuAdmin.categories.arrange')}
        </Button>
      ) : null}
    </div>
  );
}

type TBulkSelectionBarProps = { count: number; onChangeTags: () => void; onClear: () => void };

/** Above the items while some are selected: how many, and what can be done to all of them. */
export function BulkSelectionBar({ count, onChangeTags, onClear }: TBulkSelectionBarProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg bg-muted px-3 py-2" role="status">
      <span className="mr-auto text-sm">{t('admin.menuAdmin.bulk.selected', { count })}</span>
      <Button size="sm" onClick={onChangeTags}>
        {t('admin.menuAdmin.bulk.changeTags')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear}>
        {t('admin.menuAdmin.bulk.clear')}
      </Button>
    </div>
  );
}
