import type { TFullOrderView } from '@tableside/shared/orders.schemas';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStaffSettings } from '../../staff-settings/use-staff-settings.hook.ts';
import { KitchenTickets } from './kitchen-ticket.tsx';
import { Receipt } from './receipt.tsx';

export type TPrintKind = 'kitchen' | 'receipt';

/**
 * Prints one view of the order: it is rendered into <body> beside the app, the print stylesheet
 * (orders.css) hides everything else, and the browser's print dialog opens. The view goes away
 * once printing is done.
 */
export function usePrintOrder(order: TFullOrderView | undefined) {
  // A new object per request, so printing the same view twice prints twice.
  const [request, setRequest] = useState<{ kind: TPrintKind } | null>(null);
  const kind = request?.kind ?? null;
  const { kitchen_copies: copies } = useStaffSettings();

  useEffect(() => {
    if (request === null) return;
    const done = () => setRequest(null);
    window.addEventListener('afterprint', done, { once: true });
    // The view is in the document now (effects run after commit), so the dialog prints it.
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [request]);

  const view =
    kind && order
      ? createPortal(
          <div className="order-print">
            {kind === 'kitchen' ? (
              <KitchenTickets order={order} copies={copies} />
            ) : (
              <Receipt order={order} />
            )}
          </div>,
          document.body,
        )
      : null;
  return { print: (next: TPrintKind) => setRequest({ kind: next }), view };
}
