import type { TDashboardSummary } from '@tableside/shared/dashboard.schemas';
import { ACTIVE_STATUSES } from '@tableside/shared/order-status';
import { clsx } from 'clsx';
import { ArrowDownRight, ArrowRight, ArrowUpRight, ChevronRight } from 'lucide-react';
import { numberFormat } from '../../lib/format/number-format.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from '../../lib/router/router.tsx';
import { useOrderFormat } from '../orders/order-format.ts';
import { OrderStatusBadge } from '../orders/order-status-badge.tsx';
import { trendOf } from './dashboard-format.ts';
import { useDashboardLayout } from './dashboard-layout.ts';

/** The four figures at the top: orders, revenue (each with its trend), active orders, prep time. */
export function DashboardCards({ summary }: { summary: TDashboardSummary }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const numbers = useNumberFormats();
  const { figures, card: cardStyles, title: titleStyles, figure: figureStyles } = useDashboardLayout();
  const { totals, previous, period } = summary;
  const comparison = t(`admin.dashboard.compare.${period.key}`);

  return (
    <div className={figures}>
      <section aria-labelledby="dashboard-orders" className={cardStyles}>
        <h2 id="dashboard-orders" className={titleStyles}>
          {t('admin.dashboard.orders.title')}
        </h2>
        <p className={figureStyles}>{totals.count}</p>
        <Trend
          change={numbers.change}
          current={totals.count}
          previous={previous.count}
          text={`${comparison}: ${previous.count}`}
        />
        {totals.cancelled > 0 ? (
          <p className="mt-1 text-sm text-fg-muted">
            {t('admin.dashboard.orders.cancelled', { count: totals.cancelled })}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="dashboard-revenue" className={cardStyles}>
        <h2 id="dashboard-revenue" className={titleStyles}>
          {t('admin.dashboard.revenue.title')}
        </h2>
        <p className={figureStyles}>{format.money(totals.revenue)}</p>
        <Trend
          change={numbers.change}
          current={totals.revenue}
          previous={previous.revenue}
          text={`${comparison}: ${format.money(previous.revenue)}`}
        />
        {/* The same definition the end-of-day report's sales give (shared/report-figures.ts). */}
        <p className="mt-1 text-sm text-fg-muted">{t('admin.reports.figures.revenue')}</p>
      </section>
      <ActiveOrdersCard active={summary.active} />
      <section aria-labelledby="dashboard-prep" className={cardStyles}>
        <h2 id="dashboard-prep" className={titleStyles}>
          {t('admin.dashboard.prep.title')}
        </h2>
        {summary.average_prep_minutes === null ? (
          <>
            <p className={figureStyles}>–</p>
            <p className="mt-2 text-sm text-fg-muted">{t('admin.dashboard.prep.none')}</p>
          </>
        ) : (
          <>
            <p className={figureStyles}>
              {t('admin.dashboard.prep.minutes', {
                minutes: numbers.number(summary.average_prep_minutes, 1),
              })}
            </p>
            <p className="mt-2 text-sm text-fg-muted">
              {t('admin.dashboard.prep.basis', { count: summary.prepared_count })}
            </p>
          </>
        )}
      </section>
    </div>
  );
}

/** Percent changes ('+33 %') and minutes ('16.5') in the staff member's language. */
function useNumberFormats() {
  const { i18n } = useTranslation();
  return numberFormat(i18n.resolvedLanguage ?? i18n.language ?? 'en');
}

const TREND_TONES = {
  up: 'text-success',
  down: 'text-danger',
  flat: 'text-fg-muted',
} as const;
const TREND_ICONS = { up: ArrowUpRight, down: ArrowDownRight, flat: ArrowRight } as const;

/** '+33 %' with an arrow (more is good for orders and revenue), then what it is compared with. */
function Trend({
  current,
  previous,
  text,
  change,
}: {
  current: number;
  previous: number;
  text: string;
  change: (ratio: number) => string;
}) {
  const trend = trendOf(current, previous);
  const Icon = TREND_ICONS[trend.direction];
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      {trend.percent === null ? null : (
        <span
          className={clsx('inline-flex items-center gap-0.5 font-semibold', TREND_TONES[trend.direction])}
        >
          <Icon aria-hidden="true" className="size-4" />
          {change(trend.percent / 100)}
        </span>
      )}
      <span className="text-fg-muted">{text}</span>
    </p>
  );
}

/** Right now, whatever the period: each status links to the order list filtered by it. */
function ActiveOrdersCard({ active }: { active: TDashboardSummary['active'] }) {
  const { t } = useTranslation();
  const { card: cardStyles, title: titleStyles, figure: figureStyles } = useDashboardLayout();
  const total = ACTIVE_STATUSES.reduce((sum, status) => sum + active[status as keyof typeof active], 0);
  return (
    <section aria-labelledby="dashboard-active" className={cardStyles}>
      <h2 id="dashboard-active" className={titleStyles}>
        {t('admin.dashboard.active.title')}
      </h2>
      <p className={figureStyles}>{total}</p>
      <ul className="mt-2 space-y-1">
        {ACTIVE_STATUSES.map((status) => (
          <li key={status}>
            <Link
              to={`/admin/orders?view=list&status=${status}`}
              className="flex min-h-11 items-center justify-between gap-2 rounded-lg px-2 hover:bg-muted"
            >
              <OrderStatusBadge status={status} />
              <span className="ms-auto font-semibold tabular-nums">
                {active[status as keyof typeof active]}
              </span>
              <ChevronRight aria-hidden="true" className="size-4 text-fg-muted" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
