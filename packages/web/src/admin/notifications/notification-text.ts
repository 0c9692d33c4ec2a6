import { ORDER_STATUSES, type TOrderStatus } from '@tableside/shared/order-status';
import { type TWaiterCallReason, WAITER_CALL_REASONS } from '@tableside/shared/waiter-call-reasons';
import type { TTranslate as TFunction } from '../../lib/i18n/translation-keys.ts';
import type { TOrderNotification } from './notifications.reducer.ts';

const isReason = (value: string | null): value is TWaiterCallReason =>
  WAITER_CALL_REASONS.some((reason) => reason === value);

const isOrderStatus = (value: string | null): value is TOrderStatus =>
  ORDER_STATUSES.some((status) => status === value);

/**
 * The sentence of a notification, made when shown rather than when stored, so a language switch
 * applies to the whole list: 'New order ORD-000123 at Table 5', 'Order ORD-000123 is READY'.
 */
export function notificationText(t: TFunction, notification: TOrderNotification): string {
  const order = notification.orderNumber;
  if (notification.kind === 'waiter_call') {
    const table =
      notification.tableName ?? t('admin.waiterCalls.tableFallback', { id: notification.benchId ?? 0 });
    const reason = isReason(notification.status)
      ? t(`admin.waiterCalls.reasons.${notification.status}`)
      : (notification.status ?? '');
    return t('admin.waiterCalls.notification', { table, reason });
  }
  if (notification.kind === 'bill_request') {
    const table =
      notification.tableName ?? t('admin.notifications.tableFallback', { id: notification.benchId ?? 0 });
    return t('admin.bills.notification', { table });
  }
  if (notification.kind === 'order.status_changed') {
    const status = isOrderStatus(notification.status)
      ? t(`admin.notifications.status.${notification.status}`)
      : (notification.status ?? '');
    return t('admin.notifications.statusChanged', { order, status });
  }
  if (notification.benchId === null) return t('admin.notifications.newOrderNoTable', { order });
  const table =
    notification.tableName ?? t('admin.notifications.tableFallback', { id: notification.benchId });
  return t('admin.notifications.newOrder', { order, table });
}
