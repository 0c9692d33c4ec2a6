import type { TConfigImportResult } from '@tableside/shared/config.schemas';
import { findConfigSetting } from '@tableside/shared/config-catalogue';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { StackedTable } from '../../ui/stacked-table.tsx';
import { formatSettingValue } from './config-format.ts';
import { settingNameByKey } from './config-view.ts';

/**
 * What an import or a template would change (POST /config/import/preview): each setting with its
 * current and new value as people read them, and how many stay as they are. On phones the rows
 * stack, so nothing scrolls sideways.
 */
export function ConfigChangesTable({ result }: { result: TConfigImportResult }) {
  const { t, i18n } = useTranslation();
  const show = (change: TConfigImportResult['changes'][number], value: string) =>
    formatSettingValue(
      t,
      {
        key: change.key,
        type: change.type,
        select_translations: findConfigSetting(change.key)?.select_translations,
      },
      value,
      i18n.language,
    );

  return (
    <div className="space-y-2">
      {result.changes.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('admin.configuration.changes.none')}</p>
      ) : (
        <StackedTable
          caption={t('admin.configuration.changes.caption')}
          columns={[
            t('admin.configuration.changes.key'),
            t('admin.configuration.changes.old'),
            t('admin.configuration.changes.new'),
          ]}
        >
          {result.changes.map((change) => (
            <tr key={change.key} className="border-b border-line align-top max-md:block max-md:py-2">
              <th scope="row" className="py-2 pe-3 text-left font-medium max-md:block max-md:py-0">
                <span className="block text-fg">{settingNameByKey(change.key, i18n.language)}</span>
                <span className="block font-mono text-xs font-normal break-all text-fg-muted">
                  {change.key}
                </span>
              </th>
              <td className="py-2 pe-3 break-words text-fg-muted max-md:inline max-md:py-0">
                <span className="md:hidden">{t('admin.configuration.changes.old')}: </span>
                {show(change, change.old_value)}
              </td>
              <td className="py-2 break-words text-fg max-md:block max-md:py-0">
                <ArrowRight aria-hidden="true" className="me-1 inline size-3.5 md:hidden" />
                <span className="md:hidden">{t('admin.configuration.changes.new')}: </span>
                {show(change, change.new_value)}
              </td>
            </tr>
          ))}
        </StackedTable>
      )}
      {result.unchanged > 0 ? (
        <p className="text-sm text-fg-muted">
          {t('admin.configuration.changes.unchanged', { count: result.unchanged })}
        </p>
      ) : null}
    </div>
  );
}
