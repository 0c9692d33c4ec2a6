import { useQuery } from '@tanstack/react-query';
import { Clock, ReceiptText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/http/api-error.ts';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { lazyWhenOpen } from '../../ui/lazy-when-open.tsx';
import { useOrderTokens } from '../orders/order-tokens.store.ts';
import { BILL_POLL_MS, billQueries } from './bill.queries.ts';
import { BillLines, BillTotals } from './bill-figures.tsx';
import { readRememberedBill, readShareId, rememberBill } from './bill-phone.store.ts';
import { BillReceipt } from './bill-receipt.tsx';
import { tokenFor } from './bill-rules.ts';
import { BillShares } from './bill-shares.tsx';
import { ItemsShare } from './items-share.tsx';

// The form and the Radix dialog load on the first tap (decision 0007).
const BillRequestDialog = lazyWhenOpen(() =>
  import('./bill-request-dialog.tsx').then((m) => m.BillRequestDialog),
);

/**
 * The table's bill on the orders screen (issue 16): its unpaid orders' lines, taxes, service charge
 * and total as the server computed them; "Request the bill"; once asked, the status and the
 * shares (and, split by items, this phone's picks); once settled, the receipt. Live over the
 * table's stream (`live`; polled while it is down).
 */
export function BillPanel({ tableId, live }: { tableId: number; live: boolean }) {
  const { t } = useTranslation();
  const query = useQuery({ ...billQueries.table(tableId), refetchInterval: live ? false : BILL_POLL_MS });
  const tokens = useOrderTokens();
  const [requesting, setRequesting] = useState(false);
  const tableBill = query.data;
  const bill = tableBill?.bill ?? null;
  const billToken = bill ? tokenFor(bill.orders, tokens) : null;
  const [shareId, setShareId] = useState<number | null>(null);
  const ownShareId = bill ? (shareId ?? readShareId(bill.id)) : null;

  useEffect(() => {
    if (bill) rememberBill(tableId, bill.id, billToken);
  }, [tableId, bill, billToken]);

  if (query.isError && !tableBill) {
    // An unknown table is the table guard's to explain; other failures get a retry.
    if (query.error instanceof ApiError && query.error.status === 404) return null;
    return (
      <div className="mt-8 space-y-3">
        <Banner>
          {t('guest.bill.loadFailed')} {userFacingErrorMessage(t, query.error)}
        </Banner>
        <Button variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('guest.bill.retry')}
        </Button>
      </div>
    );
  }
  if (!tableBill) return null;

  // A settled bill leaves the table's bill (its orders are paid): the phone remembers it to show the receipt.
  const remembered = readRememberedBill(tableId);
  const settled =
    bill?.status === 'SETTLED'
      ? {
          billId: bill.id,
          token: billToken ?? (remembered?.billId === bill.id ? remembered.token : null),
          known: true,
        }
      : remembered && remembered.billId !== bill?.id
        ? { ...remembered, known: false }
        : null;
  const open = bill?.status === 'OPEN' ? bill : null;
  const lines = open?.lines ?? tableBill.lines;
  const requestToken = tokenFor(tableBill.orders, tokens) ?? billToken;
  const canChange = open === null || open.paid_total === 0;

  return (
    <div className="mt-8 space-y-8">
      {settled ? <BillReceipt billId={settled.billId} token={settled.token} settled={settled.known} /> : null}
      {lines.length > 0 ? (
        <section aria-labelledby="bill-title" className="space-y-4 rounded-xl border border-line bg-card p-4">
          <div className="flex items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted">
              <ReceiptText aria-hidden="true" className="size-5" />
            </span>
            <h2 id="bill-title" className="text-lg font-semibold">
              {t('guest.bill.title')}
            </h2>
          </div>
          <p aria-live="polite" className="text-sm font-medium">
            {open ? (
              <span className="flex items-center gap-2">
                <Clock aria-hidden="true" className="size-4 shrink-0" />
                {open.acknowledged_at ? t('guest.bill.acknowledged') : t('guest.bill.requested')}
              </span>
            ) : null}
          </p>
          <BillLines lines={lines} label={t('guest.bill.linesLabel')} />
          <BillTotals
            totals={open?.totals ?? tableBill.totals}
            taxBreakdown={open?.tax_breakdown ?? tableBill.tax_breakdown}
            tip={open ? { total: open.tip_total, totalWithTip: open.total_with_tip } : undefined}
          />
          {open ? <BillShares bill={open} ownShareId={ownShareId} /> : null}
          {open?.split_mode === 'ITEMS' ? (
            <ItemsShare
              tableId={tableId}
              tableBill={tableBill}
              bill={open}
              shareId={ownShareId}
              onJoined={setShareId}
              token={billToken ?? requestToken}
            />
          ) : null}
          {!canChange ? null : requestToken ? (
            <>
              <Button variant={open ? 'secondary' : 'primary'} fullWidth onClick={() => setRequesting(true)}>
                {open ? t('guest.bill.changeRequest') : t('guest.bill.request.title')}
              </Button>
              <BillRequestDialog
                open={requesting}
                onOpenChange={setRequesting}
                tableId={tableId}
                tableBill={tableBill}
                token={requestToken}
              />
            </>
          ) : (
            <p className="text-sm text-fg-muted">{t('guest.bill.noToken')}</p>
          )}
        </section>
      ) : null}
    </div>
  );
}
