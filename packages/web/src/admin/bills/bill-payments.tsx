import type { TPayment, TStaffBill } from '@tableside/shared/bills.schemas';
import { clsx } from 'clsx';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { useBillFormat } from './bill-format.ts';
import type { TBillPermissions } from './bill-permissions.ts';
import type { TCorrection } from './payment-correction-dialog.tsx';

type TBillPaymentsProps = {
  bill: TStaffBill;
  can: TBillPermissions;
  onCorrect: (correction: TCorrection) => void;
};

/**
 * Every payment of the bill with who took it and how; Void while the bill is open (payments.take),
 * Refund once it is settled (payments.refund). Voided and refunded ones stay, struck through, with
 * their reason.
 */
export function BillPayments({ bill, can, onCorrect }: TBillPaymentsProps) {
  const { t } = useTranslation();
  const format = useBillFormat();
  const shareOf = (payment: TPayment) => bill.shares.find((share) => share.id === payment.share_id);
  const correction = (payment: TPayment): TCorrection['kind'] | null => {
    if (payment.status !== 'COMPLETED') return null;
    if (bill.status === 'OPEN' && can.take) return 'void';
    if (bill.status === 'SETTLED' && can.refund) return 'refund';
    return null;
  };
  return (
    <section aria-labelledby="bill-payments">
      <h2 id="bill-payments" className="mb-2 text-lg font-semibold">
        {t('admin.bills.payments.title')}
      </h2>
      {bill.payments.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('admin.bills.payments.empty')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line bg-card">
          {bill.payments.map((payment) => {
            const kind = correction(payment);
            const share = shareOf(payment);
            const total = format.money(payment.total);
            return (
              <li
                key={payment.id}
                data-payment-id={payment.id}
                className="flex flex-wrap items-start gap-3 p-3 text-sm"
              >
                <div className="min-w-0 flex-1 basis-60 space-y-0.5">
                  <p className={clsx('font-semibold', payment.status !== 'COMPLETED' && 'line-through')}>
                    {t(`admin.bills.methods.${payment.method}`)} ·{' '}
                    <span className="tabular-nums">{format.money(payment.amount)}</span>
                    {payment.tip > 0 ? (
                      <span className="font-normal">
                        {' '}
                        + {t('admin.bills.payments.tip')}{' '}
                        <span className="tabular-nums">{format.money(payment.tip)}</span>
                      </span>
                    ) : null}
                  </p>
                  {payment.cash_given !== null ? (
                    <p className="tabular-nums">
                      {t('admin.bills.payments.cashGiven')} {format.money(payment.cash_given)} ·{' '}
                      {t('admin.bills.payments.change')} {format.money(payment.change ?? 0)}
                    </p>
                  ) : null}
                  <p className="text-fg-muted">
                    {[
                      share && bill.shares.length > 1
                        ? t('admin.bills.detail.share', {
                            position: share.position,
                            count: bill.shares.length,
                          })
                        : null,
                      format.dateTime(payment.created_at),
                      payment.taken_by_name
                        ? `${t('admin.bills.payments.takenBy')} ${payment.taken_by_name}`
                        : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  {payment.reason ? (
                    <p className="italic">{t('admin.bills.payments.reason', { reason: payment.reason })}</p>
                  ) : null}
                </div>
                <span
                  className={clsx(
                    'rounded-full px-2 py-0.5 text-xs font-semibold',
                    payment.status === 'COMPLETED'
                      ? 'bg-success-soft text-success'
                      : 'bg-danger-soft text-danger',
                  )}
                >
                  {t(`admin.bills.payments.status.${payment.status}`)}
                </span>
                {kind ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={
                      kind === 'void'
                        ? t('admin.bills.payments.voidLabel', { amount: total })
                        : t('admin.bills.payments.refundLabel', { amount: total })
                    }
                    onClick={() => onCorrect({ kind, payment })}
                  >
                    {kind === 'void' ? t('admin.bills.payments.void') : t('admin.bills.payments.refund')}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
