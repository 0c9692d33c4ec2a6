import type { TFullOrderView } from '@tableside/shared/orders.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { userFacingErrorMessage } from '../../../lib/http/error-message.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../../ui/toast.ts';
import { useStaffSettings } from '../../staff-settings/use-staff-settings.hook.ts';
import { issueReceipt } from '../orders.api.ts';
import { staffOrderQueries } from '../orders.queries.ts';
import { KitchenTickets } from './kitchen-ticket.tsx';
import { Receipt } from './receipt.tsx';

export type TPrintKind = 'kitchen' | 'receipt';

/**
 * Prints one view of the order: it is rendered into <body> beside the app, the print stylesheet
 * (orders.css) hides everything else, and the browser's print dialog opens. The view goes away
 * once printing is done. A receipt is issued first (decision 0017): the order gets its invoice
 * number the first time, and the receipt prints the order as the server answered it.
 */
export function usePrintOrder(order: TFullOrderView | undefined) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // A new object per request, so printing the same view twice prints twice.
  const [request, setRequest] = useState<{ kind: TPrintKind; order?: TFullOrderView } | null>(null);
  const kind = request?.kind ?? null;
  const printed = request?.order ?? order;
  const { kitchen_copies: copies } = useStaffSettings();

  useEffect(() => {
    if (request === null) return;
    const done = () => setRequest(null);
    window.addEventListener('afterprint', done, { once: true });
    // The view is in the document now (effects run after commit), so the dialog prints it.
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [request]);

  const print = async (next: TPrintKind) => {
    if (next === 'kitchen' || !order) {
      setRequest({ kind: next });
      return;
    }
    try {
      const issued = await issueReceipt(order.id);
      queryClient.setQueryData(staffOrderQueries.detail(order.id).queryKey, issued);
      setRequest({ kind: 'receipt', order: issued });
    } catch (error) {
      toast.error(t('admin.orders.print.receiptFailed'), { description: userFacingErrorMessage(t, error) });
    }
  };

  const view =
    kind && printed
      ? createPortal(
          <div className="order-print">
            {kind === 'kitchen' ? (
              <KitchenTickets order={printed} copies={copies} />
            ) : (
              <Receipt order={printed} />
            )}
          </div>,
          document.body,
        )
      : null;
  return { print: (next: TPrintKind) => void print(next), view };
}
