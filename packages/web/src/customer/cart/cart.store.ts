import {
  addItem,
  clearCart,
  removeItem,
  type TCart,
  type TNewCartLine,
  updateQuantity,
} from '@tableside/shared/cart';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { toast } from '../../ui/toast.ts';
import { translateCartLimit } from './cart-limit-message.ts';
import { cartStorageKey, parseStoredCart, readStoredText, writeStoredCart } from './cart-storage.ts';

/**
 * One cart per table kept in the browser (spec customer 4), shared by every component that shows it
 * and by other tabs of the same browser. The stored text is the source of truth; a parsed cart is
 * kept per table for as long as that text is unchanged, so React sees a stable snapshot.
 */
const snapshots = new Map<number, { text: string | null; cart: TCart }>();
const listeners = new Map<number, Set<() => void>>();

export function readCart(tableId: number): TCart {
  const text = readStoredText(tableId);
  const cached = snapshots.get(tableId);
  if (cached && cached.text === text) return cached.cart;
  const cart = parseStoredCart(text, tableId);
  snapshots.set(tableId, { text, cart });
  return cart;
}

function notify(tableId: number): void {
  for (const listener of listeners.get(tableId) ?? []) listener();
}

/** Applies a change with the shared cart rules and stores it; throws what the rules or storage throw. */
export function changeCart(tableId: number, change: (cart: TCart, now: Date) => TCart): TCart {
  const next = change(readCart(tableId), new Date());
  const text = writeStoredCart(next);
  snapshots.set(tableId, { text, cart: next });
  notify(tableId);
  return next;
}

function subscribe(tableId: number, listener: () => void): () => void {
  const set = listeners.get(tableId) ?? new Set();
  set.add(listener);
  listeners.set(tableId, set);
  // Another tab changed or cleared this table's cart.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === cartStorageKey(tableId)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export type TTableCart = {
  cart: TCart;
  itemCount: number;
  /** Each action shows the spec's toasts (customer 8) and says whether it succeeded. */
  addLine: (line: TNewCartLine) => boolean;
  /** A quantity of 0 or less removes the line (spec customer 4). */
  setQuantity: (itemId: string, quantity: number) => boolean;
  removeLine: (itemId: string) => boolean;
  /** Empties the cart silently (e.g. after the order went out); only a failure is reported. */
  clear: () => boolean;
};

export function useTableCart(tableId: number): TTableCart {
  const { t } = useTranslation();
  const cart = useSyncExternalStore(
    useCallback((listener: () => void) => subscribe(tableId, listener), [tableId]),
    () => readCart(tableId),
  );

  const actions = useMemo(() => {
    /** spec customer 8: failure toasts carry the error's message, or 'Please try again'. */
    const attempt = (failure: string, run: () => void): boolean => {
      try {
        run();
        return true;
      } catch (error) {
        const message =
          error instanceof Error && error.message
            ? translateCartLimit(t, error.message)
            : t('customer.cart.tryAgain');
        toast.error(failure, { description: message });
        return false;
      }
    };
    const removed = () => toast.success(t('customer.cart.toasts.removed'));
    return {
      addLine: (line: TNewCartLine) =>
        attempt(t('customer.cart.toasts.addFailed'), () => {
          changeCart(tableId, (current, now) => addItem(current, line, now));
          toast.success(t('customer.cart.toasts.added'), {
            description: t('customer.cart.toasts.addedDescription', {
              count: line.quantity,
              name: line.menuItemName,
            }),
          });
        }),
      setQuantity: (itemId: string, quantity: number) =>
        attempt(t('customer.cart.toasts.updateFailed'), () => {
          changeCart(tableId, (current, now) => updateQuantity(current, itemId, quantity, now));
          if (quantity <= 0) removed();
        }),
      removeLine: (itemId: string) =>
        attempt(t('customer.cart.toasts.removeFailed'), () => {
          changeCart(tableId, (current, now) => removeItem(current, itemId, now));
          removed();
        }),
      clear: () =>
        attempt(t('customer.cart.toasts.clearFailed'), () => {
          changeCart(tableId, clearCart);
        }),
    };
  }, [tableId, t]);

  return { cart, itemCount: cart.itemCount, ...actions };
}
