import { orderNumberOf } from '@tableside/shared/order-status';
import type { TFullOrderView } from '@tableside/shared/orders.schemas';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { KitchenLines } from '../kitchen-lines.tsx';
import { useOrderFormat } from '../order-format.ts';

/** The kitchen's paper copy: big order number and table, the items with options and notes, no prices. */
export function KitchenTicket({ order }: { order: TFullOrderView }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  return (
    <article
      aria-label={t('admin.orders.print.kitchenTicket')}
      className="mx-auto max-w-[80mm] space-y-3 text-black"
    >
      <header className="border-b-2 border-dashed border-black pb-2 text-center">
        <p className="text-4xl font-black tracking-tight">{orderNumberOf(order)}</p>
        <p className="text-2xl font-bold">{order.bench?.name ?? t('admin.orders.card.noTable')}</p>
        {order.order_type === 'TAKEAWAY' ? (
          <p className="text-2xl font-black uppercase">{t('admin.orders.orderType.TAKEAWAY')}</p>
        ) : null}
        <p className="text-sm">{format.dateTime(order.created_at)}</p>
      </header>
      <KitchenLines items={order.items} size="lg" />
      {order.notes ? (
        <p className="border-t-2 border-dashed border-black pt-2 text-lg">
          <span className="font-bold">{t('admin.orders.card.notes')}:</span> {order.notes}
        </p>
      ) : null}
    </article>
  );
}

/**
 * KITCHEN_OPERATIONS.KITCHEN_COPIES: the ticket as many times as the kitchen wants it, each copy
 * on a page (slip) of its own.
 */
export function KitchenTickets({ order, copies }: { order: TFullOrderView; copies: number }) {
  const { t } = useTranslation();
  const count = Math.max(1, Math.min(10, Math.round(copies)));
  if (count === 1) return <KitchenTicket order={order} />;
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the copies are identical; the index is the copy
        <div key={index} className={index < count - 1 ? 'break-after-page' : undefined}>
          <KitchenTicket order={order} />
          {count > 1 ? (
            <p className="mx-auto mt-2 max-w-[80mm] text-center text-xs text-black">
              {t('admin.orders.print.copy', { copy: index + 1, copies: count })}
            </p>
          ) : null}
        </div>
      ))}
    </>
  );
}
