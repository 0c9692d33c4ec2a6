import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { configQueries } from '../config.queries.ts';
import { selectStyles } from '../config-styles.ts';
import type { TEditorProps } from './editor-props.ts';

/**
 * ID: a record picked from a list. The catalogue's only ID setting is MENU.DEFAULT_TAX_ID, so the
 * list is the active taxes (GET /taxes/active); the server checks the id exists.
 */
export function TaxPicker({ value, onChange, disabled, control }: TEditorProps) {
  const { t } = useTranslation();
  const taxes = useQuery(configQueries.taxes());
  const list = taxes.data ?? [];
  const known = list.some((tax) => String(tax.id) === value);
  return (
    <div className="space-y-1">
      <select
        {...control}
        value={value}
        disabled={disabled || taxes.isPending}
        onChange={(event) => onChange(event.target.value)}
        className={selectStyles}
      >
        {value === '' ? <option value="">{t('admin.configuration.editors.choose')}</option> : null}
        {value !== '' && !known ? (
          <option value={value}>{t('admin.configuration.editors.taxMissing', { id: value })}</option>
        ) : null}
        {list.map((tax) => (
          <option key={tax.id} value={String(tax.id)}>
            {t('admin.configuration.editors.taxOption', { name: tax.name, value: tax.value })}
          </option>
        ))}
      </select>
      {taxes.isSuccess && list.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('admin.configuration.editors.noTaxes')}</p>
      ) : null}
    </div>
  );
}
