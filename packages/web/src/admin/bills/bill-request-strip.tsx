import { ReceiptText } from 'lucide-react';
import { minutesSince, useNow } from '../../lib/format/duration-format.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useBillFormat } from './bill-format.ts';
import { BillRequestActions } from './bill-request-actions.tsx';
import { useRequestedBills } from './use-bill-requests.hook.ts';

/**
 * The tables waiting to pay, above the order board (issue 16): table, total, how long they wait,
 * "Acknowledge" while no one has seen the request, and the way to the bill. Nothing shows while no
 * table asks. The waiting times move with the list's refetches (live, else every 30 s).
 */
export function BillRequestStrip() {
  const { t } = useTranslation();
  const format = useBillFormat();
  const requested = useRequestedBills();
  const now = useNow(30_000);
  if (requested.length === 0) return null;
  return (
    <section
      aria-labelledby="bill-requests-title"
      className="rounded-xl border-2 border-sky-700 bg-sky-50 p-3 text-sky-950 dark:border-sky-300 dark:bg-sky-950 dark:text-sky-50"
    >
      <h2 id="bill-requests-title" className="flex items-center gap-2 px-1 text-base font-semibold">
        <ReceiptText aria-hidden="true" className="size-5" />
        {t('admin.bills.strip.title')}
        <span className="font-normal">· {t('admin.bills.strip.count', { count: requested.length })}</span>
      </h2>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
        {requested.map((bill) => {
          const minutes = bill.requested_at ? minutesSince(bill.requested_at, now) : 0;
          return (
            <li
              key={bill.id}
              data-bill-request={bill.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-sky-300 bg-card p-3 text-fg dark:border-sky-700"
            >
              <div className="min-w-0">
                <p className="truncate font-semibold">{bill.bench_name}</p>
                <p className="text-sm tabular-nums">
                  {format.money(bill.total_with_tip)}
                  {bill.payment_method ? ` · ${t(`admin.bills.methods.${bill.payment_method}`)}` : ''}
                </p>
                <p className="text-xs text-fg-muted">
                  {minutes < 1
                    ? t('admin.bills.strip.waitingJustNow')
                    : t('admin.bills.strip.waiting', { count: minutes })}
                </p>
              </div>
              <BillRequestActions
                bill={bill}
                unseen={bill.acknowledged_at === null}
                open={{
                  text: t('admin.bills.strip.open'),
                  label: t('admin.bills.strip.openLabel', { table: bill.bench_name }),
                }}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
