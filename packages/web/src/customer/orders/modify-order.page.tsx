import { orderNumberOf } from '@tableside/shared/order-status';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Info, LockKeyhole, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useGuestSettings } from '../../lib/branding/branding.queries.ts';
import { ApiError } from '../../lib/http/api-error.ts';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link, useLocation, useParams } from '../../lib/router/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ModifyOrderForm } from './modify-order-form.tsx';
import { useOrderToken } from './order-tokens.store.ts';
import { isPublicOrderView } from './orders.api.ts';
import { guestOrderQueries } from './orders.queries.ts';
import { useBenchOrderEvents } from './use-bench-order-events.hook.ts';

/** What the orders screen passes when the guest pressed 'Add items' (order-card.tsx). */
export type TModifyLocationState = { focusAdd?: boolean } | null;

/**
 * /table/:tableId/orders/:orderId/modify (issue "Guest journey"): change or remove lines while the
 * order is SUBMITTED; once the kitchen opened it, only additions; from READY on, nothing. Every
 * change needs the order token this phone received when it submitted the order.
 */
export function ModifyOrderPage() {
  const { t } = useTranslation();
  const params = useParams();
  const tableId = Number(params.tableId);
  const orderId = Number(params.orderId);
  const focusAdd = Boolean((useLocation().state as TModifyLocationState)?.focusAdd);
  const token = useOrderToken(orderId);
  useDocumentTitle(t('customer.screens.modifyOrder'));

  // The kitchen may open the order while the guest edits it: follow the table's stream.
  const { live } = useBenchOrderEvents(token ? tableId : 0);
  const pollMs = useGuestSettings().order_poll_seconds * 1000;
  const query = useQuery({
    ...guestOrderQueries.detail(token ? orderId : 0),
    refetchInterval: live ? false : pollMs,
  });
  const ordersPath = `/table/${tableId}/orders`;
  // Without a token the server answers only the order's status (decision 0022); a stored token it no
  // longer accepts (the data was reset) counts as none.
  const order = query.data && isPublicOrderView(query.data) ? query.data : undefined;

  let content: ReactNode;
  if (!token || (query.data && !order)) {
    content = (
      <Notice icon={LockKeyhole} title={t('guest.orders.modify.noTokenTitle')}>
        {t('guest.orders.modify.noTokenText')}
      </Notice>
    );
  } else if (query.isPending) {
    content = (
      <p className="flex items-center justify-center gap-3 py-16 text-fg-muted">
        <Spinner />
        {t('guest.orders.modify.loading')}
      </p>
    );
  } else if (query.isError || !order || order.bench_id !== tableId) {
    const notFound = !query.isError || (query.error instanceof ApiError && query.error.status === 404);
    content = notFound ? (
      <Notice icon={Info} title={t('guest.orders.modify.notFound')} />
    ) : (
      <div className="space-y-3">
        <Banner>
          {t('guest.orders.modify.loadFailed')} {userFacingErrorMessage(t, query.error)}
        </Banner>
        <Button variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('guest.orders.retry')}
        </Button>
      </div>
    );
  } else {
    content = <ModifyOrderForm order={order} token={token} focusAdd={focusAdd} />;
  }

  return (
    <div className="mx-auto max-w-2xl px-4 pt-6 pb-16">
      <Link
        to={ordersPath}
        className="-ml-2 mb-3 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 font-medium text-link hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('guest.orders.modify.backToOrders')}
      </Link>
      <h1 className="mb-5 text-2xl font-semibold tracking-tight">
        {order && token
          ? t('guest.orders.modify.title', { number: orderNumberOf(order) })
          : t('customer.screens.modifyOrder')}
      </h1>
      {content}
    </div>
  );
}

function Notice({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children?: ReactNode }) {
  return (
    <section className="flex flex-col items-center rounded-2xl border border-line bg-card px-4 py-10 text-center">
      <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-muted">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children ? <p className="mt-2 max-w-md text-fg-muted">{children}</p> : null}
    </section>
  );
}
