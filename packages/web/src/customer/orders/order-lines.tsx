import type { TOrderItemView, TPublicOrderView } from '@tableside/shared/orders.schemas';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { usePriceFormat } from '../menu-data/price-format.ts';

/** A line's chosen customizations in menu order, e.g. 'Size: Large · Milk Type: Oat Milk'. */
export function orderItemDetailsText(item: Pick<TOrderItemView, 'details'>): string {
  return [...item.details]
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
    .map((detail) => `${detail.name}: ${detail.value}`)
    .join(' · ');
}

/** What a line is: its name, options and the guest's instructions. */
export function OrderLineDescription({ item }: { item: TOrderItemView }) {
  const details = orderItemDetailsText(item);
  return (
    <div className="min-w-0">
      <p className="font-medium break-words">{item.menu_item.name}</p>
      {details ? <p className="text-sm text-fg-muted break-words">{details}</p> : null}
      {item.special_instructions ? (
        <p className="text-sm text-fg-muted italic break-words">“{item.special_instructions}”</p>
      ) : null}
    </div>
  );
}

/** The order's lines as read-only rows: quantity, description, line total. */
export function OrderLinesList({ items }: { items: readonly TOrderItemView[] }) {
  const { t } = useTranslation();
  const { price } = usePriceFormat();
  return (
    <ul aria-label={t('guest.orders.itemsLabel')} className="divide-y divide-line">
      {items.map((item) => (
        <li key={item.id} className="flex items-start gap-3 py-2.5">
          <span className="min-w-8 shrink-0 font-semibold tabular-nums">
            {t('guest.orders.quantity', { count: item.quantity })}
          </span>
          <div className="min-w-0 flex-1">
            <OrderLineDescription item={item} />
          </div>
          <span className="shrink-0 tabular-nums">{price(item.amount)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Subtotal, tax and total as the server computed them. */
export function OrderTotals({ order }: { order: Pick<TPublicOrderView, 'net' | 'taxes' | 'gross'> }) {
  const { t } = useTranslation();
  const { price } = usePriceFormat();
  return (
    <dl className="space-y-1 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-fg-muted">{t('guest.orders.subtotal')}</dt>
        <dd className="tabular-nums">{price(order.net)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-fg-muted">{t('guest.orders.tax')}</dt>
        <dd className="tabular-nums">{price(order.taxes)}</dd>
      </div>
      <div className="flex justify-between gap-4 text-base font-semibold">
        <dt>{t('guest.orders.total')}</dt>
        <dd className="tabular-nums">{price(order.gross)}</dd>
      </div>
    </dl>
  );
}
