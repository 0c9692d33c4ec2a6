import { ShoppingBag } from 'lucide';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Icon } from '../../lib/icons/icon.tsx';
import { usePriceFormat } from '../menu-data/price-format.ts';
import { useTableCart } from './cart.store.ts';
import { useChargedCart } from './use-charged-cart.hook.ts';

const CART_BUTTON_ID = 'cart-button';

/** The cart bar's button, where focus goes when what had it is gone (issue 41); null while empty. */
export const cartButton = () => document.getElementById(CART_BUTTON_ID);

/** The floating bar at the foot of the menu: item count and total; opens the cart. Hidden while empty. */
export function CartBar({ tableId, onOpen }: { tableId: number; onOpen: () => void }) {
  const { t } = useTranslation();
  const format = usePriceFormat();
  const cart = useChargedCart(useTableCart(tableId).cart);
  if (cart.itemCount === 0) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 px-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
      <button
        id={CART_BUTTON_ID}
        type="button"
        onClick={onOpen}
        className="pointer-events-auto mx-auto flex h-14 w-full max-w-xl items-center gap-3 rounded-2xl bg-action px-4 text-action-fg shadow-xl hover:bg-action-hover"
      >
        <span className="relative">
          <Icon icon={ShoppingBag} className="size-6" />
          <span
            aria-hidden="true"
            className="absolute -top-2 -right-2 flex min-w-5 items-center justify-center rounded-full bg-card px-1 text-xs font-bold text-fg"
          >
            {cart.itemCount}
          </span>
        </span>
        <span className="flex-1 text-left font-semibold">{t('customer.cart.open')}</span>
        <span className="sr-only">{t('customer.cart.itemCount', { count: cart.itemCount })}</span>
        <span className="font-semibold tabular-nums">{format.price(cart.total)}</span>
      </button>
    </div>
  );
}
