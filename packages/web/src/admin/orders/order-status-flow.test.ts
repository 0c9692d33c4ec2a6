import { ORDER_TRANSITIONS } from '@tableside/shared/order-status';
import { describe, expect, it } from 'vitest';
import { groupBoard, needsConfirmation, nextStatus, otherTransitions } from './order-status-flow.ts';
import { listOrder } from './orders.test-fixtures.ts';

describe('next status (one tap on the board)', () => {
  it('moves Submitted → In the kitchen → Ready → Served', () => {
    expect(nextStatus('SUBMITTED')).toBe('OPENED');
    expect(nextStatus('OPENED')).toBe('READY');
    expect(nextStatus('READY')).toBe('DELIVERED');
  });

  it('has no next step for final orders, and every next step is an allowed transition', () => {
    expect(nextStatus('COMPLETED')).toBeNull();
    expect(nextStatus('CANCELLED')).toBeNull();
    for (const [from, allowed] of Object.entries(ORDER_TRANSITIONS)) {
      const next = nextStatus(from as keyof typeof ORDER_TRANSITIONS);
      if (next) expect(allowed).toContain(next);
    }
  });

  it('offers the other allowed moves in the menu, without the one the button makes', () => {
    expect(otherTransitions('SUBMITTED')).toEqual(['READY', 'COMPLETED', 'CANCELLED']);
    expect(otherTransitions('READY')).toEqual(['PAID', 'COMPLETED', 'CANCELLED']);
    expect(otherTransitions('CANCELLED')).toEqual([]);
  });

  it('asks before cancelling only', () => {
    expect(needsConfirmation('CANCELLED')).toBe(true);
    expect(needsConfirmation('READY')).toBe(false);
  });
});

describe('board grouping', () => {
  it('puts active orders in their column, oldest first, and leaves the rest off the board', () => {
    const columns = groupBoard([
      listOrder(1, { status: 'OPENED', created_at: '2026-03-14T11:10:00.000Z' }),
      listOrder(2, { status: 'SUBMITTED', created_at: '2026-03-14T11:20:00.000Z' }),
      listOrder(3, { status: 'OPENED', created_at: '2026-03-14T11:05:00.000Z' }),
      listOrder(4, { status: 'DELIVERED' }),
      listOrder(5, { status: 'READY' }),
      listOrder(6, { status: 'CANCELLED' }),
      listOrder(7, { status: 'SUBMITTED', created_at: '2026-03-14T11:00:00.000Z' }),
    ]);
    expect(columns.SUBMITTED.map((order) => order.id)).toEqual([7, 2]);
    expect(columns.OPENED.map((order) => order.id)).toEqual([3, 1]);
    expect(columns.READY.map((order) => order.id)).toEqual([5]);
  });
});
