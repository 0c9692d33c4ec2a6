import { MENU_LIMITS } from '@tableside/shared/menu-fields.schemas';
import type { TMenuItemFull } from '@tableside/shared/menu-items.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useReducer, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/http/api-error.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button, buttonStyles } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { Switch } from '../../ui/switch.tsx';
import { toast } from '../../ui/toast.ts';
import { AvailabilityEditor } from './availability-editor.tsx';
import { customizationsReducer, type TCustomizationDraft } from './customization-editor.state.ts';
import { CustomizationEditor } from './customization-editor.tsx';
import { FieldSelect } from './field-select.tsx';
import { ImageField, saveImageChange, type TImageChange } from './image-field.tsx';
import {
  draftFromItem,
  emptyItem,
  itemProblems,
  mapServerErrors,
  type TItemDraft,
  toFullPayload,
} from './item-form.state.ts';
import { createFullItem, updateFullItem } from './menu-admin.api.ts';
import { invalidateMenu, menuQueries } from './menu-admin.queries.ts';
import { menuErrorMessage } from './menu-error-message.ts';
import { useCanManageMenu } from './menu-permissions.ts';
import { TagPicker } from './tag-picker.tsx';
import { TextArea } from './text-area.tsx';

/**
 * /admin/menu/items/:itemId and /admin/menu/items/new?category={id}: one page rather than a dialog,
 * so the long form scrolls naturally on a phone. Saves the item, its customizations and options in
 * one request (the `full` calls), then the picture.
 */
export function ItemEditorPage() {
  const { itemId = 'new' } = useParams();
  const isNew = itemId === 'new';
  const id = isNew ? 0 : Number(itemId);
  const full = useQuery({ ...menuQueries.fullItem(id), enabled: id > 0 });
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

function BackLink({ categoryId }: { categoryId?: number | undefined }) {
  const { t } = useTranslation();
  return (
    <Link
      to={categoryId ? `/admin/menu?category=${categoryId}` : '/admin/menu'}
      className={buttonStyles({ variant: 'ghost', size: 'sm' })}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('admin.menuAdmin.editor.back')}
    </Link>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-2xl border border-line bg-card p-4 sm:p-5">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function ItemEditor({ item }: { item: TMenuItemFull | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canManage = useCanManageMenu();
  const [searchParams] = useSearchParams();
  const categories = useQuery(menuQueries.categories());
  const taxes = useQuery(menuQueries.taxes());

  const [initial] = useState(() =>
    item
      ? draftFromItem(item)
      : {
          item: emptyItem(Number(searchParams.get('category')) || 0),
          customizations: [] as TCustomizationDraft[],
        },
  );
  const [draft, setDraft] = useState<TItemDraft>(initial.item);
  const [customizations, dispatch] = useReducer(customizationsReducer, initial.customizations);
  const [image, setImage] = useState<TImageChange>({ kind: 'keep' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  useDocumentTitle(item ? item.name : t('admin.menuAdmin.editor.newTitle'));

  // A new item without a category in the address goes to the first one.
  useEffect(() => {
    const first = categories.data?.[0]?.id;
    if (draft.category_id === 0 && first) setDraft((current) => ({ ...current, category_id: first }));
  }, [categories.data, draft.category_id]);

  const set = <K extends keyof TItemDraft>(key: K, value: TItemDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const problemText = (problems: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(problems).map(([key, problem]) => [
        key,
        t(`admin.menuAdmin.problems.${problem as 'nameRequired'}`),
      ]),
    );
  // Client checks show after the first save attempt; the server's errors until the next one.
  const shown = { ...(submitted ? problemText(itemProblems(draft, customizations)) : {}), ...errors };

  const save = useMutation({
    mutationFn: async () => {
      const payload = toFullPayload(draft, customizations);
      const saved = item ? await updateFullItem(item.id, payload) : await createFullItem(payload);
      try {
        await saveImageChange('menu-items', saved.id, image);
      } catch (error) {
        toast.error(t('admin.menuAdmin.image.failed', { message: menuErrorMessage(t, error) }));
      }
      return saved;
    },
    onSuccess: (saved) => {
      // spec admin 8: exactly 'Item created successfully'.
      toast.success(t(item ? 'admin.menuAdmin.toasts.item.updated' : 'admin.menuAdmin.toasts.item.created'));
      void invalidateMenu(queryClient);
      navigate(`/admin/menu?category=${saved.category_id}&highlight=${saved.id}`);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errors) setErrors(mapServerErrors(error.errors, customizations));
      toast.error(menuErrorMessage(t, error));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setErrors({});
    const problems = itemProblems(draft, customizations);
    if (Object.keys(problems).length > 0) {
      toast.error(t('admin.menuAdmin.editor.fixErrors'));
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    save.mutate();
  };

  return (
    <form onSubmit={submit} noValidate className="mx-auto max-w-3xl space-y-4 p-4 pb-0 lg:p-6 lg:pb-0">
      <BackLink categoryId={draft.category_id || undefined} />
      <h1 className="text-2xl font-semibold">{item ? item.name : t('admin.menuAdmin.editor.newTitle')}</h1>
      {shown.form ? <Banner tone="error">{shown.form}</Banner> : null}
      <fieldset disabled={!canManage} className="space-y-4">
        <Section title={t('admin.menuAdmin.editor.basics')}>
          <Field label={t('admin.menuAdmin.form.name')} error={shown.name}>
            <Input
              value={draft.name}
              maxLength={MENU_LIMITS.itemName}
              onChange={(e) => set('name', e.target.value)}
            />
          </Field>
          <Field label={t('admin.menuAdmin.editor.category')} error={shown.category_id}>
            <CategorySelect
              value={draft.category_id}
              onChange={(value) => set('category_id', value)}
              options={categories.data ?? []}
            />
          </Field>
          <Field label={t('admin.menuAdmin.form.description')} error={shown.description}>
            <TextArea
              value={draft.description}
              max={MENU_LIMITS.description}
              onChange={(v) => set('description', v)}
            />
          </Field>
          <Field label={t('admin.menuAdmin.editor.ingredients')} error={shown.ingredients}>
            <TextArea
              value={draft.ingredients}
              max={MENU_LIMITS.ingredients}
              onChange={(v) => set('ingredients', v)}
              rows={2}
            />
          </Field>
          <Field
            label={t('admin.menuAdmin.editor.notes')}
            hint={t('admin.menuAdmin.editor.notesHint')}
            error={shown.notes}
          >
            <TextArea
              value={draft.notes}
              max={MENU_LIMITS.notes}
              onChange={(v) => set('notes', v)}
              rows={2}
            />
          </Field>
          <div className="flex flex-wrap gap-x-6">
            <Switch checked={draft.is_available} onCheckedChange={(on) => set('is_available', on)}>
              {t('admin.menuAdmin.available')}
            </Switch>
            <Switch checked={draft.is_visible} onCheckedChange={(on) => set('is_visible', on)}>
              {t('admin.menuAdmin.visible')}
            </Switch>
          </div>
        </Section>

        <Section title={t('admin.menuAdmin.editor.pricing')}>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label={t('admin.menuAdmin.editor.price')} error={shown.price}>
              <Input
                inputMode="decimal"
                value={draft.price}
                onChange={(e) => set('price', e.target.value)}
                placeholder="0.00"
              />
            </Field>
            {taxes.data ? (
              <Field label={t('admin.menuAdmin.editor.tax')} error={shown.tax_id}>
                <TaxSelect
                  value={draft.tax_id}
                  onChange={(value) => set('tax_id', value)}
                  options={taxes.data}
                />
              </Field>
            ) : null}
            <Field label={t('admin.menuAdmin.editor.prepTime')} error={shown.preparation_time}>
              <Input
                inputMode="numeric"
                value={draft.preparation_time}
                onChange={(e) => set('preparation_time', e.target.value)}
              />
            </Field>
          </div>
          {taxes.data ? null : (
            <p className="text-sm text-fg-muted">{t('admin.menuAdmin.editor.defaultTax')}</p>
          )}
        </Section>

        <Section title={t('admin.menuAdmin.image.label')}>
          <ImageField
            current={item?.image_url_thumbnail ?? null}
            value={image}
            onChange={setImage}
            hideLabel
          />
        </Section>

        <Section title={t('admin.menuAdmin.items.tags')}>
          <TagPicker value={draft.tag_ids} onChange={(ids) => set('tag_ids', ids)} />
        </Section>

        <Section title={t('admin.menuAdmin.custom.title')}>
          <CustomizationEditor value={customizations} dispatch={dispatch} errors={shown} />
        </Section>

        <Section title={t('admin.menuAdmin.availability.title')}>
          <AvailabilityEditor
            value={draft.time_availability}
            onChange={(value) => set('time_availability', value)}
            hideLegend
          />
          {shown.time_availability ? (
            <p className="text-sm font-medium text-danger">{shown.time_availability}</p>
          ) : null}
        </Section>
      </fieldset>

      {canManage ? (
        <div className="sticky bottom-0 z-20 -mx-4 border-t border-line bg-card/95 p-3 backdrop-blur lg:-mx-6 lg:rounded-t-xl">
          <div className="flex justify-end gap-2">
            <Link
              to={draft.category_id ? `/admin/menu?category=${draft.category_id}` : '/admin/menu'}
              className={buttonStyles({ variant: 'secondary' })}
            >
              {t('admin.menuAdmin.cancel')}
            </Link>
            <Button type="submit" loading={save.isPending}>
              {item ? t('admin.menuAdmin.save') : t('admin.menuAdmin.editor.create')}
            </Button>
          </div>
        </div>
      ) : null}
    </form>
  );
}

function CategorySelect({
  value,
  onChange,
  options,
}: {
  value: number;
  onChange: (value: number) => void;
  options: { id: number; name: string }[];
}) {
  return (
    <FieldSelect value={String(value)} onChange={(v) => onChange(Number(v))}>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </FieldSelect>
  );
}

function TaxSelect({
  value,
  onChange,
  options,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  options: { id: number; name: string; value: number }[];
}) {
  const { t } = useTranslation();
  return (
    <FieldSelect value={value === null ? '' : String(value)} onChange={(v) => onChange(v ? Number(v) : null)}>
      <option value="">{t('admin.menuAdmin.editor.taxDefault')}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {`${option.name} (${option.value} %)`}
        </option>
      ))}
    </FieldSelect>
  );
}
