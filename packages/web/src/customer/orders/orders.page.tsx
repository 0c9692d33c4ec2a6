import type { TGuestOrderView } from '@tableside/shared/orders.schemas';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Gamepad2, ReceiptText, Utensils } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import { useGuestSettings } from '../../lib/branding/branding.queries.ts';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link, useLocation, useParams } from '../../lib/router/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button, buttonStyles } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { CallWaiterPanel } from '../waiter-call/call-waiter-panel.tsx';
import { OrderCard } from './order-card.tsx';
import { useOrderTokens } from './order-tokens.store.ts';
import { guestOrderQueries } from './orders.queries.ts';
import { useBenchOrderEvents } from './use-bench-order-events.hook.ts';
import { useDepartedOrders } from './use-departed-orders.hook.ts';
import { useStatusAnnouncement } from './use-status-announcement.hook.ts';

// Issue 16: the table's bill, loaded after this screen's own code.
const BillPanel = lazy(() => import('../bill/bill-panel.tsx').then((m) => ({ default: m.BillPanel })));

/** What checkout passes along so the new order stands out (checkout.page.tsx). */
export type TOrdersLocationState = { newOrderId?: number } | null;

const newestFirst = (a: TGuestOrderView, b: TGuestOrderView) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

/**
 * /table/:tableId/orders: the table's active orders (spec customer 2 and 7), those of this phone in
 * full, the others by their status only (decision 0047). Live over the table's
 * event stream; while the stream is down the list is polled every 30 s, and it is refetched on
 * focus and on reconnect in any case.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const tableId = Number(useParams().tableId);
  const newOrderId = (useLocation().state as TOrdersLocationState)?.newOrderId;
  useDocumentTitle(t('customer.screens.orders'));

  const { live } = useBenchOrderEvents(tableId);
  // TABLES.ORDER_POLL_SECONDS: the fallback while the stream is down (30 s by default).
  const pollMs = useGuestSettings().order_poll_seconds * 1000;
  const query = useQuery({ ...guestOrderQueries.bench(tableId), refetchInterval: live ? false : pollMs });
  const orders = useMemo(() => [...(query.data ?? [])].sort(newestFirst), [query.data]);
  const departed = useDepartedOrders(query.data);
  const announcement = useStatusAnnouncement(useMemo(() => [...orders, ...departed], [orders, departed]));
  const tokens = useOrderTokens();
  const menuPath = `/table/${tableId}/menu`;

  const card = (order: TGuestOrderView) => (
    <li key={order.id}>
      <OrderCard
        order={order}
        tableId={tableId}
        own={Boolean(tokens[String(order.id)])}
        highlighted={order.id === newOrderId}
      />
    </li>
  );

  return (
    <div className="mx-auto max-w-2xl px-4 pt-6 pb-16">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{t('customer.screens.orders')}</h1>
        <Link to={menuPath} className={buttonStyles({ variant: 'secondary', size: 'md' })}>
          <Utensils aria-hidden="true" className="size-4" />
          {t('guest.orders.backToMenu')}
        </Link>
      </div>

      <CallWaiterPanel tableId={tableId} live={live} />

      {query.isPending ? (
        <p className="flex items-center justify-center gap-3 py-16 text-fg-muted">
          <Spinner />
          {t('guest.orders.loading')}
        </p>
      ) : query.isError && !query.data ? (
        <div className="space-y-3">
          <Banner>
            {t('guest.orders.loadFailed')} {userFacingErrorMessage(t, query.error)}
          </Banner>
          <Button variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('guest.orders.retry')}
          </Button>
        </div>
      ) : orders.length === 0 ? (
        <section className="flex flex-col items-center py-12 text-center">
          <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-muted">
            <ReceiptText aria-hidden="true" className="size-7" />
          </span>
          <h2 className="text-xl font-semibold">{t('guest.orders.empty')}</h2>
          <p className="mt-1 text-fg-muted">{t('guest.orders.emptyText')}</p>
          <Link to={menuPath} className={clsx(buttonStyles({ size: 'lg' }), 'mt-6')}>
            {t('guest.orders.browseMenu')}
          </Link>
        </section>
      ) : (
        <>
          <ul className="space-y-4">{orders.map(card)}</ul>
          {/* Issue 14: something to do while the kitchen works, offered only while an order is active. */}
          <Link
            to={`/table/${tableId}/game`}
            className="mt-4 -ml-2 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 font-medium text-link hover:underline"
          >
            <Gamepad2 aria-hidden="true" className="size-5" />
            {t('guest.orders.playGame')}
          </Link>
        </>
      )}

      <Suspense fallback={null}>
        <BillPanel tableId={tableId} live={live} />
      </Suspense>

      {departed.length > 0 ? (
        <section aria-labelledby="departed-orders" className="mt-10">
          <h2 id="departed-orders" className="mb-3 text-lg font-semibold">
            {t('guest.orders.recentlyFinished')}
          </h2>
          <ul className="space-y-4">{departed.map(card)}</ul>
        </section>
      ) : null}

      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
