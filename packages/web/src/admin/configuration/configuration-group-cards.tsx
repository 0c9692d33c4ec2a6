import type { TConfigView } from '@tableside/shared/config.schemas';
import { CONFIG_GROUPS, type TConfigLocale } from '@tableside/shared/config-catalogue';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from '../../lib/router/router.tsx';
import { groupPath, groupText, settingsOf } from './config-view.ts';

/** The groups of the configuration as cards, in the catalogue's order, each with its count of settings. */
export function ConfigurationGroupCards({ view, language }: { view: TConfigView; language: TConfigLocale }) {
  const { t } = useTranslation();
  const groups = CONFIG_GROUPS.filter((group) => view[group]);
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {groups.map((group) => {
        const text = groupText(view, group, language);
        const count = settingsOf(view[group]).length;
        return (
          <li key={group}>
            <Link
              to={groupPath(group)}
              className="group flex h-full items-start gap-3 rounded-2xl border border-line bg-card p-4 transition-colors hover:bg-muted"
            >
              <span className="min-w-0 flex-1 space-y-1">
                <span className="block font-semibold text-fg">{text.name}</span>
                <span className="block text-sm text-fg-muted">{text.description}</span>
                <span className="block text-xs font-medium text-fg-muted">
                  {t('admin.configuration.settingCount', { count })}
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-fg-muted" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
