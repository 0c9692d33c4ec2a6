import type { TBillShare } from '@tableside/shared/bills.schemas';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '../../lib/http/api-error.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link, useParams } from '../../lib/router/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { QueryStates } from '../../ui/query-states.tsx';
import { BillFacts } from './bill-facts.tsx';
import { isNewRequest } from './bill-list.tsx';
import { BillPayments } from './bill-payments.tsx';
import { useBillPermissions } from './bill-permissions.ts';
import { BillReceiptDialog } from './bill-receipt.tsx';
import { BillShares } from './bill-shares.tsx';
import { BillSummary } from './bill-summary.tsx';
import { billQueries } from './bills.queries.ts';
import { PaymentCorrectionDialog, type TCorrection } from './payment-correction-dialog.tsx';
import { TakePaymentDialog } from './take-payment-dialog.tsx';
import { useBillActions } from './use-bill-actions.hook.ts';

/** A settled bill's table is cleared once its orders are COMPLETED (POST /bills/{id}/clear). */
const FINAL = new Set(['COMPLETED', 'CANCELLED']);

/**
 * /admin/bills/:billId (issue 16): one bill with its shares and "Take payment", its payments with
 * Void or Refund, Acknowledge for a new request, Clear table and the receipt once it is settled.
 * Live through the staff stream like the list.
 */
export function BillDetailPage() {
  const { t } = useTranslation();
  const billId = Number(useParams().billId);
  const bill = useQuery({ ...billQueries.detail(billId), enabled: Number.isInteger(billId) && billId > 0 });
  useDocumentTitle(
    bill.data
      ? t('admin.bills.detail.title', { table: bill.data.bench_name })
      : t('admin.screens.billDetail'),
  );
  const can = useBillPermissions();
  const { acknowledge, clear } = useBillActions();
  const [taking, setTaking] = useState<TBillShare | null>(null);
  const [correction, setCorrection] = useState<TCorrection | null>(null);
  const [receiptOpen, setReceiptOpen] = useState(false);
  const notFound = bill.error instanceof ApiError && bill.error.status === 404;
  const data = bill.data;
  const cleared = data
    ? data.orders.length > 0 && data.orders.every((order) => FINAL.has(order.status))
    : false;
  // The dialog follows the bill as it is read again (after a payment or a colleague's).
  const takingNow = taking && data ? (data.shares.find((share) => share.id === taking.id) ?? taking) : null;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 px-4 py-6 sm:px-6">
      <Link
        to="/admin/bills"
        className="inline-flex items-center gap-1 text-sm font-medium text-link underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('admin.bills.detail.back')}
      </Link>
      {notFound ? (
        <Banner>{t('admin.bills.detail.notFound')}</Banner>
      ) : (
        <QueryStates
          query={bill}
          texts={{
            error: t('admin.bills.detail.loadError'),
            retry: t('admin.bills.retry'),
            loading: t('admin.bills.loading'),
          }}
        />
      )}
      {data ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 className="text-2xl font-bold">
              {t('admin.bills.detail.title', { table: data.bench_name })}
            </h1>
            <div className="flex flex-wrap gap-2">
              {isNewRequest(data) ? (
                <Button
                  loading={acknowledge.isPending}
                  aria-label={t('admin.bills.acknowledgeLabel', { table: data.bench_name })}
                  onClick={() => acknowledge.mutate(data)}
                >
                  {t('admin.bills.acknowledge')}
                </Button>
              ) : null}
              {data.status === 'SETTLED' ? (
                <Button variant="secondary" onClick={() => setReceiptOpen(true)}>
                  <ReceiptText aria-hidden="true" className="size-4" />
                  {t('admin.bills.detail.receipt')}
                </Button>
              ) : null}
              {data.status === 'SETTLED' && can.clear ? (
                <Button loading={clear.isPending} disabled={cleared} onClick={() => clear.mutate(data)}>
                  {cleared ? t('admin.bills.detail.alreadyCleared') : t('admin.bills.detail.clear')}
                </Button>
              ) : null}
            </div>
          </div>
          <BillFacts bill={data} />
          {data.unclaimed_line_ids.length > 0 ? (
            <Banner>{t('admin.bills.detail.unclaimed', { count: data.unclaimed_line_ids.length })}</Banner>
          ) : null}
          <BillShares bill={data} onTake={can.take && data.status === 'OPEN' ? setTaking : undefined} />
          <BillPayments bill={data} can={can} onCorrect={setCorrection} />
          <BillSummary bill={data} />
          <TakePaymentDialog bill={data} share={takingNow} onClose={() => setTaking(null)} />
          <PaymentCorrectionDialog correction={correction} onClose={() => setCorrection(null)} />
          {data.status === 'SETTLED' ? (
            <BillReceiptDialog billId={data.id} open={receiptOpen} onClose={() => setReceiptOpen(false)} />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
