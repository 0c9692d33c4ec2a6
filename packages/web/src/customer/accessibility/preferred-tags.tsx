import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { accessibilityQueries, groupTags } from './accessibility.queries.ts';
import { togglePreferredTag, usePreferences } from './preferences.store.ts';

/** Chips for the menu's tags, grouped by the spec's tag groups (customer 9); the menu highlights them. */
export function PreferredTags({ tableId }: { tableId: number | null }) {
  const { t } = useTranslation();
  const { preferredTags } = usePreferences();
  const query = useQuery(accessibilityQueries.menuTags(tableId));

  if (query.isPending) return <p role="status">{t('guest.accessibility.tagsLoading')}</p>;
  if (query.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p role="alert" className="text-danger">
          {t('guest.accessibility.tagsFailed')}
        </p>
        <Button variant="secondary" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('guest.accessibility.retry')}
        </Button>
      </div>
    );
  }
  const groups = groupTags(query.data);
  if (groups.length === 0) return <p className="text-fg-muted">{t('guest.accessibility.tagsEmpty')}</p>;

  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <fieldset key={group.type}>
          <legend className="mb-2 text-sm font-semibold text-fg-muted">
            {t(`guest.accessibility.tagGroups.${group.type}`)}
          </legend>
          <div className="flex flex-wrap gap-2">
            {group.tags.map((tag) => {
              const pressed = preferredTags.includes(tag.id);
              return (
                <button
                  key={tag.id}
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => togglePreferredTag(tag.id)}
                  className={clsx(
                    'inline-flex min-h-11 items-center gap-2 rounded-full border-2 px-4 text-sm font-medium',
                    pressed
                      ? 'border-action bg-action text-action-fg'
                      : 'border-line bg-card text-fg hover:border-ring',
                  )}
                >
                  {pressed ? (
                    <Check aria-hidden="true" className="size-4" />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="size-3 rounded-full border border-line"
                      style={{ backgroundColor: tag.color ?? 'transparent' }}
                    />
                  )}
                  {tag.name}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
