import type { TClaim, TUser } from '@tableside/shared/access.schemas';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { AccessExplanation } from '../people/access-explanation.tsx';
import { peopleQueries } from '../people/people.queries.ts';
import { sectionStyles } from '../people/people-styles.ts';

/** "Effective permissions explained" for one user (GET /users/{id}/access). */
export function UserAccess({ user, claims }: { user: TUser; claims: readonly TClaim[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const access = useQuery(peopleQueries.userAccess(user.id));
  return (
    <section aria-labelledby={headingId} className={sectionStyles}>
      <div className="space-y-1">
        <h3 id={headingId} className="text-lg font-semibold">
          {t('admin.permissions.explained.title')}
        </h3>
        <p className="text-sm text-fg-muted">{t('admin.users.access.intro', { name: user.name })}</p>
      </div>
      <AccessExplanation
        query={access}
        claims={claims}
        directText={t('admin.permissions.explained.direct')}
      />
    </section>
  );
}
