import type { TBill } from '@tableside/shared/bills.schemas';

export type TPaymentMethod = NonNullable<TBill['payment_method']>;

/** A token this phone holds for one of `orders` (the request and share calls need one), or null. */
export function tokenFor(
  orders: readonly { id: number }[],
  tokens: Readonly<Record<string, string>>,
): string | null {
  for (const order of orders) {
    const token = tokens[String(order.id)];
    if (token) return token;
  }
  return null;
}
