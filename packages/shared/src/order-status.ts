/**
 * Order statuses and their numeric history codes (spec: customer 4, admin 4).
 * Code 7 is a legacy "paid" code that appears in sample data; it maps to PAID.
 */
export const ORDER_STATUSES = [
  'SUBMITTED',
  'OPENED',
  'READY',
  'DELIVERED',
  'PAID',
  'COMPLETED',
  'CANCELLED',
] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

export const STATUS_CODE: Record<TOrderStatus, number> = {
  SUBMITTED: 1,
  OPENED: 2,
  READY: 3,
  DELIVERED: 4,
  PAID: 5,
  COMPLETED: 6,
  CANCELLED: 8,
};

export const LEGACY_PAID_CODE = 7;

export function statusFromCode(code: number): TOrderStatus | undefined {
  if (code === LEGACY_PAID_CODE) return 'PAID';
  return ORDER_STATUSES.find((status) => STATUS_CODE[status] === code);
}

/** Active orders are those still in the kitchen's hands: codes 1, 2, 3. */
export const ACTIVE_STATUSES: readonly TOrderStatus[] = ['SUBMITTED', 'OPENED', 'READY'];
export const FINAL_STATUSES: readonly TOrderStatus[] = ['COMPLETED', 'CANCELLED'];

/**
 * The one table of allowed transitions. It accepts every sample path of the spec
 * (1→2→3→7→6, 1→2→3→4, 1→2→5, 1→2→3→4→5→6, 1→8, 1→6) and keeps COMPLETED and CANCELLED final.
 */
export const ORDER_TRANSITIONS: Record<TOrderStatus, readonly TOrderStatus[]> = {
  SUBMITTED: ['OPENED', 'READY', 'COMPLETED', 'CANCELLED'],
  OPENED: ['READY', 'DELIVERED', 'PAID', 'COMPLETED', 'CANCELLED'],
  READY: ['DELIVERED', 'PAID', 'COMPLETED', 'CANCELLED'],
  DELIVERED: ['PAID', 'COMPLETED', 'CANCELLED'],
  PAID: ['DELIVERED', 'COMPLETED'],
  COMPLETED: [],
  CANCELLED: [],
};

export function canTransition(from: TOrderStatus, to: TOrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/**
 * spec: order_number is 'O-' plus the id padded to 6 digits, e.g. O-000006. The API keeps it (the
 * spec names it), but no screen shows it: people see orderNumberOf (decision 0043).
 */
export function formatOrderNumber(id: number): string {
  return `O-${String(id).padStart(6, '0')}`;
}

/**
 * The one order number a person sees, on every screen, ticket, receipt, mail and notification and
 * in the orders search: the ORD- number from the ORDER number sequence (decision 0043), which the
 * owner sets on the number sequences screen and which never skips. Every order has one (decision
 * 0017); the id-derived order_number stands in only for a row written without it.
 */
export function orderNumberOf(order: {
  order_number: string | null;
  sequence_number?: string | null;
}): string {
  return order.sequence_number || order.order_number || '';
}
