import type { TPublicOrderView } from '@tableside/shared/orders.schemas';

/**
 * What a guest may still do with an order, mirroring the API's rules
 * (packages/api/src/customer/customer-orders.service.ts, issue "Guest journey"): lines may be
 * changed or removed while the order is SUBMITTED; once the kitchen has opened it, only additions;
 * from READY on, nothing; nor once a payment on the table's bill has fixed it (decision 0032). The
 * server checks again, so a change in between ends in a 409 the page explains.
 */
export type TChangeMode = 'edit' | 'addOnly' | 'closed';

type TOrderState = Pick<TPublicOrderView, 'status' | 'on_bill'>;

export function changeModeFor(order: TOrderState): TChangeMode {
  if (order.on_bill) return 'closed';
  if (order.status === 'SUBMITTED') return 'edit';
  if (order.status === 'OPENED') return 'addOnly';
  return 'closed';
}

/** A payment on the bill has fixed an order that could otherwise still change: the guest is told why not. */
export function fixedByBill(order: TOrderState): boolean {
  return order.on_bill && changeModeFor({ ...order, on_bill: false }) !== 'closed';
}

export function canEditLines(order: TOrderState): boolean {
  return changeModeFor(order) === 'edit';
}

export function canAddItems(order: TOrderState): boolean {
  return changeModeFor(order) !== 'closed';
}
