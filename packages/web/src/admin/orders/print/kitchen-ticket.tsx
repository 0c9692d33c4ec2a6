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
        <p className="text-4xl font-black tracking-tight">{order.order_number}</p>
        <p className="text-2xl font-bold">{order.bench?.name ?? t('admin.orders.card.noTable')}</p>
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
