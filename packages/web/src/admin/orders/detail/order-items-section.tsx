import { FINAL_STATUSES } from '@tableside/shared/order-status';
import type { TFullOrderItemView, TFullOrderView } from '@tableside/shared/orders.schemas';
import { Plus, Receipt, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { dangerButtonStyles } from '../control-styles.ts';
import { useOrderFormat } from '../order-format.ts';
import { useOrderPermissions } from '../order-permissions.ts';
import { AddItemsDialog } from './add-items-dialog.tsx';
import { OrderTotals } from './order-totals.tsx';
import { useRemoveOrderItem } from './use-order-item-edits.hook.ts';

/**
 * The order's lines with their options, instructions and prices, and the totals. Staff with
 * orders.edit add lines and remove them (after asking) until the order is closed or a payment on the
 * table's bill has fixed it (decision 0032); the last line stays, as the API keeps it (409).
 */
export function OrderItemsSection({ order }: { order: TFullOrderView }) {
  const { t } = useTranslation();
  const format = useOrderFormat();
  const { editItems } = useOrderPermissions();
  const open = !FINAL_STATUSES.includes(order.status);
  const editable = editItems && open && !order.on_bill;
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TFullOrderItemView | null>(null);
  const remove = useRemoveOrderItem(order.id);

  return (
    <section
      aria-labelledby="order-items-heading"
      className="space-y-4 rounded-2xl border border-line bg-card p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="order-items-heading" className="text-lg font-bold">
          {t('admin.orders.detail.items')}
        </h2>
        {editable ? (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('admin.orders.detail.addItems')}
          </Button>
        ) : null}
      </div>
      {editItems && open && order.on_bill ? (
        <p className="flex items-start gap-2 rounded-lg bg-muted px-3 py-2 text-sm">
          <Receipt aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t('admin.orders.detail.onBill')}</span>
        </p>
      ) : null}
      <ul className="divide-y divide-line">
        {order.items.map((item) => (
          <li key={item.id} className="flex items-start justify-between gap-3 py-3">
            <div className="min-w-0 space-y-0.5">
              <p className="font-semibold break-words">
                <span className="tabular-nums">{item.quantity}×</span> {item.menu_item.name}
              </p>
              {item.details.map((detail) => (
                <p key={detail.id} className="text-sm text-fg-muted">
                  {format.detail(detail)}
                </p>
              ))}
              {item.special_instructions ? (
                <p className="text-sm italic">{item.special_instructions}</p>
              ) : null}
              <p className="text-sm text-fg-muted tabular-nums">
                {t('admin.orders.detail.unitPrice', { price: format.money(item.price), rate: item.tax_rate })}
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-1">
              <span className="font-semibold tabular-nums">{format.money(item.amount)}</span>
              {editable && order.items.length > 1 ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('admin.orders.detail.removeItem', { name: item.menu_item.name })}
                  onClick={() => setRemoving(item)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <OrderTotals order={order} />
      {editable ? <AddItemsDialog orderId={order.id} open={adding} onOpenChange={setAdding} /> : null}
      <Dialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t('admin.orders.remove.title', { name: removing?.menu_item.name ?? '' })}
        description={t('admin.orders.remove.text')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t('admin.orders.remove.keep')}
            </Button>
            <Button
              className={dangerButtonStyles}
              loading={remove.isPending}
              onClick={() => {
                if (removing) remove.mutate(removing.id, { onSettled: () => setRemoving(null) });
              }}
            >
              {t('admin.orders.remove.confirm')}
            </Button>
          </>
        }
      />
    </section>
  );
}
