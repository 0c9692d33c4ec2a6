import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from '../../lib/router/router.tsx';
import type { TSettingMatch } from './config-search.ts';
import { groupPath } from './config-view.ts';

/** Settings matching the index's search; each opens its group scrolled to it (highlight={KEY}). */
export function ConfigurationSearchResults({ matches, query }: { matches: TSettingMatch[]; query: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm text-fg-muted">
        {matches.length === 0
          ? t('admin.configuration.search.none', { query })
          : t('admin.configuration.search.results', { count: matches.length })}
      </p>
      {matches.length > 0 ? (
        <ul className="divide-y divide-line rounded-2xl border border-line bg-card">
          {matches.map(({ setting, name, description, groupName, byKey }) => (
            <li key={setting.key}>
              <Link
                to={groupPath(setting.group, setting.key)}
                className="block space-y-0.5 px-4 py-3 transition-colors hover:bg-muted"
              >
                <span className="block font-medium text-fg">
                  {name} <span className="font-normal text-fg-muted">· {groupName}</span>
                </span>
                {description ? <span className="block text-sm text-fg-muted">{description}</span> : null}
                {byKey ? (
                  <span className="block font-mono text-xs break-all text-fg-muted">{setting.key}</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
