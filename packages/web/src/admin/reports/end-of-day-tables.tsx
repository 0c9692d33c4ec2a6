import type { TEndOfDayReport } from '@tableside/shared/bills.schemas';
import type { ReactNode } from 'react';
import { moneyFormat } from '../../lib/format/money-format.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

type TColumn = { label: string; numeric?: boolean };

/** One titled table of the report; a caption for screen readers, numbers right-aligned. */
function ReportTable({
  title,
  columns,
  rows,
  footer,
}: {
  title: string;
  columns: readonly TColumn[];
  rows: readonly (readonly ReactNode[])[];
  footer?: readonly ReactNode[];
}) {
  const { t } = useTranslation();
  const align = (index: number) => (columns[index]?.numeric ? 'text-end tabular-nums' : 'text-start');
  return (
    <section className="break-inside-avoid rounded-xl border border-line bg-card p-4">
      <h2 className="mb-2 font-semibold">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('admin.reports.none')}</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-line text-fg-muted">
              {columns.map((column, index) => (
                <th key={column.label} scope="col" className={`py-1.5 pe-2 font-medium ${align(index)}`}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the report's, in its order
              <tr key={rowIndex} className="border-b border-line last:border-0">
                {row.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the columns
                  <td key={index} className={`py-1.5 pe-2 ${align(index)}`}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {footer ? (
            <tfoot>
              <tr className="border-t-2 border-line font-semibold">
                {footer.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the columns
                  <td key={index} className={`py-1.5 pe-2 ${align(index)}`}>
                    {cell}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      )}
    </section>
  );
}

/** The report's figures: a summary, then by method, tips by staff member and taxes by rate. */
export function EndOfDayTables({ report }: { report: TEndOfDayReport }) {
  const { t, i18n } = useTranslation();
  const { money } = moneyFormat(i18n.resolvedLanguage ?? i18n.language ?? 'en', report.currency);
  const summary: [string, ReactNode][] = [
    [t('admin.reports.orders'), report.orders],
    [t('admin.reports.covers'), report.covers],
    [t('admin.reports.amount'), money(report.totals.amount)],
    [t('admin.reports.tips'), money(report.totals.tips)],
    [t('admin.reports.gross'), money(report.totals.gross)],
    [
      t('admin.reports.refunds'),
      `${t('admin.reports.refundCount', { count: report.refunds.count })} · ${money(report.refunds.amount)}`,
    ],
  ];
  return (
    <div className="space-y-5">
      <section aria-labelledby="report-summary" className="break-inside-avoid">
        <h2 id="report-summary" className="sr-only">
          {t('admin.reports.summary')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {summary.map(([label, value]) => (
            <div key={label} className="rounded-xl border border-line bg-card p-3">
              <dt className="text-xs font-medium text-fg-muted">{label}</dt>
              <dd className="mt-1 text-lg font-bold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="grid gap-5 lg:grid-cols-2">
        <ReportTable
          title={t('admin.reports.byMethod')}
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
          columns={[{ label: t('admin.reports.staff') }, { label: t('admin.reports.tips'), numeric: true }]}
          rows={report.tips_by_staff.map((row) => [row.name, money(row.tips)])}
        />
        <ReportTable
          title={t('admin.reports.taxesByRate')}
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
