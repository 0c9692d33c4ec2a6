import { menuAmount } from '@tableside/shared/bill-split';
import type { TBillLine, TBillTotals } from '@tableside/shared/bills.schemas';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { usePriceFormat } from '../menu-data/price-format.ts';

/** A line's name with its options, e.g. 'Latte (Large, Oat milk)'. */
export function lineLabel(line: Pick<TBillLine, 'name' | 'options'>): string {
  return line.options.length > 0 ? `${line.name} (${line.options.join(', ')})` : line.name;
}

/** The bill's lines as the orders priced them: quantity, name and options, the price the menu showed. */
export function BillLines({ lines, label }: { lines: readonly TBillLine[]; label: string }) {
  const { t } = useTranslation();
  const { price } = usePriceFormat();
  return (
    <ul aria-label={label} className="divide-y divide-line">
      {lines.map((line) => (
        <li key={line.id} className="flex items-start gap-3 py-2">
          <span className="min-w-8 shrink-0 font-semibold tabular-nums">
            {t('guest.orders.quantity', { count: line.quantity })}
          </span>
          <span className="min-w-0 flex-1 break-words">{lineLabel(line)}</span>
          <span className="shrink-0 tabular-nums">{price(menuAmount(line))}</span>
        </li>
      ))}
    </ul>
  );
}

function Row({ label, value, strong = false }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <div className={clsx('flex justify-between gap-4', strong ? 'text-base font-semibold' : 'text-sm')}>
      <dt className={strong ? undefined : 'text-fg-muted'}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

type TBillTotalsProps = {
  totals: TBillTotals;
  taxBreakdown: readonly { rate: number; net: number; tax: number }[];
  /** Shown, with the total including it, once a tip is set (a requested bill, a receipt). */
  tip?: { total: number; totalWithTip: number } | undefined;
};

/** Net, the taxes by rate, the service charge and the total, as the server computed them. */
export function BillTotals({ totals, taxBreakdown, tip }: TBillTotalsProps) {
  const { t } = useTranslation();
  const { price } = usePriceFormat();
  const showTip = tip !== undefined && tip.total > 0;
  return (
    <dl className="space-y-1">
      <Row label={t('guest.bill.net')} value={price(totals.net)} />
      {taxBreakdown.map((entry) => (
        <Row
          key={entry.rate}
          label={t('guest.bill.taxRate', { rate: entry.rate })}
          value={price(entry.tax)}
        />
      ))}
      {totals.service_charge > 0 ? (
        <Row label={t('guest.bill.serviceCharge')} value={price(totals.service_charge)} />
      ) : null}
      <Row label={t('guest.bill.total')} value={price(totals.gross)} strong={!showTip} />
      {showTip ? (
        <>
          <Row label={t('guest.bill.tip')} value={price(tip.total)} />
          <Row label={t('guest.bill.totalWithTip')} value={price(tip.totalWithTip)} strong />
        </>
      ) : null}
    </dl>
  );
}
