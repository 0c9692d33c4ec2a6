import type { TOrderStatus } from '@tableside/shared/order-status';

/**
 * What a guest may still do with an order, mirroring the API's rules
 * (packages/api/src/customer/customer-orders.service.ts, issue "Guest journey"): lines may be
 * changed or removed while the order is SUBMITTED; once the kitchen has opened it, only additions;
 * from READY on, nothing. The server checks again, so a status change in between ends in a 409
 * the page explains.
 */
export type TChangeMode = 'edit' | 'addOnly' | 'closed';

export function changeModeFor(status: TOrderStatus): TChangeMode {
  if (status === 'SUBMITTED') return 'edit';
  if (status === 'OPENED') return 'addOnly';
  return 'closed';
}

export function canEditLines(status: TOrderStatus): boolean {
  return changeModeFor(status) === 'edit';
}

export function canAddItems(status: TOrderStatus): boolean {
  return changeModeFor(status) !== 'closed';
}
