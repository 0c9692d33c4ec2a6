import { orderNumberOf } from '@tableside/shared/order-status';
import type { TPublicOrderView } from '@tableside/shared/orders.schemas';
import { readSettings } from '../config/settings.ts';
import type { TApiDeps, TMail } from '../deps.ts';

/**
 * NOTIFICATIONS.NEW_ORDER_EMAIL: when set, every guest's new order is mailed there (for a manager
 * who is not watching the board). Sent by the instance that took the order, after it committed;
 * a failing mailer is logged and never fails the order.
 */
export async function mailNewOrder(deps: TApiDeps, order: TPublicOrderView): Promise<void> {
  const to = (await readSettings(deps)).get('NOTIFICATIONS.NEW_ORDER_EMAIL').trim();
  if (to === '') return;
  deps.mailer.send(newOrderMail(to, order)).catch((error: unknown) => {
    deps.logger.error('new order mail failed', { orderId: order.id, error: String(error) });
  });
}

export function newOrderMail(to: string, order: TPublicOrderView): TMail {
  const where = order.bench?.name ?? 'no table';
  const number = orderNumberOf(order);
  const lines = order.items.map((item) => {
    const choices = item.details.map((detail) => detail.value).filter(Boolean);
    return `${item.quantity} × ${item.menu_item.name}${choices.length > 0 ? ` (${choices.join(', ')})` : ''}`;
  });
  return {
    to,
    subject: `New order ${number} – ${where}`,
    text: [
      `Order ${number} at ${where}${order.order_type === 'TAKEAWAY' ? ' (takeaway)' : ''}:`,
      '',
      ...lines,
      ...(order.notes ? ['', `Notes: ${order.notes}`] : []),
      '',
      `Total: ${order.gross.toFixed(2)}`,
    ].join('\n'),
  };
}
