import type { TStaffBill } from '@tableside/shared/bills.schemas';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useBillFormat } from './bill-format.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-fg-muted">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** What staff need at a glance: status, when it was asked for and seen, the split, the wished method. */
export function BillFacts({ bill }: { bill: TStaffBill }) {
  const { t } = useTranslation();
  const format = useBillFormat();
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-xl border border-line bg-card p-4 sm:grid-cols-3 lg:grid-cols-6">
      <Fact label={t('admin.bills.detail.status')}>
        <span
          className={clsx(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            bill.status === 'SETTLED' ? 'bg-success-soft text-success' : 'bg-muted',
          )}
        >
          {t(`admin.bills.status.${bill.status}`)}
        </span>
      </Fact>
      <Fact label={t('admin.bills.detail.requested')}>
        {bill.requested_at ? format.dateTime(bill.requested_at) : t('admin.bills.notRequested')}
      </Fact>
      <Fact label={t('admin.bills.detail.acknowledged')}>
        {bill.acknowledged_at ? format.time(bill.acknowledged_at) : '–'}
      </Fact>
      <Fact label={t('admin.bills.detail.split')}>
        {t(`admin.bills.split.${bill.split_mode}`)}
        {bill.split_mode === 'WHOLE'
          ? null
          : ` · ${t('admin.bills.splitCount', { count: bill.shares.length })}`}
      </Fact>
      <Fact label={t('admin.bills.detail.method')}>
        {bill.payment_method ? t(`admin.bills.methods.${bill.payment_method}`) : t('admin.bills.noMethod')}
      </Fact>
      <Fact label={t('admin.bills.detail.invoice')}>
        {bill.invoice_number ?? '–'}
        {bill.settled_at ? (
          <span className="block text-xs text-fg-muted">{format.dateTime(bill.settled_at)}</span>
        ) : null}
      </Fact>
    </dl>
  );
}
