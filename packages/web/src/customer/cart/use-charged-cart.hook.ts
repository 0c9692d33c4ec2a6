import { recalculate, type TCart } from '@tableside/shared/cart';
import { useMemo } from 'react';
import { useGuestSettings } from '../../lib/branding/branding.queries.ts';

/**
 * The cart with the restaurant's service charge (OPERATIONS.SERVICE_CHARGE_PERCENT) in its totals,
 * by the same computeTotals the server prices the order with: what the guest sees is what the
 * order will cost, to the cent. The stored cart keeps no charge, so a changed setting applies at once.
 */
export function useChargedCart<C extends TCart>(cart: C): C {
  const percent = useGuestSettings().service_charge_percent;
  // recalculate keeps every line's own fields (a shared cart's addedBy), so the cart keeps its type.
  return useMemo(() => (percent > 0 ? (recalculate(cart, percent) as C) : cart), [cart, percent]);
}
