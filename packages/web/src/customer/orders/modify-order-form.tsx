import type { TPublicOrderView } from '@tableside/shared/orders.schemas';
import { Info } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { AddItemsSection } from './add-items-section.tsx';
import { ModifyOrderLines } from './modify-order-lines.tsx';
import { changeModeFor, fixedByBill } from './order-change-rules.ts';
import { OrderTotals } from './order-lines.tsx';
import { OrderStatusTimeline } from './order-status-timeline.tsx';
import { useOrderChanges } from './use-order-changes.hook.ts';

type TModifyOrderFormProps = {
  order: TPublicOrderView;
  token: string;
  /** The guest pressed 'Add items': start at that section. */
  focusAdd: boolean;
};

/** Why the order can or cannot be changed now, in the guest's words. */
function useModeHint(order: TPublicOrderView): string {
  const { t } = useTranslation();
  if (fixedByBill(order)) return t('guest.orders.modify.onBillHint');
  switch (order.status) {
    case 'SUBMITTED':
      return t('guest.orders.modify.editHint');
    case 'OPENED':
      return t('guest.orders.modify.addOnlyHint');
    case 'READY':
      return t('guest.orders.modify.readyHint');
    case 'CANCELLED':
      return t('guest.orders.modify.cancelledHint');
    default:
      return t('guest.orders.modify.closedHint');
  }
}

/**
 * A placed order with what the guest may still do to it (order-change-rules.ts), explained in words.
 * After a refused change (409) the order is read again and the explanation follows its new status;
 * the hint is a status region, so a screen reader hears the new rule too.
 */
export function ModifyOrderForm({ order, token, focusAdd }: TModifyOrderFormProps) {
  const { t } = useTranslation();
  const changes = useOrderChanges(order.id, token);
  const mode = changeModeFor(order);
  const hint = useModeHint(order);
  const addHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusAdd) addHeading.current?.focus();
  }, [focusAdd]);

  return (
    <div className="space-y-6">
      <section className="space-y-4 rounded-2xl border border-line bg-card p-4 shadow-sm sm:p-5">
        <OrderStatusTimeline order={order} />
        <p role="status" className="flex items-start gap-2 rounded-lg bg-muted px-3 py-2 text-sm">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{hint}</span>
        </p>
        <ModifyOrderLines order={order} editable={mode === 'edit'} changes={changes} />
        <OrderTotals order={order} />
      </section>

      {mode === 'closed' ? null : (
        <section aria-labelledby="add-items-heading" className="space-y-3">
          <h2
            id="add-items-heading"
            ref={addHeading}
            tabIndex={-1}
            className="scroll-mt-20 text-lg font-semibold"
          >
            {t('guest.orders.addItems')}
          </h2>
          <AddItemsSection orderId={order.id} addItems={changes.addItems} />
        </section>
      )}
    </div>
  );
}
