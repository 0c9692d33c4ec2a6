import { MENU_LIMITS } from '@tableside/shared/menu-fields.schemas';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { Switch } from '../../ui/switch.tsx';
import { EditorSection } from './editor-section.tsx';
import { FieldSelect } from './field-select.tsx';
import { menuAdminQueries } from './menu-admin.queries.ts';
import { TextArea } from './text-area.tsx';
import type { TItemFieldsProps } from './use-item-editor.hook.ts';

/** The item editor's first card: name, category, texts and the two switches. */
export function ItemBasicsSection({ draft, set, errors }: TItemFieldsProps) {
  const { t } = useTranslation();
  const categories = useQuery(menuAdminQueries.categories());
  return (
    <EditorSection title={t('admin.menuAdmin.editor.basics')}>
      <Field label={t('admin.menuAdmin.form.name')} error={errors.name}>
        <Input
          value={draft.name}
          maxLength={MENU_LIMITS.itemName}
          onChange={(e) => set('name', e.target.value)}
        />
      </Field>
      <Field label={t('admin.menuAdmin.editor.category')} error={errors.category_id}>
        <FieldSelect value={String(draft.category_id)} onChange={(v) => set('category_id', Number(v))}>
          {(categories.data ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </FieldSelect>
      </Field>
      <Field label={t('admin.menuAdmin.form.description')} error={errors.description}>
        <TextArea
          value={draft.description}
          max={MENU_LIMITS.description}
          onChange={(v) => set('description', v)}
        />
      </Field>
      <Field label={t('admin.menuAdmin.editor.ingredients')} error={errors.ingredients}>
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
        error={errors.notes}
      >
        <TextArea value={draft.notes} max={MENU_LIMITS.notes} onChange={(v) => set('notes', v)} rows={2} />
      </Field>
      <div className="flex flex-wrap gap-x-6">
        <Switch checked={draft.is_available} onCheckedChange={(on) => set('is_available', on)}>
          {t('admin.menuAdmin.available')}
        </Switch>
        <Switch checked={draft.is_visible} onCheckedChange={(on) => set('is_visible', on)}>
          {t('admin.menuAdmin.visible')}
        </Switch>
      </div>
    </EditorSection>
  );
}
