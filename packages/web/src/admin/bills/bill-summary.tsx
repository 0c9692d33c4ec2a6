import { menuAmount } from '@tableside/shared/bill-split';
import type { TStaffBill } from '@tableside/shared/bills.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { StackedTable } from '../../ui/stacked-table.tsx';
import { useBillFormat } from './bill-format.ts';

const card = 'rounded-xl border border-line bg-card p-4';

function Row({ label, children, strong }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between gap-3 text-base font-bold' : 'flex justify-between gap-3'}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

/** The bill's lines as the orders priced them, its totals and its taxes by rate. */
export function BillSummary({ bill }: { bill: TStaffBill }) {
  const { t } = useTranslation();
  const format = useBillFormat();
  return (
    <div className="grid gap-5 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="bill-lines" className={card}>
        <h2 id="bill-lines" className="mb-2 font-semibold">
          {t('admin.bills.detail.lines')}
        </h2>
        <StackedTable
          caption={t('admin.bills.detail.lines')}
          columns={[
            t('admin.bills.detail.line'),
            t('admin.bills.detail.taxRate'),
            t('admin.bills.detail.amount'),
          ]}
        >
          {bill.lines.map((line) => (
            <tr
              key={line.id}
              className="border-b border-line last:border-0 max-md:flex max-md:justify-between max-md:py-1.5"
            >
              <td className="py-2 pe-3 align-top max-md:py-0">
                <span className="font-medium">
                  {line.quantity}× {line.name}
                </span>
                {line.options.length > 0 ? (
                  <span className="block text-xs text-fg-muted">{line.options.join(', ')}</span>
                ) : null}
                {bill.unclaimed_line_ids.includes(line.id) ? (
                  <span className="block text-xs font-semibold text-danger">
                    {t('admin.bills.detail.unclaimed', { count: 1 })}
                  </span>
                ) : null}
              </td>
              <td className="py-2 pe-3 align-top tabular-nums max-md:hidden">{line.tax_rate} %</td>
              <td className="py-2 text-end align-top tabular-nums max-md:py-0">
                {format.money(menuAmount(line))}
              </td>
            </tr>
          ))}
        </StackedTable>
      </section>
      <div className="space-y-5">
        <section aria-labelledby="bill-totals" className={card}>
          <h2 id="bill-totals" className="mb-2 font-semibold">
            {t('admin.bills.detail.totals')}
          </h2>
          <dl className="space-y-1 text-sm">
            <Row label={t('admin.bills.detail.net')}>{format.money(bill.totals.net)}</Row>
            <Row label={t('admin.bills.detail.taxesTotal')}>{format.money(bill.totals.taxes)}</Row>
            {bill.totals.service_charge > 0 ? (
              <Row label={t('admin.bills.detail.serviceCharge')}>
                {format.money(bill.totals.service_charge)}
              </Row>
            ) : null}
            <Row label={t('admin.bills.detail.gross')}>{format.money(bill.totals.gross)}</Row>
            <Row label={t('admin.bills.detail.tip')}>{format.money(bill.tip_total)}</Row>
            <Row label={t('admin.bills.detail.totalWithTip')} strong>
              {format.money(bill.total_with_tip)}
            </Row>
            <Row label={t('admin.bills.detail.paid')}>{format.money(bill.paid_total)}</Row>
            <Row label={t('admin.bills.detail.outstanding')} strong>
              {format.money(bill.outstanding_total)}
            </Row>
          </dl>
        </section>
        <section aria-labelledby="bill-taxes" className={card}>
          <h2 id="bill-taxes" className="mb-2 font-semibold">
            {t('admin.bills.detail.taxes')}
          </h2>
          <table className="w-full text-sm">
            <caption className="sr-only">{t('admin.bills.detail.taxes')}</caption>
            <thead>
              <tr className="text-fg-muted">
                <th scope="col" className="py-1 text-start font-medium">
                  {t('admin.bills.detail.taxRate')}
                </th>
                <th scope="col" className="py-1 text-end font-medium">
                  {t('admin.bills.detail.net')}
                </th>
                <th scope="col" className="py-1 text-end font-medium">
                  {t('admin.bills.detail.tax')}
                </th>
              </tr>
            </thead>
            <tbody>
              {bill.tax_breakdown.map((row) => (
                <tr key={row.rate} className="tabular-nums">
                  <td className="py-1">{row.rate} %</td>
                  <td className="py-1 text-end">{format.money(row.net)}</td>
                  <td className="py-1 text-end">{format.money(row.tax)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </div>
  );
}
