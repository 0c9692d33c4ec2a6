import { menuAmount } from '@tableside/shared/bill-split';
import type { TBillReceipt } from '@tableside/shared/bills.schemas';
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { QueryStates } from '../../ui/query-states.tsx';
import { useBillFormat } from './bill-format.ts';
import { billQueries } from './bills.queries.ts';
import { usePrintView } from './use-print-view.hook.tsx';

/** The receipt as the server issues it (GET /bills/{id}/receipt): restaurant, invoice number, lines, taxes, payments. */
export function BillReceipt({ receipt }: { receipt: TBillReceipt }) {
  const { t } = useTranslation();
  const format = useBillFormat();
  const { restaurant } = receipt;
  return (
    <article aria-label={t('admin.bills.print.title')} className="mx-auto max-w-[80mm] space-y-3 text-sm">
      <header className="border-b border-dashed border-current pb-2 text-center">
        <p className="text-xl font-bold">{restaurant.name}</p>
        {[restaurant.address, restaurant.phone, restaurant.email].filter(Boolean).map((line) => (
          <p key={line}>{line}</p>
        ))}
        {restaurant.tax_id ? <p>{t('admin.bills.print.taxId', { id: restaurant.tax_id })}</p> : null}
        <p className="mt-1 font-semibold">
          {t('admin.bills.print.invoice', { number: receipt.invoice_number })}
        </p>
        <p>
          {receipt.bench_name} · {t('admin.bills.print.issued', { time: format.dateTime(receipt.issued_at) })}
        </p>
      </header>
      <table className="w-full border-collapse">
        <caption className="sr-only">{t('admin.bills.detail.lines')}</caption>
        <tbody>
          {receipt.lines.map((line) => (
            <tr key={line.id} className="align-top">
              <td className="py-0.5 pe-2">
                {line.quantity}× {line.name}
                {line.options.length > 0 ? (
                  <span className="block ps-4">{line.options.join(', ')}</span>
                ) : null}
              </td>
              <td className="py-0.5 text-end whitespace-nowrap tabular-nums">
                {format.money(menuAmount(line))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="space-y-0.5 border-t border-dashed border-current pt-2">
        {receipt.tax_breakdown.map((row) => (
          <div key={row.rate} className="flex justify-between">
            <dt>
              {t('admin.bills.detail.tax')} {row.rate} % ({format.money(row.net)})
            </dt>
            <dd className="tabular-nums">{format.money(row.tax)}</dd>
          </div>
        ))}
        {receipt.totals.service_charge > 0 ? (
          <div className="flex justify-between">
            <dt>{t('admin.bills.detail.serviceCharge')}</dt>
            <dd className="tabular-nums">{format.money(receipt.totals.service_charge)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between font-semibold">
          <dt>{t('admin.bills.detail.gross')}</dt>
          <dd className="tabular-nums">{format.money(receipt.totals.gross)}</dd>
        </div>
        {receipt.tip_total > 0 ? (
          <div className="flex justify-between">
            <dt>{t('admin.bills.detail.tip')}</dt>
            <dd className="tabular-nums">{format.money(receipt.tip_total)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between text-lg font-bold">
          <dt>{t('admin.bills.detail.totalWithTip')}</dt>
          <dd className="tabular-nums">{format.money(receipt.total_with_tip)}</dd>
        </div>
      </dl>
      <ul className="space-y-0.5 border-t border-dashed border-current pt-2">
        {receipt.payments
          .filter((payment) => payment.status === 'COMPLETED')
          .map((payment) => (
            <li
              key={`${payment.created_at}-${payment.method}-${payment.amount}`}
              className="flex justify-between"
            >
              <span>
                {t(`admin.bills.methods.${payment.method}`)}
                {payment.change
                  ? ` · ${t('admin.bills.print.change', { amount: format.money(payment.change) })}`
                  : ''}
              </span>
              <span className="tabular-nums">{format.money(payment.total)}</span>
            </li>
          ))}
      </ul>
      <p className="pt-2 text-center">{t('admin.bills.print.thanks')}</p>
    </article>
  );
}

/** The receipt of a settled bill on screen, with Print (the print stylesheet prints it alone). */
export function BillReceiptDialog({
  billId,
  open,
  onClose,
}: {
  billId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const receipt = useQuery({ ...billQueries.receipt(billId), enabled: open });
  const { print, view } = usePrintView('receipt');
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? undefined : onClose())}
        title={t('admin.bills.print.title')}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('admin.bills.print.close')}
            </Button>
            <Button
              disabled={!receipt.data}
              onClick={() => (receipt.data ? print(<BillReceipt receipt={receipt.data} />) : undefined)}
            >
              <Printer aria-hidden="true" className="size-4" />
              {t('admin.bills.print.print')}
            </Button>
          </>
        }
      >
        <div className="mt-4 rounded-lg border border-line p-4">
          <QueryStates
            query={receipt}
            texts={{
              error: t('admin.bills.print.loadError'),
              retry: t('admin.bills.retry'),
              loading: t('admin.bills.loading'),
            }}
          />
          {receipt.data ? <BillReceipt receipt={receipt.data} /> : null}
        </div>
      </Dialog>
      {view}
    </>
  );
}
