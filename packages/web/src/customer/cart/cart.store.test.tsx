import type { TNewCartLine } from '@tableside/shared/cart';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n/i18n.ts';
import { toast } from '../../ui/toast.ts';
import { readCart, useTableCart } from './cart.store.ts';
import { cartStorageKey } from './cart-storage.ts';

vi.mock('../../ui/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const latte = (overrides: Partial<TNewCartLine> = {}): TNewCartLine => ({
  menuItemId: 10,
  menuItemName: 'Latte',
  quantity: 1,
  unitPrice: 4,
  customizations: [{ customizationId: 1, selectedOptions: [{ optionId: 12, price: 0.5 }] }],
  specialInstructions: '',
  taxRatePercent: 8,
  ...overrides,
});

describe('useTableCart', () => {
  beforeEach(() => vi.clearAllMocks());

  it('keeps one cart per table in localStorage and merges equal lines (spec customer 4)', () => {
    const { result } = renderHook(() => useTableCart(3));
    act(() => void result.current.addLine(latte()));
    act(() => void result.current.addLine(latte({ quantity: 2, specialInstructions: ' ' })));
    act(() => void result.current.addLine(latte({ specialInstructions: 'no foam' })));
    expect(result.current.cart.items.map((line) => line.quantity)).toEqual([3, 1]);
    expect(result.current.itemCount).toBe(4);
    expect(result.current.cart.subtotal).toBe(18);
    expect(result.current.cart.tax).toBe(1.44);
    expect(result.current.cart.total).toBe(19.44);
    expect(toast.success).toHaveBeenCalledWith('Added to cart', { description: '2 × Latte' });
    expect(JSON.parse(localStorage.getItem(cartStorageKey(3)) ?? '{}').items).toHaveLength(2);
    expect(readCart(4).items).toEqual([]);
  });

  it('removes a line when its quantity goes to 0 or below, with the spec toast', () => {
    const { result } = renderHook(() => useTableCart(3));
    act(() => void result.current.addLine(latte({ quantity: 2 })));
    const id = result.current.cart.items[0]!.id;
    act(() => void result.current.setQuantity(id, 5));
    expect(result.current.itemCount).toBe(5);
    act(() => void result.current.setQuantity(id, 0));
    expect(result.current.cart.items).toEqual([]);
    expect(toast.success).toHaveBeenLastCalledWith('Removed from cart');
  });

  it('reports failures with the spec toasts and the error as description', () => {
    const { result } = renderHook(() => useTableCart(3));
    let ok = true;
    act(() => {
      ok = result.current.setQuantity('missing', 2);
    });
    expect(ok).toBe(false);
    expect(toast.error).toHaveBeenCalledWith('Failed to update item', {
      description: 'Item not found in cart',
    });
    act(() => void result.current.removeLine('missing'));
    expect(toast.error).toHaveBeenLastCalledWith('Failed to remove item', {
      description: 'Item not found in cart',
    });

    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    act(() => void result.current.addLine(latte()));
    expect(toast.error).toHaveBeenLastCalledWith('Failed to add item', { description: 'QuotaExceededError' });
    act(() => void result.current.clear());
    expect(toast.error).toHaveBeenLastCalledWith('Failed to clear cart', {
      description: 'QuotaExceededError',
    });
    setItem.mockRestore();
    expect(result.current.cart.items).toEqual([]);
  });

  it('refuses a line more than one order takes, in the guest’s language, and keeps the cart', async () => {
    const { result } = renderHook(() => useTableCart(6));
    for (let n = 1; n <= 50; n++)
      act(() => void result.current.addLine(latte({ specialInstructions: `cup ${n}` })));
    expect(result.current.cart.items).toHaveLength(50);

    let ok = true;
    act(() => {
      ok = result.current.addLine(latte({ specialInstructions: 'one more' }));
    });
    expect(ok).toBe(false);
    expect(toast.error).toHaveBeenLastCalledWith('Failed to add item', {
      description: 'At most 50 different items per order. Order these first, then add more to your order.',
    });
    expect(result.current.cart.items).toHaveLength(50);

    await act(() => changeLanguage('de'));
    act(() => void result.current.addLine(latte({ quantity: 99, specialInstructions: 'cup 1' })));
    expect(toast.error).toHaveBeenLastCalledWith('Artikel konnte nicht hinzugefügt werden', {
      description: 'Höchstens 99 Stück eines Artikels pro Bestellung.',
    });
    expect(result.current.cart.items[0]!.quantity).toBe(1);
    await act(() => changeLanguage('en'));
  });

  it('keeps every component and other tabs in step', () => {
    const first = renderHook(() => useTableCart(5));
    const second = renderHook(() => useTableCart(5));
    act(() => void first.result.current.addLine(latte()));
    expect(second.result.current.itemCount).toBe(1);

    // Another tab empties the cart: only the storage event tells this one.
    act(() => {
      localStorage.removeItem(cartStorageKey(5));
      window.dispatchEvent(new StorageEvent('storage', { key: cartStorageKey(5) }));
    });
    expect(first.result.current.itemCount).toBe(0);
    expect(second.result.current.itemCount).toBe(0);
  });

  it('clears silently and starts over from a damaged stored cart', () => {
    localStorage.setItem(cartStorageKey(6), '{"items": "nope"}');
    const { result } = renderHook(() => useTableCart(6));
    expect(result.current.cart.items).toEqual([]);
    act(() => void result.current.addLine(latte()));
    act(() => void result.current.clear());
    expect(result.current.itemCount).toBe(0);
    expect(toast.success).toHaveBeenCalledTimes(1);
  });
});
