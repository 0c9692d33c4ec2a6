import { orderNumberOf } from '@tableside/shared/order-status';
import type { TGuestOrderView, TPublicOrderView } from '@tableside/shared/orders.schemas';
import { clsx } from 'clsx';
import { PencilLine, Plus, Smartphone } from 'lucide-react';
import { useId } from 'react';
import { useGuestClock } from '../../lib/format/use-guest-clock.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from '../../lib/router/router.tsx';
import { buttonStyles } from '../../ui/button.tsx';
import { canAddItems, canEditLines, fixedByBill } from './order-change-rules.ts';
import { OrderEstimate } from './order-estimate.tsx';
import { OrderLinesList, OrderTotals } from './order-lines.tsx';
import { OrderStatusTimeline } from './order-status-timeline.tsx';
import { isPublicOrderView } from './orders.api.ts';

type TOrderCardProps = {
  /** The public view of an order this phone placed; another phone's order comes as its status only. */
  order: TGuestOrderView;
  tableId: number;
  /** This browser submitted the order and holds its token, so it may add to or change it. */
  own: boolean;
  /** The order the guest has just submitted, highlighted after checkout. */
  highlighted?: boolean;
};

/**
 * One order on the tracking screen: number, progress and estimate; for an order of this phone also
 * its lines, notes, totals and what may be changed. Another phone's order at the table shows no
 * items or notes: the server gives them only to the phone holding its token (decision 0047).
 */
export function OrderCard({ order, tableId, own: holdsToken, highlighted = false }: TOrderCardProps) {
  const { t } = useTranslation();
  const clockTime = useGuestClock().time;
  const headingId = useId();
  const full = isPublicOrderView(order) ? order : null;
  const own = holdsToken && full !== null;

  return (
    <article
      aria-labelledby={headingId}
      className={clsx(
        'space-y-4 rounded-2xl border bg-card p-4 shadow-sm sm:p-5',
        highlighted ? 'border-action ring-2 ring-action/30' : 'border-line',
        order.status === 'CANCELLED' && 'border-danger/50',
      )}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold tabular-nums">
          {t('guest.orders.orderNumber', { number: orderNumberOf(order) })}
        </h2>
        <p className="text-sm text-fg-muted">
          {t('guest.orders.placedAt', { time: clockTime(order.created_at) })}
        </p>
        {highlighted || own || !full ? (
          <p className="flex w-full flex-wrap gap-2 text-xs font-medium">
            {highlighted ? (
              <span className="rounded-full bg-action px-2 py-0.5 text-action-fg">
                {t('guest.orders.justSubmitted')}
              </span>
            ) : null}
            {own ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5">
                <Smartphone aria-hidden="true" className="size-3.5" />
                {t('guest.orders.fromThisPhone')}
              </span>
            ) : null}
            {full ? null : (
              <span className="rounded-full bg-muted px-2 py-0.5">{t('guest.orders.otherPhone')}</span>
            )}
          </p>
        ) : null}
      </header>

      <OrderStatusTimeline order={{ status: order.status, status_history: full?.status_history ?? [] }} />
      <OrderEstimate order={order} />
      {full ? (
        <OrderContents order={full} tableId={tableId} own={own} />
      ) : (
        <p className="text-sm text-fg-muted">{t('guest.orders.otherPhoneNote')}</p>
      )}
    </article>
  );
}

/** An order's lines, notes and totals, and the changes its own phone may still make. */
function OrderContents({ order, tableId, own }: { order: TPublicOrderView; tableId: number; own: boolean }) {
  const { t } = useTranslation();
  const modifyPath = `/table/${tableId}/orders/${order.id}/modify`;
  return (
    <>
      <OrderLinesList items={order.items} />
      {order.notes ? (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm break-words">
          <span className="font-medium">{t('guest.orders.notes')}: </span>
          {order.notes}
        </p>
      ) : null}
      <OrderTotals order={order} />

      {own && canAddItems(order) ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link
            to={modifyPath}
            state={{ focusAdd: true }}
            className={clsx(buttonStyles({ variant: 'secondary', fullWidth: true }), 'sm:flex-1')}
            aria-label={t('guest.orders.addItemsTo', { number: orderNumberOf(order) })}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('guest.orders.addItems')}
          </Link>
          {canEditLines(order) ? (
            <Link
              to={modifyPath}
              className={clsx(buttonStyles({ variant: 'secondary', fullWidth: true }), 'sm:flex-1')}
              aria-label={t('guest.orders.changeOrderNumber', { number: orderNumberOf(order) })}
            >
              <PencilLine aria-hidden="true" className="size-4" />
              {t('guest.orders.changeOrder')}
            </Link>
          ) : null}
        </div>
      ) : null}
      {own && fixedByBill(order) ? (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm text-fg-muted">{t('guest.orders.onBillNote')}</p>
      ) : null}
    </>
  );
}
