import type { TClaim, TRole } from '@tableside/shared/access.schemas';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { AccessExplanation } from '../people/access-explanation.tsx';
import { peopleQueries } from '../people/people.queries.ts';
import { sectionStyles } from '../people/people-styles.ts';

/** "Effective permissions explained" for one role (GET /roles/{id}/access). */
export function RoleAccess({ role, claims }: { role: TRole; claims: readonly TClaim[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const access = useQuery(peopleQueries.roleAccess(role.id));
  return (
    <section aria-labelledby={headingId} className={sectionStyles}>
      <div className="space-y-1">
        <h3 id={headingId} className="text-lg font-semibold">
          {t('admin.permissions.explained.title')}
        </h3>
        <p className="text-sm text-fg-muted">{t('admin.roles.access.intro', { name: role.name })}</p>
      </div>
      <AccessExplanation
        query={access}
        claims={claims}
        self={role.name}
        directText={t('admin.roles.access.own', { name: role.name })}
      />
    </section>
  );
}
