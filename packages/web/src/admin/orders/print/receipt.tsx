import type { TFullOrderView } from '@tableside/shared/orders.schemas';
import { useBranding } from '../../../lib/branding/branding.queries.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useOrderFormat } from '../order-format.ts';

/** The guest's receipt: the restaurant's name, every line with its price, taxes and the total. */
export function Receipt({ order }: { order: TFullOrderView }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const restaurant = useBranding().restaurant_name || t('app.name');
  return (
    <article
      aria-label={t('admin.orders.print.receipt')}
      className="mx-auto max-w-[80mm] space-y-3 text-sm text-black"
    >
      <header className="border-b border-dashed border-black pb-2 text-center">
        <p className="text-xl font-bold">{restaurant}</p>
        <p>
          {order.order_number} · {order.bench?.name ?? t('admin.orders.card.noTable')}
        </p>
        <p>{format.dateTime(order.created_at)}</p>
      </header>
      <table className="w-full border-collapse">
        <caption className="sr-only">{t('admin.orders.detail.items')}</caption>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id} className="align-top">
              <td className="py-0.5 pe-2">
                {item.quantity}× {item.menu_item.name}
                {item.details.map((detail) => (
                  <span key={detail.id} className="block ps-4">
                    {format.detail(detail)}
                  </span>
                ))}
              </td>
              <td className="py-0.5 text-end whitespace-nowrap tabular-nums">
                {format.money(item.price * item.quantity)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="space-y-0.5 border-t border-dashed border-black pt-2">
        <div className="flex justify-between">
          <dt>{t('admin.orders.totals.net')}</dt>
          <dd className="tabular-nums">{format.money(order.net)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>{t('admin.orders.totals.taxes')}</dt>
          <dd className="tabular-nums">{format.money(order.taxes)}</dd>
        </div>
        <div className="flex justify-between text-lg font-bold">
          <dt>{t('admin.orders.totals.gross')}</dt>
          <dd className="tabular-nums">{format.money(order.gross)}</dd>
        </div>
      </dl>
      <p className="pt-2 text-center">{t('admin.orders.print.thanks')}</p>
    </article>
  );
}
