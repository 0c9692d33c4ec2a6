import { AppError } from '@tableside/shared/errors';
import type { TFullOrderView } from '@tableside/shared/orders.schemas';
import type { TApiDeps } from '../deps.ts';
import { loadOrderSettings } from '../orders/order-settings.service.ts';
import { toFullOrderView } from '../orders/order-view.ts';
import { assignInvoiceNumber, lockOrderInvoice } from '../orders/order-writes.repository.ts';
import { requireFullOrder } from '../orders/orders.service.ts';

/**
 * POST /customer-orders/{id}/receipt (docs/decisions/0017-number-sequences.md): the receipt the
 * guest takes home is the order's invoice, so the first one issued gives the order its INV- number;
 * every later one (a reprint) shows the same. A cancelled order is not billed and gets none.
 */
export async function issueReceipt(deps: TApiDeps, orderId: number): Promise<TFullOrderView> {
  const order = await deps.db.transaction().execute(async (trx) => {
    const current = await lockOrderInvoice(trx, orderId);
    if (!current) throw AppError.notFound('Order', orderId);
    if (current.invoice_number === null) {
      if (current.status === 'CANCELLED') {
        throw new AppError('CONFLICT', 'A cancelled order is not billed and gets no receipt');
      }
      await assignInvoiceNumber(trx, orderId);
    }
    return requireFullOrder(trx, orderId);
  });
  return toFullOrderView(order, (await loadOrderSettings(deps)).waitTime);
}
