import { addItem, emptyCart, type TCart, updateQuantity } from '@tableside/shared/cart';
import { ORDER_LIMITS } from '@tableside/shared/order-limits';
import type { TPublicMenuBriefItem } from '@tableside/shared/public-menu.schemas';
import { useState } from 'react';
import { useGuestSettings } from '../../lib/branding/branding.queries.ts';
import { userFacingErrorMessage } from '../../lib/http/error-message.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { QuantityStepper } from '../../ui/quantity-stepper.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { toast } from '../../ui/toast.ts';
import { translateCartLimit } from '../cart/cart-limit-message.ts';
import { cartLineFromSelection } from '../cart/cart-line.ts';
import { describeCartLine } from '../cart/cart-line-details.ts';
import { ItemCustomizationDialog } from '../menu/item-dialog/lazy-item-dialog.tsx';
import { useLineCustomizations, usePublicMenu } from '../menu-data/menu.queries.ts';
import { usePriceFormat } from '../menu-data/price-format.ts';
import { useUnavailableReason } from '../menu-data/unavailable-reason.ts';
import { orderLinesFromCart } from './cart-order-lines.ts';
import { MenuPicker } from './menu-picker.tsx';
import { lineErrorsById } from './order-line-errors.ts';
import type { useOrderChanges } from './use-order-changes.hook.ts';

type TAddItemsSectionProps = {
  orderId: number;
  addItems: ReturnType<typeof useOrderChanges>['addItems'];
};

/**
 * Items to add to a placed order: picked from the menu with the item dialog, collected in a small
 * list that follows the cart's rules (equal lines merge, totals in cents), then sent in one
 * add-items call with the order token.
 */
export function AddItemsSection({ orderId, addItems }: TAddItemsSectionProps) {
  const { t } = useTranslation();
  const { price } = usePriceFormat();
  const translateReason = useUnavailableReason();
  const menu = usePublicMenu();
  const [pending, setPending] = useState<TCart>(() => emptyCart(orderId, `order-${orderId}`, new Date()));
  const [picked, setPicked] = useState<TPublicMenuBriefItem | null>(null);
  const [lineErrors, setLineErrors] = useState<Record<string, string[]>>({});
  // OPERATIONS.ACCEPT_ORDERS off: the server refuses added items (409) until ordering resumes.
  const paused = !useGuestSettings().accept_orders;
  const customizations = useLineCustomizations(pending.items);

  const send = () => {
    const sentIds = pending.items.map((line) => line.id);
    setLineErrors({});
    addItems.mutate(orderLinesFromCart(pending.items), {
      onSuccess: () => setPending((cart) => emptyCart(orderId, cart.sessionId, new Date())),
      onError: (error) => setLineErrors(lineErrorsById(error, sentIds)),
    });
  };

  return (
    <div className="space-y-5">
      {paused ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {t('customer.menu.ordersPaused')}
        </p>
      ) : null}
      {pending.items.length > 0 ? (
        <div className="space-y-3 rounded-xl border border-line bg-surface p-3">
          <h3 className="font-semibold">{t('guest.orders.modify.toAdd')}</h3>
          <ul className="divide-y divide-line">
            {pending.items.map((line) => {
              const choices = describeCartLine(line, customizations.get(line.menuItemId));
              return (
                <li key={line.id} className="space-y-2 py-2.5">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-medium break-words">{line.menuItemName}</p>
                      {choices.length > 0 ? (
                        <p className="text-sm text-fg-muted break-words">{choices.join(' · ')}</p>
                      ) : null}
                      {line.specialInstructions ? (
                        <p className="text-sm text-fg-muted italic break-words">
                          “{line.specialInstructions}”
                        </p>
                      ) : null}
                    </div>
                    <span className="shrink-0 tabular-nums">{price(line.totalPrice)}</span>
                  </div>
                  <QuantityStepper
                    size="sm"
                    value={line.quantity}
                    min={0}
                    max={ORDER_LIMITS.quantity}
                    disabled={addItems.isPending}
                    decreaseLabel={t('guest.orders.modify.decrease', { name: line.menuItemName })}
                    increaseLabel={t('guest.orders.modify.increase', { name: line.menuItemName })}
                    onChange={(quantity) =>
                      setPending((cart) => updateQuantity(cart, line.id, quantity, new Date()))
                    }
                  />
                  {lineErrors[line.id]?.map((message) => (
                    <p key={message} className="text-sm font-medium text-danger">
                      {translateReason(message)}
                    </p>
                  ))}
                </li>
              );
            })}
          </ul>
          <p className="flex justify-between text-sm">
            <span className="text-fg-muted">{t('guest.orders.modify.toAddSubtotal')}</span>
            <span className="font-medium tabular-nums">{price(pending.subtotal)}</span>
          </p>
        </div>
      ) : null}

      {menu.data ? (
        <MenuPicker menu={menu.data} onPick={setPicked} />
      ) : menu.isError ? (
        <Banner>
          {t('guest.orders.modify.menuFailed')} {userFacingErrorMessage(t, menu.error)}
        </Banner>
      ) : (
        <p className="flex items-center gap-3 py-6 text-fg-muted">
          <Spinner />
          {t('guest.orders.modify.menuLoading')}
        </p>
      )}

      {pending.items.length > 0 ? (
        // Stays in reach while the guest scrolls the menu for more.
        <div className="sticky bottom-0 z-20 -mx-4 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur">
          <Button size="lg" fullWidth disabled={paused} loading={addItems.isPending} onClick={send}>
            {t('guest.orders.modify.addToOrder', { count: pending.itemCount })}
          </Button>
        </div>
      ) : null}

      <ItemCustomizationDialog
        item={picked}
        open={picked !== null}
        onOpenChange={(open) => (open ? null : setPicked(null))}
        tags={menu.data?.tags ?? []}
        confirmLabel={t('guest.orders.modify.addToList')}
        onConfirm={(item, selection, quantity, instructions) => {
          const line = cartLineFromSelection(item, selection, quantity, instructions);
          try {
            setPending(addItem(pending, line, new Date()));
            return true;
          } catch (error) {
            // More than one addition takes: the dialog stays open, so the guest can take fewer.
            const message = error instanceof Error ? error.message : '';
            toast.error(t('customer.cart.toasts.addFailed'), { description: translateCartLimit(t, message) });
            return false;
          }
        }}
      />
    </div>
  );
}
