import type { TBillReceipt } from '@tableside/shared/bills.schemas';
import { useQuery } from '@tanstack/react-query';
import { Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { useGuestClock } from '../../lib/format/use-guest-clock.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { usePriceFormat } from '../menu-data/price-format.ts';
import { billQueries } from './bill.queries.ts';
import { BillLines, BillTotals } from './bill-figures.tsx';
import { receiptDocument } from './receipt-document.ts';

// Printing shows the receipt alone: everything else on the page is hidden, the receipt is laid
// out from the top of the sheet in black on white whatever the theme.
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  #bill-receipt, #bill-receipt * { visibility: visible !important; color: #000 !important; }
  #bill-receipt { position: absolute; inset: 0 auto auto 0; width: 100%; border: 0 !important; background: #fff !important; }
}`;

type TBillReceiptProps = {
  billId: number;
  token: string | null;
  /**
   * true when the table's bill says it is settled; false for the bill this phone saw last, which
   * the table's bill no longer lists: shown only if its receipt exists (404 until settled).
   */
  settled: boolean;
};

/** The settled bill's receipt (issue 16): "Paid — thank you", the receipt, print and PDF. */
export function BillReceipt({ billId, token, settled }: TBillReceiptProps) {
  const { t } = useTranslation();
  const query = useQuery(billQueries.receipt(billId, token));
  if (!settled && !query.data) return null;
  return (
    <section
      aria-labelledby="bill-paid-title"
      className="space-y-4 rounded-xl border border-success/40 bg-card p-4"
    >
      <h2 id="bill-paid-title" className="text-xl font-semibold text-success">
        {t('guest.bill.paidThanks')}
      </h2>
      {query.data ? (
        <ReceiptView receipt={query.data} />
      ) : query.isLoading ? (
        <p className="flex items-center gap-3 text-fg-muted">
          <Spinner />
          {t('guest.bill.receipt.loading')}
        </p>
      ) : (
        <p className="text-sm text-fg-muted">{t('guest.bill.receipt.unavailable')}</p>
      )}
    </section>
  );
}

function ReceiptView({ receipt }: { receipt: TBillReceipt }) {
  const { t } = useTranslation();
  const { price } = usePriceFormat();
  // The restaurant's date and clock, wherever the guest's phone is set (decision 0042).
  const { dateTime } = useGuestClock();
  const [pdfFailed, setPdfFailed] = useState(false);
  const [making, setMaking] = useState(false);
  const { restaurant } = receipt;
  const payments = receipt.payments.filter((payment) => payment.status === 'COMPLETED');

  const downloadPdf = async () => {
    setMaking(true);
    setPdfFailed(false);
    try {
      // jsPDF loads on this click only: neither the first screen nor the orders screen carries it.
      const { saveReceiptPdf } = await import('./receipt-pdf.ts');
      await saveReceiptPdf(receiptDocument(receipt, { t, price, dateTime }));
    } catch {
      setPdfFailed(true);
    } finally {
      setMaking(false);
    }
  };

  return (
    <>
      <style>{PRINT_CSS}</style>
      <article
        id="bill-receipt"
        aria-labelledby="bill-receipt-title"
        className="space-y-4 rounded-xl border border-line bg-card p-4"
      >
        <header className="space-y-0.5 text-center">
          <h3 id="bill-receipt-title" className="text-lg font-semibold">
            {restaurant.name}
          </h3>
          {restaurant.address ? <p className="text-sm whitespace-pre-line">{restaurant.address}</p> : null}
          {restaurant.phone ? <p className="text-sm">{restaurant.phone}</p> : null}
          {restaurant.tax_id ? (
            <p className="text-sm">{t('guest.bill.receipt.taxId', { id: restaurant.tax_id })}</p>
          ) : null}
        </header>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm">
          <dt className="text-fg-muted">{t('guest.bill.receipt.invoice')}</dt>
          <dd className="text-right font-semibold">{receipt.invoice_number}</dd>
          <dt className="text-fg-muted">{t('guest.bill.receipt.date')}</dt>
          <dd className="text-right">{dateTime(receipt.issued_at)}</dd>
          <dt className="text-fg-muted">{t('guest.bill.receipt.table')}</dt>
          <dd className="text-right">{receipt.bench_name}</dd>
        </dl>
        <BillLines lines={receipt.lines} label={t('guest.bill.linesLabel')} />
        <BillTotals
          totals={receipt.totals}
          taxBreakdown={receipt.tax_breakdown}
          tip={{ total: receipt.tip_total, totalWithTip: receipt.total_with_tip }}
        />
        {payments.length > 0 ? (
          <section aria-labelledby="bill-receipt-payments">
            <h4 id="bill-receipt-payments" className="mb-1 font-semibold">
              {t('guest.bill.receipt.payments')}
            </h4>
            <ul className="space-y-1 text-sm">
              {payments.map((payment) => (
                <li
                  key={`${payment.created_at}-${payment.method}-${payment.amount}`}
                  className="flex flex-wrap justify-between gap-x-3"
                >
                  <span>{t(`guest.bill.methods.${payment.method}`)}</span>
                  <span className="tabular-nums">
                    {price(payment.amount)}
                    {payment.tip > 0 ? ` ${t('guest.bill.plusTip', { amount: price(payment.tip) })}` : ''}
                  </span>
                  {payment.change !== null && payment.change > 0 ? (
                    <span className="w-full text-right text-fg-muted">
                      {t('guest.bill.receipt.change', { amount: price(payment.change) })}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          {t('guest.bill.receipt.print')}
        </Button>
        <Button variant="secondary" onClick={() => void downloadPdf()} loading={making}>
          <Download aria-hidden="true" className="size-4" />
          {t('guest.bill.receipt.download')}
        </Button>
      </div>
      {pdfFailed ? <Banner>{t('guest.bill.receipt.downloadFailed')}</Banner> : null}
    </>
  );
}
