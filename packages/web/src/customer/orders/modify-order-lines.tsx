import { ORDER_LIMITS } from '@tableside/shared/order-limits';
import type { TPublicOrderView } from '@tableside/shared/orders.schemas';
import { Trash2 } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../../ui/button.tsx';
import { QuantityStepper } from '../../ui/quantity-stepper.tsx';
import { usePriceFormat } from '../menu-data/price-format.ts';
import { OrderLineDescription, OrderLinesList } from './order-lines.tsx';
import type { useOrderChanges } from './use-order-changes.hook.ts';

type TModifyOrderLinesProps = {
  order: TPublicOrderView;
  /** Quantities and removals are offered only while the order is SUBMITTED (order-change-rules.ts). */
  editable: boolean;
  changes: ReturnType<typeof useOrderChanges>;
};

/** The order's lines: editable while the kitchen has not started, read-only afterwards. */
export function ModifyOrderLines({ order, editable, changes }: TModifyOrderLinesProps) {
  const { t } = useTranslation();
  const { price } = usePriceFormat();
  if (!editable) return <OrderLinesList items={order.items} />;

  const { updateLine, removeLine } = changes;
  const busyLine =
    (updateLine.isPending ? updateLine.variables?.itemId : undefined) ??
    (removeLine.isPending ? removeLine.variables : undefined);
  // The server keeps the last line (an order needs one); cancelling is for staff.
  const lastLine = order.items.length <= 1;

  return (
    <div className="space-y-2">
      <ul aria-label={t('guest.orders.itemsLabel')} className="divide-y divide-line">
        {order.items.map((item) => {
          const busy = busyLine === item.id;
          const shownQuantity =
            busy && updateLine.isPending
              ? (updateLine.variables?.patch.quantity ?? item.quantity)
              : item.quantity;
          const name = item.menu_item.name;
          return (
            <li key={item.id} className="space-y-2 py-3" aria-busy={busy || undefined}>
              <div className="flex items-start justify-between gap-3">
                <OrderLineDescription item={item} />
                <span className="shrink-0 tabular-nums">{price(item.amount)}</span>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <QuantityStepper
                  value={shownQuantity}
                  max={ORDER_LIMITS.quantity}
                  disabled={busyLine !== undefined}
                  decreaseLabel={t('guest.orders.modify.decrease', { name })}
                  increaseLabel={t('guest.orders.modify.increase', { name })}
                  onChange={(quantity) => updateLine.mutate({ itemId: item.id, patch: { quantity } })}
                />
                <Button
                  variant="ghost"
                  disabled={lastLine || busyLine !== undefined}
                  loading={busy && removeLine.isPending}
                  onClick={() => removeLine.mutate(item.id)}
                  aria-label={t('guest.orders.modify.removeLine', { name })}
                  className="text-danger"
                >
                  {busy && removeLine.isPending ? null : <Trash2 aria-hidden="true" className="size-4" />}
                  {t('guest.orders.modify.remove')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {lastLine ? <p className="text-sm text-fg-muted">{t('guest.orders.modify.lastLineHint')}</p> : null}
    </div>
  );
}
