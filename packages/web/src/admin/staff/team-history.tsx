import type { TAuditEntry } from '@tableside/shared/audit.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { PagedList } from '../../ui/paged-list.tsx';
import { peopleQueries } from '../people/people.queries.ts';
import { sectionStyles } from '../people/people-styles.ts';
import { useStaffFormat } from '../staff-settings/staff-format.ts';
import { StaffPager } from './staff-pager.tsx';

const PAGE_SIZE = 10;

/**
 * "Change history": who changed the team, its roles and permissions, and when, newest first (the
 * audit trail, DESIGN.md section 8). Only for holders of audit.read, which the page checks. Its
 * query sits under ['people'], so every write on the team screen refreshes it.
 */
export function TeamHistory() {
  const { t } = useTranslation();
  const headingId = useId();
  // 1-based like the team pager; the API counts from 0.
  const [page, setPage] = useState(1);
  const history = useQuery({
    ...peopleQueries.audit({ page: page - 1, size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  return (
    <section aria-labelledby={headingId} className={sectionStyles}>
      <div className="space-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {t('admin.staff.history.title')}
        </h2>
        <p className="text-sm text-fg-muted">{t('admin.staff.history.explain')}</p>
      </div>
      <PagedList
        query={history}
        texts={{
          error: t('admin.staff.history.error'),
          retry: t('admin.staff.retry'),
          loading: t('admin.staff.history.loading'),
          total: (count) => t('admin.staff.history.total', { count }),
          empty: t('admin.staff.history.empty'),
        }}
        footer={(current) => (
          <StaffPager
            page={current}
            busy={history.isFetching}
            onPage={setPage}
            label={t('admin.staff.history.pagination')}
          />
        )}
      >
        {(current) => (
          <ol aria-labelledby={headingId} className="divide-y divide-line">
            {current.content.map((entry) => (
              <HistoryEntry key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </PagedList>
    </section>
  );
}

/** One change: when and who on a line above the sentence on phones, three columns from sm up. */
function HistoryEntry({ entry }: { entry: TAuditEntry }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const full = format.dateTime(entry.at);
  const today = format.isSameDay(entry.at, Date.now());
  return (
    <li className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-[11rem_minmax(0,10rem)_minmax(0,1fr)] sm:gap-x-4">
      <div className="flex flex-wrap items-baseline gap-x-2 text-sm sm:contents">
        <time dateTime={entry.at} title={today ? full : undefined} className="text-fg-muted">
          {today ? t('admin.staff.history.today', { time: format.time(entry.at) }) : full}
        </time>
        <span aria-hidden="true" className="text-fg-muted sm:hidden">
          ·
        </span>
        <span className="min-w-0 font-semibold break-words">
          {entry.actor_name ?? t('admin.staff.history.system')}
        </span>
      </div>
      <p className="min-w-0 break-words">{entry.summary}</p>
    </li>
  );
}
