import { ACTIVE_STATUSES, ORDER_TRANSITIONS, type TOrderStatus } from '@tableside/shared/order-status';

/**
 * How staff move an order along (spec admin 4; the allowed moves are ORDER_TRANSITIONS, which the
 * API enforces too). The kitchen's usual path gets one big button; every other allowed move sits
 * in a menu beside it.
 */
const NEXT_STATUS: Partial<Record<TOrderStatus, TOrderStatus>> = {
  SUBMITTED: 'OPENED',
  OPENED: 'READY',
  READY: 'DELIVERED',
  DELIVERED: 'PAID',
  PAID: 'COMPLETED',
};

/** The one-tap next step, if the order has one: Start, Ready, Served, Paid, Complete. */
export function nextStatus(status: TOrderStatus): TOrderStatus | null {
  const next = NEXT_STATUS[status];
  return next && ORDER_TRANSITIONS[status].includes(next) ? next : null;
}

/** The other allowed moves, in the table's order (Cancel last). */
export function otherTransitions(status: TOrderStatus): TOrderStatus[] {
  const next = nextStatus(status);
  return ORDER_TRANSITIONS[status].filter((to) => to !== next);
}

/** A move that throws the order away asks first. */
export function needsConfirmation(to: TOrderStatus): boolean {
  return to === 'CANCELLED';
}

export type TBoardStatus = 'SUBMITTED' | 'OPENED' | 'READY';
export const BOARD_STATUSES = ACTIVE_STATUSES as readonly TBoardStatus[];

export function isBoardStatus(status: TOrderStatus): status is TBoardStatus {
  return (BOARD_STATUSES as readonly TOrderStatus[]).includes(status);
}

/**
 * The board's columns: the active orders by status, oldest first within a column (the kitchen
 * works first in, first out). Orders in any other status leave the board.
 */
export function groupBoard<T extends { status: TOrderStatus; created_at: string; id: number }>(
  orders: readonly T[],
): Record<TBoardStatus, T[]> {
  const columns: Record<TBoardStatus, T[]> = { SUBMITTED: [], OPENED: [], READY: [] };
  for (const order of orders) if (isBoardStatus(order.status)) columns[order.status].push(order);
  for (const column of Object.values(columns)) {
    column.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  }
  return columns;
}
