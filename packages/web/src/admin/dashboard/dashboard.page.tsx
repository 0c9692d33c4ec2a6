import { DASHBOARD_PERIODS, type TDashboardPeriod } from '@tableside/shared/dashboard.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { useId } from 'react';
import { useAuth } from '../../auth/session.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link, useSearchParams } from '../../lib/router/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button, buttonStyles } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { LocationPicker } from '../location-scope/location-picker.tsx';
import { useLocationScope } from '../location-scope/use-location-scope.hook.ts';
import { selectStyles } from '../orders/control-styles.ts';
import { useOrderLiveUpdates } from '../orders/use-order-live-updates.hook.ts';
import { useStaffSettings } from '../staff-settings/use-staff-settings.hook.ts';
import { dashboardQueries } from './dashboard.queries.ts';
import { DashboardCards } from './dashboard-cards.tsx';
import { formatPeriodRange } from './dashboard-format.ts';
import { DASHBOARD_LAYOUT_STYLES, DashboardLayoutContext } from './dashboard-layout.ts';
import { OrdersByHourChart } from './orders-by-hour-chart.tsx';
import { TopCustomers, TopItems } from './top-lists.tsx';

function readPeriod(raw: string | null): TDashboardPeriod | null {
  return DASHBOARD_PERIODS.find((period) => period === raw) ?? null;
}

/**
 * /admin: the dashboard (issue 4). The figures need reports.read, which owners and managers have:
 * revenue and customers' spending are management information. Waiters and the kitchen, who land
 * here after signing in, get one tap to the order board, the screen their work happens on.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  useDocumentTitle(t('admin.screens.dashboard'));
  // Without a session the app is in demo mode, where the guard lets everyone in (spec admin 2).
  if (user && !user.permissions.includes('reports.read')) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">{t('admin.screens.dashboard')}</h1>
        <p className="mt-2 text-fg-muted">{t('admin.dashboard.noFigures')}</p>
        {user.permissions.includes('orders.read') ? (
          <Link to="/admin/orders" className={`${buttonStyles({ size: 'lg' })} mt-6`}>
            <ClipboardList aria-hidden="true" className="size-5" />
            {t('admin.dashboard.openBoard')}
          </Link>
        ) : null}
      </section>
    );
  }
  return <DashboardFigures />;
}

function DashboardFigures() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const [params, setParams] = useSearchParams();
  const requested = readPeriod(params.get('period'));
  const { connected } = useOrderLiveUpdates();
  // One location's figures when the restaurant has several (decision 0019).
  const scope = useLocationScope();
  const query = useQuery({
    ...dashboardQueries.summary(requested, scope.branchId),
    placeholderData: keepPreviousData,
  });
  const summary = query.data;
  const pickerId = useId();
  // ADMIN_INTERFACE.DASHBOARD_LAYOUT: grid, one column of rows, or compact cards.
  const { dashboard_layout: layout } = useStaffSettings();
  const styles = DASHBOARD_LAYOUT_STYLES[layout];

  const choosePeriod = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('period', next);
      return updated;
    });

  return (
    <DashboardLayoutContext value={layout}>
      <div data-layout={layout} className={`mx-auto w-full max-w-[100rem] ${styles.stack} px-4 py-6 sm:px-6`}>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold">{t('admin.screens.dashboard')}</h1>
            <p className="text-sm text-fg-muted">
              {summary
                ? formatPeriodRange(
                    summary.period.from,
                    summary.period.to,
                    summary.period.time_zone,
                    language,
                  )
                : '\u00a0'}
              <span className="ms-2">
                · {t(connected ? 'admin.dashboard.live' : 'admin.dashboard.polling')}
              </span>
            </p>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            {query.isFetching && query.isPlaceholderData ? (
              <span role="status" className="flex h-11 items-center gap-2 text-sm text-fg-muted">
                <Spinner size="sm" />
                {t('admin.dashboard.updating')}
              </span>
            ) : null}
            <LocationPicker scope={scope} />
            <div className="w-48">
              <label htmlFor={pickerId} className="mb-1 block text-sm font-medium">
                {t('admin.dashboard.period.label')}
              </label>
              <select
                id={pickerId}
                className={selectStyles}
                value={requested ?? summary?.period.key ?? 'TODAY'}
                onChange={(event) => choosePeriod(event.target.value)}
              >
                {DASHBOARD_PERIODS.map((period) => (
                  <option key={period} value={period}>
                    {t(`admin.dashboard.period.${period}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </div>

        {query.isError && !summary ? (
          <Banner>
            <p>{t('admin.dashboard.error')}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
              {t('admin.dashboard.retry')}
            </Button>
          </Banner>
        ) : null}
        {query.isError && summary ? (
          <p role="status" className="text-sm text-danger">
            {t('admin.dashboard.stale')}
          </p>
        ) : null}
        {query.isPending ? (
          <div role="status" className="flex items-center justify-center gap-3 py-16 text-fg-muted">
            <Spinner />
            {t('admin.dashboard.loading')}
          </div>
        ) : null}
        {summary ? (
          <>
            <DashboardCards summary={summary} />
            {summary.totals.count === 0 ? (
              <p className="rounded-2xl border-2 border-dashed border-line px-4 py-12 text-center text-fg-muted">
                {t('admin.dashboard.empty')}
              </p>
            ) : (
              <>
                <OrdersByHourChart counts={summary.orders_by_hour} />
                <div className={styles.panels}>
                  <TopItems items={summary.top_items} />
                  <TopCustomers customers={summary.top_customers} />
                </div>
              </>
            )}
          </>
        ) : null}
      </div>
    </DashboardLayoutContext>
  );
}
