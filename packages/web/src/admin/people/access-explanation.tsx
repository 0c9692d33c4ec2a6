import type { TAccessExplanation, TClaim } from '@tableside/shared/access.schemas';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { QueryStates } from '../../ui/query-states.tsx';
import { sectionStyles } from './people-styles.ts';
import { groupPermissions } from './permission-labels.ts';
import { roleLabel } from './role-labels.ts';

type TAccessExplanationProps<TKey extends QueryKey> = {
  /** peopleQueries.userAccess(id) or peopleQueries.roleAccess(id). */
  access: UseQueryOptions<TAccessExplanation, Error, TAccessExplanation, TKey>;
  claims: readonly TClaim[];
  /** Under the title: whose permissions these are. */
  intro: string;
  /** The role being explained: a chain starting at it reads from the next role on. */
  self?: string;
  /** What an empty chain means here: 'granted directly' (a user), 'this role's own' (a role). */
  directText: string;
};

/**
 * "Effective permissions explained" for one user or role: each effective permission
 * (GET /users/{id}/access, /roles/{id}/access) with every way it is granted: 'via OWNER → MANAGER'
 * down the role hierarchy, or directly.
 */
export function AccessExplanation<TKey extends QueryKey>({
  access,
  claims,
  intro,
  self,
  directText,
}: TAccessExplanationProps<TKey>) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useQuery(access);
  const explanation = query.data;
  const sources = new Map(explanation?.permissions.map((entry) => [entry.name, entry.sources]));
  const describe = (via: readonly string[]) => {
    const chain = self !== undefined && via[0] === self ? via.slice(1) : via;
    return chain.length === 0
      ? directText
      : t('admin.permissions.explained.via', { chain: chain.map((name) => roleLabel(t, name)).join(' → ') });
  };
  const groups = groupPermissions(t, sources.keys(), claims);

  return (
    <section aria-labelledby={headingId} className={sectionStyles}>
      <div className="space-y-1">
        <h3 id={headingId} className="text-lg font-semibold">
          {t('admin.permissions.explained.title')}
        </h3>
        <p className="text-sm text-fg-muted">{intro}</p>
      </div>
      <QueryStates
        query={query}
        texts={{
          error: t('admin.permissions.explained.error'),
          retry: t('admin.permissions.retry'),
          loading: t('admin.permissions.explained.loading'),
        }}
      />
      {explanation && groups.length === 0 ? (
        <p className="text-fg-muted">{t('admin.permissions.explained.none')}</p>
      ) : null}
      {groups.length > 0 ? (
        <div className="space-y-4">
          {groups.map((group) => (
            <div key={group.area}>
              <h4 className="text-sm font-semibold text-fg-muted">{group.title}</h4>
              <ul className="mt-1.5 divide-y divide-line rounded-xl border border-line">
                {group.permissions.map((permission) => (
                  <li
                    key={permission.name}
                    className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
                  >
                    <span className="font-medium break-words">{permission.title}</span>
                    <span className="text-sm text-fg-muted sm:text-end">
                      {[...new Set((sources.get(permission.name) ?? []).map(({ via }) => describe(via)))].map(
                        (text) => (
                          <span key={text} className="block">
                            {text}
                          </span>
                        ),
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}
