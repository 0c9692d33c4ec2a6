import type { TMenuItemFull } from '@tableside/shared/menu-items.schemas';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link, useParams } from '../../lib/router/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button, buttonStyles } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AvailabilityEditor } from './availability-editor.tsx';
import { CustomizationEditor } from './customization-editor.tsx';
import { EditorSection } from './editor-section.tsx';
import { ErrorText } from './error-text.tsx';
import { ImageField } from './image-field.tsx';
import { ItemBasicsSection } from './item-basics-section.tsx';
import { ItemPricingSection } from './item-pricing-section.tsx';
import { menuAdminQueries } from './menu-admin.queries.ts';
import { useCanManageMenu } from './menu-permissions.ts';
import { TagPicker } from './tag-picker.tsx';
import { useItemEditor } from './use-item-editor.hook.ts';

/**
 * /admin/menu/items/:itemId and /admin/menu/items/new?category={id}: one page rather than a dialog,
 * so the long form scrolls naturally on a phone. Saves the item, its customizations and options in
 * one request (the `full` calls), then the picture.
 */
export function ItemEditorPage() {
  const { itemId = 'new' } = useParams();
  const isNew = itemId === 'new';
  const id = isNew ? 0 : Number(itemId);
  const full = useQuery({ ...menuAdminQueries.fullItem(id), enabled: id > 0 });
  const { t } = useTranslation();

  if (!isNew && (!Number.isInteger(id) || id <= 0 || full.isError)) {
    return (
      <div className="mx-auto max-w-3xl space-y-4 p-4">
        <Banner tone="error">{t('admin.menuAdmin.editor.notFound')}</Banner>
        <BackLink />
      </div>
    );
  }
  if (!isNew && !full.data) {
    return (
      <div className="flex justify-center p-10">
        <Spinner />
      </div>
    );
  }
  return <ItemEditor key={itemId} item={full.data} />;
}

/** The menu screen, opened at the item's category when it has one. */
const menuPath = (categoryId: number | undefined) =>
  categoryId ? `/admin/menu?category=${categoryId}` : '/admin/menu';

function BackLink({ categoryId }: { categoryId?: number | undefined }) {
  const { t } = useTranslation();
  return (
    <Link to={menuPath(categoryId)} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('admin.menuAdmin.editor.back')}
    </Link>
  );
}

function ItemEditor({ item }: { item: TMenuItemFull | undefined }) {
  const { t } = useTranslation();
  const canManage = useCanManageMenu();
  const editor = useItemEditor(item);
  const { draft, set, errors } = editor;
  useDocumentTitle(item ? item.name : t('admin.menuAdmin.editor.newTitle'));

  return (
    <form onSubmit={editor.submit} noValidate className="mx-auto max-w-3xl space-y-4 p-4 pb-0 lg:p-6 lg:pb-0">
      <BackLink categoryId={draft.category_id || undefined} />
      <h1 className="text-2xl font-semibold">{item ? item.name : t('admin.menuAdmin.editor.newTitle')}</h1>
      {errors.form ? <Banner tone="error">{errors.form}</Banner> : null}
      <fieldset disabled={!canManage} className="space-y-4">
        <ItemBasicsSection draft={draft} set={set} errors={errors} />
        <ItemPricingSection draft={draft} set={set} errors={errors} />
        <EditorSection title={t('admin.menuAdmin.image.label')}>
          <ImageField
            current={item?.image_url_thumbnail ?? null}
            value={editor.image}
            onChange={editor.setImage}
            hideLabel
          />
        </EditorSection>
        <EditorSection title={t('admin.menuAdmin.items.tags')}>
          <TagPicker value={draft.tag_ids} onChange={(ids) => set('tag_ids', ids)} />
        </EditorSection>
        <EditorSection title={t('admin.menuAdmin.custom.title')}>
          <CustomizationEditor value={editor.customizations} dispatch={editor.dispatch} errors={errors} />
        </EditorSection>
        <EditorSection title={t('admin.menuAdmin.availability.title')}>
          <AvailabilityEditor
            value={draft.time_availability}
            onChange={(value) => set('time_availability', value)}
            hideLegend
          />
          <ErrorText text={errors.time_availability} />
        </EditorSection>
      </fieldset>

      {canManage ? (
        <div className="sticky bottom-0 z-20 -mx-4 border-t border-line bg-card/95 p-3 backdrop-blur lg:-mx-6 lg:rounded-t-xl">
          <div className="flex justify-end gap-2">
            <Link to={menuPath(draft.category_id)} className={buttonStyles({ variant: 'secondary' })}>
              {t('admin.menuAdmin.cancel')}
            </Link>
            <Button type="submit" loading={editor.saving}>
              {item ? t('admin.menuAdmin.save') : t('admin.menuAdmin.editor.create')}
            </Button>
          </div>
        </div>
      ) : null}
    </form>
  );
}
