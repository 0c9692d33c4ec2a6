import { recalculate, type TCart } from '@tableside/shared/cart';
import { useMemo } from 'react';
import { useGuestSettings } from '../../lib/branding/branding.queries.ts';

/**
 * The cart with the restaurant's service charge (OPERATIONS.SERVICE_CHARGE_PERCENT) in its totals
 * and its tax worked out as the restaurant prices (PAYMENT.PRICES_INCLUDE_TAX: in the prices, or
 * on top), by the same computeTotals the server prices the order with: what the guest sees is what
 * the order will cost, to the cent. The stored cart keeps neither, so a changed setting applies at once.
 */
export function useChargedCart<C extends TCart>(cart: C): C {
  const { service_charge_percent: percent, prices_include_tax: pricesIncludeTax } = useGuestSettings();
  // recalculate keeps every line's own fields (a shared cart's addedBy), so the cart keeps its type.
  return useMemo(
    () => (percent > 0 || pricesIncludeTax ? (recalculate(cart, percent, { pricesIncludeTax }) as C) : cart),
    [cart, percent, pricesIncludeTax],
  );
}
