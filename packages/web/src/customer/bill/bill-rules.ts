import type { TBill, TBillSplitMode } from '@tableside/shared/bills.schemas';

/**
 * The values of bills.schemas.ts the guest's screens need. That module loads zod, which the guest's
 * code takes types from only (decision 0025), so the few values are repeated here; `satisfies`
 * keeps them in step with the schema's types.
 */
export const SPLIT_MODES = ['WHOLE', 'EQUAL', 'ITEMS'] as const satisfies readonly TBillSplitMode[];

/** MAX_EQUAL_SHARES of bills.schemas.ts: the server refuses more. */
export const MAX_EQUAL_SHARES = 30;

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
