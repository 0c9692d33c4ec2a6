import { clsx } from 'clsx';
import { ShoppingBag, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useEffect } from 'react';
import { useGuestSettings } from '../../lib/branding/branding.queries.ts';
import { useReturnFocus } from '../../lib/focus/use-return-focus.hook.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Link } from '../../lib/router/router.tsx';
import { Button, buttonStyles } from '../../ui/button.tsx';
import { useLineCustomizations } from '../menu-data/menu.queries.ts';
import { usePriceFormat } from '../menu-data/price-format.ts';
import { useTableCart } from './cart.store.ts';
import { useCartAvailability } from './cart-availability.ts';
import { CartLineRow } from './cart-line-row.tsx';
import { useChargedCart } from './use-charged-cart.hook.ts';

type TCartSheetProps = { tableId: number; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The table's cart as a drawer over the menu: lines with their choices, quantity controls (0 removes,
 * spec customer 4), totals with tax from the shared money rules, Clear cart and Go to checkout.
 * Lines the menu no longer offers are marked with the spec's reasons and hold up checkout.
 */
export function CartSheet({ tableId, open, onOpenChange }: TCartSheetProps) {
  const { t } = useTranslation();
  const format = usePriceFormat();
  const { cart: stored, setQuantity, removeLine, clear } = useTableCart(tableId);
  const cart = useChargedCart(stored);
  const settings = useGuestSettings();
  const serviceChargePercent = settings.service_charge_percent;
  const { unavailable, blockedBy } = useCartAvailability(tableId);
  const customizations = useLineCustomizations(cart.items);
  const empty = cart.items.length === 0;
  // Closed, focus goes back to the cart bar; emptied, the bar is gone, and the menu's heading takes it.
  const focusReturn = useReturnFocus();
  // Checkout usually follows the cart: fetch its chunk while the guest looks at the cart.
  useEffect(() => {
    void import('../customer.pages.ts');
  }, []);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <RadixDialog.Content
          {...focusReturn}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl border border-line bg-card text-fg shadow-2xl outline-none sm:inset-y-0 sm:right-0 sm:left-auto sm:max-h-none sm:w-full sm:max-w-md sm:rounded-none sm:rounded-l-2xl"
        >
          <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-3">
            <RadixDialog.Title className="text-lg font-semibold">
              {t('customer.cart.title')}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label={t('ui.close')}
              className="flex size-11 items-center justify-center rounded-lg text-fg-muted hover:bg-muted hover:text-fg"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description className="sr-only">
            {t('customer.cart.itemCount', { count: cart.itemCount })}
          </RadixDialog.Description>
          {empty ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-2 px-5 py-12 text-center">
              <ShoppingBag aria-hidden="true" className="size-10 text-fg-muted" />
              <p className="font-semibold">{t('customer.cart.empty')}</p>
              <p className="text-sm text-fg-muted">{t('customer.cart.emptyHint')}</p>
              <RadixDialog.Close className={buttonStyles({ variant: 'secondary' })}>
                {t('customer.cart.continue')}
              </RadixDialog.Close>
            </div>
          ) : (
            <>
              <ul className="min-h-0 flex-1 divide-y divide-line overflow-y-auto px-5">
                {cart.items.map((line) => (
                  <CartLineRow
                    key={line.id}
                    line={line}
                    customizations={customizations.get(line.menuItemId)}
                    unavailableReason={unavailable.get(line.id)}
                    onQuantity={(quantity) => setQuantity(line.id, quantity)}
                    onRemove={() => removeLine(line.id)}
                  />
                ))}
              </ul>
              <div className="space-y-3 border-t border-line px-5 py-4">
                <dl className="space-y-1 text-sm">
                  <div className="flex justify-between">
                    <dt>{t('customer.cart.subtotal')}</dt>
                    <dd className="tabular-nums">{format.price(cart.subtotal)}</dd>
                  </div>
                  <div className="flex justify-between text-fg-muted">
                    <dt>
                      {t(settings.prices_include_tax ? 'customer.cart.taxIncluded' : 'customer.cart.tax')}
                    </dt>
                    <dd className="tabular-nums">{format.price(cart.tax)}</dd>
                  </div>
                  {cart.serviceCharge ? (
                    <div className="flex justify-between text-fg-muted">
                      <dt>{t('customer.cart.serviceCharge', { percent: serviceChargePercent })}</dt>
                      <dd className="tabular-nums">{format.price(cart.serviceCharge)}</dd>
                    </div>
                  ) : null}
                  <div className="flex justify-between text-base font-semibold">
                    <dt>{t('customer.cart.total')}</dt>
                    <dd className="tabular-nums">{format.price(cart.total)}</dd>
                  </div>
                </dl>
                {blockedBy === 'unavailable' ? (
                  <p role="alert" className="text-sm font-medium text-danger">
                    {t('customer.cart.unavailableNotice')}
                  </p>
                ) : null}
                <div className="flex gap-2">
                  <Button variant="secondary" onClick={clear}>
                    {t('customer.cart.clear')}
                  </Button>
                  {blockedBy === null ? (
                    <Link to={`/table/${tableId}/checkout`} className={clsx(buttonStyles(), 'flex-1')}>
                      {t('customer.cart.checkout')}
                    </Link>
                  ) : (
                    <Button className="flex-1" disabled>
                      {t('customer.cart.checkout')}
                    </Button>
                  )}
                </div>
              </div>
            </>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
