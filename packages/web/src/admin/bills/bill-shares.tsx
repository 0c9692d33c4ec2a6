import type { TBillShare, TStaffBill } from '@tableside/shared/bills.schemas';
import { clsx } from 'clsx';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { useBillFormat } from './bill-format.ts';

type TBillSharesProps = {
  bill: TStaffBill;
  /** Only for staff with payments.take, while the bill is open. */
  onTake?: (share: TBillShare) => void;
};

/** The shares: what each owes, its tip, what is paid and outstanding, and "Take payment". */
export function BillShares({ bill, onTake }: TBillSharesProps) {
  const { t } = useTranslation();
  const format = useBillFormat();
  const count = bill.shares.length;
  return (
    <section aria-labelledby="bill-shares">
      <h2 id="bill-shares" className="mb-2 text-lg font-semibold">
        {t('admin.bills.detail.shares')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {bill.shares.map((share) => {
          const paid = share.status === 'PAID';
          return (
            <li
              key={share.id}
              data-share-id={share.id}
              className={clsx(
                'flex flex-col gap-3 rounded-xl border-2 bg-card p-4',
                paid ? 'border-line' : 'border-action',
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-semibold">
                  {t('admin.bills.detail.share', { position: share.position, count })}
                </h3>
                <span
                  className={clsx(
                    'rounded-full px-2 py-0.5 text-xs font-semibold',
                    paid
                      ? 'bg-success-soft text-success'
                      : 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
                  )}
                >
                  {t(`admin.bills.detail.shareStatus.${share.status}`)}
                </span>
              </div>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                <dt className="text-fg-muted">{t('admin.bills.detail.shareAmount')}</dt>
                <dd className="text-end tabular-nums">{format.money(share.amount)}</dd>
                <dt className="text-fg-muted">{t('admin.bills.detail.tip')}</dt>
                <dd className="text-end tabular-nums">{format.money(share.tip)}</dd>
                <dt className="text-fg-muted">{t('admin.bills.detail.sharePaid')}</dt>
                <dd className="text-end tabular-nums">{format.money(share.paid)}</dd>
                <dt className="font-semibold">{t('admin.bills.detail.outstanding')}</dt>
                <dd className="text-end font-semibold tabular-nums">{format.money(share.outstanding)}</dd>
                {share.payment_method ? (
                  <>
                    <dt className="text-fg-muted">{t('admin.bills.detail.method')}</dt>
                    <dd className="text-end">{t(`admin.bills.methods.${share.payment_method}`)}</dd>
                  </>
                ) : null}
              </dl>
              {onTake && share.outstanding > 0 ? (
                <Button
                  className="mt-auto"
                  aria-label={t('admin.bills.payments.takeLabel', { position: share.position })}
                  onClick={() => onTake(share)}
                >
                  {t('admin.bills.payments.take')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
