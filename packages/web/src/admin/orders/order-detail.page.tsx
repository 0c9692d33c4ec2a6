import { orderNumberOf } from '@tableside/shared/order-status';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ChefHat, Printer, SearchX } from 'lucide-react';
import { ApiError } from '../../lib/http/api-error.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link, useParams } from '../../lib/router/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button, buttonStyles } from '../../ui/button.tsx';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { useOrderPollMs } from '../staff-settings/use-staff-settings.hook.ts';
import { OrderFacts } from './detail/order-facts.tsx';
import { OrderHistory } from './detail/order-history.tsx';
import { OrderItemsSection } from './detail/order-items-section.tsx';
import { useOrderFormat } from './order-format.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { staffOrderQueries } from './orders.queries.ts';
import './orders.css';
import { usePrintOrder } from './print/print-view.tsx';
import { StatusActions } from './status-actions.tsx';
import { useOrderLiveUpdates } from './use-order-live-updates.hook.ts';

/** '12' → 12; anything else (0, -3, 'abc', '1.5') → 0, which spec admin 5 never fetches. */
function parseOrderId(raw: string | undefined): number {
  return raw && /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
}

/**
 * /admin/orders/:orderId: the whole order for staff: items with options and prices, totals, the
 * customer and table, the status history with who and when, status changes (optimistic, as on the
 * board), item edits, and the printable kitchen ticket and receipt.
 */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const orderId = parseOrderId(useParams().orderId);
  const { connected } = useOrderLiveUpdates();
  const pollMs = useOrderPollMs();
  const query = useQuery({
    ...staffOrderQueries.detail(orderId),
    refetchInterval: connected ? false : pollMs,
  });
  const order = query.data;
  const { print, view: printView } = usePrintOrder(order);
  const notFound = orderId <= 0 || (query.error instanceof ApiError && query.error.status === 404);
  useDocumentTitle(
    notFound
      ? t('admin.orders.detail.notFound')
      : order
        ? t('admin.orders.detail.title', { number: orderNumberOf(order) })
        : t('admin.screens.orders'),
  );

  if (notFound) return <OrderNotFound />;
  if (query.isPending) return <LoadingScreen label={t('admin.orders.detail.loading')} />;
  if (!order) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
        <Banner>
          <p>{t('admin.orders.detail.error')}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            {t('admin.orders.retry')}
          </Button>
        </Banner>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 px-4 py-6 sm:px-6">
      <BackToOrders />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold tabular-nums">
              {t('admin.orders.detail.title', { number: orderNumberOf(order) })}
            </h1>
            <OrderStatusBadge status={order.status} className="text-base" />
          </div>
          <p className="text-fg-muted">
            {[order.bench?.name ?? t('admin.orders.card.noTable'), format.dateTime(order.created_at)]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => print('kitchen')}>
            <ChefHat aria-hidden="true" className="size-4" />
            {t('admin.orders.print.printKitchen')}
          </Button>
          <Button variant="secondary" onClick={() => print('receipt')}>
            <Printer aria-hidden="true" className="size-4" />
            {t('admin.orders.print.printReceipt')}
          </Button>
        </div>
      </header>
      <div className="max-w-xl">
        <StatusActions order={order} layout="inline" />
      </div>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <OrderItemsSection order={order} />
        <div className="space-y-5">
          <OrderFacts order={order} />
          <section
            aria-labelledby="order-history-heading"
            className="space-y-3 rounded-2xl border border-line bg-card p-4 sm:p-5"
          >
            <h2 id="order-history-heading" className="text-lg font-bold">
              {t('admin.orders.detail.history')}
            </h2>
            <OrderHistory history={order.status_history} />
          </section>
        </div>
      </div>
      {printView}
    </div>
  );
}

function BackToOrders() {
  const { t } = useTranslation();
  return (
    <Link to="/admin/orders" className={buttonStyles({ variant: 'ghost', size: 'md' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('admin.orders.detail.back')}
    </Link>
  );
}

function OrderNotFound() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <SearchX aria-hidden="true" className="size-12 text-fg-muted" />
      <h1 className="text-2xl font-bold">{t('admin.orders.detail.notFound')}</h1>
      <p className="text-fg-muted">{t('admin.orders.detail.notFoundText')}</p>
      <BackToOrders />
    </div>
  );
}
