import { CART_LIMIT_MESSAGES } from '@tableside/shared/cart';
import { ORDER_LIMITS } from '@tableside/shared/order-limits';
import type { TTranslate } from '../../lib/i18n/translation-keys.ts';

/**
 * A cart holds no more than one order takes (shared/cart.ts `addItem`). Its refusals speak English,
 * whether the guest's own cart or the shared cart's server said them; this says them in the guest's
 * language. Every other text passes through.
 */
export function translateCartLimit(t: TTranslate, message: string): string {
  if (message === CART_LIMIT_MESSAGES.lines)
    return t('customer.cart.limits.lines', { count: ORDER_LIMITS.lines });
  if (message === CART_LIMIT_MESSAGES.quantity) {
    return t('customer.cart.limits.quantity', { count: ORDER_LIMITS.quantity });
  }
  return message;
}
