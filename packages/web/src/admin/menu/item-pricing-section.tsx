import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Field } from '../../ui/field.tsx';
import { Input } from '../../ui/input.tsx';
import { EditorSection } from './editor-section.tsx';
import { FieldSelect } from './field-select.tsx';
import { menuAdminQueries } from './menu-admin.queries.ts';
import type { TItemFieldsProps } from './use-item-editor.hook.ts';

/**
 * The item editor's price, tax and preparation time. Without a /taxes endpoint there is no tax to
 * pick: the item then uses the restaurant's default tax.
 */
export function ItemPricingSection({ draft, set, errors }: TItemFieldsProps) {
  const { t } = useTranslation();
  const taxes = useQuery(menuAdminQueries.taxes());
  return (
    <EditorSection title={t('admin.menuAdmin.editor.pricing')}>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('admin.menuAdmin.editor.price')} error={errors.price}>
          <Input
            inputMode="decimal"
            value={draft.price}
            onChange={(e) => set('price', e.target.value)}
            placeholder="0.00"
          />
        </Field>
        {taxes.data ? (
          <Field label={t('admin.menuAdmin.editor.tax')} error={errors.tax_id}>
            <FieldSelect
              value={draft.tax_id === null ? '' : String(draft.tax_id)}
              onChange={(v) => set('tax_id', v ? Number(v) : null)}
            >
              <option value="">{t('admin.menuAdmin.editor.taxDefault')}</option>
              {taxes.data
                .filter((tax) => tax.is_active !== false || tax.id === draft.tax_id)
                .map((tax) => (
                  <option key={tax.id} value={tax.id}>
                    {`${tax.name} (${tax.value} %)`}
                  </option>
                ))}
            </FieldSelect>
          </Field>
        ) : null}
        <Field label={t('admin.menuAdmin.editor.prepTime')} error={errors.preparation_time}>
          <Input
            inputMode="numeric"
            value={draft.preparation_time}
            onChange={(e) => set('preparation_time', e.target.value)}
          />
        </Field>
      </div>
      {taxes.data ? null : <p className="text-sm text-fg-muted">{t('admin.menuAdmin.editor.defaultTax')}</p>}
    </EditorSection>
  );
}
