import type { TSharedCartView } from '@tableside/shared/shared-cart.schemas';
import { ShoppingBasket } from 'lucide-react';
import { useGuestSettings } from '../../lib/branding/branding.queries.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { QuantityStepper } from '../../ui/quantity-stepper.tsx';
import { describeCartLine } from '../cart/cart-line-details.ts';
import { useChargedCart } from '../cart/use-charged-cart.hook.ts';
import { useLineCustomizations } from '../menu-data/menu.queries.ts';
import { usePriceFormat } from '../menu-data/price-format.ts';
import { SHARED_CART_MAX_QUANTITY } from './shared-cart-limits.ts';
import { useLineQuantity } from './use-line-quantity.hook.ts';

type TSharedCartLinesProps = {
  view: TSharedCartView;
  meId: string;
  /** false once the cart is submitted or being submitted: the lines are then read-only. */
  editable: boolean;
};

/** Everyone's lines, each with who added it; any participant may change any quantity. */
export function SharedCartLines({ view, meId, editable }: TSharedCartLinesProps) {
  const { t } = useTranslation();
  const { price } = usePriceFormat();
  const quantity = useLineQuantity(view.sharedCartId);
  const cart = useChargedCart(view.cart);
  const customizations = useLineCustomizations(cart.items);
  const serviceChargePercent = useGuestSettings().service_charge_percent;

  if (cart.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-line px-4 py-8 text-center">
        <ShoppingBasket aria-hidden="true" className="size-7 text-fg-muted" />
        <p className="font-medium">{t('guest.sharedCart.lines.empty')}</p>
        <p className="text-sm text-fg-muted">{t('guest.sharedCart.lines.emptyHint')}</p>
      </div>
    );
  }

  return (
    <div>
      <ul className="divide-y divide-line">
        {cart.items.map((line) => {
          const choices = describeCartLine(line, customizations.get(line.menuItemId));
          const mine = line.participantId === meId;
          return (
            <li key={line.id} className="py-3">
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0 font-medium break-words">{line.menuItemName}</p>
                <span className="shrink-0 font-medium tabular-nums">{price(line.totalPrice)}</span>
              </div>
              {choices.length > 0 ? <p className="text-sm text-fg-muted">{choices.join(' · ')}</p> : null}
              {line.specialInstructions ? (
                <p className="text-sm text-fg-muted italic break-words">“{line.specialInstructions}”</p>
              ) : null}
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                <p className="min-w-0 text-sm text-fg-muted break-words">
                  {mine
                    ? t('guest.sharedCart.lines.addedByYou')
                    : t('guest.sharedCart.lines.addedBy', { name: line.addedBy })}
                </p>
                {editable ? (
                  <QuantityStepper
                    value={line.quantity}
                    min={0}
                    max={SHARED_CART_MAX_QUANTITY}
                    decreaseLabel={t('guest.sharedCart.lines.decrease', { name: line.menuItemName })}
                    increaseLabel={t('guest.sharedCart.lines.increase', { name: line.menuItemName })}
                    onChange={(next) => quantity.mutate({ lineId: line.id, from: line.quantity, to: next })}
                  />
                ) : (
                  <span className="text-sm font-medium">
                    {t('guest.sharedCart.lines.quantity', { count: line.quantity })}
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <dl className="mt-2 space-y-1 border-t border-line pt-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-fg-muted">{t('guest.sharedCart.totals.subtotal')}</dt>
          <dd className="tabular-nums">{price(cart.subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-fg-muted">{t('guest.sharedCart.totals.tax')}</dt>
          <dd className="tabular-nums">{price(cart.tax)}</dd>
        </div>
        {cart.serviceCharge ? (
          <div className="flex justify-between">
            <dt className="text-fg-muted">
              {t('customer.cart.serviceCharge', { percent: serviceChargePercent })}
            </dt>
            <dd className="tabular-nums">{price(cart.serviceCharge)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between text-base font-semibold">
          <dt>{t('guest.sharedCart.totals.total')}</dt>
          <dd className="tabular-nums">{price(cart.total)}</dd>
        </div>
      </dl>
    </div>
  );
}
