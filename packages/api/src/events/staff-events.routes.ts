import type {
  TStaffOrderEventData,
  TStaffSharedCartChangedData,
  TStaffTablesChangedData,
  TStaffWaiterCallEventData,
} from '@tableside/shared/staff-orders.schemas';
import { z } from 'zod';
import { tokenHolder } from '../auth/current-principal.ts';
import { ApiRouter, requirePrincipal } from '../http/api-router.ts';
import { streamDomainEvents, type TStreamMessage } from '../http/sse.ts';
import type { TDomainEvent } from './event-bus.ts';

/**
 * The staff screens' live updates (DESIGN 4): every order event of the restaurant, carrying ids
 * and statuses, and for those who may see tables (`permissions` holds tables.read) every table
 * write and shared-cart change, carrying table ids only; screens refetch what they show when one
 * arrives, and poll as the fallback. Every location's events go to everyone: staff are not bound
 * to a location, the screens' location filter is a view (decision 0019).
 */
export function staffEventMessage(
  event: TDomainEvent,
  permissions: readonly string[],
): TStreamMessage | null {
  let data: TStaffOrderEventData;
  switch (event.type) {
    case 'order.created':
      data = { orderId: event.orderId, benchId: event.benchId, status: event.status };
      break;
    case 'order.status_changed':
      data = {
        orderId: event.orderId,
        benchId: event.benchId,
        status: event.status,
        previous: event.previous,
      };
      break;
    case 'order.items_changed':
      // The event carries no status: adding or removing a line does not change it.
      data = { orderId: event.orderId, benchId: event.benchId };
      break;
    case 'config.changed':
      // Staff screens reread the staff settings (GET /settings/staff); keys only, never values.
      return { event: 'settings.changed', data: { keys: event.keys } };
    case 'tables.changed': {
      if (!permissions.includes('tables.read')) return null;
      const tables: TStaffTablesChangedData = { benchIds: event.benchIds ?? null };
      return { event: event.type, data: tables };
    }
    case 'shared_cart.changed': {
      // The floor plan turns the table 'ordering'. Not the cart's id: it is the key that joins it.
      if (!permissions.includes('tables.read')) return null;
      const cart: TStaffSharedCartChangedData = { benchId: event.benchId };
      return { event: event.type, data: cart };
    }
    case 'waiter_call.created':
    case 'waiter_call.acknowledged': {
      // Everyone on this stream reads orders, the permission that lists calls (decision 0031).
      const call: TStaffWaiterCallEventData = {
        callId: event.callId,
        benchId: event.benchId,
        reason: event.reason,
      };
      return { event: event.type, data: call };
    }
    case 'bill.requested':
    case 'bill.changed':
    case 'bill.settled':
      // Ids only (decision 0032); everyone on this stream reads orders, the permission bills need.
      return { event: event.type, data: { bill_id: event.billId, bench_id: event.benchId } };
    default:
      return null;
  }
  return { event: event.type, data };
}

export const staffEventsRouter = new ApiRouter('Staff orders');

/**
 * A browser's EventSource cannot send an Authorization header, so this one endpoint also takes the
 * access token as ?access_token=. It is the same short-lived JWT (15 minutes; the stream reconnects
 * with a fresh one), and the server logs paths without query strings, so a token that leaks from a
 * URL (browser history, a proxy's log) is good for minutes only. No other endpoint reads it there.
 */
staffEventsRouter.hono.use('*', async (c, next) => {
  const token = c.req.query('access_token');
  if (!c.get('principal') && !c.get('accountDisabled') && token) {
    const holder = await tokenHolder(c.get('deps'), token);
    c.set('principal', holder.principal);
    c.set('accountDisabled', holder.disabled);
  }
  await next();
});

staffEventsRouter.get(
  '/',
  {
    summary: 'Live order updates for staff (Server-Sent Events)',
    description:
      "Events 'order.created' and 'order.status_changed' ({orderId, benchId, status, previous?}) and " +
      "'order.items_changed' ({orderId, benchId}) for every order, 'settings.changed' ({keys}) when the " +
      "configuration changes; with tables.read also 'tables.changed' ({benchIds}, null for any table) " +
      "after every table write and 'shared_cart.changed' ({benchId}) when guests change a shared cart; " +
      "'waiter_call.created' and 'waiter_call.acknowledged' ({callId, benchId, reason}) when a guest " +
      "calls a waiter and when staff take the call; 'bill.requested', 'bill.changed' and 'bill.settled' " +
      "({bill_id, bench_id}) when a table asks for the bill, it changes or is paid; a 'ready' event opens the stream. " +
      'Send the access token as a Bearer header or, for EventSource, as ?access_token=.',
    access: 'orders.read',
    query: z.object({ access_token: z.string().optional().describe('The access token, for EventSource') }),
  },
  (c, { principal }) => {
    const { permissions } = requirePrincipal(principal);
    return streamDomainEvents(c, (event) => staffEventMessage(event, permissions));
  },
);
