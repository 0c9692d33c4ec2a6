import type { TCart } from '@tableside/shared/cart';
import { ORDERABLE_TYPES, type TOrderType } from '@tableside/shared/constants';
import { orderLinesFromCart } from '../orders/cart-order-lines.ts';
import type { TSubmitOrderBody } from '../orders/orders.api.ts';

export type TCheckoutDetails = { name: string; notes: string };

/** OPERATIONS.ORDER_TYPES as the guest settings send them, reduced to the types an order can have. */
export function orderableTypes(offered: readonly string[]): TOrderType[] {
  return ORDERABLE_TYPES.filter((type) => offered.includes(type));
}

/**
 * The submission body (spec customer 7; shared ZSubmitOrder): the table, the guest's name only when
 * given (so staff can call them), notes for the kitchen, and the cart's lines without prices.
 */
export function submitOrderBody(
  tableId: number,
  cart: Pick<TCart, 'items'>,
  details: TCheckoutDetails,
  orderType?: TOrderType,
): TSubmitOrderBody {
  const name = details.name.trim();
  const notes = details.notes.trim();
  return {
    bench_id: tableId,
    ...(name ? { customer: { name } } : {}),
    ...(notes ? { notes } : {}),
    items: orderLinesFromCart(cart.items),
    ...(orderType ? { order_type: orderType } : {}),
  };
}

/**
 * A fresh Idempotency-Key. crypto.randomUUID exists only on secure pages (https or localhost); a
 * cafe that serves the app over plain http on its network still gets a random v4 UUID.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
