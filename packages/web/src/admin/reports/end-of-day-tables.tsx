import type { TEndOfDayReport } from '@tableside/shared/bills.schemas';
import type { TReportFigure, TSalesState } from '@tableside/shared/report-figures';
import type { ReactNode } from 'react';
import { moneyFormat } from '../../lib/format/money-format.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { ReportTable } from './report-table.tsx';

const STATE_FIGURES: Record<TSalesState, TReportFigure> = {
  OPEN: 'sales_open',
  SERVED: 'sales_served',
  PAID: 'sales_paid',
  CANCELLED: 'sales_cancelled',
};

/** One figure of the summary: its name, its value, and a short line saying what it counts. */
function Figure({
  label,
  value,
  detail,
  definition,
}: {
  label: string;
  value: ReactNode;
  detail?: string;
  definition: string;
}) {
  return (
    <div className="rounded-xl border border-line bg-card p-3">
      <dt className="text-xs font-medium text-fg-muted">{label}</dt>
      <dd className="mt-1 text-lg font-bold tabular-nums">{value}</dd>
      {detail ? <dd className="text-sm tabular-nums">{detail}</dd> : null}
      <dd className="mt-1 text-xs text-fg-muted">{definition}</dd>
    </div>
  );
}

/**
 * The report's figures (issue 41): sales (the day's orders by state) beside takings (payments by
 * method, tips, refunds), what was unpaid at the day's end and the settled bills with their taxes.
 * Every amount is the server's; each figure names its definition (shared/report-figures.ts).
 */
export function EndOfDayTables({ report }: { report: TEndOfDayReport }) {
  const { t, i18n } = useTranslation();
  const { money } = moneyFormat(i18n.resolvedLanguage ?? i18n.language ?? 'en', report.currency);
  const define = (figure: TReportFigure) => t(`admin.reports.figures.${figure}`);
  const { sales, settled_bills: settled, unpaid } = report;
  return (
    <div className="space-y-5">
      <section aria-labelledby="report-summary" className="break-inside-avoid">
        <h2 id="report-summary" className="sr-only">
          {t('admin.reports.summary')}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <Figure
            label={t('admin.reports.sales')}
            value={t('admin.reports.salesValue', { count: sales.count, amount: money(sales.amount) })}
            definition={define('sales')}
          />
          <Figure
            label={t('admin.reports.amount')}
            value={money(report.totals.amount)}
            detail={`${t('admin.reports.gross')}: ${money(report.totals.gross)}`}
            definition={define('takings')}
          />
          <Figure
            label={t('admin.reports.unpaid')}
            value={t('admin.reports.unpaidValue', { count: unpaid.count, amount: money(unpaid.amount) })}
            definition={define('unpaid')}
          />
          <Figure
            label={t('admin.reports.tips')}
            value={money(report.totals.tips)}
            definition={define('tips')}
          />
          <Figure
            label={t('admin.reports.refunds')}
            value={`${t('admin.reports.refundCount', { count: report.refunds.count })} · ${money(report.refunds.amount)}`}
            definition={define('refunds')}
          />
          <Figure
            label={t('admin.reports.settledBills')}
            value={t('admin.reports.settledValue', { count: settled.count, amount: money(settled.amount) })}
            detail={t('admin.reports.settledDetail', {
              orders: t('admin.reports.orderCount', { count: report.orders }),
              covers: t('admin.reports.coverCount', { count: report.covers }),
              tips: money(settled.tips),
            })}
            definition={define('settled_bills')}
          />
        </dl>
      </section>
      <div className="grid gap-5 lg:grid-cols-2">
        <ReportTable
          title={t('admin.reports.ordersByState')}
          definition={define('sales')}
          columns={[
            { label: t('admin.reports.state') },
            { label: t('admin.reports.orders'), numeric: true },
            { label: t('admin.reports.value'), numeric: true },
          ]}
          rows={sales.states.map((row) => [
            <span key={row.state}>
              <span className="block">{t(`admin.reports.states.${row.state}`)}</span>
              <span className="block text-xs text-fg-muted">{define(STATE_FIGURES[row.state])}</span>
            </span>,
            row.count,
            money(row.amount),
          ])}
          footer={[t('admin.reports.salesTotal'), sales.count, money(sales.amount)]}
        />
        <ReportTable
          title={t('admin.reports.byMethod')}
          definition={define('takings')}
          columns={[
            { label: t('admin.reports.method') },
            { label: t('admin.reports.count'), numeric: true },
            { label: t('admin.reports.amount'), numeric: true },
            { label: t('admin.reports.tips'), numeric: true },
          ]}
          rows={report.by_method.map((row) => [
            t(`admin.bills.methods.${row.method}`),
            row.count,
            money(row.amount),
            money(row.tips),
          ])}
          footer={[
            t('admin.reports.total'),
            report.by_method.reduce((sum, row) => sum + row.count, 0),
            money(report.totals.amount),
            money(report.totals.tips),
          ]}
        />
        <ReportTable
          title={t('admin.reports.tipsByStaff')}
          definition={define('tips')}
          columns={[{ label: t('admin.reports.staff') }, { label: t('admin.reports.tips'), numeric: true }]}
          rows={report.tips_by_staff.map((row) => [row.name, money(row.tips)])}
        />
        <ReportTable
          title={t('admin.reports.taxesByRate')}
          definition={define('taxes_by_rate')}
          columns={[
            { label: t('admin.reports.rate') },
            { label: t('admin.reports.net'), numeric: true },
            { label: t('admin.reports.tax'), numeric: true },
          ]}
          rows={report.taxes_by_rate.map((row) => [`${row.rate} %`, money(row.net), money(row.tax)])}
        />
      </div>
    </div>
  );
}
