import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useStaffSettings } from '../../staff-settings/use-staff-settings.hook.ts';
import { staffOrderQueries } from '../orders.queries.ts';
import { AUTO_PRINT_WINDOW_MS, finishAutoPrint, useAutoPrintHead } from './auto-print.store.ts';
import { KitchenTickets } from './kitchen-ticket.tsx';

/**
 * KITCHEN_OPERATIONS.AUTO_PRINT: prints the kitchen ticket of each new order this tab claimed
 * (auto-print.store.ts), KITCHEN_COPIES times, one at a time. Mounted once, by the admin shell.
 * An order older than the print window (a stale event) is skipped: nothing old prints on a load.
 */
export function AutoPrint() {
  const orderId = useAutoPrintHead();
  return orderId === null ? null : <AutoPrintOrder key={orderId} orderId={orderId} />;
}

function AutoPrintOrder({ orderId }: { orderId: number }) {
  const { kitchen_copies: copies } = useStaffSettings();
  const { data: order, isError } = useQuery({ ...staffOrderQueries.detail(orderId), retry: false });
  const recent = order ? Date.now() - Date.parse(order.created_at) < AUTO_PRINT_WINDOW_MS : false;

  useEffect(() => {
    if (isError || (order && !recent)) finishAutoPrint(orderId);
  }, [isError, order, recent, orderId]);

  useEffect(() => {
    if (!order || !recent) return;
    const done = () => finishAutoPrint(orderId);
    window.addEventListener('afterprint', done, { once: true });
    // The tickets are in the document now (effects run after commit), so the dialog prints them.
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [order, recent, orderId]);

  if (!order || !recent) return null;
  return createPortal(
    <div className="order-print">
      <KitchenTickets order={order} copies={copies} />
    </div>,
    document.body,
  );
}
