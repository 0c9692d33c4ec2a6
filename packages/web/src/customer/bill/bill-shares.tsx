import type { TBill } from '@tableside/shared/bills.schemas';
import { clsx } from 'clsx';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { usePriceFormat } from '../menu-data/price-format.ts';

/** A requested bill's shares as the server set them: amount, tip, method and whether paid. */
export function BillShares({ bill, ownShareId }: { bill: TBill; ownShareId: number | null }) {
  const { t } = useTranslation();
  const { price } = usePriceFormat();
  const shares = [...bill.shares].sort((a, b) => a.position - b.position);
  if (shares.length === 0) return null;
  return (
    <section aria-labelledby="bill-shares-title">
      <h3 id="bill-shares-title" className="mb-2 font-semibold">
        {t('guest.bill.sharesTitle')}
      </h3>
      <ul className="space-y-2">
        {shares.map((share) => {
          // A share of a split by items that owes nothing yet is not "paid" to a guest.
          const paid = share.status === 'PAID' && (share.paid > 0 || share.amount > 0);
          return (
            <li
              key={share.id}
              className={clsx(
                'flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg border border-line p-3 text-sm',
                share.id === ownShareId && 'border-ring',
              )}
            >
              <span className="font-medium">
                {t('guest.bill.share', { position: share.position, count: shares.length })}
                {share.id === ownShareId ? ` · ${t('guest.bill.items.yours')}` : ''}
              </span>
              <span className="tabular-nums">
                {price(share.amount)}
                {share.tip > 0 ? ` ${t('guest.bill.plusTip', { amount: price(share.tip) })}` : ''}
              </span>
              <span className="flex w-full justify-between gap-3 text-fg-muted">
                <span>{share.payment_method ? t(`guest.bill.methods.${share.payment_method}`) : ''}</span>
                <span className={clsx('font-medium', paid && 'text-success')}>
                  {paid ? t('guest.bill.paid') : t('guest.bill.toPay')}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
