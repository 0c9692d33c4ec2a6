import { ZBenchIdParams } from '@tableside/shared/orders.schemas';
import type { TDomainEvent } from '../events/event-bus.ts';
import { ApiRouter } from '../http/api-router.ts';
import { streamDomainEvents, type TStreamMessage } from '../http/sse.ts';
import { requireBench } from './customer-guards.ts';

/**
 * A table's live order updates for guests (DESIGN 4), beside /customer/orders/bench/{id}: only
 * that table's order events, carrying ids and statuses, never order contents. Guests refetch the
 * public list when one arrives; polling stays the fallback.
 */
export function benchOrderMessage(event: TDomainEvent, benchId: number): TStreamMessage | null {
  switch (event.type) {
    case 'order.created':
    case 'order.status_changed':
      if (event.benchId !== benchId) return null;
      return { event: event.type, data: { orderId: event.orderId, status: event.status } };
    case 'order.items_changed':
      // The event carries no status; an added or changed line does not change it.
      if (event.benchId !== benchId) return null;
      return { event: event.type, data: { orderId: event.orderId } };
    // Every guest screen follows the settings and the menu; the event names no values, the
    // screens refetch the public branding (with the guest settings) and menu.
    case 'config.changed':
      return { event: 'settings.changed', data: {} };
    case 'menu.changed':
      return { event: 'menu.changed', data: {} };
    // This table was switched off, archived, renamed or deleted (or any table may have been):
    // the guest's screens check it again (GET /tables/{id}/validate). No names, no settings.
    case 'tables.changed':
      if (event.benchIds && !event.benchIds.includes(benchId)) return null;
      return { event: 'table.changed', data: {} };
    // A call of this table was made or taken: the guests' screens show "called" or "on the way".
    case 'waiter_call.created':
    case 'waiter_call.acknowledged':
      if (event.benchId !== benchId) return null;
      return { event: event.type, data: { callId: event.callId, reason: event.reason } };
    // This table's bill changed (asked for, split, paid, settled): the guests' bill screen refetches it.
    case 'bill.requested':
    case 'bill.changed':
    case 'bill.settled':
      if (event.benchId !== benchId) return null;
      return { event: 'bill.changed', data: { bill_id: event.billId } };
    default:
      return null;
  }
}

export const customerEventsRouter = new ApiRouter('Customer orders').get(
  '/bench/:benchId/events',
  {
    summary: "A table's live order updates (Server-Sent Events)",
    description:
      "Events 'order.created', 'order.status_changed' ({orderId, status}) and 'order.items_changed' " +
      "({orderId}) for this table's orders, 'settings.changed' and 'menu.changed' ({}) for everyone, " +
      "'table.changed' ({}) when this table was changed (switched off, archived, deleted); " +
      "'waiter_call.created' and 'waiter_call.acknowledged' ({callId, reason}) for this table's calls; " +
      "'bill.changed' ({bill_id}) when this table's bill changes; a 'ready' event opens the stream.",
    access: 'public',
    params: ZBenchIdParams,
  },
  async (c, { params }) => {
    await requireBench(c.get('deps').db, params.benchId);
    return streamDomainEvents(c, (event) => benchOrderMessage(event, params.benchId));
  },
);
