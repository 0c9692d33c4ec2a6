import { orderNumberOf, type TOrderStatus } from '@tableside/shared/order-status';
import type { TPublicOrderView } from '@tableside/shared/orders.schemas';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';

type TStatusOrder = Pick<TPublicOrderView, 'id' | 'order_number' | 'sequence_number' | 'status'>;

/**
 * The orders whose status differs from the one last seen. Orders seen for the first time are not
 * news; orders no longer in the list keep their last status, so their final status still counts.
 */
export function statusChanges(
  lastSeen: Map<number, TOrderStatus>,
  orders: readonly TStatusOrder[],
): TStatusOrder[] {
  const changed = orders.filter((order) => {
    const before = lastSeen.get(order.id);
    return before !== undefined && before !== order.status;
  });
  for (const order of orders) lastSeen.set(order.id, order.status);
  return changed;
}

/**
 * A text for a polite live region that names each status change as it arrives, by stream or by
 * polling alike, e.g. 'Order ORD-000012: Ready'. Screen reader users hear it without losing their place.
 */
export function useStatusAnnouncement(orders: readonly TStatusOrder[]): string {
  const { t } = useTranslation();
  const lastSeen = useRef(new Map<number, TOrderStatus>());
  const [message, setMessage] = useState('');

  useEffect(() => {
    const changed = statusChanges(lastSeen.current, orders);
    if (changed.length === 0) return;
    setMessage(
      changed
        .map((order) =>
          t('guest.orders.statusAnnouncement', {
            number: orderNumberOf(order),
            status: t(`guest.orders.status.${order.status}`),
          }),
        )
        .join(' '),
    );
  }, [orders, t]);

  return message;
}
