import { FLOOR_SHAPES, type TFloorShape, type TFloorTable } from '@tableside/shared/floor-plan.schemas';
import { orderNumberOf } from '@tableside/shared/order-status';
import { clsx } from 'clsx';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from '../../lib/router/router.tsx';
import { buttonStyles } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { FLOOR_STATE_LOOK } from './floor-states.ts';

type TFloorTableDialogProps = {
  table: TFloorTable | null;
  onClose: () => void;
  /** Only for staff with tables.manage. */
  onShape?: (shape: TFloorShape) => void;
  onRemove?: () => void;
};

/** A table's open orders (links to each and to the table's order list), its shape, and taking it off the plan. */
export function FloorTableDialog({ table, onClose, onShape, onRemove }: TFloorTableDialogProps) {
  const { t } = useTranslation();
  const look = table ? FLOOR_STATE_LOOK[table.state] : null;
  return (
    <Dialog
      open={table !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={table?.name ?? ''}
      description={
        table && look ? (
          <span className="flex flex-wrap items-center gap-2">
            <span
              className={clsx(
                'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold',
                look.swatch,
              )}
            >
              <look.icon aria-hidden="true" className="size-3.5" />
              {t(`admin.floorPlan.states.${table.state}`)}
            </span>
            {table.seat_capacity !== null ? (
              <span>{t('admin.floorPlan.seats', { count: table.seat_capacity })}</span>
            ) : null}
            {table.active ? null : <span>· {t('admin.floorPlan.inactive')}</span>}
          </span>
        ) : undefined
      }
    >
      {table ? (
        <div className="mt-5 space-y-5">
          <section>
            <h3 className="text-sm font-semibold">{t('admin.floorPlan.orders')}</h3>
            {table.cart_items > 0 ? (
              <p className="mt-2 text-sm text-fg-muted">
                {t('admin.floorPlan.cartItems', { count: table.cart_items })}
              </p>
            ) : null}
            {table.orders.length === 0 ? (
              <p className="mt-2 text-sm text-fg-muted">{t('admin.floorPlan.noOrders')}</p>
            ) : (
              <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
                {table.orders.map((order) => (
                  <li key={order.id}>
                    <Link
                      to={`/admin/orders/${order.id}`}
                      className="flex items-center justify-between gap-3 px-3 py-2.5 text-sm hover:bg-muted"
                    >
                      <span className="font-medium">
                        {t('admin.floorPlan.openOrder', { number: orderNumberOf(order) || `#${order.id}` })}
                      </span>
                      <span className="flex items-center gap-1 text-fg-muted">
                        {t(`admin.orders.status.${order.status}`)}
                        <ChevronRight aria-hidden="true" className="size-4" />
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <Link
              to={`/admin/orders?view=list&table=${table.id}`}
              className="mt-3 inline-block text-sm font-medium text-link underline-offset-4 hover:underline"
            >
              {t('admin.floorPlan.allOrders')}
            </Link>
            {/* The table's bill (issue 16): its open bill, or opening one. */}
            <Link
              to={`/admin/bills?open=${table.id}`}
              className="mt-3 ms-4 inline-block text-sm font-medium text-link underline-offset-4 hover:underline"
            >
              {t('admin.bills.floorAction')}
            </Link>
          </section>
          {onShape ? (
            <fieldset>
              <legend className="text-sm font-semibold">{t('admin.floorPlan.shape')}</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {FLOOR_SHAPES.map((shape) => (
                  <label
                    key={shape}
                    className={clsx(
                      'flex h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm has-focus-visible:outline-2 has-focus-visible:outline-ring',
                      table.floor_shape === shape
                        ? 'border-action bg-action/10 font-semibold'
                        : 'border-line',
                    )}
                  >
                    <input
                      type="radio"
                      name="floor-shape"
                      value={shape}
                      checked={table.floor_shape === shape}
                      onChange={() => onShape(shape)}
                      className="sr-only"
                    />
                    {t(`admin.floorPlan.shapes.${shape}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          {onRemove && table.floor_x !== null ? (
            <button
              type="button"
              onClick={onRemove}
              className={buttonStyles({ variant: 'secondary', fullWidth: true })}
            >
              {t('admin.floorPlan.remove')}
            </button>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
